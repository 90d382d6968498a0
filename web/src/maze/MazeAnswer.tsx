import type { MazeGrid } from 'boardpath';
import type { MazeAnswer } from './frames.js';

/** Why there is no path when an end is a wall, in the maze's own words. */
function blockedReason(grid: MazeGrid, end: 'start' | 'goal'): string {
  const cell = grid[end];
  return `the ${end} (row ${Math.floor(cell / grid.columns)}, column ${cell % grid.columns}) is a wall, so the rat can never stand there: erase that wall or move the ${end}`;
}

/** The answer of the maze tab's last search, in words. */
export function MazeAnswerView({
  grid,
  answer,
  frame,
}: {
  grid: MazeGrid;
  answer: MazeAnswer;
  frame: number;
}) {
  switch (answer.mode) {
    case 'shortest':
    case 'first': {
      const blocked =
        answer.mode === 'shortest'
          ? answer.blocked
          : grid.open[grid.start] !== 1
            ? 'start'
            : grid.open[grid.goal] !== 1
              ? 'goal'
              : null;
      return (
        <section className="answer" aria-label="Answer">
          {answer.solution.solvable ? (
            <p className="headline">
              {answer.mode === 'shortest' ? 'Fewest steps' : 'Steps on the first path'}:{' '}
              <strong data-testid="moves">{answer.solution.moves}</strong>{' '}
              <code className="directions" data-testid="directions">
                {answer.solution.directions || '(none: the start is the goal)'}
              </code>
            </p>
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
