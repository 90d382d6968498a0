import type { TokensBoard } from 'boardpath';
import { DraftField } from '../DraftField.js';

/**
 * The label of one square (a `DraftField` in the grid of labels): any number is handed to the owner,
 * whose library says why one is refused; an empty field keeps the label in force.
 */
function LabelField({
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

/** The labels panel: a field per square, row by row, as the grid lays them out. */
export function LabelGrid({
  board,
  onCommit,
}: {
  board: TokensBoard;
  onCommit: (row: number, column: number, value: number) => void;
}) {
  return (
    <details className="labels" open>
      <summary>Labels</summary>
      <div
        className="label-grid"
        style={{ gridTemplateColumns: `repeat(${board.columns}, minmax(2.6rem, 3.5rem))` }}
        role="group"
        aria-label="Labels, row by row"
      >
        {board.labels.map((label, i) => (
          <LabelField
            key={`${board.rows}x${board.columns}-${i}`}
            row={Math.floor(i / board.columns)}
            column={i % board.columns}
            value={label}
            onCommit={onCommit}
          />
        ))}
      </div>
    </details>
  );
}
