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
 * end. Only the jumps are looked at one by one. Every level's bit set is kept, and the game is
 * recovered backwards from the last square: a square of level d came from a square of level d - 1
 * at most F below it, or F below a jump that ends on it.
 *
 * Made for big boards crowded with snakes and ladders, where square-by-square search spends its
 * time waiting for memory. One jump per throw only, dice of up to 32 faces. Returns null when the
 * search would go deeper than `maxLevels` (64): then each level's shifts cost more than they save.
 *
 * Cost: O(levels × squares × faces / 32 + jumps) time; (levels + 3) × squares / 8 bytes plus
 * 8 bytes per jump.
 */
export function solveSnakesByLevels(board: SnakesBoard, options: SolveSnakesByLevelsOptions = {}): SnakesSolution | null {
  const faces = options.faces ?? board.faces;
  const maxLevels = options.maxLevels ?? DEFAULT_MAX_LEVELS;
  if (faces > 32) return null;
  const { last, start, jumpFrom, jumpTo } = board;
  const size = last + 1;
  const words = (size + 31) >>> 5;
  // Bits past the last square must never be set: the last word's mask.
  const lastMask = (size & 31) === 0 ? -1 : (1 << (size & 31)) - 1;

  const jumpStart = new Int32Array(words);
  for (const from of jumpFrom) jumpStart[from >>> 5] |= 1 << (from & 31);
  // rank[w]: how many jump squares lie below word w, so a jump's index is found without a search.
  const rank = new Int32Array(words + 1);
  for (let w = 0; w < words; w++) rank[w + 1] = rank[w] + popcount32(jumpStart[w]);

  const seen = new Int32Array(words);
  const landed = new Int32Array(words); // jump squares already landed on
  const levels: Int32Array[] = [];
  let level = new Int32Array(words);
  level[start >>> 5] |= 1 << (start & 31);
  seen[start >>> 5] |= 1 << (start & 31);
  levels.push(level);
  let explored = 0;

  while (!(seen[last >>> 5] & (1 << (last & 31)))) {
    if (levels.length > maxLevels) return null;
    checkpoint(options, explored, levels.length - 1);
    explored += countBits(level);
    const next = new Int32Array(words);
    let found = 0;
    let below = 0; // the level's previous word: its high squares reach into this word
    for (let w = 0; w < words; w++) {
      const here = level[w];
      if (here === 0 && below === 0) continue;
      // Every square of this word a throw from the level lands on, before any jump.
      let hit = faces === 32 ? below : 0;
      for (let face = Math.min(faces, 31); face >= 1; face--) hit |= (here << face) | (below >>> (32 - face));
      below = here;
      if (w === words - 1) hit &= lastMask;
      if (hit === 0) continue;
      const plain = hit & ~jumpStart[w] & ~seen[w];
      next[w] |= plain;
      seen[w] |= plain;
      found |= plain;
      // Jump squares landed on for the first time: their ends join the next level.
      let jumps = hit & jumpStart[w] & ~landed[w];
      landed[w] |= jumps;
      while (jumps !== 0) {
        const bit = jumps & -jumps;
        jumps ^= bit;
        const end = jumpTo[rank[w] + popcount32(jumpStart[w] & (bit - 1))];
        const endWord = end >>> 5;
        const endBit = 1 << (end & 31);
        if (seen[endWord] & endBit) continue;
        seen[endWord] |= endBit;
        next[endWord] |= endBit;
        found = 1;
      }
    }
    if (found === 0) return { puzzle: 'snakes', solvable: false, moves: null, path: null, rolls: null, steps: null, explored };
    levels.push(next);
    level = next;
  }
  const steps = gameBackwards(board, levels, faces, jumpStart);
  const path = [start, ...steps.map((step) => step.to)];
  return { puzzle: 'snakes', solvable: true, moves: steps.length, path, rolls: steps.map((step) => step.face), steps, explored };
}

// From the last square down to the start, one throw per level: a square of level d is reached
// from a square of level d - 1 within F below it (if it starts no jump) or within F below a jump
// that ends on it.
function gameBackwards(board: SnakesBoard, levels: Int32Array[], faces: number, jumpStart: Int32Array): SnakesThrow[] {
  const { jumpFrom, jumpTo } = board;
  const has = (bits: Int32Array, square: number) => square >= 0 && (bits[square >>> 5] & (1 << (square & 31))) !== 0;
  const steps: SnakesThrow[] = [];
  let square = board.last;
  for (let d = levels.length - 1; d > 0; d--) {
    const before = levels[d - 1];
    let step: SnakesThrow | null = null;
    if (!has(jumpStart, square)) {
      for (let face = 1; face <= faces && !step; face++) {
        if (has(before, square - face)) step = { face, from: square - face, landing: square, to: square, jumps: [] };
      }
    }
    // A linear look through the jumps, needed only for the few throws that took one.
    for (let k = 0; !step && k < jumpTo.length; k++) {
      if (jumpTo[k] !== square) continue;
      const from = jumpFrom[k];
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

function countBits(bits: Int32Array): number {
  let total = 0;
  for (let w = 0; w < bits.length; w++) if (bits[w] !== 0) total += popcount32(bits[w]);
  return total;
}
