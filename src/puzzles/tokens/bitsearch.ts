import { throwIfAborted } from '../../errors.js';
import { bitMatrix, bitMatrixBytes, popcount32, transposeBits } from '../../search/bitmatrix.js';
import type { IntPath } from '../../search/dense.js';
import type { TokensBoard } from './board.js';
import { meetAt, moveTables } from './moves.js';

/**
 * Bytes `bitwiseMeet` allocates: seven square bit matrices with a row per square and a bit per square
 * (frontier, its mirror image, the next level, two scratch, and the two bit planes of the levels
 * modulo 3), about 7·squares²/8 bytes, plus a mask per distance.
 */
export function bitwiseTokensBytes(board: TokensBoard): number {
  const cells = board.rows * board.columns;
  const words = Math.max(1, Math.ceil(cells / 32));
  return 7 * bitMatrixBytes(cells) + 4 * words * (2 * Math.max(board.rows, board.columns) + 2);
}

/**
 * The colour-swap meet of `mirrorMeetPath`, level-synchronous over bit sets, 32 states per word
 * operation. A level is a square bit matrix: row b holds the set of red squares r such that (red r,
 * blue b) is in the level. For a fixed blue square every red move is a shift of that row by ±d rows
 * (±d·columns bits) or ±d columns (with a mask so no token wraps to the next row), d = the label under
 * blue. Blue's moves are red's moves in the mirror image: swapping the colours transposes the matrix,
 * so blue moves = transpose(red moves(transpose(level))). The levels modulo 3 live in two bit planes
 * (their union is the visited set), and the moves are walked back from them, as `walkDown` does.
 *
 * Stops after the first level k that meets its mirror image one level lower (2k-1 moves) or at the
 * same level (2k moves). Exact for the same reasons as `mirrorMeetPath`.
 *
 * Cost per level: O(squares² / 32) word operations (about 10 per word for the shifts and 2 transposes),
 * for about half the answer's number of levels (all levels of the start's component when there is no
 * solution); memory `bitwiseTokensBytes`.
 */
export function bitwiseMeet(board: TokensBoard, start: number, signal?: AbortSignal): IntPath {
  const { rows, columns, cells, push } = moveTables(board);
  let frontier = bitMatrix(cells);
  let mirrored = bitMatrix(cells); // the frontier's mirror image: its transpose
  let next = bitMatrix(cells);
  let scratch = bitMatrix(cells);
  const blueMoves = bitMatrix(cells);
  const plane0 = bitMatrix(cells).bits;
  const plane1 = bitMatrix(cells).bits;
  const { words } = frontier;

  const all = new Int32Array(words).fill(-1);
  const inside = new Int32Array(words); // the bits of real squares
  for (let square = 0; square < cells; square++) inside[square >>> 5] |= 1 << (square & 31);
  // Per distance d: the squares whose column is at least d (may move left) or at most columns-1-d.
  const leftOk: Array<Int32Array | undefined> = [];
  const rightOk: Array<Int32Array | undefined> = [];
  const columnMask = (d: number, left: boolean) => {
    const mask = new Int32Array(words);
    for (let square = 0; square < cells; square++) {
      const column = square % columns;
      if (left ? column >= d : column + d < columns) mask[square >>> 5] |= 1 << (square & 31);
    }
    return mask;
  };

  const startRed = (start / cells) | 0;
  const startBlue = start - startRed * cells;
  const set = (matrix: Int32Array, row: number, column: number) => (matrix[row * words + (column >>> 5)] |= 1 << (column & 31));
  set(frontier.bits, startBlue, startRed);
  set(mirrored.bits, startRed, startBlue);
  set(plane0, startBlue, startRed); // level 0: code 1
  const occupied = new Uint8Array(cells); // rows of the new level with a state
  const found = new Int32Array(1);
  const levels = {
    get(state: number) {
      const red = (state / cells) | 0;
      const at = (state - red * cells) * words + (red >>> 5);
      const shift = red & 31;
      return ((plane0[at] >>> shift) & 1) | (((plane1[at] >>> shift) & 1) << 1);
    },
  };

  for (let level = 1; ; level++) {
    throwIfAborted(signal);
    const to = next.bits;
    to.fill(0);
    scratch.bits.fill(0);
    for (let b = 0; b < cells; b++) {
      const d = push[b];
      const left = d < columns ? (leftOk[d] ??= columnMask(d, true)) : all;
      const right = d < columns ? (rightOk[d] ??= columnMask(d, false)) : all;
      redMoves(frontier.bits, to, b, d, rows, columns, left, right);
      redMoves(mirrored.bits, scratch.bits, b, d, rows, columns, left, right);
    }
    transposeBits(scratch, blueMoves);
    const rowsUsed = combineLevel(next.bits, blueMoves.bits, plane0, plane1, mirrored.bits, occupied, inside, (level % 3) + 1, found);
    const odd = found[0]; // a state of the new level whose mirror is in the last one: 2·level - 1 moves
    // The states expanded: every level but the new one (counted once here, not level by level).
    const explored = () => countBits(plane0, plane1) - countBits(next.bits);
    if (odd >= 0) return meetAt(board, levels, odd, level, level - 1, explored());
    if (rowsUsed === 0) return { reachable: false, moves: null, path: null, explored: explored() };
    transposeBits(next, scratch); // the new level's mirror image
    const even = firstCommon(to, scratch.bits, occupied, words);
    if (even >= 0) return meetAt(board, levels, even, level, level, explored());
    [frontier, next] = [next, frontier];
    [mirrored, scratch] = [scratch, mirrored];
  }
}

