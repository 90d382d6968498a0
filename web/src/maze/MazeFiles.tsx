import { mazeToArt, type MazeGrid, type MazeMoves, type OpenCell } from 'boardpath';
import { useMemo, useState, type ReactNode } from 'react';
import { download, readBigPaste } from '../files.js';
import { ImportFile } from '../ImportFile.js';
import { Problem } from '../Problem.js';
import type { MazeMode } from '../search/protocol.js';
import { PARSE_IN_WORKER, cliCommand } from './link.js';

/**
 * The maze as text in the CLI's formats: edit it, export it, import a file, paste a problem page.
 * `read` reads a text as the command reads a paste (a long one in the search worker, so the page
 * never waits on the parser), with 0 or 1 as the open cell's digit (`open`, the command's
 * `--open`); a problem with what was typed or imported is shown here, beside the buttons, and so
 * are a problem page's examples (`examples`).
 */
export function MazeFiles({
  grid,
  moves,
  mode,
  open: openDigit,
  setOpen: setOpenDigit,
  read: readText,
  examples,
  problem,
  setProblem,
}: {
  grid: MazeGrid;
  moves: MazeMoves;
  mode: MazeMode;
  open: OpenCell;
  setOpen: (open: OpenCell) => void;
  read: (text: string, file: string, message: string) => void;
  examples: ReactNode;
  problem: string | null;
  setProblem: (problem: string | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<{ text: string; of: MazeGrid } | null>(null);
  const big = grid.rows * grid.columns > PARSE_IN_WORKER;
  // The maze's own text, made only while the panel is open (a big maze's is a megabyte).
  const own = useMemo(() => (open && !big ? mazeToArt(grid) : ''), [open, big, grid]);
  const text = draft && draft.of === grid ? draft.text : own;
  const read = (text: string, file: string, message: string) => {
    setProblem(null);
    readText(text, file, message);
  };
  return (
    <details className="board-text" onToggle={(event) => setOpen((event.target as HTMLDetailsElement).open)}>
      <summary>Maze file (the CLI&apos;s formats)</summary>
      <p>
        Same answer on the command line: <code>{cliCommand(moves, mode, openDigit)}</code>
      </p>
      <label htmlFor="maze-text">
        Maze text (ASCII art with S and G, rows of 0/1, or a JSON array of rows)
      </label>
      <textarea
        id="maze-text"
        value={text}
        placeholder={
          big
            ? 'This maze is too big to show as text here: use Export file, or paste a maze to read.'
            : undefined
        }
        onChange={(event) => setDraft({ text: event.target.value, of: grid })}
        onPaste={readBigPaste((text, file) => read(text, file, `Read ${file}.`))}
        rows={Math.min(12, grid.rows + 1)}
        spellCheck={false}
      />
      <label className="check">
        <input
          type="checkbox"
          checked={openDigit === 0}
          onChange={(event) => setOpenDigit(event.target.checked ? 0 : 1)}
        />
        0 is open, 1 a wall, in rows and JSON (LeetCode&apos;s binary matrix; its problem moves in 8
        directions and counts a path&apos;s cells)
      </label>
      <div className="file-buttons">
        <button type="button" onClick={() => read(text, 'maze text', 'Read the maze text.')}>
          Use this text
        </button>
        <button type="button" onClick={() => download('maze.txt', mazeToArt(grid), 'text/plain')}>
          Export file
        </button>
        <ImportFile
          label="Maze file to import"
          accept=".txt,.json,text/plain,application/json"
          onText={(text, name) => read(text, name, `Imported ${name}.`)}
          onProblem={setProblem}
        />
      </div>
      {problem && <Problem text={problem} />}
      {examples}
    </details>
  );
}
