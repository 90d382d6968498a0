import { popcount32 } from '../../../search/bit-matrix.js';
import { checkpoint, doubled, type Progress } from '../../../search/int-graph.js';
import { jumpCount, type SnakesBoard } from '../board/board.js';
import { makeJumpIndex, startOfJump, type JumpIndex } from '../board/jump-index.js';
import { wasmLevel, wasmLevels, wasmLevelsExtraBytes, type WasmLevels } from './levels-wasm.js';
import type { Kernels } from '../../../wasm.js';
import { appendFaces, gameSolution, noGame, type FaceRun, type SnakesSolution } from './solution.js';

/** Options for `solveSnakesByLevels`. */
interface SolveSnakesByLevelsOptions {
  readonly faces?: number;
  /** Give up (return null) after this many levels (default: no limit but the search's overhead). */
  readonly maxLevels?: number;
  /** Give up (return null) rather than grow the stored levels past this many bytes in all. */
  readonly maxMemory?: number;
  readonly signal?: AbortSignal;
  readonly progress?: Progress;
  /** Games longer than this many throws come as `runs` (default 100,000). */
  readonly pathLimit?: number;
  /**
   * `auto` (the default) takes each level in WebAssembly where it runs, on boards whose bit sets
   * stay in the processor's cache; `typescript` keeps to the TypeScript steps, which build the
   * same levels.
   */
  readonly kernels?: Kernels;
}

/**
 * The memory `solveSnakesByLevels` takes at first on `board`: three bit sets of the board, the jump
 * index when the board has none (with 4 bytes per jump), 12 bytes per jump, and room for the
 * stored levels (2 bytes per square; it grows, within `maxMemory`, only on boards where levels
 * hold few squares per word); where the levels may be taken in WebAssembly, its copy of the index.
 * Cost: O(1).
 */
export function levelSearchBytes(board: SnakesBoard): number {
  const words = Math.ceil((board.last + 1) / 32);
  const jumps = jumpCount(board);
  return (
    (3 + (board.jumpIndex ? 0 : 2)) * 4 * words +
    (board.jumpIndex ? 12 : 16) * jumps +
    8 * pairsRoom(board.last + 1) +
    (words <= CACHED_WORDS ? wasmLevelsExtraBytes(words, jumps) : 0)
  );
}

// The pairs (level, non-empty word) the stored levels have room for at first.
function pairsRoom(size: number): number {
  return Math.max(1024, Math.min(size, 8 * Math.ceil(size / 32)));
}

/**
 * The fewest throws by breadth-first search over whole levels at once, as bit sets: the squares
 * one throw from a level are the level shifted up by 1 … F squares (a word operation moves 32
 * squares), less the squares where a jump starts; each jump square hit for the first time adds its
 * end. Only a level's non-empty words are shifted, and only the jumps are looked at one by one.
 * Every level is kept as its non-empty words, and the game is recovered backwards from the last
 * square: a square of level d came from a square of level d - 1 at most F below it, or F below a
 * jump that brought it into level d.
 *
 * Made for big boards crowded with snakes and ladders, where square-by-square search spends its
 * time waiting for memory. One jump per throw only, dice of up to 32 faces. Each level costs what
 * its squares cost, plus a look at one summary bit per 1,024 squares of the stretch it spans: the
 * search gives up (returns null) when those looks outgrow four per square searched plus one per
 * 32 squares of the board (levels spread thin, where a square-by-square search is cheaper), past
 * `maxLevels`, or when the stored levels would outgrow `maxMemory`.
 *
 * Cost: O(W × faces + jumps + squares) time, where W is the number of (level, non-empty word)
 * pairs: at most the squares, and about squares / 6 on a board crowded with jumps; 3 × squares / 8
 * bytes for the working bit sets (and the jump index, squares / 4 and 4 bytes per jump: the board's
 * own when its sort made one, else made for this search), 8 bytes per pair and 12 per jump
 * (`levelSearchBytes`).
 */
