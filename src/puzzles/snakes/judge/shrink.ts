// The simpler boards of a failing Snakes and Ladders board, simplest first: fewer snakes and
// ladders; every smaller board, the jumps carried over by rules that keep what a bug may hang on
// (the numbers, the distance to the end, the cells of the grid, the order of the squares that
// matter); the few jumps left moved along smaller boards; every tiny board (a bug may show on a tiny
// board of another make, a chain whose ends differ, which only trying them all finds: 25 boards of
// 2×2, 64 of 3×3 with one jump; when the program answers in microseconds, the 3×3 boards with two
// jumps and the 4×4 with one); shorter jumps. Each candidate is strictly simpler, by (squares,
// jumps, the jumps' total length), so shrinking ends.
import { distinct, fewer, towards } from '../../shrink-steps.js';
import { jumpPairs, snakesCase, snakesKey, type SnakesCase } from './case.js';

type Jump = readonly [number, number];

/** The most jumps moved along smaller boards at every offset. */
const FEWEST_TO_MOVE = 3;

/** The most offsets tried for one smaller board. */
const MOST_OFFSETS = 48;

/** The largest board whose rows and columns are each cut out in turn (n² candidates). */
const MOST_SIDE_CUT = 12;

/** The most jumps whose ends are each moved nearer their starts. */
const MOST_SHORTENED = 8;

/**
 * The boards one step simpler than `board`, simplest first, each distinct one once: LeetCode's
 * n×n boards keep their first and last squares free of jumps and stay at least `least` squares a
 * side; GfG's line of squares keeps its size and one jump at least. `thorough`: every tiny board
 * with two jumps is tried too (`tinySnakes`). Cost: O(squares) a board.
 */
export function simplerSnakes(board: SnakesCase, least: number, thorough: boolean): Generator<SnakesCase> {
  return distinct(candidates(board, least, thorough), snakesKey);
}

function* candidates(board: SnakesCase, least: number, thorough: boolean): Generator<SnakesCase> {
  const jumps = jumpPairs(board);
  // GfG's board has one snake or ladder at least.
  for (const kept of fewer(jumps))
    if (kept.length > 0 || board.side > 0) yield snakesCase(board.squares, board.side, kept);
  if (board.side > 0) {
    const n = board.side;
    for (let side = Math.max(2, least); side < n; side++)
      for (const rule of carryRules(board, jumps, side)) yield carried(jumps, rule, board.squares, side);
    if (n <= MOST_SIDE_CUT && n - 1 >= Math.max(2, least))
      for (let row = 0; row < n; row++)
        for (let column = 0; column < n; column++) yield withoutLine(board, jumps, row, column);
    if (jumps.length <= FEWEST_TO_MOVE) yield* movedAlong(board, jumps, least);
    yield* tinySnakes(board, least, thorough);
  }
  if (jumps.length <= MOST_SHORTENED) yield* shortened(board, jumps);
}

/**
 * The rules that carry each square of the board onto a smaller board of `side` × `side`, so that
 * a chain of jumps stays a chain: kept on its number (the start is the same), kept as far from the
 * last square (the end is the same), scaled, kept on its cell of a corner of the grid cut out
 * (every row still runs the same way), and the squares that matter kept in their order with the
 * empty stretches between them shortened (four ways: the longest stretches first, from the front
 * or the back; the stretches nearest the end kept; those nearest the start kept).
 */
function carryRules(
  board: SnakesCase,
  jumps: readonly Jump[],
  side: number,
): Array<(square: number) => number> {
  const n = board.side;
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
  const marks = [...new Set([1, board.squares, ...jumps.flat()])].sort((a, b) => a - b);
  if (marks.length <= squares)
    for (const way of STRETCHES) {
      const placed = shortenedStretches(marks, squares, way);
      rules.push((square) => placed.get(square) ?? -1);
    }
  return rules;
}

/** How the empty stretches between the squares that matter are shortened to fit a smaller board. */
const STRETCHES = ['longest-front', 'longest-back', 'keep-end', 'keep-start'] as const;

/**
 * Where each of `marks` (the squares that matter, ascending, from 1 to the last square) goes on a
 * board of `squares` squares: the first on 1, the last on the last, in the same order, each
 * stretch between two no longer than it was. Cost: O(marks × log squares).
 */
function shortenedStretches(
  marks: readonly number[],
  squares: number,
  way: (typeof STRETCHES)[number],
): Map<number, number> {
  const gaps = marks.slice(1).map((mark, i) => mark - marks[i]);
  let room = squares - 1;
  const kept = new Array<number>(gaps.length).fill(1);
  room -= gaps.length;
  if (way === 'keep-end' || way === 'keep-start') {
    // The stretches nearest one end kept whole while they fit, the others one square long.
    const order = gaps.map((_, i) => (way === 'keep-end' ? gaps.length - 1 - i : i));
    for (const i of order) {
      const grow = Math.min(room, gaps[i] - 1);
      kept[i] += grow;
      room -= grow;
    }
  } else {
    // The longest cut first: every stretch capped at the largest length that fits, the room left
    // handed out one square at a time to the stretches that were longer, from the front or back.
    let cap = 1;
    while (gaps.reduce((sum, gap) => sum + Math.min(gap, cap + 1), 0) <= squares - 1 && cap < squares) cap++;
    for (let i = 0; i < gaps.length; i++) {
      kept[i] = Math.min(gaps[i], cap);
      room -= kept[i] - 1;
    }
    const order = gaps.map((_, i) => (way === 'longest-back' ? gaps.length - 1 - i : i));
    for (const i of order)
      if (room > 0 && gaps[i] > kept[i]) {
        kept[i]++;
        room--;
      }
  }
  const placed = new Map([[marks[0], 1]]);
  let at = 1;
  for (let i = 0; i < gaps.length; i++) placed.set(marks[i + 1], (at += kept[i]));
  // The room left (none, unless every stretch is already whole) goes before the last square.
  placed.set(marks[marks.length - 1], squares);
  return placed;
}

