/** The page's limits: what it draws, traces and takes, shared by the tabs and the worker. */

/** Steps of a breadth-first search the learn view records: a small board's whole search. */
export const LEARN_EVENTS = 50_000;
/** Boards with at most this many states start with the learn view on. */
export const LEARN_STATES = 400;
/** The largest maze the page edits (cells); the CLI takes larger ones. */
export const MAX_PAGE_CELLS = 1_000_000;
/** Two-token grids whose positions (cells²) are at most this many are searched with the page's trace. */
export const MAX_TRACED_POSITIONS = 1_500_000;
/** Boards of up to this many squares are searched square by square on the page, shading each one. */
export const MAX_TRACED_SQUARES = 4_000_000;
/** Games of up to this many throws are replayed throw by throw; longer ones run by run. */
export const MAX_LISTED_THROWS = 4_000_000;
