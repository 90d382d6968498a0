import { useId, useState, type InputHTMLAttributes } from 'react';

/**
 * What a field makes of the text typed into it: a value to apply, the reason it is not one (said
 * beside the field), or `null` when there is nothing to apply (the value in force, or an empty
 * label).
 */
export type Reading<T> = { readonly value: T } | { readonly problem: string } | null;

/**
 * A field typed into as a draft and applied on Enter or when it loses focus; Escape drops the
 * draft. `read` turns the draft into a value or a reason; either way the field then shows the value
 * in force again: an applied value replaces it through `shown`, and a value the owner refuses (the
 * library says why, elsewhere on the page) leaves it as it was, so what a field shows is always
 * what the board has.
 *
 * With `hideLabel` the field is a bare input named by `aria-label` (a grid of fields under one
 * heading); otherwise its label is written beside it.
 */
export function DraftField<T>({
  label,
  hideLabel = false,
  shown,
  read,
  onCommit,
  markInvalid = false,
  input,
}: {
  label: string;
  hideLabel?: boolean;
  /** The value in force, as the field writes it. */
  shown: string;
  read: (draft: string) => Reading<T>;
  onCommit: (value: T) => void;
  /** Whether the field says, as it is typed into, that its draft is not a value (`aria-invalid`). */
  markInvalid?: boolean;
  /** The input's own attributes: its type, keyboard, width. */
  input: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'size' | 'min'>;
}) {
  const [draft, setDraft] = useState(shown);
  const [seen, setSeen] = useState(shown);
  const [refused, setRefused] = useState<string | null>(null);
  const messageId = useId();
  // The value in force changed (applied here, or edited elsewhere): the draft starts from it.
  if (seen !== shown) {
    setSeen(shown);
    setDraft(shown);
  }
  const commit = () => {
    const reading = read(draft);
    setDraft(shown);
    setRefused(isProblem(reading) ? reading.problem : null);
    if (reading && 'value' in reading) onCommit(reading.value);
  };
  const invalid = markInvalid && isProblem(read(draft));
  const field = (
    <input
      {...input}
      value={draft}
      aria-label={hideLabel ? label : undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={refused ? messageId : undefined}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        } else if (event.key === 'Escape') {
          setDraft(shown);
          setRefused(null);
        }
      }}
    />
  );
  const message = refused && (
    <span id={messageId} className="field-problem" role="alert">
      {refused}
    </span>
  );
  if (hideLabel)
    return (
      <>
        {field}
        {message}
      </>
    );
  return (
    <div className="number-field">
      <label>
        {label}
        {field}
      </label>
      {message}
    </div>
  );
}

function isProblem<T>(reading: Reading<T>): reading is { readonly problem: string } {
  return reading !== null && 'problem' in reading;
}
