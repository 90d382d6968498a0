import { BoardpathError, type Where } from '../../errors.js';
import { popcount32 } from '../../search/bit-matrix.js';

/** The three ways a board can be written (SPEC 1). */
export type SnakesFormat = 'board' | 'leetcode' | 'moves';

/** One snake or ladder: the token landing on `from` ends its throw on `to`. */
export interface Jump {
  readonly from: number;
  readonly to: number;
}

/**
 * A validated, immutable Snakes and Ladders board. Squares are numbered as the input numbers them,
 * and the token's search state is simply its square number: `first … last` on the board, plus 0 for
 * "off the board" when the board format starts there.
 */
export interface SnakesBoard {
  readonly format: SnakesFormat;
  /** A built-in board's name, when it is one. */
  readonly name?: string;
  /** The lowest square number: 1, or 0 in the moves format. */
  readonly first: number;
  /** The last square: reaching it wins. */
  readonly last: number;
  /** Where the token stands before the first throw (0 = off the board in the board format). */
  readonly start: number;
  /** Die faces 1 … faces. */
  readonly faces: number;
  /** Squares where a ladder or snake starts, ascending. */
  readonly jumpFrom: Float64Array;
  /** Where each jump of `jumpFrom` ends (same index). A ladder goes up, a snake down. */
  readonly jumpTo: Float64Array;
  /** The drawing's shape, when the input gave it. */
  readonly rows?: number;
  readonly columns?: number;
}

/** What `makeSnakesBoard` needs; jumps in any order. */
export interface SnakesBoardSpec {
  readonly format: SnakesFormat;
  readonly name?: string;
  readonly first: number;
  readonly last: number;
  readonly start: number;
  readonly faces?: number;
  readonly jumps: readonly Jump[] | { readonly from: ArrayLike<number>; readonly to: ArrayLike<number> };
  readonly rows?: number;
  readonly columns?: number;
  /** Where each jump was written, for messages (same index as the jumps). */
  readonly jumpWhere?: (index: number) => Where;
}

/** The most faces a die may have: each face is a move, and a million is already silly. */
export const MAX_FACES = 1_000_000;

// The drawing's rows and columns must fit the squares: a board of 12 squares in 300,000,000 rows
// would be drawn as that many lines (found by fuzzing: the engine died growing the array of lines).
function checkLayout(rows: number | undefined, columns: number | undefined, cells: number): void {
  for (const [name, value] of [
    ['rows', rows],
    ['columns', columns],
  ] as const) {
    if (value !== undefined && (!Number.isSafeInteger(value) || value < 1 || value > cells)) {
      throw new BoardpathError(
        'E_BOARD',
        `${name} ${value} does not fit a board of ${cells} squares (from 1 to ${cells})`,
      );
    }
  }
  if (
    rows !== undefined &&
    columns !== undefined &&
    (rows * columns < cells || rows * columns >= cells + columns)
  ) {
    throw new BoardpathError(
      'E_BOARD',
      `${rows} rows × ${columns} columns do not fit ${cells} squares (every square drawn, no empty row)`,
    );
  }
}

/**
 * Checks the rules of SPEC 1 that every format shares and builds the board: squares in range, at
 * most one jump per square, no jump from the last square, the start on or before the board.
 * A jump whose end is its own start (the leetcode and moves formats allow it) does nothing, so it
 * is dropped.
 *
 * Cost: O(J) time for J jumps on boards of up to 2^32 squares (a radix sort, or a bit per square
 * when there are more than a jump per 32 squares), O(J log J) on bigger ones.
 */
