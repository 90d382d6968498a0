// The memory of the tokens' bit-parallel search: square bit matrices with a row per square and a bit
// per square, and the masks that keep a token's moves inside its row.
import { bitMatrixBytes } from '../../search/bit-matrix.js';
import type { TokensBoard } from './board.js';

/**
 * Bytes `bitwiseMeet` allocates: seven square bit matrices with a row per square and a bit per square
 * (frontier, its mirror image, the next level, two scratch, and the two bit planes of the levels
 * modulo 3), about 7·squares²/8 bytes, plus a mask per distance.
 */
export function bitwiseTokensBytes(board: Pick<TokensBoard, 'rows' | 'columns'>): number {
  const cells = board.rows * board.columns;
  const words = Math.max(1, Math.ceil(cells / 32));
  return 7 * bitMatrixBytes(cells) + 4 * words * (2 * Math.max(board.rows, board.columns) + 2);
}

/**
 * The memory of one bit-parallel search: seven square bit matrices (`words` Int32 words per row)
 * and a flag per row of the new level, over SharedArrayBuffers when two threads share the work.
 */
export interface BitLevels {
  readonly rows: number;
  readonly columns: number;
  readonly cells: number;
  readonly words: number;
  /** How far a token on each square sends the other (`moveTables`). */
  readonly push: Int32Array;
  /**
   * By index: 0-3 the frontier, its mirror image (transpose), the next level and a scratch matrix
   * (the pairs 0/2 and 1/3 swap roles each level), 4 blue's moves, 5-6 the bit planes of the levels
   * modulo 3.
   */
  readonly matrices: Int32Array[];
  /** Rows of the new level that hold a state. */
  readonly occupied: Uint8Array;
  /** The buffers under `matrices` and `occupied`, to hand to a worker. */
  readonly buffers: ArrayBufferLike[];
  /** The bits of real squares in a row. */
  readonly inside: Int32Array;
  /** Per distance d: the squares whose column is at least d (a token there may move d left; all when d ≥ columns). */
  readonly leftOk: Int32Array[];
  /** Per distance d: the squares whose column is at most columns-1-d (may move d right). */
  readonly rightOk: Int32Array[];
}

/** Index in `BitLevels.matrices`: blue's moves, the transpose of the mirror image's red moves. */
export const BLUE_MOVES = 4;
/** Index in `BitLevels.matrices`: the low bit plane of the levels modulo 3. */
export const PLANE0 = 5;
/** Index in `BitLevels.matrices`: the high bit plane of the levels modulo 3. */
export const PLANE1 = 6;

/**
 * The matrices of a search, all zero (`shared`: over new SharedArrayBuffers), or over the `buffers`
 * of another thread's `BitLevels`. Cost: `bitwiseTokensBytes` bytes, zeroed, and a mask per distance.
 */
export function bitLevels(
  rows: number,
  columns: number,
  push: Int32Array,
  shared: boolean | ArrayBufferLike[],
): BitLevels {
  const cells = rows * columns;
  const words = Math.max(1, Math.ceil(cells / 32));
  const bytes = [...Array<number>(7).fill(bitMatrixBytes(cells)), cells];
  const buffers = Array.isArray(shared)
    ? shared
    : bytes.map((size) => (shared ? new SharedArrayBuffer(size) : new ArrayBuffer(size)));
  const inside = new Int32Array(words);
  for (let square = 0; square < cells; square++) inside[square >>> 5] |= 1 << (square & 31);
  const all = new Int32Array(words).fill(-1);
  const leftOk: Int32Array[] = [];
  const rightOk: Int32Array[] = [];
  for (const d of new Set(push)) {
    leftOk[d] = d < columns ? new Int32Array(words) : all;
    rightOk[d] = d < columns ? new Int32Array(words) : all;
    if (d >= columns) continue;
    for (let square = 0; square < cells; square++) {
      const column = square % columns;
      if (column >= d) leftOk[d][square >>> 5] |= 1 << (square & 31);
      if (column + d < columns) rightOk[d][square >>> 5] |= 1 << (square & 31);
    }
  }
  return {
    rows,
    columns,
    cells,
    words,
    push,
    matrices: buffers.slice(0, 7).map((buffer) => new Int32Array(buffer)),
    occupied: new Uint8Array(buffers[7]),
    buffers,
    inside,
    leftOk,
    rightOk,
  };
}
