import type { MazeGrid, MazeMoves } from 'boardpath';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AnimationControls, useAnimation } from '../Animation.js';
import { PixelBoard } from '../board/PixelBoard.js';
import { boardPalette } from '../board/palette.js';
import { SolveBar } from '../SearchStatus.js';
import type { ComparedName, ComparedSearch } from '../search/protocol.js';
import { useSearch } from '../search/useSearch.js';
import { CompareSteps } from './CompareSteps.js';
import { counted } from '../plural.js';

/** Frames the comparison's timeline has at most: each frame shows the same number of new visits for all. */
const MAX_FRAMES = 600;

const TITLES: Record<ComparedName, string> = {
  'breadth-first': 'Breadth-first',
  'depth-first': 'Depth-first backtracking',
  'a-star': 'A*',
  bidirectional: 'Bidirectional breadth-first',
};

function about(name: ComparedName, moves: MazeMoves): string {
  switch (name) {
    case 'breadth-first':
      return 'Explores level by level, nearest cells first: the first time it reaches the goal, its path is a shortest one.';
    case 'depth-first':
      return 'Follows one way as deep as it can and backs out of dead ends: it finds a path, not always a short one.';
    case 'a-star':
      return `Expands first the cell whose steps so far plus ${moves === 8 ? 'Chebyshev' : 'Manhattan'} distance left is smallest: a shortest path, usually through far fewer cells.`;
    case 'bidirectional':
      return 'Two breadth-first searches, one from the start and one from the goal (orange), each a level at a time, until they meet: a shortest path.';
  }
}

/**
 * The maze's searches side by side: breadth-first, depth-first backtracking, A* and breadth-first
 * from both ends, run on the same grid, played on one timeline with the same number of cells
 * expanded per frame, with each one's count of cells explored and the length of its path. In the
 * learn view each one can also be watched step by step, with its own data structure: the queue,
 * the stack, the open list, the two frontiers.
 */
