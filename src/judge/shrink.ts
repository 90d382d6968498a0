// Shrinking a failing board, as property-based testing shrinks a counterexample (fast-check's
// runner: try the simpler values of the failing one in order, move to the first that still fails,
// and start again from there, until none does). Here the simpler boards are: fewer snakes and
// ladders or walls (all at once, then halves, quarters… down to one at a time), then smaller
// boards, then (for the two tokens) smaller labels. Every candidate is strictly simpler, so it ends.
import {
  jumpPairs,
  snakesCase,
  type CaseBoard,
  type MazeCase,
  type SnakesCase,
  type TokensCase,
} from './case-board.js';
import type { Problem } from './problem.js';

/**
 * The boards one step simpler than `board`, simplest first, made lazily. Each keeps what the
 * problem asks of its boards (n×n where the problem's boards are square; LeetCode's board keeps
 * its first and last squares free of jumps). Cost: O(squares) a board.
 */
export function* simplerBoards(problem: Problem, board: CaseBoard): Generator<CaseBoard> {
  if (board.puzzle === 'snakes') yield* simplerSnakes(board, problem.sizes[0]);
  else if (board.puzzle === 'maze') yield* simplerMazes(board, problem);
  else yield* simplerGrids(board, problem);
}

/** `items` without one chunk: all of them, then each half, each quarter, … each one alone. */
function* withoutChunks<T>(items: readonly T[]): Generator<T[]> {
  for (let size = items.length; size >= 1; size = Math.floor(size / 2)) {
    for (let at = 0; at < items.length; at += size) yield [...items.slice(0, at), ...items.slice(at + size)];
    if (size === 1) break;
  }
}

function* simplerSnakes(board: SnakesCase, least: number): Generator<SnakesCase> {
  const jumps = jumpPairs(board);
  // GfG's board has one snake or ladder at least.
  for (const fewer of withoutChunks(jumps))
    if (fewer.length > 0 || board.side > 0) yield snakesCase(board.squares, board.side, fewer);
  if (board.side === 0) return;
  // Smaller boards, smallest first, each square of the big board moved to one of the small board
  // by one rule, so that a chain of jumps stays a chain: kept on its number (the start is the same),
  // kept as far from the last square (the end is the same), scaled, or kept on its cell of a corner
  // of the grid cut out (every row still runs the same way). A jump to the first or last square
  // still goes there; a jump whose squares do not fit is left out.
  const n = board.side;
  for (let side = Math.max(2, least); side < n; side++) {
    const squares = side * side;
    const rules: Array<(square: number) => number> = [
      (square) => square,
      (square) => square + squares - board.squares,
      (square) => 1 + Math.round(((square - 1) * (squares - 1)) / (board.squares - 1)),
    ];
    const bottoms = [0, n - side, n - side - 1].filter(
      (row, i, all) => row % 2 === 0 && all.indexOf(row) === i,
    );
    const lefts = [0, n - side].filter((column, i, all) => all.indexOf(column) === i);
    for (const bottom of bottoms)
      for (const left of lefts)
        rules.push((square) => {
          const [row, column] = cellOfSquare(n, square);
          const inside = row >= bottom && row < bottom + side && column >= left && column < left + side;
          return inside ? squareOfCell(side, row - bottom, column - left) : -1;
        });
    for (const rule of rules) yield remapped(jumps, rule, board.squares, squares, side);
  }
  // A few jumps that must all stay: the same jumps moved along smaller boards, every offset that
  // fits (the rows then turn at other places), smallest board first.
  if (jumps.length > FEWEST_TO_MOVE) return;
  for (let side = Math.max(2, least); side < n; side++) {
    const squares = side * side;
    const moving = jumps.flatMap(([from, to]) => (to === 1 || to === board.squares ? [from] : [from, to]));
    const [low, high] = [Math.min(...moving), Math.max(...moving)];
    const [first, last] = [2 - low, squares - 1 - high];
    const steps = Math.max(1, Math.ceil((last - first + 1) / MOST_OFFSETS));
    for (let offset = first; offset <= last; offset += steps)
      yield remapped(jumps, (square) => square + offset, board.squares, squares, side);
  }
}

/** The most jumps moved along smaller boards at every offset. */
const FEWEST_TO_MOVE = 3;

/** The most offsets tried for one smaller board. */
const MOST_OFFSETS = 48;

