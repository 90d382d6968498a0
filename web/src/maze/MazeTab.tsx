import { endsOf, mazeToArt, parseMaze, type MazeGrid, type MazeMoves } from 'boardpath';
import { mazeCellOf } from 'boardpath/engine';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AnimationControls, useAnimation } from '../Animation.js';
import { LearnPanel, type LearnWords } from '../learn/LearnPanel.js';
import { LearnSwitch, useLearn } from '../learn/LearnSwitch.js';
import { NumberField } from '../NumberField.js';
import { tryEdit } from '../Problem.js';
import { SolveBar } from '../SearchStatus.js';
import { TabLayout } from '../TabLayout.js';
import { MAX_PAGE_CELLS } from '../search/limits.js';
import type { MazeMode } from '../search/protocol.js';
import { useSearch } from '../search/useSearch.js';
import type { LinkEntries } from '../url.js';
import { CellField } from './CellField.js';
import { describeFrame, framesOf, overlayOf, stepping } from './frames.js';
import { DEFAULT_LIMIT, MODES, fitsLink, type MazeLinkState } from './link.js';
import { MazeAnswerView } from './MazeAnswer.js';
import { MazeCompare } from './MazeCompare.js';
import { MazeFiles } from './MazeFiles.js';
import { MazeView } from './MazeView.js';
import { DEFAULT_MAZE, moveEnd, paint, randomMaze, resizeMaze } from './model.js';

export { mazeFromLink } from './link.js';

