import { jumpsOf, layoutOf, type Jump, type SnakesBoard } from 'boardpath';
import { memo, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ArrowHead } from '../board/ArrowHead.js';
import { FocusMark } from '../board/FocusMark.js';
import { DARK_SHADES, SHADE_COLOURS, SHADE_WORDS, shadesAt } from '../search/shading.js';
import { SnakesCanvas } from './SnakesCanvas.js';
import type { SnakesViewProps, SnakesFrame } from './frames.js';
import { cellOf, squareAt, squareCount } from './model.js';
import { counted } from '../plural.js';
import { jumpWords } from './words.js';

/** Boards with more squares than this are painted on a canvas: thousands of SVG nodes are slow. */
const MAX_SVG_SQUARES = 2500;
const CELL = 48;

/** The board: SVG up to `MAX_SVG_SQUARES` squares, a canvas beyond. */
export function SnakesView(props: SnakesViewProps) {
  return squareCount(props.board) > MAX_SVG_SQUARES ? <SnakesCanvas {...props} /> : <SnakesSvg {...props} />;
}

type Point = { x: number; y: number };
type Layout = { rows: number; columns: number };

function centre(board: SnakesBoard, square: number, layout: Layout): Point {
  const { row, column } = cellOf(board, square, layout);
  return { x: column * CELL + CELL / 2, y: row * CELL + CELL / 2 };
}

// A throw from off the board (square 0 before square 1) starts at the left edge of square 1.
function throwStart(board: SnakesBoard, square: number, layout: Layout): Point {
  if (square >= board.first) return centre(board, square, layout);
  const first = centre(board, board.first, layout);
  return { x: first.x - CELL / 2, y: first.y };
}

/** Boards of up to this many squares write each seen square's parent in it (bigger ones draw too small to read). */
const MAX_PARENT_LABELS = 400;

/** Arrow keys move between squares as drawn, Home and End go to the first and last square. */
function nextSquare(board: SnakesBoard, layout: Layout, square: number, key: string): number | null {
  if (key === 'Home') return board.first;
  if (key === 'End') return board.last;
  const { row, column } = cellOf(board, square, layout);
  const [dr, dc] =
    key === 'ArrowUp'
      ? [-1, 0]
      : key === 'ArrowDown'
        ? [1, 0]
        : key === 'ArrowLeft'
          ? [0, -1]
          : key === 'ArrowRight'
            ? [0, 1]
            : [0, 0];
  if (dr === 0 && dc === 0) return null;
  return squareAt(board, row + dr, column + dc, layout);
}

