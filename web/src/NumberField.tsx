import { useId, useState } from 'react';

/**
 * A whole-number field that applies its value on Enter or when it loses focus. A value outside
 * `min … max` is not applied: the field says the limits and shows the value in force again. If the
 * owner refuses a value (the library says why, elsewhere on the page), the field shows the value in
 * force again too, so what a field shows is always what the board has.
 */
export function NumberField({
  label,
  value,
  min,
  max,
  onCommit,
  unit,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onCommit: (value: number) => void;
  /** What the number counts, for the message about limits ("squares"). */
  unit?: string;
}) {
  const [draft, setDraft] = useState(String(value));
  const [seen, setSeen] = useState(value);
  const [refused, setRefused] = useState<string | null>(null);
  const messageId = useId();
  if (seen !== value) {
    setSeen(value);
    setDraft(String(value));
  }
  const text = draft.trim();
  const number = Number(text);
  const valid = /^\d+$/.test(text) && Number.isSafeInteger(number) && number >= min && number <= max;
  const commit = () => {
    if (text === String(value)) return setRefused(null);
    if (!valid) {
      setRefused(
        `${label}: ${text === '' ? 'empty' : `“${text}”`} is not allowed — a whole number from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}${unit ? ` ${unit}` : ''}. Kept ${value.toLocaleString('en')}.`,
      );
      return setDraft(String(value));
    }
    setRefused(null);
    // A refused edit leaves `value` as it was: show it again (an applied one replaces it above).
    setDraft(String(value));
    onCommit(number);
  };
  return (
    <div className="number-field">
      <label>
        {label}
        <input
          type="text"
          inputMode="numeric"
          size={Math.max(4, String(max).length + 1)}
          value={draft}
          aria-invalid={!valid || undefined}
          aria-describedby={refused ? messageId : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            } else if (event.key === 'Escape') {
              setDraft(String(value));
              setRefused(null);
            }
          }}
        />
      </label>
      {refused && (
        <span id={messageId} className="field-problem" role="alert">
          {refused}
        </span>
      )}
    </div>
  );
}
