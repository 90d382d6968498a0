import { popcount32 } from '../../../search/bit-matrix.js';
import { checkpoint, doubled, type Progress } from '../../../search/int-graph.js';
import type { SnakesBoard } from '../board/board.js';
import { makeJumpIndex } from '../board/jump-index.js';
import { appendFaces, gameSolution, noGame, type FaceRun, type SnakesSolution } from './solution.js';

/** Options for `solveSnakesByLevels`. */
export interface SolveSnakesByLevelsOptions {
  readonly faces?: number;
  /** Give up (return null) after this many levels: deep searches belong to the other methods. */
  readonly maxLevels?: number;
  readonly signal?: AbortSignal;
  readonly progress?: Progress;
  /** Games longer than this many throws come as `runs` (default 100,000). */
  readonly pathLimit?: number;
}

/** The deepest search `solveSnakesByLevels` runs before handing the board back (null). */
export const DEFAULT_MAX_LEVELS = 64;

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
 * time waiting for memory. One jump per throw only, dice of up to 32 faces. Returns null when the
 * search would go deeper than `maxLevels` (64).
 *
 * Cost: O(levels × squares / 1024 + W × faces + jumps) time, where W is the number of (level,
 * non-empty word) pairs: at most the squares, and about squares / 6 on a board crowded with jumps;
 * 3 × squares / 8 bytes for the working bit sets (and the jump index, squares / 4: the board's
 * own when its sort made one, else made for this search), 8 bytes per pair and 16 per jump.
 */
export function solveSnakesByLevels(
  board: SnakesBoard,
  options: SolveSnakesByLevelsOptions = {},
): SnakesSolution | null {
  const faces = options.faces ?? board.faces;
  const maxLevels = options.maxLevels ?? DEFAULT_MAX_LEVELS;
  if (faces > 32) return null;
  const search = new LevelSearch(board, faces);
  while (!search.reached(board.last)) {
    const depth = search.depth();
    if (depth >= maxLevels) return null;
    checkpoint(options, search.explored, depth);
    const pending = expandLevel(search, depth);
    const found = landJumps(search, pending);
    if (!found) return noGame(search.explored);
    storeLevel(search);
  }
  return gameSolution(board, gameBackwards(board, search, faces), search.explored, {
    pathLimit: options.pathLimit,
  });
}

/**
 * The state of one search. Each level is worked by a few small functions, called once a level:
 * the engine optimises them on the small first levels, before the big ones come.
 */
class LevelSearch {
  readonly words: number;
  readonly faces: number;
  /** Bits past the last square must never be set: the last word's mask. */
  readonly lastMask: number;
  /** Where a jump starts, one bit per square. */
  readonly jumpStart: Int32Array;
  /** rank[w]: how many jumps start below word w, so a jump's index is found without a search. */
  readonly rank: Int32Array;
  /**
   * Where each jump ends, by index, in 32 bits (the bit sets hold every square): half the memory of
   * the board's doubles, read at random a few times per jump (34 ms less on a million jumps).
   */
  readonly jumpTo: Int32Array;
  readonly seen: Int32Array;
  /** Jump squares already landed on. */
  readonly landed: Int32Array;
  /** The level being built, dense, and a summary with one bit per non-empty word of it. */
  readonly next: Int32Array;
  readonly nextSummary: Int32Array;
  /** Every level built so far as its non-empty words in order: level d is [levelAt[d], levelAt[d + 1]). */
  levelWord: Int32Array;
  levelBits: Int32Array;
  readonly levelAt: number[] = [0, 1];
  /** Each jump that brought a new square into a level, level by level, for the way back. */
  readonly arrivalJump: Int32Array;
  readonly arrivalAt: number[] = [0, 0];
  arrivals = 0;
  /** The jumps landed on during a level, and the same grouped by stretch of the board. */
  readonly pending: Int32Array;
  readonly grouped: Int32Array;
  /** Stretches of 2^bucketShift squares, at most 1024 of them. */
  readonly bucketShift: number;
  readonly buckets: Int32Array;
  explored = 0;

