import { DraftField } from './DraftField.js';

/**
 * A whole-number field (a `DraftField`). A value outside `min … max` is not applied: the field says
 * the limits and shows the value in force again.
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
  const read = (draft: string) => {
    const text = draft.trim();
    if (text === String(value)) return null;
    const number = Number(text);
    if (/^\d+$/.test(text) && Number.isSafeInteger(number) && number >= min && number <= max)
      return { value: number };
    return {
      problem: `${label}: ${text === '' ? 'empty' : `“${text}”`} is not allowed — a whole number from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}${unit ? ` ${unit}` : ''}. Kept ${value.toLocaleString('en')}.`,
    };
  };
  return (
    <DraftField
      label={label}
      shown={String(value)}
      read={read}
      onCommit={onCommit}
      markInvalid
      input={{ type: 'text', inputMode: 'numeric', size: Math.max(4, String(max).length + 1) }}
    />
  );
}