export function makeSnakesBoard(spec: SnakesBoardSpec): SnakesBoard {
  const { first, last, start } = spec;
  const faces = spec.faces ?? 6;
  if (!Number.isSafeInteger(faces) || faces < 1 || faces > MAX_FACES) {
    throw new BoardpathError('E_BOARD', `a die needs 1 to ${MAX_FACES} faces, not ${faces}`);
  }
  if (!Number.isSafeInteger(start) || start < 0 || start > last || (start < first && start !== 0)) {
    throw new BoardpathError(
      'E_BOARD',
      `the start ${start} is not a square of this board (${first}…${last}, or 0 for off the board)`,
    );
  }
  checkLayout(spec.rows, spec.columns, last - first + 1);
  const from = 'from' in spec.jumps ? spec.jumps.from : spec.jumps.map((jump) => jump.from);
  const to = 'to' in spec.jumps ? spec.jumps.to : (spec.jumps as readonly Jump[]).map((jump) => jump.to);

  const idle = checkJumps(from, to, spec);
  // Usually nothing is dropped and the sort reads the arrays as given; otherwise it reads copies
  // without the idle jumps, and `written` maps a copy's index back to where the jump was written.
  const kept =
    idle === 0
      ? null
      : Int32Array.from({ length: from.length }, (_, i) => i).filter((i) => from[i] !== to[i]);
  const written = (index: number) => (kept ? kept[index] : index);
  const starts = kept ? Float64Array.from(kept, (i) => from[i]) : from;
  const ends = kept ? Float64Array.from(kept, (i) => to[i]) : to;
  const count = from.length - idle;
  const twice = (index: number, other: number): BoardpathError =>
    new BoardpathError(
      'E_BOARD',
      `two jumps start on square ${starts[index]} (to ${ends[other]} and to ${ends[index]}); a square holds one snake or ladder`,
      {
        square: starts[index],
        ...spec.jumpWhere?.(written(index)),
      },
    );
  let index: JumpIndex | undefined;
  let jumpFrom: Float64Array;
  let jumpTo: Float64Array;
  // A bit per square pays when the board is not much bigger than 32 squares per jump.
  const crowded = last < 32 * (4 * count + 65_536);
  if (crowded && last < DIRECT_INDEX_SQUARES)
    [jumpFrom, jumpTo, index] = sortByStartBits(starts, ends, last, twice);
  else if (crowded && last < 2 ** 31) [jumpFrom, jumpTo] = sortBySquareBits(starts, ends, last, twice);
  else [jumpFrom, jumpTo] = sortByStart(starts, ends, last, twice);
  const board: SnakesBoard = {
    format: spec.format,
    ...(spec.name !== undefined && { name: spec.name }),
    first,
    last,
    start,
    faces,
    jumpFrom,
    jumpTo,
    ...(spec.rows !== undefined && { rows: spec.rows }),
    ...(spec.columns !== undefined && { columns: spec.columns }),
  };
  if (index) jumpIndexes.set(board, index);
  return board;
}

// Every jump's two squares on the board, a whole number each; no jump from the last square.
// Returns how many jumps end where they start. A loop of its own: the engine optimises a small
// function while its loop runs, a big one only later. The messages are made by functions of their
// own: written in the loop, they made its optimised code allocate at every jump (25 MB of garbage
// and four times the time on a million jumps).
function checkJumps(from: ArrayLike<number>, to: ArrayLike<number>, spec: SnakesBoardSpec): number {
  const { first, last } = spec;
  let idle = 0;
  for (let i = 0; i < from.length; i++) {
    const start = from[i];
    const end = to[i];
    // One comparison chain for the common case.
    if (!(
      start >= first &&
      start <= last &&
      end >= first &&
      end <= last &&
      Number.isSafeInteger(start) &&
      Number.isSafeInteger(end)
    ))
      throw offBoard(spec, i, start, end);
    if (start === end) idle++;
    else if (start === last) throw fromLast(spec, i, start, end);
  }
  return idle;
}

function offBoard(spec: SnakesBoardSpec, index: number, start: number, end: number): BoardpathError {
  const { first, last } = spec;
  const outside = Number.isSafeInteger(start) && start >= first && start <= last ? end : start;
  return new BoardpathError(
    'E_BOARD',
    `jump ${start}→${end}: square ${outside} is not on the board (${first}…${last})`,
    {
      square: start,
      ...spec.jumpWhere?.(index),
    },
  );
}

