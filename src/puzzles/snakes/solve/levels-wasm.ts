// The search by levels' tables in one WebAssembly memory, and its level step there
// (assembly/snakes-kernels.ts): the same bits and pairs as `expandLevel`, `landJumps` and
// `storeLevel` in levels.ts, a level per call. Where WebAssembly is missing, the search keeps to
// those, which the tests hold to the same levels.
import { wasmInstance, wasmModule } from '../../../wasm.js';
import type { JumpIndex } from '../board/jump-index.js';
import { PLAIN } from '../snakes-kernels.wasm.js';

/** The tables of a search by levels, views of one WebAssembly memory, and its level step. */
export interface WasmLevels {
  readonly starts: Int32Array;
  readonly rank: Int32Array;
  readonly ends: Int32Array;
  readonly seen: Int32Array;
  readonly levelWord: Int32Array;
  readonly levelBits: Int32Array;
  readonly arrivalJump: Int32Array;
  /**
   * One throw from the level stored as pairs begin…end-1, the next level stored after it: the
   * pairs stored in all, `NO_GAME` (-2) when the new level is empty, or `FULL` (-1) when its pairs
   * do not fit (the tables are then not to be used).
   */
  level(begin: number, end: number): number;
  /** The squares of the levels expanded so far. */
  explored(): number;
  /** The jumps that brought a square into a level so far. */
  arrivals(): number;
  /** The summary words looked at so far. */
  overhead(): number;
}

// `WasmLevels.level`'s answers when the new level is empty, and when the stored levels outgrow
// their room (assembly/snakes-kernels.ts).
const NO_GAME = -2;
const FULL = -1;

/** The shape of a search by levels, as `LevelSearch` works it out. */
interface LevelShape {
  readonly words: number;
  readonly faces: number;
  readonly lastMask: number;
  readonly start: number;
  /** The pairs the stored levels have room for (they do not grow here). */
  readonly pairs: number;
}

/** Whether the WebAssembly level step runs in this engine (compiling it the first time). */
export function wasmLevelsRun(): boolean {
  return wasmModule(PLAIN) !== null;
}

/**
 * The bytes `wasmLevels` takes beyond what the search by levels counts for itself: its copy of the
 * jump index (a bit per square, a count per word, an end per jump). Cost: O(1).
 */
export function wasmLevelsExtraBytes(words: number, jumps: number): number {
  return 4 * (2 * words + 1 + jumps) + WASM_SLACK;
}

// Alignment of every table, and the first 16 bytes left unused: 16 bytes per table, at most 12.
const WASM_SLACK = 16 * 13;

/**
 * The tables of a search of `shape` over the jumps of `index`, in a new WebAssembly memory with
 * the index copied in and the first level (the start) stored, or null where WebAssembly cannot
 * run or the memory is refused. Cost: the tables (4 bytes per word 5 times, 4 per jump 3 times,
 * 8 per pair), memory taken where it is written, and a copy of the index.
 */
export function wasmLevels(index: JumpIndex, shape: LevelShape): WasmLevels | null {
  const { words, pairs } = shape;
  const jumps = index.ends.length;
  let at = 16;
  const take = (length: number) => {
    const start = at;
    at += Math.ceil((4 * length) / 16) * 16;
    return { start, length };
  };
  const tables = {
    starts: take(index.starts.length),
    rank: take(index.rank.length),
    ends: take(jumps),
    seen: take(words),
    landed: take(words),
    next: take(words),
    summary: take((words + 31) >>> 5),
    pending: take(jumps),
    arrivalJump: take(jumps),
    levelWord: take(pairs),
    levelBits: take(pairs),
  };
  const instance = wasmInstance(PLAIN, at);
  if (!instance) return null;
  const { buffer } = instance.memory;
  const view = ({ start, length }: { start: number; length: number }) =>
    new Int32Array(buffer, start, length);
  const starts = view(tables.starts);
  const rank = view(tables.rank);
  const ends = view(tables.ends);
  starts.set(index.starts);
  rank.set(index.rank);
  ends.set(index.ends);
  const k = instance.exports as Exports;
  const t = tables;
  k.setUp(
    words,
    shape.faces,
    shape.lastMask,
    t.starts.start,
    t.rank.start,
    t.ends.start,
    t.seen.start,
    t.landed.start,
    t.next.start,
    t.summary.start,
    t.pending.start,
    t.arrivalJump.start,
    t.levelWord.start,
    t.levelBits.start,
    pairs,
    shape.start,
  );
  return {
    starts,
    rank,
    ends,
    seen: view(t.seen),
    levelWord: view(t.levelWord),
    levelBits: view(t.levelBits),
    arrivalJump: view(t.arrivalJump),
    level: (begin, end) => k.level(begin, end),
    explored: () => k.explored(),
    arrivals: () => k.arrivals(),
    overhead: () => k.overhead(),
  };
}

/** What a search by levels counts as it goes (`LevelSearch`'s fields of those names). */
interface LevelCounts {
  explored: number;
  overhead: number;
  arrivals: number;
  readonly levelAt: number[];
  readonly arrivalAt: number[];
}

/**
 * One level of `search` taken by `wasm` (`expandLevel`, `landJumps` and `storeLevel` at once), its
 * counts brought up to date: `stored`, `no game` when the new level is empty, or `full` when it
 * outgrew the room (the tables are then not to be used). Cost: that level's.
 */
export function wasmLevel(
  search: LevelCounts,
  wasm: WasmLevels,
  depth: number,
): 'stored' | 'no game' | 'full' {
  const built = wasm.level(search.levelAt[depth], search.levelAt[depth + 1]);
  search.explored = wasm.explored();
  search.overhead = wasm.overhead();
  if (built === NO_GAME) return 'no game';
  if (built === FULL) return 'full';
  search.arrivals = wasm.arrivals();
  search.levelAt.push(built);
  search.arrivalAt.push(search.arrivals);
  return 'stored';
}

type Exports = {
  setUp: (...args: number[]) => void;
  level: (begin: number, end: number) => number;
  explored: () => number;
  arrivals: () => number;
  overhead: () => number;
};
