import { jumpsOf, layoutOf, type SnakesBoard } from 'boardpath';
import { cellOf } from '../model.js';

const CELL = 30;

/** A small drawing of a board (no editing): its squares numbered as printed, each jump a line. */
export function BoardPreview({ board }: { board: SnakesBoard }) {
  const layout = layoutOf(board);
  const centre = (square: number) => {
    const { row, column } = cellOf(board, square, layout);
    return { x: column * CELL + CELL / 2, y: row * CELL + CELL / 2 };
  };
  const squares = Array.from({ length: board.last - board.first + 1 }, (_, i) => board.first + i);
  const jumps = jumpsOf(board);
  const ladders = jumps.filter((jump) => jump.to > jump.from).length;
  return (
    <svg
      className="board-preview"
      viewBox={`0 0 ${layout.columns * CELL} ${layout.rows * CELL}`}
      role="img"
      aria-label={`the designed board: ${board.last} squares, ${ladders} ladders, ${jumps.length - ladders} snakes`}
    >
      {squares.map((square) => {
        const { row, column } = cellOf(board, square, layout);
        return (
          <g key={square}>
            <rect className="square" x={column * CELL} y={row * CELL} width={CELL} height={CELL} />
            <text className="number" x={column * CELL + 3} y={row * CELL + 10}>
              {square}
            </text>
          </g>
        );
      })}
      {jumps.map(({ from, to }) => {
        const a = centre(from);
        const b = centre(to);
        const kind = to > from ? 'ladder' : 'snake';
        return (
          <g key={from} className={kind}>
            <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} data-from={from} data-to={to} />
            {/* The start, where a token lands and moves on: a dot. */}
            <circle cx={a.x} cy={a.y} r={3.5} />
          </g>
        );
      })}
    </svg>
  );
}