function fromLast(spec: SnakesBoardSpec, index: number, start: number, end: number): BoardpathError {
  return new BoardpathError(
    'E_BOARD',
    `jump ${start}→${end} starts on the last square; reaching it must end the game`,
    {
      square: start,
      ...spec.jumpWhere?.(index),
    },
  );
}

/**
 * Where the jumps start, one bit per square (`starts`), and `rank[w]`: how many jumps start below
 * word w. Jump k in start order starts on square s exactly when bit s is set and k = rank[s >>> 5]
 * + the set bits below s in its word: the searches over bit sets find a square's jump without a
 * search.
 */
export interface JumpIndex {
  readonly starts: Int32Array;
  readonly rank: Int32Array;
}

// Boards below this many squares are sorted through a bit per square of the whole board (4 MB at
// most, in the processor's cache), and keep those bits as their jump index.
const DIRECT_INDEX_SQUARES = 2 ** 25;
const jumpIndexes = new WeakMap<SnakesBoard, JumpIndex>();

/**
 * The jump index of a board of under 2^31 squares: the one its sort made, or made now and kept
 * with the board.
 *
 * Cost: O(J + squares / 32) time the first time for J jumps, squares / 4 bytes.
 */
export function jumpIndex(board: SnakesBoard): JumpIndex {
  let index = jumpIndexes.get(board);
  if (!index) {
    const starts = new Int32Array((board.last >>> 5) + 1);
    for (const square of board.jumpFrom) starts[square >>> 5] |= 1 << (square & 31);
    index = { starts, rank: rankOf(starts) };
    jumpIndexes.set(board, index);
  }
  return index;
}

// rank[w]: the bits set in the words below w.
function rankOf(starts: Int32Array): Int32Array {
  const rank = new Int32Array(starts.length + 1);
  for (let w = 0; w < starts.length; w++) rank[w + 1] = rank[w] + popcount32(starts[w]);
  return rank;
}

/** Builds the error for the jump `index` starting where the earlier jump `other` starts. */
type Twice = (index: number, other: number) => BoardpathError;

/**
 * The jumps ordered by start square, as [jumpFrom, jumpTo] and their index, on a board of under
 * 2^25 squares and not much more than 32 squares per jump: a bit per square marks the starts (a
 * bit already set is a square with two jumps), and a running count of the bits gives each jump its
 * place. The bits fit in the processor's cache. Placing a million jumps straight into their places
 * would wait for memory at every one, so they are first dealt, in order, into a few stretches of
 * the board, each of whose places then fit in the cache. Linear time.
 */
function sortByStartBits(
  from: ArrayLike<number>,
  to: ArrayLike<number>,
  last: number,
  twice: Twice,
): [Float64Array, Float64Array, JumpIndex] {
  const count = from.length;
  const starts = markStarts(from, last, twice);
  const rank = rankOf(starts);
  // Stretches of 2^shift squares holding some 65,536 jumps each (a megabyte of places).
  const shift = Math.max(5, 32 - Math.clz32(Math.floor(last / Math.max(1, count >>> 16))));
  const stretches = (last >>> shift) + 1;
  let dealtFrom: ArrayLike<number> = from;
  let dealtTo: ArrayLike<number> = to;
  if (stretches > 1) [dealtFrom, dealtTo] = dealByStretch(from, to, shift, stretches);
  const jumpFrom = new Float64Array(count);
  const jumpTo = new Float64Array(count);
  placeByRank(dealtFrom, dealtTo, starts, rank, jumpFrom, jumpTo);
  return [jumpFrom, jumpTo, { starts, rank }];
}