export function solveSnakesByLevels(
  board: SnakesBoard,
  options: SolveSnakesByLevelsOptions = {},
): SnakesSolution | null {
  const faces = options.faces ?? board.faces;
  const maxLevels = options.maxLevels ?? Infinity;
  if (faces > 32) return null;
  const search = new LevelSearch(board, faces, options.maxMemory ?? Infinity, options.kernels ?? 'auto');
  // The looks at summary bits and jump stretches a square-by-square search would not make: a few
  // per square the levels hold, and one pass over the board's words.
  const baseOverhead = search.words;
  while (!search.reached(board.last)) {
    const depth = search.depth();
    if (depth >= maxLevels || search.overhead > 4 * search.explored + baseOverhead) return null;
    checkpoint(options, search.explored, depth);
    if (search.wasm) {
      const built = wasmLevel(search, search.wasm, depth);
      if (built === 'no game') return noGame(search.explored);
      // Rare (levels of a few squares a word, past the room of a quarter pair per square): the
      // TypeScript steps start again, growing their room within maxMemory.
      if (built === 'full') return solveSnakesByLevels(board, { ...options, kernels: 'typescript' });
      continue;
    }
    const pending = expandLevel(search, depth);
    landJumps(search, pending);
    if (search.touchedHigh < search.touchedLow) return noGame(search.explored);
    if (!storeLevel(search)) return null;
  }
  return gameSolution(board, gameBackwards(board, search, faces), search.explored, {
    pathLimit: options.pathLimit,
    maxMemory: options.maxMemory,
  });
}

/**
 * The state of one search. Each level is worked by a few small functions, called once a level:
 * the engine optimises them on the small first levels, before the big ones come.
 */
class LevelSearch {
  /** The tables and level step in WebAssembly, or null: the TypeScript steps below. */
  readonly wasm: WasmLevels | null;
  readonly words: number;
  readonly faces: number;
  /** Bits past the last square must never be set: the last word's mask. */
  readonly lastMask: number;
  /** Where a jump starts, one bit per square. */
  readonly jumpStart: Int32Array;
  /** rank[w]: how many jumps start below word w, so a jump's index is found without a search. */
  readonly rank: Int32Array;
  /** The jumps: where they start and end. */
  readonly index: JumpIndex;
  /**
   * Where each jump ends, by index, in 32 bits (the index's own): half the memory of the board's
   * doubles, read at random a few times per jump (34 ms less on a million jumps).
   */
  readonly jumpTo: Int32Array;
  readonly seen: Int32Array;
  /** Jump squares already landed on. */
  readonly landed: Int32Array;
  /** The level being built, dense, and a summary with one bit per non-empty word of it. */
  readonly next: Int32Array;
  readonly nextSummary: Int32Array;
  /** The stretch of the summary the level being built has touched (empty when high < low). */
  touchedLow = 0;
  touchedHigh = -1;
  /** Summary words and jump stretches looked at so far, beside the squares themselves. */
  overhead = 0;
  /** The most bytes the stored levels may take. */
  readonly maxPairBytes: number;
  /** Every level built so far as its non-empty words in order: level d is [levelAt[d], levelAt[d + 1]). */
  levelWord: Int32Array;
  levelBits: Int32Array;
  readonly levelAt: number[] = [0, 1];
  /** Each jump that brought a new square into a level, level by level, for the way back. */
  readonly arrivalJump: Int32Array;
  readonly arrivalAt: number[] = [0, 0];
  arrivals = 0;
  /** The jumps landed on during a level (`pendingCount` of them), and the same grouped by stretch of the board. */
  readonly pending: Int32Array;
  pendingCount = 0;
  readonly grouped: Int32Array;
  /** Stretches of 2^bucketShift squares, at most 1024 of them. */
  readonly bucketShift: number;
  readonly buckets: Int32Array;
  explored = 0;

  constructor(board: SnakesBoard, faces: number, maxMemory: number, kernels: Kernels) {
    const { last, start } = board;
    const size = last + 1;
    const words = (size + 31) >>> 5;
    this.words = words;
    this.faces = faces;
    this.lastMask = (size & 31) === 0 ? -1 : (1 << (size & 31)) - 1;
    // Made by the board's sort on boards crowded with jumps (or now, for this search); only read here.
    const index = board.jumpIndex ?? makeJumpIndex(board.jumpFrom, board.jumpTo, last);
    this.index = index;
    // Within the memory counted for it, and on boards whose bit sets stay in the cache (the step
    // there lands jumps as met, without grouping them first).
    const wasm =
      kernels === 'auto' && words <= CACHED_WORDS && levelSearchBytes(board) <= maxMemory
        ? wasmLevels(index, { words, faces, lastMask: this.lastMask, start, pairs: pairsRoom(size) })
        : null;
    this.wasm = wasm;
    if (wasm) {
      // The step keeps its own working tables; the way back reads these.
      const none = new Int32Array(0);
      this.jumpStart = wasm.starts;
      this.rank = wasm.rank;
      this.jumpTo = wasm.ends;
      this.seen = wasm.seen;
      this.landed = this.next = this.nextSummary = none;
      this.levelWord = wasm.levelWord;
      this.levelBits = wasm.levelBits;
      this.maxPairBytes = 0;
      this.arrivalJump = wasm.arrivalJump;
      this.pending = this.grouped = none;
      this.bucketShift = 0;
      this.buckets = none;
      return;
    }
    const { starts, rank } = index;
    this.jumpStart = starts;
    this.rank = rank;
    this.jumpTo = index.ends;
    this.seen = new Int32Array(words);
    this.landed = new Int32Array(words);
    this.next = new Int32Array(words);
    this.nextSummary = new Int32Array((words + 31) >>> 5);
    // Room for 8 × words pairs (a crowded board needs about 5 × words): memory is only taken where
    // it is written, and growing would copy. Growing stops at one pair per square (each square is
    // in one level), or where the memory allowed ends.
    this.levelWord = new Int32Array(pairsRoom(size));
    this.maxPairBytes = maxMemory - levelSearchBytes(board) + 8 * this.levelWord.length;
    this.levelBits = new Int32Array(this.levelWord.length);
    this.levelWord[0] = start >>> 5;
    this.levelBits[0] = 1 << (start & 31);
    this.seen[start >>> 5] |= 1 << (start & 31);
    const jumps = index.ends.length;
    this.arrivalJump = new Int32Array(jumps);
    this.pending = new Int32Array(jumps);
    this.grouped = new Int32Array(jumps);
    this.bucketShift = Math.max(0, 32 - Math.clz32(last >>> 10));
    this.buckets = new Int32Array((last >>> this.bucketShift) + 2);
  }

