/**
 * The memory of the sorted sweep (sorted-sweep.ts) and what both threads know of it: the
 * kernels' interface, the regions before the states (the order words through which the leading
 * thread gives the helper its orders, each thread's table, total and sort counters), and what a
 * state costs.
 */
import { BoardpathError } from '../../../errors.js';
import type { WasmMemory } from '../../../wasm.js';

/** The kernels of assembly/maze-kernels/frontier.ts and frontier-states.ts. */
export interface FrontierKernels {
  frontierSetUp(plugs: number, limbs: number, table: number, total: number, buckets: number): void;
  frontierBegin(
    column: number,
    flags: number,
    rotation: number,
    main: number,
    mainStates: number,
    extra: number,
    extraStates: number,
    out: number,
    partners: number,
  ): void;
  frontierRun(budget: number): number;
  frontierOutCount(): number;
  frontierRunCount(plug: number): number;
  frontierPartnerCount(): number;
  frontierScatter(from: number, count: number, to: number, places: number): void;
  frontierSortPartners(from: number, count: number, pairs: number, spare: number, to: number): number;
  frontierMerge(first: number, firstCount: number, second: number, secondCount: number, to: number): number;
  frontierTopBits(at: number, count: number): number;
  frontierWidenStates(at: number, count: number): void;
  frontierWiden(): void;
}

/** A memory WebAssembly can grow. */
export interface GrowableMemory extends WasmMemory {
  grow(pages: number): number;
}

/** The most limbs a count may have: the table and the total keep room for this many. */
export const MAX_LIMBS = 64;
/** A WebAssembly page. */
export const PAGE = 65536;
/** The words both threads read their orders from and write their results to (`Order`). */
export const ORDER = 0;
export const ORDER_BYTES = 256;
/** Each thread's table of 64 counts, its total, and its sort's 256 counters. */
const TABLE_BYTES = 64 * MAX_LIMBS * 8;
const OWN_BYTES = TABLE_BYTES + MAX_LIMBS * 8 + 1024;
/** Where thread `t`'s table, total and counters are. */
export function ownRegions(thread: 0 | 1): { table: number; total: number; buckets: number } {
  const table = ORDER_BYTES + thread * OWN_BYTES;
  return { table, total: table + TABLE_BYTES, buckets: table + TABLE_BYTES + MAX_LIMBS * 8 };
}
/** Where the states start. */
export const STATES = ORDER_BYTES + 2 * OWN_BYTES;
/** Two threads' places of their successors' runs (four Int32 each), before the sort's room. */
export const PLACES_BYTES = 64;
/** States decided between two looks at the signal. */
export const RUN_BUDGET = 1 << 16;

/**
 * What the leading thread asks of the helper, in the order words (Float64 at `ORDER`): decide its
 * part of a cell, or put its successors in place and sort its partners. The helper answers in the
 * same words.
 */
export const Order = {
  /** 1: decide; 2: place and sort. */
  phase: 0,
  limbs: 1,
  column: 2,
  flags: 3,
  rotation: 4,
  main: 5,
  mainStates: 6,
  extra: 7,
  extraStates: 8,
  out: 9,
  partners: 10,
  /** Answers of phase 1: successors written, partner successors, and each run's successors. */
  outCount: 11,
  partnerCount: 12,
  runs: 13, // four words
  /** Phase 2: where the successors go, their runs' places (four Int32 at `places`), the sort's room. */
  to: 17,
  places: 18,
  pairs: 19,
  spare: 20,
  sorted: 21,
  /** Answer of phase 2: the partner states sorted. */
  sortedCount: 22,
} as const;

/** The `E_MEMORY` error of a count whose cell would read `states` states past `maxMemory`. */
export function tooMany(states: number, maxMemory: number): BoardpathError {
  return new BoardpathError(
    'E_MEMORY',
    `counting needs more than ${states} frontier states at once (over ${Math.round(maxMemory / 2 ** 20)} MB), more than the memory limit allows`,
  );
}