  constructor(board: SnakesBoard, faces: number) {
    const { last, start, jumpFrom } = board;
    const size = last + 1;
    const words = (size + 31) >>> 5;
    this.words = words;
    this.faces = faces;
    this.lastMask = (size & 31) === 0 ? -1 : (1 << (size & 31)) - 1;
    // Made by the board's sort on boards crowded with jumps (or now, for this search); only read here.
    const { starts, rank } = board.jumpIndex ?? makeJumpIndex(jumpFrom, last);
    this.jumpStart = starts;
    this.rank = rank;
    this.jumpTo = Int32Array.from(board.jumpTo);
    this.seen = new Int32Array(words);
    this.landed = new Int32Array(words);
    this.next = new Int32Array(words);
    this.nextSummary = new Int32Array((words + 31) >>> 5);
    // Room for every level to fill 8 × words pairs (a crowded board needs about 5 × words): memory
    // is only taken where it is written, and growing would copy.
    this.levelWord = new Int32Array(Math.max(1024, Math.min(size, 8 * words)));
    this.levelBits = new Int32Array(this.levelWord.length);
    this.levelWord[0] = start >>> 5;
    this.levelBits[0] = 1 << (start & 31);
    this.seen[start >>> 5] |= 1 << (start & 31);
    this.arrivalJump = new Int32Array(jumpFrom.length);
    this.pending = new Int32Array(jumpFrom.length);
    this.grouped = new Int32Array(jumpFrom.length);
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
  const {
    words,
    faces,
    lastMask,
    jumpStart,
    rank,
    seen,
    landed,
    next,
    nextSummary,
    levelWord,
    levelBits,
    pending,
  } = search;
  const shifts = Math.min(faces, 31);
  let pendingCount = 0;
  let explored = 0;
  const end = search.levelAt[depth + 1];
  for (let i = search.levelAt[depth]; i < end; i++) {
    const w = levelWord[i];
    const here = levelBits[i];
    explored += popcount32(here);
    // The squares a throw reaches, in this word (low) and the next one (high).
    let low = 0;
    let high = faces === 32 ? here : 0;
    for (let face = 1; face <= shifts; face++) {
      low |= here << face;
      high |= here >>> (32 - face);
    }
    for (let target = w, side = 0; side < 2 && target < words; side++, target++) {
      // (Masked every time: a branch first taken on the last level would cost a re-optimisation.)
      const hit = (side === 0 ? low : high) & (target === words - 1 ? lastMask : -1);
      if (hit === 0) continue;
      const plain = hit & ~jumpStart[target] & ~seen[target];
      if (plain !== 0) {
        next[target] |= plain;
        nextSummary[target >>> 5] |= 1 << (target & 31);
        seen[target] |= plain;
      }
      let jumps = hit & jumpStart[target] & ~landed[target];
      landed[target] |= jumps;
      while (jumps !== 0) {
        const bit = jumps & -jumps;
        jumps ^= bit;
        pending[pendingCount++] = rank[target] + popcount32(jumpStart[target] & (bit - 1));
      }
    }
  }
  search.explored += explored;
  return pendingCount;
}

// The ends of the jumps landed on join the next level, unless seen before. They are all over the
// board: taken in the order they were met, each would wait for memory. Grouped by stretch of the
// board first (one counting pass), they are met in order, and a stretch's bits stay in the
// processor's cache. True when the next level has any square.
function landJumps(search: LevelSearch, pendingCount: number): boolean {
  const { jumpTo, seen, next, nextSummary, pending, grouped, buckets, bucketShift, arrivalJump } = search;
  buckets.fill(0);
  for (let p = 0; p < pendingCount; p++) buckets[(jumpTo[pending[p]] >>> bucketShift) + 1]++;
  for (let b = 1; b < buckets.length; b++) buckets[b] += buckets[b - 1];
  for (let p = 0; p < pendingCount; p++) grouped[buckets[jumpTo[pending[p]] >>> bucketShift]++] = pending[p];
  let arrivals = search.arrivals;
  for (let p = 0; p < pendingCount; p++) {
    const jump = grouped[p];
    const end = jumpTo[jump];
    const endWord = end >>> 5;
    const endBit = 1 << (end & 31);
    if (seen[endWord] & endBit) continue;
    seen[endWord] |= endBit;
    next[endWord] |= endBit;
    nextSummary[endWord >>> 5] |= 1 << (endWord & 31);
    arrivalJump[arrivals++] = jump;
  }
  search.arrivals = arrivals;
  for (let s = 0; s < nextSummary.length; s++) if (nextSummary[s] !== 0) return true;
  return false;
}

// The level just built joins the list, in word order, and the dense bit set is left cleared for
// the next one.
function storeLevel(search: LevelSearch): void {
  const { next, nextSummary } = search;
  let stored = search.levelAt[search.levelAt.length - 1];
  for (let s = 0; s < nextSummary.length; s++) {
    for (let nonEmpty = nextSummary[s]; nonEmpty !== 0; nonEmpty &= nonEmpty - 1) {
      const w = (s << 5) | (31 - Math.clz32(nonEmpty & -nonEmpty));
      if (stored === search.levelWord.length) {
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
}

// From the last square down to the start, one throw per level: a square of level d is reached
// from a square of level d - 1 within F below it (if it starts no jump) or within F below a jump
// that brought it into level d. Returns the game's faces from the start.
function gameBackwards(board: SnakesBoard, search: LevelSearch, faces: number): FaceRun[] {
  const { jumpFrom } = board;
  const { jumpStart, jumpTo, arrivalJump, arrivalAt } = search;
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
      const jumpSquare = jumpFrom[arrivalJump[a]];
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
