import { DraftField } from '../DraftField.js';

/**
 * The label of one square (a `DraftField` in the grid of labels): any number is handed to the owner,
 * whose library says why one is refused; an empty field keeps the label in force.
 */
export function LabelField({
  row,
  column,
  value,
  onCommit,
}: {
  row: number;
  column: number;
  value: number;
  onCommit: (row: number, column: number, value: number) => void;
}) {
  const read = (draft: string) => {
    const number = Number(draft);
    return draft.trim() === '' || number === value ? null : { value: number };
  };
  return (
    <DraftField
      label={`label at row ${row}, column ${column}`}
      hideLabel
      shown={String(value)}
      read={read}
      onCommit={(label: number) => onCommit(row, column, label)}
      input={{ type: 'number', inputMode: 'numeric', min: 1 }}
    />
  );
}