// Each jump to its place in start order. Here and below, each long loop is a function of its own:
// the engine optimises a function while its loop runs, and code optimised during one loop knows
// nothing of the loops after it (it would be thrown away on reaching them).
function placeByRank(
  from: ArrayLike<number>,
  to: ArrayLike<number>,
  starts: Int32Array,
  rank: Int32Array,
  jumpFrom: Float64Array,
  jumpTo: Float64Array,
): void {
  for (let k = 0; k < from.length; k++) {
    const square = from[k];
    const at = rank[square >>> 5] + popcount32(starts[square >>> 5] & ((1 << (square & 31)) - 1));
    jumpFrom[at] = square;
    jumpTo[at] = to[k];
  }
}

// The jumps grouped by stretch of 2^shift squares, in stretch order (a counting pass, then each
// jump written to its stretch's next place), and where each stretch's jumps end (stretch b's are
// [ends[b - 1], ends[b]), from 0 for the first). Squares and ends below 2^31.
function dealByStretch(
  from: ArrayLike<number>,
  to: ArrayLike<number>,
  shift: number,
  stretches: number,
): [Int32Array, Int32Array, Int32Array] {
  const next = countByStretch(from, shift, stretches);
  for (let b = 1; b <= stretches; b++) next[b] += next[b - 1];
  const dealtFrom = new Int32Array(from.length);
  const dealtTo = new Int32Array(from.length);
  // Each stretch's next place ends where the next stretch's jumps begin.
  dealInto(from, to, shift, next, dealtFrom, dealtTo);
  return [dealtFrom, dealtTo, next];
}

// next[b + 1]: how many jumps start in stretch b.
function countByStretch(from: ArrayLike<number>, shift: number, stretches: number): Int32Array {
  const next = new Int32Array(stretches + 1);
  for (let k = 0; k < from.length; k++) next[(from[k] >>> shift) + 1]++;
  return next;
}

function dealInto(
  from: ArrayLike<number>,
  to: ArrayLike<number>,
  shift: number,
  next: Int32Array,
  dealtFrom: Int32Array,
  dealtTo: Int32Array,
): void {
  for (let k = 0; k < from.length; k++) {
    const at = next[from[k] >>> shift]++;
    dealtFrom[at] = from[k];
    dealtTo[at] = to[k];
  }
}

// One bit per square where a jump starts; two jumps on one square are refused, naming both.
function markStarts(from: ArrayLike<number>, last: number, twice: Twice): Int32Array {
  const starts = new Int32Array((last >>> 5) + 1);
  for (let k = 0; k < from.length; k++) {
    const square = from[k];
    const bit = 1 << (square & 31);
    if (starts[square >>> 5] & bit) throw doubledSquare(from, square, twice);
    starts[square >>> 5] |= bit;
  }
  return starts;
}

// The error for two jumps on `square`: which two they were, in the order written, is looked up
// only now.
function doubledSquare(from: ArrayLike<number>, square: number, twice: Twice): BoardpathError {
  const both = [];
  for (let k = 0; both.length < 2; k++) if (from[k] === square) both.push(k);
  return twice(both[1], both[0]);
}

/**
 * The jumps ordered by start square, as [jumpFrom, jumpTo], on a board not much bigger than 32
 * squares per jump. The jumps are first dealt into stretches of the board (one counting pass, as a
 * radix sort's first digit); within a stretch, one bit per square marks the starts (a bit already
 * set is a square with two jumps) and a running count of the bits gives each jump its place. A
 * stretch's bits fit in the processor's cache, so no step waits for memory. Linear time.
 */
