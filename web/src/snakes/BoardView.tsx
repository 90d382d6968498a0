import { jumpsOf, layoutOf, type Jump, type SnakesBoard, type SnakesThrow } from 'boardpath';
import { memo, useEffect, useMemo, useRef } from 'react';
import { cellOf, squareAt, squareCount } from './model.js';

/** Boards with more squares than this are painted on a canvas: thousands of SVG nodes are slow. */
export const MAX_SVG_SQUARES = 2500;
/** Boards up to this many squares make every square a focusable button. */
const MAX_FOCUSABLE_SQUARES = 400;
const CELL = 48;

/** What the animation shows on the board at its current frame. */
export interface SnakesFrame {
  /** Throws from the start to each square (-1 unreachable). */
  readonly levels: Int32Array;
  /** How many throws of the shortest game are shown (= the search level shown). */
  readonly throwsShown: number;
  /** The squares of the shortest game (start included), or null when unsolvable. */
  readonly path: readonly number[] | null;
  readonly steps: readonly SnakesThrow[] | null;
}

interface BoardViewProps {
  readonly board: SnakesBoard;
  /** The start of a jump being added: the next click picks its end. */
  readonly pending: number | null;
  readonly frame: SnakesFrame | null;
  readonly onSquare: (square: number) => void;
}

/** The board: SVG up to `MAX_SVG_SQUARES` squares, a canvas beyond. */
export function BoardView(props: BoardViewProps) {
  return squareCount(props.board) > MAX_SVG_SQUARES ? <BoardCanvas {...props} /> : <BoardSvg {...props} />;
}

function centre(board: SnakesBoard, square: number, layout: { rows: number; columns: number }) {
  const { row, column } = cellOf(board, square, layout);
  return { x: column * CELL + CELL / 2, y: row * CELL + CELL / 2 };
}

// A throw from off the board (square 0 before square 1) starts at the left edge of square 1.
function throwStart(board: SnakesBoard, square: number, layout: { rows: number; columns: number }) {
  if (square >= board.first) return centre(board, square, layout);
  const first = centre(board, board.first, layout);
  return { x: first.x - CELL / 2, y: first.y };
}

function levelFill(level: number, shown: number): string | undefined {
  if (level < 0 || level > shown) return undefined;
  return level === shown ? 'var(--frontier)' : 'var(--reached)';
}

const BoardSvg = memo(function BoardSvg({ board, pending, frame, onSquare }: BoardViewProps) {
  const layout = layoutOf(board);
  const count = squareCount(board);
  const focusable = count <= MAX_FOCUSABLE_SQUARES;
  const jumps = jumpsOf(board);
  const jumpStart = new Set(jumps.map((jump) => jump.from));
  const shown = frame?.throwsShown ?? -1;
  const visited = new Map<number, number>(); // square → throw after which the token stood there
  frame?.path?.slice(0, shown + 1).forEach((square, i) => visited.set(square, i));
  const token = frame?.path ? frame.path[Math.min(shown, frame.path.length - 1)] : null;
  const step = frame?.steps && shown > 0 ? frame.steps[shown - 1] : null;
  const fontSize = Math.min(16, CELL / (String(board.last).length * 0.62));

  const cells = [];
  for (let square = board.first; square <= board.last; square++) {
    const { row, column } = cellOf(board, square, layout);
    const level = frame ? frame.levels[square] : -1;
    const fill = levelFill(level, shown) ?? ((row + column) % 2 === 0 ? 'var(--cell-a)' : 'var(--cell-b)');
    const jump = jumpStart.has(square);
    const label = `square ${square}${square === board.last ? ' (last)' : ''}${jump ? ', starts a jump: activate to remove it' : ''}${pending === square ? ', chosen as a jump start' : ''}${visited.has(square) ? `, reached after throw ${visited.get(square)}` : ''}`;
    cells.push(
      <g
        key={square}
        className={`cell${pending === square ? ' pending' : ''}${visited.has(square) ? ' visited' : ''}`}
        data-square={square}
        role="button"
        tabIndex={focusable ? 0 : undefined}
        aria-label={label}
        onClick={() => onSquare(square)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            onSquare(square);
          }
        }}
      >
        <rect x={column * CELL} y={row * CELL} width={CELL} height={CELL} fill={fill} />
        <text x={column * CELL + 4} y={row * CELL + fontSize + 1} fontSize={fontSize} className="number">
          {square}
        </text>
        {frame && level >= 0 && level <= shown && (
          <text
            x={column * CELL + CELL - 4}
            y={row * CELL + CELL - 5}
            fontSize={fontSize * 0.75}
            textAnchor="end"
            className="level"
          >
            {level}
          </text>
        )}
      </g>,
    );
  }

  return (
    <svg
      className="board snakes-board"
      viewBox={`-2 -2 ${layout.columns * CELL + 4} ${layout.rows * CELL + 4}`}
      style={{ maxWidth: `${Math.max(320, layout.columns * 64)}px` }}
      role="group"
      aria-label={`Snakes and Ladders board of ${count} squares, ${layout.rows} rows by ${layout.columns} columns, square ${board.first} at the bottom left`}
    >
      {cells}
      {jumps.map((jump) => (
        <JumpLine
          key={jump.from}
          jump={jump}
          from={centre(board, jump.from, layout)}
          to={centre(board, jump.to, layout)}
          taken={step?.jumps.some((taken) => taken.from === jump.from) ?? false}
        />
      ))}
      {step && (
        <line
          className="throw-arrow"
          {...endpoints(throwStart(board, step.from, layout), centre(board, step.landing, layout))}
          markerEnd="url(#arrow)"
        />
      )}
      {token !== null && token >= board.first && (
        <circle
          className="token"
          cx={centre(board, token, layout).x}
          cy={centre(board, token, layout).y}
          r={CELL * 0.22}
          aria-hidden="true"
        />
      )}
      <defs>
        <marker
          id="arrow"
          viewBox="0 0 10 10"
          refX="8"
          refY="5"
          markerWidth="5"
          markerHeight="5"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" fill="var(--throw)" />
        </marker>
      </defs>
    </svg>
  );
});

