import {
  BoardpathError,
  endsOf,
  mazeToArt,
  parseMaze,
  replayDirections,
  type MazeGrid,
  type MazeMoves,
} from 'boardpath';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AnimationControls, useAnimation } from '../Animation.js';
import { download } from '../files.js';
import { ImportFile } from '../ImportFile.js';
import { Problem, describeProblem, tryEdit } from '../Problem.js';
import { SolveBar } from '../SearchStatus.js';
import type { MazeMode, SearchAnswer } from '../search/protocol.js';
import type { LinkEntries } from '../url.js';
import { useSearch } from '../search/useSearch.js';
import { NumberField } from '../snakes/SnakesTab.js';
import { MazeView, type MazeOverlay } from './MazeView.js';
import {
  DEFAULT_MAZE,
  MAX_PAGE_CELLS,
  defaultMaze,
  moveEnd,
  paint,
  randomMaze,
  resizeMaze,
} from './model.js';

const MODES: readonly MazeMode[] = ['shortest', 'first', 'all', 'count'];
const MODE_TITLES: Record<MazeMode, string> = {
  shortest: 'shortest (breadth-first)',
  first: 'first (backtracking)',
  all: 'all paths',
  count: 'count paths',
};
/** How many paths "all" lists at most (the CLI's --limit). */
const DEFAULT_LIMIT = 1000;

/** What a share link says about a maze. */
export interface MazeLinkState {
  readonly grid: MazeGrid;
  readonly moves: MazeMoves;
  readonly mode: MazeMode;
  readonly problem?: string;
}

/** Reads `maze=<ASCII art or 0/1 rows>&moves=4&mode=shortest` from a link; a bad one falls back to the default maze with a message. */
export function mazeFromLink(params: URLSearchParams): MazeLinkState {
  const text = params.get('maze');
  const movesText = params.get('moves') ?? '4';
  const modeText = params.get('mode') ?? 'shortest';
  const problems: string[] = [];
  const moves = (
    ['2', '4', '8'].includes(movesText)
      ? Number(movesText)
      : (problems.push(`moves=${movesText} is not 2, 4 or 8`), 4)
  ) as MazeMoves;
  const mode = (MODES as readonly string[]).includes(modeText)
    ? (modeText as MazeMode)
    : (problems.push(`mode=${modeText} is not one of ${MODES.join(', ')}`), 'shortest');
  let grid = defaultMaze();
  if (text !== null) {
    try {
      const parsed = parseMaze(text, { file: 'link' });
      if (parsed.rows * parsed.columns > MAX_PAGE_CELLS)
        throw new BoardpathError(
          'E_BOARD',
          `the maze has ${parsed.rows * parsed.columns} cells; the page takes up to ${MAX_PAGE_CELLS} (the CLI takes more)`,
          { file: 'link' },
        );
      grid = parsed;
    } catch (error) {
      problems.push(`${describeProblem(error)}. Showing the default maze instead`);
    }
  }
  return {
    grid,
    moves,
    mode,
    ...(problems.length > 0 && { problem: `This link's maze could not be read — ${problems.join('; ')}.` }),
  };
}

function cliCommand(moves: MazeMoves, mode: MazeMode): string {
  const modeFlag =
    mode === 'shortest'
      ? ''
      : mode === 'first'
        ? ' --first'
        : mode === 'all'
          ? ` --all --limit ${DEFAULT_LIMIT}`
          : ' --count';
  return `boardpath maze maze.txt --moves ${moves}${modeFlag}`;
}

/** Cells of a path given as directions, replayed by the library (null if it is not a legal path). */
function cellsOf(grid: MazeGrid, directions: string, moves: MazeMoves): number[] | null {
  const replay = replayDirections(grid, directions, moves);
  return replay.ok ? replay.path : null;
}

function deepest(levels: Int32Array): number {
  let most = 0;
  for (const level of levels) if (level > most) most = level;
  return most;
}

type MazeAnswer = Extract<SearchAnswer, { puzzle: 'maze' }>;

/** How many frames an answer animates: levels for shortest, steps for first, paths for all. */
function framesOf(answer: MazeAnswer | null): number {
  if (!answer) return 0;
  switch (answer.mode) {
    case 'shortest':
      return answer.solution.moves ?? deepest(answer.levels);
    case 'first':
      // Frame i shows the walk after its first i + 1 steps; the frame after the last shows the answer.
      return answer.trace.events.length;
    case 'all':
      return Math.max(0, answer.paths.length - 1);
    case 'count':
      return 0;
  }
}

