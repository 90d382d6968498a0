import type { Cell, TokensBoard, TokensPosition, TokensStep } from 'boardpath';

/** Grids with more squares than this are not drawn: the page says where the tokens stand instead. */
const MAX_DRAWN_SQUARES = 2500;
const CELL = 56;

/**
 * The two-token grid as SVG: each square's label on a checkerboard, the tokens where `position`
 * puts them (each showing the label under it), the move being played as a line, and in the learn
 * view a ring where the move under study leads (`ghost`). A grid too large to draw is described.
 */
export function TokensView({
  board,
  position,
  ghost,
  step,
}: {
  board: TokensBoard;
  position: TokensPosition;
  ghost: TokensPosition | null;
  step: TokensStep | null;
}) {
  if (board.rows * board.columns > MAX_DRAWN_SQUARES)
    return (
      <p>
        A {board.rows}×{board.columns} grid is too large to draw; edit it as text below. Red stands on (
        {position.red.join(',')}), blue on ({position.blue.join(',')}).
      </p>
    );
  const centre = ([r, c]: Cell) => ({ x: c * CELL + CELL / 2, y: r * CELL + CELL / 2 });
  return (
    <svg
      className="board tokens-board"
      viewBox={`-2 -2 ${board.columns * CELL + 4} ${board.rows * CELL + 4}`}
      style={{ maxWidth: `${Math.max(280, board.columns * 80)}px` }}
      role="img"
      aria-label={`${board.rows}×${board.columns} grid; red on row ${position.red[0]}, column ${position.red[1]}; blue on row ${position.blue[0]}, column ${position.blue[1]}`}
    >
      {board.labels.map((label, i) => {
        const r = Math.floor(i / board.columns);
        const c = i % board.columns;
        return (
          <g key={i}>
            <rect
              x={c * CELL}
              y={r * CELL}
              width={CELL}
              height={CELL}
              className={(r + c) % 2 === 0 ? 'light' : 'dark'}
            />
            <text
              x={c * CELL + CELL / 2}
              y={r * CELL + CELL / 2 + 7}
              className="label"
              fontSize={String(label).length > 3 ? 12 : 20}
            >
              {label}
            </text>
          </g>
        );
      })}
      {step && (
        <line
          className="throw-arrow"
          x1={centre(step.from).x}
          y1={centre(step.from).y}
          x2={centre(step.to).x}
          y2={centre(step.to).y}
        />
      )}
      {ghost &&
        (['red', 'blue'] as const).map((token) => (
          <circle
            key={`ghost-${token}`}
            className={`token-ghost ${token}`}
            cx={centre(ghost[token]).x}
            cy={centre(ghost[token]).y}
            r={CELL * 0.4}
          />
        ))}
      {(['red', 'blue'] as const).map((token) => (
        <g
          key={token}
          className={`token-piece ${token}`}
          transform={`translate(${centre(position[token]).x} ${centre(position[token]).y})`}
        >
          <circle r={CELL * 0.36} />
          <text y={7} className="label">
            {board.labels[position[token][0] * board.columns + position[token][1]]}
          </text>
        </g>
      ))}
    </svg>
  );
}