const MODE_TITLES: Record<MazeMode, string> = {
  shortest: 'shortest (breadth-first)',
  first: 'first (backtracking)',
  all: 'all paths',
  count: 'count paths',
};
const LETTERS: Record<string, string> = { '1,0': 'down', '0,-1': 'left', '0,1': 'right', '-1,0': 'up' };

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
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [density, setDensity] = useState(30);
  const [seed, setSeed] = useState(1);
  const search = useSearch();
  const reader = useSearch();
  const learn = useLearn(grid.rows * grid.columns);
  // The maze a link brought in: while it is being read, and then while it is unchanged, the link
  // already holds it: leave the address be.
  const fromLink = useRef<MazeGrid | null>(null);
  const readingLink = useRef(initial.text !== undefined);

  // The link is written once the user stops drawing for a moment, not on every painted cell.
  useEffect(() => {
    if (readingLink.current || grid === fromLink.current) return;
    const timer = setTimeout(
      () => onLink({ maze: fitsLink(grid) ? mazeToArt(grid) : null, moves: String(moves), mode }),
      150,
    );
    return () => clearTimeout(timer);
  }, [grid, moves, mode, onLink]);

  // Pointer moves can arrive faster than React renders: edits start from the latest grid, not the
  // one of the last render, or a quick drag would lose cells.
  const latest = useRef(grid);
  const setGrid = (next: MazeGrid, message: string | null = null) => {
    latest.current = next;
    search.clear();
    setGridState(next);
    setProblem(null);
    setFileProblem(null);
    setNotice(message);
  };
  const attempt = (edit: () => void) => tryEdit(edit, setProblem);

  // A long maze text (from a link, the text box or a file) is read in the worker.
  const readLarge = (text: string, file: string) => {
    setNotice(`Reading ${file} (${(text.length / 1e6).toFixed(1)} MB)…`);
    reader.run({ puzzle: 'maze-parse', text, file });
  };
  useEffect(() => {
    if (initial.text !== undefined) readLarge(initial.text, 'link');
    // Once, for the link the tab opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const read = reader.state;
  const [readSeen, setReadSeen] = useState(read);
  if (readSeen !== read) {
    setReadSeen(read);
    const fromTheLink = readingLink.current;
    if (read.status === 'done' && read.answer.puzzle === 'maze-parse') {
      setGrid(read.answer.grid, fromTheLink ? 'Read the maze from the link.' : 'Read the maze text.');
      if (fromTheLink) fromLink.current = read.answer.grid;
    } else if (read.status === 'failed' && fromTheLink)
      setProblem(
        `This link's maze could not be read — ${read.problem.message}. Showing the default maze instead.`,
      );
    else if (read.status === 'failed') setFileProblem(read.problem.message);
    if (read.status === 'done' || read.status === 'failed') readingLink.current = false;
  }

  const answer =
    search.state.status === 'done' && search.state.answer.puzzle === 'maze' ? search.state.answer : null;
  const last = framesOf(answer);
  const steps = stepping(answer);
  const animation = useAnimation(last, answer, true, steps ? 4 : last > 240 ? 60 : 4);
  const overlay = useMemo(
    () => (answer ? overlayOf(grid, answer, animation.frame, last, moves) : null),
    [answer, animation.frame, last, grid, moves],
  );

  const solve = (withSteps = learn.on) => {
    setProblem(null);
    setNotice(null);
    search.run({
      puzzle: 'maze',
      grid,
      moves,
      mode,
      limit: DEFAULT_LIMIT,
      learn: withSteps && mode === 'shortest',
    });
  };
  const words: LearnWords = {
    state: (cell) => `(${mazeCellOf(grid, cell).join(', ')})`,
    move: (from, to) => {
      const [[r0, c0], [r1, c1]] = [mazeCellOf(grid, from), mazeCellOf(grid, to)];
      const [dr, dc] = [r1 - r0, c1 - c0];
      return LETTERS[`${dr},${dc}`] ?? `${dr > 0 ? 'down' : 'up'}-${dc > 0 ? 'right' : 'left'}`;
    },
    plural: 'cells',
  };

  const { start, goal } = endsOf(grid);
  return (
    <TabLayout
      settings={
        <>
          <form className="controls" aria-label="Maze settings" onSubmit={(event) => event.preventDefault()}>
            <NumberField
              label="Rows"
              unit="rows"
              value={grid.rows}
              min={1}
              max={1000}
              onCommit={(rows) => attempt(() => setGrid(resizeMaze(grid, rows, grid.columns)))}
            />
            <NumberField
              label="Columns"
              unit="columns"
              value={grid.columns}
              min={1}
              max={Math.min(1000, Math.floor(MAX_PAGE_CELLS / grid.rows))}
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
            {mode === 'shortest' && <LearnSwitch learn={learn} onChange={(on) => answer && solve(on)} />}
          </form>
          <div className="controls">
            <NumberField label="Walls %" unit="%" value={density} min={0} max={90} onCommit={setDensity} />
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
              onClick={() => attempt(() => setGrid(paint(grid, 'all', 1), 'Every wall erased.'))}
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
        </>
      }
      solveBar={<SolveBar state={search.state} unit="cells" onRun={() => solve()} onCancel={search.cancel} />}
      problem={problem}
      notice={notice}
      answer={answer && <MazeAnswerView grid={grid} answer={answer} frame={animation.frame} />}
      board={
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
            attempt(() => setGrid(moveEnd(now, end, mazeCellOf(now, cell)), `Moved the ${end}.`));
          }}
        />
      }
      timeline={
        answer &&
        last > 0 && (
          <AnimationControls
            animation={animation}
            label={
              answer.mode === 'all'
                ? 'Paths'
                : answer.mode === 'first'
                  ? 'Backtracking'
                  : 'Breadth-first search'
            }
            describeFrame={(frame) => describeFrame(grid, answer, frame, last)}
          />
        )
      }
      learn={
        overlay?.learn && overlay.run && <LearnPanel run={overlay.run} frame={overlay.learn} words={words} />
      }
      legend={
        <>
          <span className="swatch wall" /> wall <span className="swatch reached" /> explored (taken from the
          queue) <span className="swatch frontier" /> in the queue <span className="swatch tried" /> tried by
          backtracking <span className="swatch path" /> path. Click or drag to draw and erase walls; drag S or
          G to move the start or goal. On the maze, arrow keys move between cells and Enter builds or erases a
          wall.
        </>
      }
      underBoard={<MazeCompare grid={grid} moves={moves} />}
      more={
        <MazeFiles
          grid={grid}
          moves={moves}
          mode={mode}
          setGrid={(next, message) => setGrid(next, message)}
          readLarge={readLarge}
          problem={fileProblem}
          setProblem={setFileProblem}
        />
      }
    />
  );
}
