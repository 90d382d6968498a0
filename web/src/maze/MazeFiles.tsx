import { mazeToArt, parseMaze, type MazeGrid, type MazeMoves } from 'boardpath';
import { useMemo, useState } from 'react';
import { download, readBigPaste } from '../files.js';
import { ImportFile } from '../ImportFile.js';
import { Problem, tryEdit } from '../Problem.js';
import type { MazeMode } from '../search/protocol.js';
import { PARSE_IN_WORKER, checkCells, cliCommand } from './link.js';

/**
 * The maze as text in the CLI's formats: edit it, export it, import a file. A long text is read in
 * the search worker (`readLarge`), so the page never waits on the parser; a problem with what was
 * typed or imported is shown here, beside the buttons.
 */
export function MazeFiles({
  grid,
  moves,
  mode,
  setGrid,
  readLarge,
  problem,
  setProblem,
}: {
  grid: MazeGrid;
  moves: MazeMoves;
  mode: MazeMode;
  setGrid: (grid: MazeGrid, message: string) => void;
  readLarge: (text: string, file: string) => void;
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
    if (text.length > PARSE_IN_WORKER) return readLarge(text, file);
    tryEdit(() => setGrid(checkCells(parseMaze(text, { file }), file), message), setProblem);
  };
  return (
    <details className="board-text" onToggle={(event) => setOpen((event.target as HTMLDetailsElement).open)}>
      <summary>Maze file (the CLI&apos;s formats)</summary>
      <p>
        Same answer on the command line: <code>{cliCommand(moves, mode)}</code>
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
        onPaste={readBigPaste(readLarge)}
        rows={Math.min(12, grid.rows + 1)}
        spellCheck={false}
      />
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
    </details>
  );
}