export function MazeCompare({ grid, moves, learn }: { grid: MazeGrid; moves: MazeMoves; learn: boolean }) {
  const search = useSearch();
  const [stepping, setStepping] = useState<ComparedName | null>(null);
  const version = useMemo(() => ({ grid, moves, learn }), [grid, moves, learn]);
  const [seen, setSeen] = useState(version);
  if (seen !== version) {
    setSeen(version);
    setStepping(null);
    search.clear();
  }
  const answer =
    search.state.status === 'done' && search.state.answer.puzzle === 'maze-compare'
      ? search.state.answer
      : null;
  // The four boards are drawn one a frame, so a big maze's answer never blocks the page at once.
  const [drawn, setDrawn] = useState({ answer, count: 0 });
  if (drawn.answer !== answer) setDrawn({ answer, count: 0 });
  useEffect(() => {
    if (!answer || drawn.count >= answer.searches.length) return;
    const frame = requestAnimationFrame(() => setDrawn({ answer, count: drawn.count + 1 }));
    return () => cancelAnimationFrame(frame);
  }, [answer, drawn]);
  const longest = answer ? Math.max(1, ...answer.searches.map((each) => each.visits.length)) : 1;
  const stride = Math.ceil(longest / MAX_FRAMES);
  const last = answer ? Math.ceil(longest / stride) : 0;
  const animation = useAnimation(last, answer, true, 30);
  const shown = Math.min(longest, animation.frame * stride);
  const blocked = grid.open[grid.start] !== 1 ? 'start' : grid.open[grid.goal] !== 1 ? 'goal' : null;
  return (
    <details className="compare">
      <summary>Compare searches on this maze</summary>
      <p className="about">
        Four ways to search the same maze with {moves} moves, played side by side: each frame every search
        expands the same number of cells{stride > 1 ? ` (${stride.toLocaleString('en')} a frame)` : ''}.
      </p>
      {blocked ? (
        <p className="notice">
          The {blocked} is a wall: no search can start. Erase it or move the {blocked}.
        </p>
      ) : (
        <SolveBar
          state={search.state}
          unit="cells"
          run="Compare"
          cancel="Cancel comparison"
          primary={false}
          onRun={() => search.run({ puzzle: 'maze-compare', grid, moves, learn })}
          onCancel={search.cancel}
        />
      )}
      {answer && (
        <>
          <AnimationControls
            animation={animation}
            label="Comparison"
            describeFrame={(frame) =>
              `${Math.min(longest, frame * stride).toLocaleString('en')} cells expanded by each`
            }
          />
          <div className="compare-grid">
            {answer.searches.map((each, i) =>
              i < drawn.count ? (
                <ComparedBoard key={each.name} grid={grid} search={each} shown={shown} moves={moves} />
              ) : (
                <p key={each.name} className="notice">
                  Drawing {TITLES[each.name]}…
                </p>
              ),
            )}
          </div>
          <table className="compare-table" data-testid="compare-table">
            <caption>Cells explored and path length, on this maze with {moves} moves</caption>
            <thead>
              <tr>
                <th scope="col">Search</th>
                <th scope="col">Cells explored</th>
                <th scope="col">Path (steps)</th>
              </tr>
            </thead>
            <tbody>
              {answer.searches.map((each) => (
                <tr key={each.name} data-search={each.name}>
                  <th scope="row">{TITLES[each.name]}</th>
                  <td>
                    {each.explored.toLocaleString('en')}
                    {each.complete ? '' : '+ (stopped recording)'}
                  </td>
                  <td>{each.path ? each.path.length - 1 : each.complete ? 'no path' : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {answer.steps && (
            <div className="compare-choose" role="group" aria-label="Watch one search step by step">
              {answer.searches.map((each) => (
                <button
                  key={each.name}
                  type="button"
                  aria-pressed={stepping === each.name}
                  onClick={() => setStepping(stepping === each.name ? null : each.name)}
                >
                  Step through {TITLES[each.name]}
                </button>
              ))}
            </div>
          )}
          {answer.steps && stepping && (
            <CompareSteps
              key={stepping}
              grid={grid}
              steps={answer.steps}
              name={stepping}
              title={TITLES[stepping]}
            />
          )}
        </>
      )}
    </details>
  );
}

function ComparedBoard({
  grid,
  search,
  shown,
  moves,
}: {
  grid: MazeGrid;
  search: ComparedSearch;
  shown: number;
  moves: MazeMoves;
}) {
  const { rows, columns } = grid;
  const count = Math.min(shown, search.visits.length);
  const done = count >= search.visits.length;
  // The walls and open cells, coloured once per grid: a paint starts from a copy.
  const base = useMemo(() => {
    const colour = boardPalette();
    const pixels = new Uint32Array(grid.open.length);
    for (let cell = 0; cell < pixels.length; cell++)
      pixels[cell] = grid.open[cell] === 1 ? colour['cell-a'] : colour.wall;
    return pixels;
  }, [grid]);
  // How many visits the pixels show, so that playing on paints only the new ones (a frame of a
  // 1000×1000 maze then costs its new cells, not a million).
  const painted = useRef<{ base: Uint32Array; search: ComparedSearch; count: number } | null>(null);
  const paint = useCallback(
    (pixels: Uint32Array, fresh: boolean) => {
      const colour = boardPalette();
      const last = painted.current;
      const onward =
        !fresh && last !== null && last.base === base && last.search === search && last.count <= count;
      if (!onward) pixels.set(base);
      const { visits, side } = search;
      const depthFirst = search.name === 'depth-first';
      // The rows this paint changes: a frame of a big maze's search touches a band of it.
      let [first, lastRow] = onward ? [rows, -1] : [0, rows - 1];
      for (let i = onward ? last.count : 0; i < count; i++) {
        const visit = visits[i];
        if (visit < 0) continue;
        pixels[visit] = depthFirst ? colour.tried : side?.[i] ? colour['side-goal'] : colour.reached;
        const row = (visit / columns) | 0;
        if (row < first) first = row;
        if (row > lastRow) lastRow = row;
      }
      painted.current = { base, search, count };
      return { first, last: lastRow };
    },
    [base, search, count, rows, columns],
  );
  // The path's points, once per search (a frame's render must not rebuild a long path's text).
  const points = useMemo(
    () =>
      search.path
        ? Array.from(
            search.path,
            (cell) => `${(cell % columns) + 0.5},${Math.floor(cell / columns) + 0.5}`,
          ).join(' ')
        : '',
    [search.path, columns],
  );
  const width = Math.max(0.35, Math.max(rows, columns) / 120);
  return (
    <figure className="compared" data-search={search.name}>
      <figcaption>
        <strong>{TITLES[search.name]}</strong>:{' '}
        <span data-testid="compare-count">
          {Math.min(count, search.explored).toLocaleString('en')} cells
          {done
            ? search.path
              ? `, path ${counted(search.path.length - 1, 'steps')}`
              : search.complete
                ? ', no path'
                : ''
            : '…'}
        </span>
        <span className="hint"> {about(search.name, moves)}</span>
      </figcaption>
      <PixelBoard
        zoomable={false}
        columns={columns}
        rows={rows}
        paint={paint}
        label={`${TITLES[search.name]} on the maze`}
        overlay={
          <>
            {done && search.path && search.path.length > 1 && (
              <polyline className="maze-path final" points={points} style={{ strokeWidth: width }} />
            )}
            {(['start', 'goal'] as const).map((end) => (
              <circle
                key={end}
                className={`pixel-end ${end}`}
                cx={(grid[end] % columns) + 0.5}
                cy={Math.floor(grid[end] / columns) + 0.5}
                r={width * 1.2}
              />
            ))}
          </>
        }
      />
    </figure>
  );
}