function sortBySquareBits(
  from: ArrayLike<number>,
  to: ArrayLike<number>,
  last: number,
  twice: Twice,
): [Float64Array, Float64Array] {
  const count = from.length;
  // Stretches of 2^shift squares: at most about 1,024 of them, each at least 1,024 squares.
  const shift = Math.max(10, 32 - Math.clz32(last >>> 10));
  const stretches = (last >>> shift) + 1;
  // The jumps dealt into their stretches, start and end side by side, read in order below.
  const [dealtFrom, dealtTo, ends] = dealByStretch(from, to, shift, stretches);
  const bits = new Int32Array(1 << (shift - 5));
  const below = new Int32Array(bits.length);
  const jumpFrom = new Float64Array(count);
  const jumpTo = new Float64Array(count);
  for (let b = 0; b < stretches; b++) {
    const low = b === 0 ? 0 : ends[b - 1];
    const high = ends[b];
    if (low === high) continue;
    const base = b << shift;
    for (let i = low; i < high; i++) {
      const square = dealtFrom[i] - base;
      const bit = 1 << (square & 31);
      if (bits[square >>> 5] & bit) throw doubledSquare(from, dealtFrom[i], twice);
      bits[square >>> 5] |= bit;
    }
    for (let w = 0, running = low; w < bits.length; w++) {
      below[w] = running;
      running += popcount32(bits[w]);
    }
    for (let i = low; i < high; i++) {
      const square = dealtFrom[i] - base;
      const at = below[square >>> 5] + popcount32(bits[square >>> 5] & ((1 << (square & 31)) - 1));
      jumpFrom[at] = dealtFrom[i];
      jumpTo[at] = dealtTo[i];
    }
    for (let i = low; i < high; i++) bits[(dealtFrom[i] - base) >>> 5] = 0;
  }
  return [jumpFrom, jumpTo];
}

/**
 * The jumps ordered by start square, as [jumpFrom, jumpTo], on any board. Up to 2^32 squares a
 * radix sort on the squares (two passes of 16 bits, stable, so of two jumps on one square the
 * first written is named first): linear time, ten times faster than a comparator sort on a million
 * jumps. Bigger boards sort with a comparator.
 */
function sortByStart(
  from: ArrayLike<number>,
  to: ArrayLike<number>,
  last: number,
  twice: Twice,
): [Float64Array, Float64Array] {
  const order =
    last >= 2 ** 32
      ? Int32Array.from(
          Array.from({ length: from.length }, (_, k) => k).sort((a, b) => from[a] - from[b] || a - b),
        )
      : radixByStart(from);
  const count = order.length;
  const jumpFrom = new Float64Array(count);
  const jumpTo = new Float64Array(count);
  for (let k = 0; k < count; k++) {
    const index = order[k];
    jumpFrom[k] = from[index];
    jumpTo[k] = to[index];
    if (k > 0 && jumpFrom[k - 1] === jumpFrom[k]) throw twice(index, order[k - 1]);
  }
  return [jumpFrom, jumpTo];
}

// The jumps' indexes ordered by start square, ties by index: two stable passes of 16 bits.
function radixByStart(from: ArrayLike<number>): Int32Array {
  const count = from.length;
  const keys = Uint32Array.from(from);
  let order = Int32Array.from({ length: count }, (_, k) => k);
  let orderKeys = keys;
  let spare = new Int32Array(count);
  let spareKeys = new Uint32Array(count);
  const buckets = new Int32Array(65_537);
  for (const shift of [0, 16]) {
    buckets.fill(0);
    for (let k = 0; k < count; k++) buckets[((orderKeys[k] >>> shift) & 0xffff) + 1]++;
    for (let b = 1; b <= 65_536; b++) buckets[b] += buckets[b - 1];
    for (let k = 0; k < count; k++) {
      const at = buckets[(orderKeys[k] >>> shift) & 0xffff]++;
      spare[at] = order[k];
      spareKeys[at] = orderKeys[k];
    }
    [order, spare] = [spare, order];
    [orderKeys, spareKeys] = [spareKeys, orderKeys];
  }
  return order;
}

/** The board's jumps as objects, ascending by start square. */
export function jumpsOf(board: SnakesBoard): Jump[] {
  return Array.from(board.jumpFrom, (from, i) => ({ from, to: board.jumpTo[i] }));
}

/** The same board with another die. */
export function withFaces(board: SnakesBoard, faces: number): SnakesBoard {
  return makeSnakesBoard({ ...board, faces, jumps: { from: board.jumpFrom, to: board.jumpTo } });
}
