import type { Cell } from 'boardpath';
import { DraftField } from '../DraftField.js';

/**
 * A "row,column" field (a `DraftField`). Text that is not a cell says so; a cell the owner refuses
 * (off the grid, on a wall: the library says why) leaves the field showing the cell in force again.
 */
export function CellField({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: Cell;
  onCommit: (cell: [number, number]) => void;
}) {
  const shown = `${value[0]},${value[1]}`;
  const read = (draft: string) => {
    if (draft.replace(/\s/g, '') === shown) return null;
    const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(draft);
    if (!match)
      return { problem: `${label}: “${draft}” is not a cell — write it as row,column (from 0), e.g. 0,3.` };
    return { value: [Number(match[1]), Number(match[2])] as [number, number] };
  };
  return (
    <DraftField
      label={label}
      shown={shown}
      read={read}
      onCommit={onCommit}
      input={{ type: 'text', inputMode: 'numeric', size: 9 }}
    />
  );
}
