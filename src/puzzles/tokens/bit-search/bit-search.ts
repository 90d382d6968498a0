// The tokens' search over bit sets: one level of the search at a time, 32 states per word operation.
import { throwIfAborted } from '../../../errors.js';
import type { IntPath, Progress } from '../../../search/int-graph.js';
import { bitLevels, PLANE0, PLANE1, type BitLevels } from './bit-search-matrices.js';
import { stateAt } from './bit-search-kernels.js';
import {
  chunkCount,
  COMBINE,
  COMMON,
  CONTROL,
  controlLength,
  EXPAND,
  BLUE,
  maxChunkBlocks,
  RESULTS,
  setOperation,
  takeChunks,
  TRANSPOSE,
} from './bit-search-phases.js';
import { makeTokensBoard, tokensStart, type TokensBoard } from '../board/board.js';
import { meetAt, moveTables } from '../solve/moves.js';
import { wasmKernelsRun } from './bit-search-wasm.js';
import type { Kernels } from '../../../wasm.js';

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
 * solution); memory `bitwiseTokensBytes`. The word work runs in WebAssembly, four words per
 * operation, where the engine allows (`kernels: 'typescript'` keeps to the TypeScript kernels, which
 * compute the same bits). `bitwiseMeetOnTwo` (bit-search-threads.ts) splits each level over two threads.
 */
export function bitwiseMeet(
  board: TokensBoard,
  start: number,
  signal?: AbortSignal,
  progress?: Progress,
  kernels: Kernels = 'auto',
): IntPath {
  const { rows, columns, push } = moveTables(board);
  if (rows * columns >= WARM_UP_FROM_SQUARES) warmUp();
  const levels = bitLevels(rows, columns, push, false, kernels);
  const control = new Int32Array(controlLength(levels));
  // Alone, a phase is one chunk: the whole matrix in one pass (a transpose clears its target in
  // one fill, and reads each block row once), a tenth faster than chunk after chunk; past 46,340
  // squares, as few chunks as keep the states each adds to a level countable in an Int32.
  control[CONTROL.at.blocks] = Math.min(levels.words, maxChunkBlocks(levels.cells));
  const phases = levelPhases(board, start, levels, control);
  for (let phase = 1, step = phases.next(); ; phase++, step = phases.next()) {
    if (step.done) return step.value;
    throwIfAborted(signal);
    progress?.(step.value, step.value);
    control[CONTROL.at.nextChunk] = (phase & 0x7fff) << 16;
    takeChunks(levels, control, phase, 0);
  }
}

/** The squares from which a search warms its kernels up first (a 32×32 grid). */
const WARM_UP_FROM_SQUARES = 32 * 32;
let warmedUp = false;

/**
 * Once per thread (the helper of the two-thread search does it too), a search of a small fixed
 * grid, for the TypeScript kernels. The first levels of a big search are nearly empty, but every
 * phase still passes over whole matrices of megabytes, and the engine optimises the kernels only
 * in the middle of those passes: the first two levels of a 64×64 grid took 30 ms of its 134.
 * Searched first, the small grid (about 4 ms) gets them optimised, and the 64×64 search takes
 * 100 ms. Where the WebAssembly kernels run, nothing: they are compiled before they first run.
 */
export function warmUp(): void {
  if (warmedUp || wasmKernelsRun()) return;
  warmedUp = true;
  const grid = Array.from({ length: 8 }, (_, r) =>
    Array.from({ length: 8 }, (_, c) => 1 + ((r * 7 + c * 3) % 9)),
  );
  const board = makeTokensBoard({ grid });
  bitwiseMeet(board, tokensStart(board));
}

/**
 * The level loop of `bitwiseMeet`, as a generator of phases: it writes each phase's operation into
 * `control` and yields, and whoever runs it performs that operation (all its chunks, on one thread
 * or two) before asking for the next; it returns the answer once the search is over. The chunks'
 * results are merged here in chunk order, so that the answer is the same whoever did which chunk:
 * the state found is the lowest row's. Each phase yields the level it belongs to.
 */
export function* levelPhases(
  board: TokensBoard,
  start: number,
  levels: BitLevels,
  control: Int32Array,
): Generator<number, IntPath, void> {
  const { cells, words, matrices: m } = levels;
  const plane0 = m[PLANE0];
  const plane1 = m[PLANE1];
  const startRed = (start / cells) | 0;
  const startBlue = start - startRed * cells;
  // Sets a bit of a matrix, and its block's flag for the WebAssembly kernels (not for the planes).
  const set = (matrix: number, row: number, column: number) => {
    m[matrix][row * words + (column >>> 5)] |= 1 << (column & 31);
    if (levels.flags && matrix < levels.flags.length)
      levels.flags[matrix][(row >>> 5) * words + (column >>> 5)] = 1;
  };
  // The frontier (expanded in place, it becomes the new level, the next frontier) and its mirror
  // image.
  const [front, mirrored] = [0, 1];
  set(front, startBlue, startRed);
  set(mirrored, startRed, startBlue);
  set(PLANE0, startBlue, startRed); // level 0: code 1
  const lookup = {
    get(state: number) {
      const red = (state / cells) | 0;
      const at = (state - red * cells) * words + (red >>> 5);
      const shift = red & 31;
      return ((plane0[at] >>> shift) & 1) | (((plane1[at] >>> shift) & 1) << 1);
    },
  };
  const chunks = chunkCount(levels, control[CONTROL.at.blocks]);
  // The state of the first word where the chunks found a and b meeting (the lowest row's), or -1.
  const firstFound = (a: Int32Array, b: Int32Array) => {
    for (let chunk = 0; chunk < chunks; chunk++) {
      const i = control[RESULTS + 2 * chunk + 1];
      if (i >= 0) return stateAt(i, a[i] & b[i], cells, words);
    }
    return -1;
  };
  const phase = (operation: number, a = 0, b = 0, c = 0) => {
    setOperation(control, operation, a, b, c);
    for (let chunk = 0; chunk < chunks; chunk++) control.set([0, -1], RESULTS + 2 * chunk);
  };
  // The states of the levels before the new one, counted as each is made: level 0 is the start.
  let explored = 1;
  for (let level = 1; ; level++) {
    phase(EXPAND, front); // red's moves, in place
    yield level;
    phase(BLUE, mirrored, front); // blue's moves, ORed in
    yield level;
    phase(COMBINE, front, mirrored, (level % 3) + 1);
    yield level;
    let added = 0;
    for (let chunk = 0; chunk < chunks; chunk++) added += control[RESULTS + 2 * chunk];
    const odd = firstFound(m[front], m[mirrored]); // a state of the new level whose mirror is in the last one: 2·level - 1 moves
    // The states expanded are those of every level but the new one.
    if (odd >= 0) return meetAt(board, lookup, odd, level, level - 1, explored);
    if (added === 0) return { reachable: false, moves: null, path: null, explored };
    phase(TRANSPOSE, front, mirrored); // the new level's mirror image, over the last one's
    yield level;
    phase(COMMON, front, mirrored);
    yield level;
    const even = firstFound(m[front], m[mirrored]);
    if (even >= 0) return meetAt(board, lookup, even, level, level, explored);
    explored += added;
  }
}