/**
 * Red's moves from row b of `from` (blue on square b, d = the label under it) ORed into row b of `to`,
 * in one pass over the row's non-zero words: each word lands in two words k = d·columns bits lower and
 * higher (up and down) and, masked by `left` / `right` so that no token wraps into the next row, d bits
 * lower and higher (left and right).
 */
function redMoves(from: Int32Array, to: Int32Array, b: number, d: number, rows: number, columns: number, left: Int32Array, right: Int32Array): void {
  const words = left.length;
  const base = b * words;
  let lo = 0;
  while (lo < words && from[base + lo] === 0) lo++;
  if (lo === words) return;
  let hi = words - 1;
  while (from[base + hi] === 0) hi--;
  const vertical = d < rows;
  const horizontal = d < columns;
  const k = d * columns;
  const qv = k >>> 5;
  const sv = k & 31;
  const qh = d >>> 5;
  const sh = d & 31;
  for (let j = lo; j <= hi; j++) {
    const v = from[base + j];
    if (v === 0) continue;
    if (vertical) {
      if (j >= qv) {
        to[base + j - qv] |= v >>> sv;
        if (sv !== 0 && j > qv) to[base + j - qv - 1] |= v << (32 - sv);
      }
      if (j + qv < words) {
        to[base + j + qv] |= v << sv;
        if (sv !== 0 && j + qv + 1 < words) to[base + j + qv + 1] |= v >>> (32 - sv);
      }
    }
    if (horizontal) {
      const l = v & left[j];
      if (l !== 0 && j >= qh) {
        to[base + j - qh] |= l >>> sh;
        if (sh !== 0 && j > qh) to[base + j - qh - 1] |= l << (32 - sh);
      }
      const r = v & right[j];
      if (r !== 0 && j + qh < words) {
        to[base + j + qh] |= r << sh;
        if (sh !== 0 && j + qh + 1 < words) to[base + j + qh + 1] |= r >>> (32 - sh);
      }
    }
  }
}

/**
 * Makes `to` the new level: red's moves (in `to`) and blue's (in `blue`) minus the visited states
 * (the union of the two planes), minus both tokens on one square; marks it in the planes with `code`,
 * marks its non-empty rows in `occupied`, and puts in found[0] a state whose mirror is in `mirror`
 * (or -1). Returns how many rows of the new level hold a state. A function of its own so that the
 * engine compiles it alone.
 */
function combineLevel(to: Int32Array, blue: Int32Array, plane0: Int32Array, plane1: Int32Array, mirror: Int32Array, occupied: Uint8Array, inside: Int32Array, code: number, found: Int32Array): number {
  const cells = occupied.length;
  const words = inside.length;
  const last = words - 1;
  let rowsUsed = 0;
  let odd = -1;
  for (let b = 0; b < cells; b++) {
    const base = b * words;
    // No state has both tokens on one square, nor a token past the last square.
    const diagonal = base + (b >>> 5);
    to[diagonal] &= ~(1 << (b & 31));
    blue[diagonal] &= ~(1 << (b & 31));
    to[base + last] &= inside[last];
    blue[base + last] &= inside[last];
    let row = 0;
    for (let i = base, end = base + words; i < end; i++) {
      const v = (to[i] | blue[i]) & ~(plane0[i] | plane1[i]);
      to[i] = v;
      if (v === 0) continue;
      row |= v;
      if (code !== 2) plane0[i] |= v;
      if (code !== 1) plane1[i] |= v;
      if (odd < 0 && (v & mirror[i]) !== 0) odd = stateAt(i, v & mirror[i], cells, words);
    }
    occupied[b] = row !== 0 ? 1 : 0;
    if (row !== 0) rowsUsed++;
  }
  found[0] = odd;
  return rowsUsed;
}

// The number of set bits in the union of `a` and `b` (or in `a` alone).
function countBits(a: Int32Array, b?: Int32Array): number {
  let count = 0;
  for (let i = 0; i < a.length; i++) {
    const v = b ? a[i] | b[i] : a[i];
    if (v !== 0) count += popcount32(v);
  }
  return count;
}

// The state (red × cells + blue) of the lowest bit of `bits`, found in word i of a matrix.
function stateAt(i: number, bits: number, cells: number, words: number): number {
  const blue = (i / words) | 0;
  const red = (i - blue * words) * 32 + (31 - Math.clz32(bits & -bits));
  return red * cells + blue;
}

// The first state in both matrices, looking only at the rows marked in `occupied`; -1 if none.
function firstCommon(a: Int32Array, b: Int32Array, occupied: Uint8Array, words: number): number {
  const cells = occupied.length;
  for (let row = 0; row < cells; row++) {
    if (occupied[row] === 0) continue;
    for (let i = row * words, end = i + words; i < end; i++) {
      const both = a[i] & b[i];
      if (both !== 0) return stateAt(i, both, cells, words);
    }
  }
  return -1;
}