/**
 * The jumps carried by `rule` onto a board of `side` × `side`: ends stay ends; a snake whose foot
 * falls off the board goes to square 1, a ladder whose top does to the last square; a jump is left
 * out when its start falls off the board or onto the first or last square, or when an earlier jump
 * already starts there.
 */
function carried(
  jumps: readonly Jump[],
  rule: (square: number) => number,
  from: number,
  side: number,
): SnakesCase {
  const squares = side * side;
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

/**
 * The board without one row and one column of its grid: the other cells close up, keeping their
 * places in the grid (so the rows above the cut change direction), and are numbered afresh. A
 * jump from a cell cut out is left out; one to such a cell too.
 */
function withoutLine(board: SnakesCase, jumps: readonly Jump[], row: number, column: number): SnakesCase {
  const n = board.side;
  const side = n - 1;
  const rule = (square: number) => {
    const [r, c] = cellOfSquare(n, square);
    if (r === row || c === column) return -1;
    return squareOfCell(side, r > row ? r - 1 : r, c > column ? c - 1 : c);
  };
  const inside = jumps.filter(([, end]) => end === 1 || end === board.squares || rule(end) !== -1);
  return carried(inside, rule, board.squares, side);
}

/**
 * A few jumps that must all stay: the same jumps moved along each smaller board, every offset that
 * fits (at most `MOST_OFFSETS`, evenly spread), smallest board first: the rows then turn at other
 * places, and a bug that shows only where they turn finds its smallest board.
 */
function* movedAlong(board: SnakesCase, jumps: readonly Jump[], least: number): Generator<SnakesCase> {
  if (jumps.length === 0) return;
  const ends = jumps.flatMap(([from, to]) => (to === 1 || to === board.squares ? [from] : [from, to]));
  const [low, high] = [Math.min(...ends), Math.max(...ends)];
  for (let side = Math.max(2, least); side < board.side; side++) {
    const squares = side * side;
    const [first, last] = [2 - low, squares - 1 - high];
    const steps = Math.max(1, Math.ceil((last - first + 1) / MOST_OFFSETS));
    for (let offset = first; offset <= last; offset += steps)
      yield carried(jumps, (square) => square + offset, board.squares, side);
  }
}

/**
 * The same board with one jump shorter: its end moved towards its start (next to it first, then
 * half the way, …), never onto it. Chains broken this way fail no longer and are passed over.
 */
function* shortened(board: SnakesCase, jumps: readonly Jump[]): Generator<SnakesCase> {
  for (let i = 0; i < jumps.length; i++) {
    const [from, to] = jumps[i];
    const way = Math.sign(to - from);
    if (Math.abs(to - from) <= 1) continue;
    for (const length of towards(Math.abs(to - from), 1)) {
      const moved = jumps.map((jump, j): Jump => (j === i ? [from, from + way * length] : jump));
      yield snakesCase(board.squares, board.side, moved);
    }
  }
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

/**
 * Every LeetCode board of 2×2 and 3×3 smaller than `board` (and of at least `least` a side), and
 * of 4×4 when `thorough`: no jump, then one, then two (on 2×2; on 3×3 when `thorough`), each jump
 * from a square other than the first and the last to any square. Cost: O(squares) a board; at
 * most 2,015 boards.
 */
function* tinySnakes(board: SnakesCase, least: number, thorough: boolean): Generator<SnakesCase> {
  if (board.side === 0) return;
  const top = thorough ? 4 : 3;
  for (let side = Math.max(2, least); side <= Math.min(top, board.side - 1); side++) {
    const squares = side * side;
    const most = side === 2 || (side === 3 && thorough) ? 2 : 1;
    const starts = Array.from({ length: squares - 2 }, (_, i) => i + 2);
    yield snakesCase(squares, side, []);
    for (let a = 0; a < starts.length; a++)
      for (let to = 1; to <= squares; to++) yield snakesCase(squares, side, [[starts[a], to]]);
    if (most < 2) continue;
    for (let a = 0; a < starts.length; a++)
      for (let b = a + 1; b < starts.length; b++)
        for (let to = 1; to <= squares; to++)
          for (let other = 1; other <= squares; other++)
            yield snakesCase(squares, side, [
              [starts[a], to],
              [starts[b], other],
            ]);
  }
}

/**
 * Every board one simplification from `board`: a jump removed (not the last of GfG's board), or
 * shortened by one square (never onto its own square); one row and one column less (every pair),
 * never below `least` squares a side nor 2. Cost: O(squares) a board; O(jumps + side²) boards.
 */
export function* singleSnakes(board: SnakesCase, least: number): Generator<SnakesCase> {
  const jumps = jumpPairs(board);
  for (let i = 0; i < jumps.length; i++) {
    // GfG's board has one jump at least.
    if (board.side > 0 || jumps.length > 1)
      yield snakesCase(
        board.squares,
        board.side,
        jumps.filter((_, j) => j !== i),
      );
    const [from, to] = jumps[i];
    if (Math.abs(to - from) >= 2)
      yield snakesCase(
        board.squares,
        board.side,
        jumps.map((jump, j) => (j === i ? [from, to - Math.sign(to - from)] : jump)),
      );
  }
  if (board.side > Math.max(2, least))
    for (let row = 0; row < board.side; row++)
      for (let column = 0; column < board.side; column++) yield withoutLine(board, jumps, row, column);
}
