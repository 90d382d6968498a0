import { useId, useState } from 'react';

/**
 * A "row,column" field that applies on Enter or when it loses focus. Text that is not a cell says
 * so; a cell the owner refuses (off the grid, on a wall: the library says why) leaves the field
 * showing the cell in force again.
 */
export function CellField({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: readonly [number, number];
  onCommit: (cell: [number, number]) => void;
}) {
  const shown = `${value[0]},${value[1]}`;
  const [draft, setDraft] = useState(shown);
  const [seen, setSeen] = useState(shown);
  const [refused, setRefused] = useState<string | null>(null);
  const messageId = useId();
  if (seen !== shown) {
    setSeen(shown);
    setDraft(shown);
  }
  const commit = () => {
    if (draft.replace(/\s/g, '') === shown) return setRefused(null);
    const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(draft);
    setDraft(shown);
    if (!match)
      return setRefused(`${label}: “${draft}” is not a cell — write it as row,column (from 0), e.g. 0,3.`);
    setRefused(null);
    onCommit([Number(match[1]), Number(match[2])]);
  };
  return (
    <div className="number-field">
      <label>
        {label}
        <input
          type="text"
          inputMode="numeric"
          size={9}
          value={draft}
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
      </label>
      {refused && (
        <span id={messageId} className="field-problem" role="alert">
          {refused}
        </span>
      )}
    </div>
  );
}