const SnakesSvg = memo(function SnakesSvg({
  board,
  pending,
  frame,
  onSquare,
  onCancel,
  marked = null,
  editing = true,
}: SnakesViewProps) {
  const layout = layoutOf(board);
  const count = squareCount(board);
  const jumps = jumpsOf(board);
  const jumpEnd = new Map(jumps.map((jump) => [jump.from, jump.to]));
  const [focused, setFocused] = useState(board.first);
  const svg = useRef<SVGSVGElement>(null);
  const learn = frame?.learn ?? null;
  const shades = useMemo(
    () => (learn ? learn.shades : frame?.run ? shadesAt(frame.run, frame.level) : null),
    [frame, learn],
  );
  const game = frame?.game ?? null;
  const onGame = new Map<number, number>(); // square → the throw after which the game stands there
  if (game) for (let i = 0; i < game.length; i++) if (!onGame.has(game[i])) onGame.set(game[i], i);
  const rebuilt = new Set(learn?.rebuilt ?? []);
  const token = game && frame && !learn ? game[frame.played] : null;
  const step = learn ? null : (frame?.step ?? null);
  const fontSize = Math.min(16, CELL / (String(board.last).length * 0.62));
  const tabStop = focused >= board.first && focused <= board.last ? focused : board.first;

  const onKeyDown = (event: KeyboardEvent, square: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      return onSquare(square);
    }
    if (event.key === 'Escape') return onCancel();
    const next = nextSquare(board, layout, square, event.key);
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
    svg.current?.querySelector<SVGGElement>(`[data-square="${next}"]`)?.focus();
  };

  const squares = [];
  const numbers = [];
  for (let square = board.first; square <= board.last; square++) {
    const { row, column } = cellOf(board, square, layout);
    const shade = shades?.[square] ?? 0;
    const fill = shade
      ? `var(--${SHADE_COLOURS[shade]})`
      : (row + column) % 2 === 0
        ? 'var(--cell-a)'
        : 'var(--cell-b)';
    const level = frame?.run && shade ? frame.run.level[square] : -1;
    const parent = learn && shade && frame?.run ? frame.run.parent[square] : -1;
    const label = `square ${square}${square === board.last ? ' (last)' : ''}${jumpEnd.has(square) ? jumpWords(square, jumpEnd.get(square)!, editing) : ''}${pending === square ? ', chosen as a jump start' : ''}${marked?.square === square ? `, ${marked.words}` : ''}${shade ? `, ${learn ? `${SHADE_WORDS[shade]}, ` : ''}${counted(level, 'throws')} from the start` : ''}${parent >= 0 && parent !== square ? `, reached from square ${parent}` : ''}`;
    squares.push(
      <g
        key={square}
        className={`cell${pending === square ? ' pending' : ''}`}
        data-square={square}
        data-shade={shade}
        role="button"
        tabIndex={count <= MAX_SVG_SQUARES && square === tabStop ? 0 : -1}
        aria-label={label}
        onFocus={() => setFocused(square)}
        onClick={() => {
          setFocused(square);
          onSquare(square);
        }}
        onKeyDown={(event) => onKeyDown(event, square)}
      >
        <rect x={column * CELL} y={row * CELL} width={CELL} height={CELL} fill={fill} />
      </g>,
    );
    const light = DARK_SHADES.has(shade);
    const parentShown = parent >= 0 && parent !== square && count <= MAX_PARENT_LABELS;
    numbers.push(
      <g key={square} className={light ? 'on-dark' : undefined}>
        {parentShown && (
          <text
            x={column * CELL + 3}
            y={row * CELL + CELL - 5}
            fontSize={fontSize * 0.5}
            className="parent-label"
          >
            from {parent}
          </text>
        )}
        <text x={column * CELL + 4} y={row * CELL + fontSize + 1} fontSize={fontSize} className="number">
          {square}
        </text>
        {level >= 0 && (
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
        {(onGame.has(square) && !learn) || rebuilt.has(square) ? (
          <circle
            className="on-path"
            cx={column * CELL + CELL / 2}
            cy={row * CELL + CELL / 2}
            r={CELL * 0.3}
          />
        ) : null}
      </g>,
    );
  }

  return (
    <svg
      ref={svg}
      className="board snakes-board"
      viewBox={`-2 -2 ${layout.columns * CELL + 4} ${layout.rows * CELL + 4}`}
      style={{ maxWidth: `${Math.max(320, layout.columns * 64)}px` }}
      role="group"
      aria-label={`Snakes and Ladders board of ${count} squares, ${layout.rows} rows by ${layout.columns} columns, square ${board.first} at the bottom left. Arrow keys move between squares; Enter picks one.`}
    >
      {squares}
      {jumps.map((jump) => (
        <JumpLine
          key={jump.from}
          jump={jump}
          from={centre(board, jump.from, layout)}
          to={centre(board, jump.to, layout)}
          taken={step !== null && step.landing === jump.from && step.to === jump.to}
        />
      ))}
      {learn && frame && <ParentArrows board={board} layout={layout} frame={frame} />}
      {/* The numbers go over the snakes and ladders, so that none is ever hidden under one. */}
      <g className="numbers" aria-hidden="true">
        {numbers}
      </g>
      {step && (
        <line
          className="throw-arrow"
          {...endpoints(throwStart(board, step.from, layout), centre(board, step.landing, layout))}
          markerEnd="url(#arrow)"
        />
      )}
      {marked && marked.square >= board.first && (
        <circle
          className="marked-ring"
          cx={centre(board, marked.square, layout).x}
          cy={centre(board, marked.square, layout).y}
          r={CELL * 0.42}
          aria-hidden="true"
        />
      )}
      <FocusMark {...focusAt(board, tabStop, layout)} size={CELL} />
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
        <ArrowHead id="arrow" tip={8} size={5} orient="auto-start-reverse" fill="var(--throw)" />
        <ArrowHead id="parent-arrow" tip={9} size={6} className="parent-head" />
      </defs>
    </svg>
  );
});

// What a square where a jump starts says: where it goes, and on the editor how to remove it.
function focusAt(board: SnakesBoard, square: number, layout: Layout) {
  const { row, column } = cellOf(board, square, layout);
  return { x: column * CELL, y: row * CELL };
}

/**
 * The learn view's arrows, from a square's parent to the square (an arc, so arrows between
 * neighbours stay visible): only for the moves of the square being expanded, and along the path
 * being rebuilt. Every other seen square names its parent in writing ("from 14"): arrows for all of
 * them would cross the board's snakes and ladders in a tangle.
 */
function ParentArrows({ board, layout, frame }: { board: SnakesBoard; layout: Layout; frame: SnakesFrame }) {
  const learn = frame.learn!;
  const { parent } = frame.run!;
  const rebuilt = new Set(learn.rebuilt);
  const arrows = [];
  for (let square = board.first; square <= board.last; square++) {
    if (!learn.shades[square] || parent[square] === square || parent[square] < 0) continue;
    if (parent[square] !== learn.current && !rebuilt.has(square)) continue;
    const from = throwStart(board, parent[square], layout);
    const to = centre(board, square, layout);
    const current = parent[square] === learn.current;
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const bend = 0.25;
    const control = { x: from.x + dx / 2 - dy * bend, y: from.y + dy / 2 + dx * bend };
    arrows.push(
      <path
        key={square}
        className={`parent-arrow${current ? ' current' : ''}`}
        d={`M${from.x},${from.y} Q${control.x},${control.y} ${to.x},${to.y}`}
        markerEnd="url(#parent-arrow)"
      />,
    );
  }
  return (
    <g className="parent-arrows" aria-hidden="true">
      {arrows}
    </g>
  );
}

function endpoints(from: Point, to: Point) {
  return { x1: from.x, y1: from.y, x2: to.x, y2: to.y };
}

// Jumps are drawn over the squares but take no clicks: a click always means the square under it
// (a jump ends on squares a user also wants to pick). A jump is removed by choosing its start.
function JumpLine({ jump, from, to, taken }: { jump: Jump; from: Point; to: Point; taken: boolean }) {
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