  /** The level last built. */
  depth(): number {
    return this.levelAt.length - 2;
  }

  reached(square: number): boolean {
    return (this.seen[square >>> 5] & (1 << (square & 31))) !== 0;
  }

  /** Whether a square is in level d: a binary search of the level's words, which are in order. */
  inLevel(d: number, square: number): boolean {
    if (square < 0) return false;
    const { levelWord } = this;
    const word = square >>> 5;
    let low = this.levelAt[d];
    let high = this.levelAt[d + 1] - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      if (levelWord[middle] < word) low = middle + 1;
      else if (levelWord[middle] > word) high = middle - 1;
      else return (this.levelBits[middle] & (1 << (square & 31))) !== 0;
    }
    return false;
  }
}

// One throw from every square of level `depth`: the plain squares reached join the next level at
// once; the jump squares landed on for the first time are left in `pending` (their count returned).
function expandLevel(search: LevelSearch, depth: number): number {
  const { words, faces, lastMask, levelWord, levelBits } = search;
  const begin = search.levelAt[depth];
  const end = search.levelAt[depth + 1];
  // A throw moves a square into its own word or the next: the level's stretch, one word longer.
  search.touchedLow = levelWord[begin] >>> 5;
  search.touchedHigh = -1;
  search.pendingCount = 0;
  let explored = 0;
  for (let i = begin; i < end; i++) {
    const w = levelWord[i];
    const here = levelBits[i];
    explored += popcount32(here);
    // The squares a throw reaches, in this word (low) and the next one (high): the word shifted
    // up by 1 … F, by doubling the shifts already made.
    let low = here << 1;
    let high = here >>> 31;
    for (let done = 1; done < faces;) {
      const step = Math.min(done, faces - done);
      high = high | (high << step) | (low >>> (32 - step));
      low |= low << step;
      done += step;
    }
    // (Masked every time: a branch first taken on the last level would cost a re-optimisation.)
    if (low !== 0) land(search, w, low & (w === words - 1 ? lastMask : -1));
    if (high !== 0 && w + 1 < words) land(search, w + 1, high & (w + 1 === words - 1 ? lastMask : -1));
  }
  search.explored += explored;
  return search.pendingCount;
}

// The squares `hit` of word `target` reached by a throw: the plain ones new to the search join the
// next level, the jump squares landed on for the first time wait in `pending`.
function land(search: LevelSearch, target: number, hit: number): void {
  const { jumpStart, seen, landed, next } = search;
  const starts = jumpStart[target];
  const plain = hit & ~starts & ~seen[target];
  if (plain !== 0) {
    next[target] |= plain;
    search.nextSummary[target >>> 5] |= 1 << (target & 31);
    seen[target] |= plain;
    search.touchedHigh = target >>> 5;
  }
  let jumps = hit & starts & ~landed[target];
  if (jumps === 0) return;
  landed[target] |= jumps;
  const { pending, rank } = search;
  let count = search.pendingCount;
  while (jumps !== 0) {
    const bit = jumps & -jumps;
    jumps ^= bit;
    pending[count++] = rank[target] + popcount32(starts & (bit - 1));
  }
  search.pendingCount = count;
}

