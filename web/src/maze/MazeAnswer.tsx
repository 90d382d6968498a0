import type { AnswerCheck, MazeGrid } from 'boardpath';
import { CheckLine } from '../paste/CheckLine.js';
import type { MazeAnswer } from './frames.js';
import { blockedEnd, endWords } from './ends.js';
import { counted } from '../plural.js';

/** Why there is no path when an end is a wall, in the maze's own words. */
function blockedReason(grid: MazeGrid, end: 'start' | 'goal'): string {
  return `${endWords(grid, end)} is a wall, so the rat can never stand there: erase that wall or move the ${end}`;
}

/**
 * The answer of the maze tab's last search, in words; with `cells`, a path's length in cells too
 * (LeetCode's count, start and goal included); with `openHint`, a wall on an end says that
 * LeetCode's grids write 0 for an open cell; `check`, the answer pasted for this maze, checked.
 */
export function MazeAnswerView({
  grid,
  answer,
  frame,
  cells = false,
  openHint = false,
  check = null,
}: {
  grid: MazeGrid;
  answer: MazeAnswer;
  frame: number;
  cells?: boolean;
  openHint?: boolean;
  check?: AnswerCheck | null;
}) {
  switch (answer.mode) {
    case 'shortest':
    case 'first': {
      const blocked = answer.mode === 'shortest' ? answer.blocked : blockedEnd(grid);
      return (
        <section className="answer" aria-label="Answer">
          {answer.solution.solvable ? (
            <>
              <p className="headline">
                {answer.mode === 'shortest' ? 'Fewest steps' : 'Steps on the first path'}:{' '}
                <strong data-testid="moves">{answer.solution.moves}</strong>{' '}
                <code className="directions" data-testid="directions">
                  {answer.solution.directions || '(none: the start is the goal)'}
                </code>
              </p>
              {cells && (
                <p data-testid="path-cells">
                  Path length: {counted(answer.solution.moves + 1, 'cells')}, start and goal included
                  (LeetCode&apos;s count)
                </p>
              )}
            </>
          ) : (
            <p className="headline">
              <strong data-testid="moves">No path</strong> from the start to the goal
              <span data-testid="why">
                {blocked
                  ? `: ${blockedReason(grid, blocked)}.`
                  : answer.mode === 'shortest'
                    ? `: the search explored every cell it could reach (${answer.explored.toLocaleString('en')}) and the goal was not among them.`
                    : ': every way forward ends in a dead end.'}
              </span>
              {blocked && openHint && (
                <span className="hint">
                  {' '}
                  LeetCode&apos;s binary matrix writes 0 for an open cell: tick “0 is open” under Maze file
                  and use the text again.
                </span>
              )}
            </p>
          )}
          <CheckLine check={check} />
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
    }
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
          <CheckLine check={check} />
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
          <CheckLine check={check} />
        </section>
      );
  }
}
