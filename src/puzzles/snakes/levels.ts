import { popcount32 } from '../../search/bitmatrix.js';
import { checkpoint, type Progress } from '../../search/dense.js';
import type { SnakesBoard } from './board.js';
import type { SnakesSolution, SnakesThrow } from './solve.js';

/** Options for `solveSnakesByLevels`. */
export interface SolveSnakesByLevelsOptions {
  readonly faces?: number;
  /** Give up (return null) after this many levels: deep searches belong to the other methods. */
  readonly maxLevels?: number;
  readonly signal?: AbortSignal;
  readonly progress?: Progress;
}

/** The deepest search `solveSnakesByLevels` runs before handing the board back (null). */
export const DEFAULT_MAX_LEVELS = 64;

/**
 * The fewest throws by breadth-first search over whole levels at once, as bit sets: the squares
 * one throw from a level are the level shifted up by 1 … F squares (a word operation moves 32
 * squares), less the squares where a jump starts; each jump square hit for the first time adds its
 * end. Only the level's non-empty words are shifted (a summary bit set finds them), and only the
 * jumps are looked at one by one. Every level's bit set is kept, and the game is recovered
 * backwards from the last square: a square of level d came from a square of level d - 1 at most F
 * below it, or F below a jump that brought it into level d.
 *
 * Made for big boards crowded with snakes and ladders, where square-by-square search spends its
 * time waiting for memory. One jump per throw only, dice of up to 32 faces. Returns null when the
 * search would go deeper than `maxLevels` (64): then the levels' memory costs more than it saves.
 *
 * Cost: O(levels × squares / 1024 + W × faces + jumps) time, where W is the number of (level,
 * non-empty word) pairs: at most the squares, and about squares / 6 on a board crowded with jumps;
 * (levels + 3) × squares / 8 bytes plus 20 bytes per jump.
 */
export function solveSnakesByLevels(board: SnakesBoard, options: SolveSnakesByLevelsOptions = {}): SnakesSolution | null {
  const faces = options.faces ?? board.faces;
  const maxLevels = options.maxLevels ?? DEFAULT_MAX_LEVELS;
  if (faces > 32) return null;
  const { last, start, jumpFrom } = board;
  // Square numbers fit 32 bits here (the bit sets hold them all): Int32 reads cost less than
  // doubles turned into integers, and take half the memory.
  const jumpTo = Int32Array.from(board.jumpTo);
  const size = last + 1;
  const words = (size + 31) >>> 5;
  // Bits past the last square must never be set: the last word's mask.
  const lastMask = (size & 31) === 0 ? -1 : (1 << (size & 31)) - 1;
  const shifts = Math.min(faces, 31);

  const jumpStart = new Int32Array(words);
  for (let k = 0; k < jumpFrom.length; k++) jumpStart[jumpFrom[k] >>> 5] |= 1 << (jumpFrom[k] & 31);
  // rank[w]: how many jump squares lie below word w, so a jump's index is found without a search.
  const rank = new Int32Array(words + 1);
  for (let w = 0; w < words; w++) rank[w + 1] = rank[w] + popcount32(jumpStart[w]);

  const seen = new Int32Array(words);
  const landed = new Int32Array(words); // jump squares already landed on
  // Every level as a dense bit set over the squares, and a summary with one bit per non-empty word
  // of it, so the level's words are visited in order (the memory prefetcher's order) and empty
  // stretches are skipped 32 words at a time.
  const summaryWords = (words + 31) >>> 5;
  const levels: Int32Array[] = [new Int32Array(words)];
  const summaries: Int32Array[] = [new Int32Array(summaryWords)];
  levels[0][start >>> 5] |= 1 << (start & 31);
  summaries[0][start >>> 10] |= 1 << ((start >>> 5) & 31);
  seen[start >>> 5] |= 1 << (start & 31);
  // Each jump landed on for the first time whose end was new: (end, jump), level by level, for the
  // way back. A jump is landed on at most once, so the jumps' count bounds them.
  const arrivalEnd = new Int32Array(jumpFrom.length);
  const arrivalJump = new Int32Array(jumpFrom.length);
  const arrivalAt = [0, 0];
  let arrivals = 0;
  // The jumps landed on during a level, and the same grouped by where they end: stretches of
  // 2^bucketShift squares, at most 1024 of them.
  const pending = new Int32Array(jumpFrom.length);
  const grouped = new Int32Array(jumpFrom.length);
  const bucketShift = Math.max(0, 32 - Math.clz32(last >>> 10));
  const buckets = new Int32Array((last >>> bucketShift) + 2);
  let explored = 0;

  while (!(seen[last >>> 5] & (1 << (last & 31)))) {
    const depth = levels.length - 1;
    if (depth >= maxLevels) return null;
    checkpoint(options, explored, depth);
    const level = levels[depth];
    const summary = summaries[depth];
    const next = new Int32Array(words);
    const nextSummary = new Int32Array(summaryWords);
    let found = false;
    let pendingCount = 0;
    for (let s = 0; s < summaryWords; s++) {
      for (let nonEmpty = summary[s]; nonEmpty !== 0; nonEmpty &= nonEmpty - 1) {
        const w = (s << 5) | (31 - Math.clz32(nonEmpty & -nonEmpty));
        const here = level[w];
        explored += popcount32(here);
        // The squares a throw reaches, in this word (low) and the next one (high).
        let low = 0;
        let high = faces === 32 ? here : 0;
        for (let face = 1; face <= shifts; face++) {
          low |= here << face;
          high |= here >>> (32 - face);
        }
        for (let target = w, side = 0; side < 2 && target < words; side++, target++) {
          let hit = side === 0 ? low : high;
          if (target === words - 1) hit &= lastMask;
          if (hit === 0) continue;
          const plain = hit & ~jumpStart[target] & ~seen[target];
          if (plain !== 0) {
            next[target] |= plain;
            nextSummary[target >>> 5] |= 1 << (target & 31);
            seen[target] |= plain;
            found = true;
          }
          // Jump squares landed on for the first time: their ends join the next level, after
          // this pass (below).
          let jumps = hit & jumpStart[target] & ~landed[target];
          landed[target] |= jumps;
          while (jumps !== 0) {
            const bit = jumps & -jumps;
            jumps ^= bit;
            pending[pendingCount++] = rank[target] + popcount32(jumpStart[target] & (bit - 1));
          }
        }
      }
    }
    // The jumps' ends are all over the board: taken in the order they were met, each would wait
    // for memory. Grouped by stretch of the board first (one counting pass), they are met in
    // order, and a stretch's bits stay in the processor's cache.
    buckets.fill(0);
    for (let p = 0; p < pendingCount; p++) buckets[(jumpTo[pending[p]] >>> bucketShift) + 1]++;
    for (let b = 1; b < buckets.length; b++) buckets[b] += buckets[b - 1];
    for (let p = 0; p < pendingCount; p++) grouped[buckets[jumpTo[pending[p]] >>> bucketShift]++] = pending[p];
    for (let p = 0; p < pendingCount; p++) {
      const jump = grouped[p];
      const end = jumpTo[jump];
      const endWord = end >>> 5;
      const endBit = 1 << (end & 31);
      if (seen[endWord] & endBit) continue;
      seen[endWord] |= endBit;
      next[endWord] |= endBit;
      nextSummary[endWord >>> 5] |= 1 << (endWord & 31);
      arrivalEnd[arrivals] = end;
      arrivalJump[arrivals++] = jump;
      found = true;
    }
    if (!found) return { puzzle: 'snakes', solvable: false, moves: null, path: null, rolls: null, steps: null, explored };
    levels.push(next);
    summaries.push(nextSummary);
    arrivalAt.push(arrivals);
  }
  const steps = gameBackwards(board, { levels, arrivalEnd, arrivalJump, arrivalAt }, faces, jumpStart);
  const path = [start, ...steps.map((step) => step.to)];
  return { puzzle: 'snakes', solvable: true, moves: steps.length, path, rolls: steps.map((step) => step.face), steps, explored };
}