function overlayOf(
  grid: MazeGrid,
  answer: MazeAnswer,
  frame: number,
  last: number,
  moves: MazeMoves,
): MazeOverlay {
  switch (answer.mode) {
    case 'shortest':
      return {
        levels: answer.levels,
        shown: frame,
        path:
          frame === last && answer.solution.path
            ? answer.solution.path.map(([r, c]) => r * grid.columns + c)
            : null,
        pathKind: 'final',
      };
    case 'first': {
      const { events } = answer.trace;
      if (frame >= events.length) {
        // The end: the library's answer (the same path the walk found, or the whole answer when the
        // recorded walk was cut short).
        const tried = new Uint8Array(grid.rows * grid.columns);
        for (const event of events) tried[event >= 0 ? event : ~event] = 1;
        return {
          tried,
          path: answer.solution.path?.map(([r, c]) => r * grid.columns + c) ?? null,
          pathKind: 'final',
        };
      }
      const tried = new Uint8Array(grid.rows * grid.columns);
      const walk: number[] = [];
      for (let i = 0; i <= frame && i < events.length; i++) {
        const event = events[i];
        if (event >= 0) {
          tried[event] = 1;
          walk.push(event);
        } else walk.pop();
      }
      return { tried, path: walk, pathKind: 'walk' };
    }
    case 'all':
      return {
        path: answer.paths.length > 0 ? cellsOf(grid, answer.paths[frame], moves) : null,
        pathKind: 'final',
      };
    case 'count':
      return {};
  }
}

