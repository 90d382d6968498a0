// Breadth-first search shown level by level: the states at distance 0, 1, 2, … from the start, as a
// programmer prints them to compare with a search of their own. The listing is bounded by a count
// of states, not by the graph's size, so states are kept in a hash set of those seen: a board of
// 10^12 squares is listed as far as the bound, in the memory the bound needs.
import { checkMemory } from '../errors.js';
import { allowing, maxMemorySchema, optionsSchema, signalSchema, wholeNumber } from '../options.js';
import { grouped } from '../words.js';
import { checkEngineOptions, DEFAULT_ENGINE_MEMORY } from './check-graph.js';
import { checkpoint, type SearchLimits } from './int-graph.js';

/** A graph whose states are whole numbers from 0 to 2^53 - 1, its moves written as doubles. */
export interface LevelGraph {
  /** The most moves out of any one state. */
  readonly maxDegree: number;
  /** Writes the states one move from `state` into `out`, from index 0, and returns how many. */
  moves(state: number, out: Float64Array): number;
}

/** The states of a breadth-first search, level by level. */
export interface StateLevels {
  /** `levels[d]`: the states first reached after `d` moves, in the order the search reached them. */
  readonly levels: readonly (readonly number[])[];
  /** False when the listing stopped at its bound (`maxStates`): the last level is then cut short. */
  readonly complete: boolean;
  /** Whether the goal was reached (it is then in the last level). */
  readonly reached: boolean;
}

/** Options for `stateLevels`. */
export interface LevelsOptions extends SearchLimits {
  /** List at most this many states (default `DEFAULT_LISTED_STATES`, at most 10^7). */
  readonly maxStates?: number;
}

/** The states a listing shows unless told: enough for any board a person reads level by level. */
export const DEFAULT_LISTED_STATES = 10_000;

/** The most states a listing may be asked for. */
const MAX_LISTED_STATES = 10_000_000;

/** The options of the level listings, as schemas (the puzzles' listings add their own). @internal */
export const levelsShape = {
  maxStates: allowing(
    `a whole number of states from 1 to ${grouped(MAX_LISTED_STATES)}`,
    wholeNumber(1, MAX_LISTED_STATES),
  ).optional(),
  maxMemory: maxMemorySchema.optional(),
  signal: signalSchema.optional(),
};

const levelsSchema = optionsSchema(levelsShape);

/** The bytes a listing of `maxStates` states takes: its hash set and its lists, and the moves' buffer. */
function levelsBytes(maxStates: number, maxDegree: number): number {
  return 48 * maxStates + 8 * maxDegree;
}

/**
 * The states `graph` reaches from `start`, level by level, until the level that holds a goal
 * (a state `isGoal` says is one; included), or every level when no goal can be reached; at most `maxStates`
 * states, the last level cut short there (`complete` false), and as many moves looked at as 64
 * per state listed (a die of a million faces lists its first level only).
 *
 * Cost: O(states listed × moves per state) time; `levelsBytes` memory, checked against `maxMemory`
 * before the search.
 */
export function stateLevels(
  graph: LevelGraph,
  start: number,
  isGoal: (state: number) => boolean,
  options: LevelsOptions = {},
): StateLevels {
  const checked = checkEngineOptions(levelsSchema, options);
  const maxStates = checked.maxStates ?? DEFAULT_LISTED_STATES;
  checkMemory(
    `a listing of ${grouped(maxStates)} states`,
    levelsBytes(maxStates, graph.maxDegree),
    checked.maxMemory ?? DEFAULT_ENGINE_MEMORY,
    '',
  );
  const seen = new StateSet(maxStates);
  const out = new Float64Array(graph.maxDegree);
  const levels: number[][] = [[start]];
  seen.add(start);
  let listed = 1;
  let work = 0;
  const budget = 64 * maxStates + graph.maxDegree;
  let reached = isGoal(start);
  while (!reached) {
    const level = levels[levels.length - 1];
    const next: number[] = [];
    for (let k = 0; k < level.length; k++) {
      if ((k & 1023) === 0) checkpoint(checked, listed, levels.length);
      const count = graph.moves(level[k], out);
      work += count;
      for (let i = 0; i < count; i++) {
        const state = out[i];
        if (!seen.add(state)) continue;
        if (listed === maxStates) return { levels: withLevel(levels, next), complete: false, reached: false };
        next.push(state);
        listed++;
        if (isGoal(state)) reached = true;
      }
      if (work > budget) return { levels: withLevel(levels, next), complete: false, reached };
    }
    if (next.length === 0) break;
    levels.push(next);
  }
  return { levels, complete: true, reached };
}

// The levels with a last one, cut short, when it holds any state.
function withLevel(levels: number[][], last: number[]): number[][] {
  if (last.length > 0) levels.push(last);
  return levels;
}

/**
 * The states seen, in open addressing over doubles (states are at most 2^53 - 1; -1 marks an empty
 * slot): room for `most` states at a load of at most a half. Cost: 16 to 32 bytes per state.
 */
class StateSet {
  private readonly slots: Float64Array;
  private readonly mask: number;

  constructor(most: number) {
    let size = 16;
    while (size < 2 * most + 2) size *= 2;
    this.slots = new Float64Array(size).fill(-1);
    this.mask = size - 1;
  }

  /** Adds `state`: true when it was not there. */
  add(state: number): boolean {
    const low = (state % 4294967296) | 0;
    const high = (state / 4294967296) | 0;
    let at = (Math.imul(low ^ Math.imul(high, 0x27d4eb2d), 0x9e3779b1) >>> 0) & this.mask;
    for (;;) {
      const held = this.slots[at];
      if (held === state) return false;
      if (held === -1) {
        this.slots[at] = state;
        return true;
      }
      at = (at + 1) & this.mask;
    }
  }
}

/** A search level by level, in a puzzle's own states (squares, cells, positions). */
export interface SearchLevels<State> {
  /** `levels[d]`: the states first reached after `d` moves, in the order the search reached them. */
  readonly levels: readonly (readonly State[])[];
  /** False when the listing stopped at its bound (`maxStates`): the last level is then cut short. */
  readonly complete: boolean;
  /** Whether the goal was reached (it is then in the last level). */
  readonly reached: boolean;
}

/** `levels` with each state written as a puzzle writes it. Cost: O(states). */
export function levelsAs<State>(levels: StateLevels, write: (state: number) => State): SearchLevels<State> {
  return {
    levels: levels.levels.map((level) => level.map(write)),
    complete: levels.complete,
    reached: levels.reached,
  };
}