function endpoints(from: { x: number; y: number }, to: { x: number; y: number }) {
  return { x1: from.x, y1: from.y, x2: to.x, y2: to.y };
}

// Jumps are drawn over the squares but take no clicks: a click always means the square under it
// (a jump ends on squares a user also wants to pick). A jump is removed by clicking its start.
function JumpLine({
  jump,
  from,
  to,
  taken,
}: {
  jump: Jump;
  from: { x: number; y: number };
  to: { x: number; y: number };
  taken: boolean;
}) {
  const ladder = jump.to > jump.from;
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy) || 1;
  const nx = (-dy / length) * 6;
  const ny = (dx / length) * 6;
  const className = `jump ${ladder ? 'ladder' : 'snake'}${taken ? ' taken' : ''}`;
  if (ladder) {
    const rungs = [];
    const count = Math.max(1, Math.floor(length / 14));
    for (let i = 1; i < count; i++) {
      const t = i / count;
      rungs.push(
        <line
          key={i}
          x1={from.x + dx * t - nx}
          y1={from.y + dy * t - ny}
          x2={from.x + dx * t + nx}
          y2={from.y + dy * t + ny}
        />,
      );
    }
    return (
      <g className={className} data-jump={`${jump.from}-${jump.to}`} aria-hidden="true">
        <line {...endpoints({ x: from.x - nx, y: from.y - ny }, { x: to.x - nx, y: to.y - ny })} />
        <line {...endpoints({ x: from.x + nx, y: from.y + ny }, { x: to.x + nx, y: to.y + ny })} />
        {rungs}
      </g>
    );
  }
  // A snake: a wavy cubic from head (from) to tail (to).
  const c1 = { x: from.x + dx / 3 + nx * 3, y: from.y + dy / 3 + ny * 3 };
  const c2 = { x: from.x + (2 * dx) / 3 - nx * 3, y: from.y + (2 * dy) / 3 - ny * 3 };
  const d = `M${from.x},${from.y} C${c1.x},${c1.y} ${c2.x},${c2.y} ${to.x},${to.y}`;
  return (
    <g className={className} data-jump={`${jump.from}-${jump.to}`} aria-hidden="true">
      <path className="body" d={d} />
      <circle className="head" cx={from.x} cy={from.y} r={6} />
    </g>
  );
}

/** A canvas for boards too large for SVG: squares as coloured pixels, jumps as thin lines. */
function BoardCanvas({ board, pending, frame, onSquare }: BoardViewProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const layout = useMemo(() => layoutOf(board), [board]);
  const cell = Math.max(1, Math.min(8, Math.floor(1600 / Math.max(layout.columns, layout.rows))));

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const style = getComputedStyle(canvas.current!);
    const colour = (name: string) => style.getPropertyValue(name).trim() || '#888';
    context.fillStyle = colour('--cell-a');
    context.fillRect(0, 0, layout.columns * cell, layout.rows * cell);
    const shown = frame?.throwsShown ?? -1;
    if (frame) {
      const reached = colour('--reached');
      const frontier = colour('--frontier');
      for (let square = board.first; square <= board.last; square++) {
        const level = frame.levels[square];
        if (level < 0 || level > shown) continue;
        const { row, column } = cellOf(board, square, layout);
        context.fillStyle = level === shown ? frontier : reached;
        context.fillRect(column * cell, row * cell, cell, cell);
      }
    }
    context.lineWidth = Math.max(1, cell / 3);
    for (const jump of jumpsOf(board)) {
      const a = cellOf(board, jump.from, layout);
      const b = cellOf(board, jump.to, layout);
      context.strokeStyle = jump.to > jump.from ? colour('--ladder') : colour('--snake');
      context.beginPath();
      context.moveTo(a.column * cell + cell / 2, a.row * cell + cell / 2);
      context.lineTo(b.column * cell + cell / 2, b.row * cell + cell / 2);
      context.stroke();
    }
    const marks = [...(frame?.path?.slice(0, shown + 1) ?? []), ...(pending !== null ? [pending] : [])];
    context.fillStyle = colour('--token');
    for (const square of marks) {
      if (square < board.first) continue;
      const { row, column } = cellOf(board, square, layout);
      context.fillRect(column * cell - cell, row * cell - cell, cell * 3, cell * 3);
    }
  }, [board, frame, pending, layout, cell]);

  return (
    <canvas
      ref={canvas}
      className="board snakes-board"
      width={layout.columns * cell}
      height={layout.rows * cell}
      role="img"
      aria-label={`Snakes and Ladders board of ${squareCount(board)} squares (drawn small; use the jump form to edit)`}
      onClick={(event) => {
        const box = event.currentTarget.getBoundingClientRect();
        const column = Math.floor(((event.clientX - box.left) / box.width) * layout.columns);
        const row = Math.floor(((event.clientY - box.top) / box.height) * layout.rows);
        const square = squareAt(board, row, column, layout);
        if (square !== null) onSquare(square);
      }}
    />
  );
}