// The ends of the jumps landed on join the next level, unless seen before. They are all over the
// board: on a board whose bit sets outgrow the processor's cache, each taken in the order met
// would wait for memory. Grouped by stretch of the board first (one counting pass), they are met
// in order, and a stretch's bits stay in the cache. Smaller boards, and a few ends, are not worth
// the pass.
function landJumps(search: LevelSearch, pendingCount: number): void {
  const { jumpTo, seen, next, nextSummary, pending, grouped, buckets, bucketShift, arrivalJump } = search;
  let order = pending;
  if (search.words > CACHED_WORDS && pendingCount > buckets.length) {
    buckets.fill(0);
    for (let p = 0; p < pendingCount; p++) buckets[(jumpTo[pending[p]] >>> bucketShift) + 1]++;
    for (let b = 1; b < buckets.length; b++) buckets[b] += buckets[b - 1];
    for (let p = 0; p < pendingCount; p++)
      grouped[buckets[jumpTo[pending[p]] >>> bucketShift]++] = pending[p];
    order = grouped;
    search.overhead += buckets.length;
  }
  let arrivals = search.arrivals;
  let { touchedLow, touchedHigh } = search;
  for (let p = 0; p < pendingCount; p++) {
    const jump = order[p];
    const end = jumpTo[jump];
    const endWord = end >>> 5;
    const endBit = 1 << (end & 31);
    if (seen[endWord] & endBit) continue;
    seen[endWord] |= endBit;
    next[endWord] |= endBit;
    const summary = endWord >>> 5;
    nextSummary[summary] |= 1 << (endWord & 31);
    if (touchedHigh < touchedLow) touchedLow = touchedHigh = summary;
    else if (summary < touchedLow) touchedLow = summary;
    else if (summary > touchedHigh) touchedHigh = summary;
    arrivalJump[arrivals++] = jump;
  }
  search.arrivals = arrivals;
  search.touchedLow = touchedLow;
  search.touchedHigh = touchedHigh;
}

// The level just built joins the list, in word order, and the dense bit set is left cleared for
// the next one. False when the list would outgrow the memory allowed.
function storeLevel(search: LevelSearch): boolean {
  const { next, nextSummary, touchedLow, touchedHigh } = search;
  let stored = search.levelAt[search.levelAt.length - 1];
  search.overhead += touchedHigh - touchedLow + 1;
  for (let s = touchedLow; s <= touchedHigh; s++) {
    for (let nonEmpty = nextSummary[s]; nonEmpty !== 0; nonEmpty &= nonEmpty - 1) {
      const w = (s << 5) | (31 - Math.clz32(nonEmpty & -nonEmpty));
      if (stored === search.levelWord.length) {
        // Old and new lists side by side while one is copied into the other.
        if (24 * stored > search.maxPairBytes) return false;
        search.levelWord = doubled(search.levelWord);
        search.levelBits = doubled(search.levelBits);
      }
      search.levelWord[stored] = w;
      search.levelBits[stored++] = next[w];
      next[w] = 0;
    }
    nextSummary[s] = 0;
  }
  search.levelAt.push(stored);
  search.arrivalAt.push(search.arrivals);
  return true;
}

// Bit sets of up to 2^25 squares (4 MB) stay in the processor's cache, measured: grouping the
// jumps' ends on a board of 10^7 squares took 4 ms more than landing them as met.
const CACHED_WORDS = 2 ** 20;

// From the last square down to the start, one throw per level: a square of level d is reached
// from a square of level d - 1 within F below it (if it starts no jump) or within F below a jump
// that brought it into level d. Returns the game's faces from the start.
function gameBackwards(board: SnakesBoard, search: LevelSearch, faces: number): FaceRun[] {
  const { jumpStart, jumpTo, arrivalJump, arrivalAt, index } = search;
  const backwards: number[] = [];
  let square = board.last;
  for (let d = search.depth(); d > 0; d--) {
    let from = -1;
    let face = 0;
    if (!(jumpStart[square >>> 5] & (1 << (square & 31)))) {
      for (let f = 1; f <= faces && from < 0; f++) {
        if (search.inLevel(d - 1, square - f)) [from, face] = [square - f, f];
      }
    }
    for (let a = arrivalAt[d]; from < 0 && a < arrivalAt[d + 1]; a++) {
      if (jumpTo[arrivalJump[a]] !== square) continue;
      const jumpSquare = startOfJump(index, arrivalJump[a]);
      for (let f = 1; f <= faces && from < 0; f++) {
        if (search.inLevel(d - 1, jumpSquare - f)) [from, face] = [jumpSquare - f, f];
      }
    }
    // Every square of level d was reached from level d - 1, so one of the two ways exists.
    backwards.push(face);
    square = from;
  }
  const runs: FaceRun[] = [];
  for (let i = backwards.length - 1; i >= 0; i--) appendFaces(runs, backwards[i], 1);
  return runs;
}