/**
 * The jumps moved by `rule` onto a board of `squares` squares: ends stay ends; a snake whose foot
 * falls off the board goes to square 1, a ladder whose top does to the last square; a jump is left
 * out when its start falls off the board or onto the first or last square, or when an earlier jump
 * already starts there.
 */
function remapped(
  jumps: ReadonlyArray<readonly [number, number]>,
  rule: (square: number) => number,
  from: number,
  squares: number,
  side: number,
): SnakesCase {
  const moved = (square: number) => (square === 1 ? 1 : square === from ? squares : rule(square));
  const kept = new Map<number, number>();
  for (const [start, end] of jumps) {
    const a = moved(start);
    let b = moved(end);
    if (b < 1 || b > squares) b = end < start ? 1 : squares;
    if (a > 1 && a < squares && !kept.has(a)) kept.set(a, b);
  }
  return snakesCase(squares, side, kept);
}

/** The cell of a square on LeetCode's n×n board, as `[row from the bottom, column from the left]`. */
function cellOfSquare(n: number, square: number): [number, number] {
  const row = Math.floor((square - 1) / n);
  const along = (square - 1) % n;
  return [row, row % 2 === 0 ? along : n - 1 - along];
}

/** The square on LeetCode's n×n board of the cell `[row from the bottom, column from the left]`. */
function squareOfCell(n: number, row: number, column: number): number {
  return row * n + (row % 2 === 0 ? column : n - 1 - column) + 1;
}

function* simplerMazes(board: MazeCase, problem: Problem): Generator<MazeCase> {
  const walls: number[] = [];
  for (let cell = 0; cell < board.open.length; cell++) if (board.open[cell] === 0) walls.push(cell);
  for (const fewer of withoutChunks(walls)) {
    const open = new Uint8Array(board.open.length).fill(1);
    for (const cell of fewer) open[cell] = 0;
    yield { ...board, open };
  }
  for (const [rows, columns, keep] of smallerShapes(board.rows, board.columns, problem)) {
    const open = new Uint8Array(rows * columns);
    for (let cell = 0; cell < open.length; cell++) open[cell] = board.open[keep(cell)];
    yield { puzzle: 'maze', rows, columns, open };
  }
}

function* simplerGrids(board: TokensCase, problem: Problem): Generator<TokensCase> {
  for (const [rows, columns, keep] of smallerShapes(board.rows, board.columns, problem)) {
    if (rows * columns < 2) continue;
    yield {
      puzzle: 'tokens',
      rows,
      columns,
      labels: Int32Array.from({ length: rows * columns }, (_, i) => board.labels[keep(i)]),
    };
  }
  const ones = board.labels.map(() => 1);
  if (board.labels.some((label) => label !== 1)) yield { ...board, labels: ones };
  for (const lower of [() => 1, (label: number) => label - 1]) {
    for (let square = 0; square < board.labels.length; square++) {
      if (board.labels[square] === 1) continue;
      const labels = Int32Array.from(board.labels);
      labels[square] = lower(labels[square]);
      yield { ...board, labels };
    }
  }
}

/**
 * The shapes one row or one column smaller (both, for square boards), each with where its cells
 * come from in the bigger board: `keep(cell)` is the bigger board's cell. Sizes stay within the
 * problem's least size.
 */
function* smallerShapes(
  rows: number,
  columns: number,
  problem: Problem,
): Generator<[number, number, (cell: number) => number]> {
  const least = problem.sizes[0];
  const dropping = (count: number) =>
    count > Math.max(1, least) ? Array.from({ length: count }, (_, i) => i) : [];
  const cut = (row: number, column: number): [number, number, (cell: number) => number] => {
    const smallerRows = row < 0 ? rows : rows - 1;
    const smallerColumns = column < 0 ? columns : columns - 1;
    return [
      smallerRows,
      smallerColumns,
      (cell) => {
        const r = Math.floor(cell / smallerColumns);
        const c = cell % smallerColumns;
        return (row >= 0 && r >= row ? r + 1 : r) * columns + (column >= 0 && c >= column ? c + 1 : c);
      },
    ];
  };
  if (problem.square) {
    for (const row of dropping(rows)) for (const column of dropping(columns)) yield cut(row, column);
    return;
  }
  for (const row of dropping(rows)) yield cut(row, -1);
  for (const column of dropping(columns)) yield cut(-1, column);
}
