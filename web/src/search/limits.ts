/** The page's limits: what it draws, traces and takes, shared by the tabs and the worker. */

/** Steps of a breadth-first search the learn view records: a small board's whole search. */
export const LEARN_EVENTS = 50_000;
/** Boards with at most this many states start with the learn view on. */
export const LEARN_STATES = 400;
/** Boards with at most this many states are recorded whole in the learn view; bigger ones their first steps. */
export const LEARN_MAX_STATES = 5000;
/** Steps of a big board's search the learn view shows one by one, before going on a level at a time. */
export const LEARN_FIRST_STEPS = 300;
/** The largest maze the page edits (cells); the CLI takes larger ones. */
export const MAX_PAGE_CELLS = 1_000_000;
/** Two-token grids whose positions (cells²) are at most this many are searched with the page's trace. */
export const MAX_TRACED_POSITIONS = 1_500_000;
/** Boards of up to this many squares are searched square by square on the page, shading each one. */
export const MAX_TRACED_SQUARES = 4_000_000;
/** Games of up to this many throws are replayed throw by throw; longer ones run by run. */
export const MAX_LISTED_THROWS = 4_000_000;
/** Board texts longer than this are read in the worker, so the page never waits on the parser. */
export const PARSE_IN_WORKER = 100_000;
/** Steps of the textbook backtracking the page records for "first": enough to watch. */
export const MAX_TRACE_EVENTS = 20_000;

/**
 * Steps the learn view records of a search over `states` states: none when it is off, the whole
 * search of a small board, the first steps of a big one (the page then goes on a level at a time).
 */
export function learnSteps(learn: boolean, states: number): number {
  return !learn ? 0 : states <= LEARN_MAX_STATES ? LEARN_EVENTS : LEARN_FIRST_STEPS;
}