/** The Rat in a Maze tab: draw walls, move the ends, pick moves and mode, watch the search. */
export function MazeTab({
  initial,
  onLink,
}: {
  initial: MazeLinkState;
  onLink: (entries: LinkEntries) => void;
}) {
  const [grid, setGridState] = useState(initial.grid);
  const [moves, setMovesState] = useState<MazeMoves>(initial.moves);
  const [mode, setModeState] = useState<MazeMode>(initial.mode);
  const [problem, setProblem] = useState<string | null>(initial.problem ?? null);
  const [notice, setNotice] = useState<string | null>(null);
  const [text, setText] = useState(() => mazeToArt(initial.grid));
  const [density, setDensity] = useState(30);
  const [seed, setSeed] = useState(1);
  const search = useSearch();

  // The link is written once the user stops drawing for a moment, not on every painted cell.
  useEffect(() => {
    const timer = setTimeout(() => onLink({ maze: mazeToArt(grid), moves: String(moves), mode }), 150);
    return () => clearTimeout(timer);
  }, [grid, moves, mode, onLink]);

  // Pointer moves can arrive faster than React renders: edits start from the latest grid, not the
  // one of the last render, or a quick drag would lose cells.
  const latest = useRef(grid);
  const setGrid = (next: MazeGrid, message: string | null = null) => {
    latest.current = next;
    search.clear();
    setGridState(next);
    setText(mazeToArt(next));
    setProblem(null);
    setNotice(message);
  };
  const attempt = (edit: () => void) => tryEdit(edit, setProblem);

  const answer =
    search.state.status === 'done' && search.state.answer.puzzle === 'maze' ? search.state.answer : null;
  const last = framesOf(answer);
  const animation = useAnimation(last, answer);
  const overlay = useMemo(
    () => (answer ? overlayOf(grid, answer, animation.frame, last, moves) : null),
    [answer, animation.frame, last, grid, moves],
  );

  const solve = () => {
    setProblem(null);
    setNotice(null);
    search.run({ puzzle: 'maze', grid, moves, mode, limit: DEFAULT_LIMIT });
  };

  const describeFrame = (frame: number) => {
    if (!answer) return '';
    switch (answer.mode) {
      case 'shortest':
        return frame === last && answer.solution.solvable
          ? `level ${frame}: the goal is reached — the path is drawn`
          : `level ${frame}: cells ${frame} steps from the start (the frontier, dark)`;
      case 'first': {
        const { events, complete } = answer.trace;
        if (frame >= events.length)
          return complete
            ? 'the walk is over'
            : `the walk took more than ${events.length.toLocaleString('en')} steps: the rest is skipped, the answer is drawn`;
        const event = events[frame];
        const cell = event >= 0 ? event : ~event;
        return `step ${frame + 1} of ${events.length}: ${event >= 0 ? 'steps into' : 'backs out of'} row ${Math.floor(cell / grid.columns)}, column ${cell % grid.columns}`;
      }
      case 'all':
        return answer.paths.length === 0
          ? 'no paths'
          : `path ${frame + 1} of ${answer.paths.length}: ${answer.paths[frame] || '(empty: the start is the goal)'}`;
      case 'count':
        return '';
    }
  };

  const { start, goal } = endsOf(grid);
  return (
    <div className="tab-body">
      <div className="side">
        <form className="controls" aria-label="Maze settings" onSubmit={(event) => event.preventDefault()}>
          <NumberField
            label="Rows"
            value={grid.rows}
            min={1}
            max={1000}
            onCommit={(rows) => attempt(() => setGrid(resizeMaze(grid, rows, grid.columns)))}
          />
          <NumberField
            label="Columns"
            value={grid.columns}
            min={1}
            max={1000}
            onCommit={(columns) => attempt(() => setGrid(resizeMaze(grid, grid.rows, columns)))}
          />
          <fieldset className="radio">
            <legend>Moves</legend>
            {([2, 4, 8] as const).map((count) => (
              <label key={count} className="check">
                <input
                  type="radio"
                  name="maze-moves"
                  checked={moves === count}
                  onChange={() => {
                    search.clear();
                    setMovesState(count);
                  }}
                />
                {count}
              </label>
            ))}
          </fieldset>
          <label>
            Mode
            <select
              value={mode}
              onChange={(event) => {
                search.clear();
                setModeState(event.target.value as MazeMode);
              }}
            >
              {MODES.map((name) => (
                <option key={name} value={name}>
                  {MODE_TITLES[name]}
                </option>
              ))}
            </select>
          </label>
        </form>
        <div className="controls">
          <label>
            Walls %
            <input
              type="number"
              min={0}
              max={90}
              value={density}
              onChange={(event) => setDensity(Math.max(0, Math.min(90, Number(event.target.value) || 0)))}
            />
          </label>
          <button
            type="button"
            onClick={() => {
              const next = seed + 1;
              setSeed(next);
              attempt(() =>
                setGrid(
                  randomMaze(grid, density / 100, next * 2654435761),
                  `A random maze (seed ${next}, ${density}% walls).`,
                ),
              );
            }}
          >
            Random maze
          </button>
          <button
            type="button"
            onClick={() =>
              attempt(() =>
                setGrid(
                  paint(
                    grid,
                    Array.from({ length: grid.rows * grid.columns }, (_, i) => i),
                    1,
                  ),
                  'Every wall erased.',
                ),
              )
            }
          >
            Clear walls
          </button>
          <button
            type="button"
            onClick={() => attempt(() => setGrid(parseMaze(DEFAULT_MAZE), 'The default maze.'))}
          >
            Default maze
          </button>
        </div>

        <SolveBar state={search.state} unit="cells" onRun={solve} onCancel={search.cancel} />
        {problem && <Problem text={problem} />}
        <p className="notice" aria-live="polite">
          {notice}
        </p>

        {answer && <MazeAnswerView answer={answer} frame={animation.frame} />}
        {answer && last > 0 && (
          <AnimationControls
            animation={animation}
            label={
              answer.mode === 'all'
                ? 'Paths'
                : answer.mode === 'first'
                  ? 'Backtracking'
                  : 'Breadth-first search'
            }
            describeFrame={describeFrame}
          />
        )}
      </div>
      <div className="board-wrap">
        <MazeView
          grid={grid}
          overlay={overlay}
          onPaint={(cells, value) => {
            const now = latest.current;
            const changed = cells.filter((cell) => now.open[cell] !== value);
            if (changed.length > 0) attempt(() => setGrid(paint(now, changed, value)));
          }}
          onMoveEnd={(end, cell) => {
            const now = latest.current;
            if (cell === (end === 'start' ? now.goal : now.start) || cell === now[end]) return;
            attempt(() =>
              setGrid(
                moveEnd(now, end, [Math.floor(cell / now.columns), cell % now.columns]),
                `Moved the ${end}.`,
              ),
            );
          }}
        />
        <p className="legend">
          <span className="swatch wall" /> wall <span className="swatch reached" /> reached{' '}
          <span className="swatch frontier" /> frontier <span className="swatch tried" /> tried by
          backtracking <span className="swatch path" /> path. Click or drag to draw and erase walls; drag S or
          G to move the start or goal.
        </p>
      </div>
      <div className="more">
        <form className="controls" aria-label="Start and goal" onSubmit={(event) => event.preventDefault()}>
          <CellField
            label="Start (row,column)"
            value={start}
            onCommit={(cell) => attempt(() => setGrid(moveEnd(grid, 'start', cell), 'Moved the start.'))}
          />
          <CellField
            label="Goal (row,column)"
            value={goal}
            onCommit={(cell) => attempt(() => setGrid(moveEnd(grid, 'goal', cell), 'Moved the goal.'))}
          />
        </form>

        <details className="board-text">
          <summary>Maze file (the CLI's formats)</summary>
          <p>
            Same answer on the command line: <code>{cliCommand(moves, mode)}</code>
          </p>
          <label htmlFor="maze-text">
            Maze text (ASCII art with S and G, rows of 0/1, or a JSON array of rows)
          </label>
          <textarea
            id="maze-text"
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={Math.min(12, grid.rows + 1)}
            spellCheck={false}
          />
          <div className="file-buttons">
            <button
              type="button"
              onClick={() =>
                attempt(() => {
                  const parsed = parseMaze(text, { file: 'maze text' });
                  if (parsed.rows * parsed.columns > MAX_PAGE_CELLS)
                    throw new BoardpathError(
                      'E_BOARD',
                      `${parsed.rows * parsed.columns} cells; the page takes up to ${MAX_PAGE_CELLS}`,
                    );
                  setGrid(parsed, 'Read the maze text.');
                })
              }
            >
              Use this text
            </button>
            <button type="button" onClick={() => download('maze.txt', mazeToArt(grid), 'text/plain')}>
              Export file
            </button>
            <ImportFile
              label="Maze file to import"
              accept=".txt,.json,text/plain,application/json"
              onText={(text, name) => {
                const parsed = parseMaze(text, { file: name });
                if (parsed.rows * parsed.columns > MAX_PAGE_CELLS)
                  throw new BoardpathError(
                    'E_BOARD',
                    `${name}: ${parsed.rows * parsed.columns} cells; the page takes up to ${MAX_PAGE_CELLS} (the CLI takes more)`,
                  );
                setGrid(parsed, `Imported ${name}.`);
              }}
              onProblem={setProblem}
            />
          </div>
        </details>
      </div>
    </div>
  );
}

function MazeAnswerView({ answer, frame }: { answer: MazeAnswer; frame: number }) {
  switch (answer.mode) {
    case 'shortest':
    case 'first':
      return (
        <section className="answer" aria-label="Answer">
          {answer.solution.solvable ? (
            <p className="headline">
              {answer.mode === 'shortest' ? 'Fewest steps' : 'Steps on the first path'}:{' '}
              <strong data-testid="moves">{answer.solution.moves}</strong>{' '}
              <code data-testid="directions">
                {answer.solution.directions || '(none: the start is the goal)'}
              </code>
            </p>
          ) : (
            <p className="headline">
              <strong data-testid="moves">No path</strong> from the start to the goal.
            </p>
          )}
          {answer.mode === 'first' &&
            answer.solution.matrix &&
            answer.solution.matrix.length <= 40 &&
            answer.solution.matrix[0].length <= 60 && (
              <details>
                <summary>Solution matrix</summary>
                <pre className="matrix">{answer.solution.matrix.map((row) => row.join(' ')).join('\n')}</pre>
              </details>
            )}
        </section>
      );
    case 'all':
      return (
        <section className="answer" aria-label="Answer">
          <p className="headline">
            <strong data-testid="moves">{answer.paths.length}</strong> path
            {answer.paths.length === 1 ? '' : 's'}
            {answer.complete
              ? ''
              : ` (the first ${answer.paths.length}; there are more — count them with "count paths")`}
          </p>
          <ol className="paths" data-testid="paths">
            {answer.paths.slice(0, 200).map((path, i) => (
              <li
                key={i}
                className={i === frame ? 'current' : undefined}
                aria-current={i === frame ? 'step' : undefined}
              >
                <code>{path || '(empty)'}</code>
              </li>
            ))}
          </ol>
        </section>
      );
    case 'count':
      return (
        <section className="answer" aria-label="Answer">
          <p className="headline">
            Paths that visit no cell twice:{' '}
            <strong data-testid="moves" className="count">
              {answer.count}
            </strong>
          </p>
        </section>
      );
  }
}

/** A "row,column" text field that applies on Enter or blur. */
function CellField({
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
  if (seen !== shown) {
    setSeen(shown);
    setDraft(shown);
  }
  const commit = () => {
    const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(draft);
    if (!match) return setDraft(shown);
    if (draft.replace(/\s/g, '') !== shown) onCommit([Number(match[1]), Number(match[2])]);
  };
  return (
    <label>
      {label}
      <input
        type="text"
        inputMode="numeric"
        size={8}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
    </label>
  );
}