/** The levels as the search left them (see `solveSnakesByLevels`). */
interface StoredLevels {
  readonly levels: readonly Int32Array[];
  readonly arrivalEnd: Int32Array;
  readonly arrivalJump: Int32Array;
  readonly arrivalAt: readonly number[];
}

// From the last square down to the start, one throw per level: a square of level d is reached
// from a square of level d - 1 within F below it (if it starts no jump) or within F below a jump
// that brought it into level d.
function gameBackwards(board: SnakesBoard, levels: StoredLevels, faces: number, jumpStart: Int32Array): SnakesThrow[] {
  const { jumpFrom } = board;
  const { arrivalEnd, arrivalJump, arrivalAt } = levels;
  const has = (bits: Int32Array, square: number) => square >= 0 && (bits[square >>> 5] & (1 << (square & 31))) !== 0;
  const steps: SnakesThrow[] = [];
  let square = board.last;
  for (let d = levels.levels.length - 1; d > 0; d--) {
    const before = levels.levels[d - 1];
    let step: SnakesThrow | null = null;
    if (!has(jumpStart, square)) {
      for (let face = 1; face <= faces && !step; face++) {
        if (has(before, square - face)) step = { face, from: square - face, landing: square, to: square, jumps: [] };
      }
    }
    for (let a = arrivalAt[d]; !step && a < arrivalAt[d + 1]; a++) {
      if (arrivalEnd[a] !== square) continue;
      const from = jumpFrom[arrivalJump[a]];
      for (let face = 1; face <= faces && !step; face++) {
        if (has(before, from - face)) {
          step = { face, from: from - face, landing: from, to: square, jumps: [{ kind: square > from ? 'ladder' : 'snake', from, to: square }] };
        }
      }
    }
    // Every square of level d was reached from level d - 1, so one of the two ways exists.
    steps.push(step!);
    square = step!.from;
  }
  return steps.reverse();
}
