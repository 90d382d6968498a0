// What every search of the integer engine shares: the graph it walks, the path it returns, its
// options, and the two small pieces its loops use.
import { throwIfAborted } from '../errors.js';
import type { Progress } from '../options.js';

export type { Progress };

/**
 * A graph whose states are the integers `0 … size-1`. Every puzzle encodes its states this way
 * (snakes: square; maze: row × columns + column; tokens: red × cells + blue), so the engine needs no
 * objects, strings, `Map` or `Set`, and its memory is a few typed arrays of `size` entries.
 */
export interface IntGraph {
  /** The number of states; states are `0 … size-1`. */
  readonly size: number;
  /** The most moves out of any one state: the engine's scratch buffer holds this many. */
  readonly maxDegree: number;
  /** Writes the states one move from `state` into `out`, from index 0, and returns how many. */
  moves(state: number, out: Int32Array): number;
}

/** What the integer engine found: the path (start and goal included) or that the goal is unreachable. */
export type IntPath =
  | { readonly reachable: true; readonly moves: number; readonly path: Int32Array; readonly explored: number }
  | { readonly reachable: false; readonly moves: null; readonly path: null; readonly explored: number };

/** What every search of the engine may be given: a signal that stops it, and a memory limit. */
export interface SearchLimits {
  /** Stop the search (with a `BoardpathError` of code `E_ABORTED`) when this signal fires. */
  readonly signal?: AbortSignal;
  /**
   * Refuse (`E_MEMORY`), before allocating, a search that would need more bytes than this (default
   * `DEFAULT_ENGINE_MEMORY`, 1 GiB).
   */
  readonly maxMemory?: number;
}

/** Options shared by the engine's breadth-first searches. */
export interface IntSearchOptions extends SearchLimits {
  /** Called every 65,536 states explored (the CLI shows it on a terminal's stderr). */
  readonly progress?: Progress;
}

/**
 * The periodic check of every search loop: throws `E_ABORTED` once the signal has fired, else tells
 * `progress`. Cost: O(1) besides the callback; call it every few thousand states.
 */
export function checkpoint(options: IntSearchOptions, explored: number, depth: number): void {
  throwIfAborted(options.signal);
  options.progress?.(explored, depth);
}

/**
 * A copy of `array` in an Int32Array twice as long (the rest zero), for lists that grow by
 * doubling. Cost: O(length) time, 8 bytes per element of `array`.
 */
export function doubled(array: Int32Array): Int32Array {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}
