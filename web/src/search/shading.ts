/**
 * What a board shows of one breadth-first run at each frame of its timeline. Frame L shows the
 * moment the search starts on level L: every state fewer than L moves away has been taken from the
 * queue and expanded ("explored"), the states exactly L away wait in the queue. The last frame is
 * the run's end: exactly the states it expanded, and the ones still queued when it found the goal,
 * so the board and the count of states explored always agree.
 */
import type { BreadthTrace } from '../learn/record.js';

/** A state's shade: not seen by the search yet. */
export const UNSEEN = 0;
/** A state's shade: explored, taken from the queue and expanded. */
export const EXPLORED = 1;
/** A state's shade: seen, waiting in the queue (or on the stack, or in the open list). */
export const QUEUED = 2;
/** A state's shade in the learn view: being expanded now (the top of the stack, for backtracking). */
export const CURRENT = 3;
/** A state's shade: stepped into by the backtracking and backed out of, a dead end. */
export const DEAD_END = 4;
/** A state's shade in a search from both ends: explored from the goal's side. */
export const GOAL_EXPLORED = 5;
/** A state's shade in a search from both ends: waiting in the goal side's queue. */
export const GOAL_QUEUED = 6;
/** A state's shade in the learn view: the goal, reached (the search stops; it never joins the queue). */
export const FOUND = 7;

/**
 * Each shade's colour: the name of its custom property in styles/page.css, which is also its name in
 * the canvas palette (board/palette.ts). Unseen states keep the board's own checker.
 */
export const SHADE_COLOURS = [
  'cell-a',
  'reached',
  'frontier',
  'current',
  'tried',
  'side-goal',
  'side-goal-queue',
  'path',
] as const;

/** Each shade in words, for a cell's or square's name (index: the shade). */
export const SHADE_WORDS = [
  '',
  'explored',
  'waiting to be expanded',
  'being expanded',
  'a dead end, backed out of',
  'explored from the goal',
  "waiting in the goal's queue",
  'the goal, found',
] as const;

/** Shades dark enough that a number drawn on them is drawn light. */
export const DARK_SHADES: ReadonlySet<number> = new Set([QUEUED, DEAD_END, GOAL_QUEUED, FOUND]);

/** The last frame of a run's timeline: the goal's level, or one past the deepest level when unreachable. */
export function lastFrame(run: BreadthTrace): number {
  if (run.moves !== null) return run.moves;
  const { order, level } = run;
  return order.length === 0 ? 0 : level[order[order.length - 1]] + 1;
}

// The index in `order` of the first state more than `frame` moves away (order is sorted by level).
function endOfLevel(run: BreadthTrace, frame: number): number {
  const { order, level } = run;
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (level[order[middle]] <= frame) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** How many states are explored and queued at `frame`, and how far into `order` the board shows. */
export function countsAt(
  run: BreadthTrace,
  frame: number,
): { explored: number; queued: number; shown: number } {
  if (frame >= lastFrame(run)) {
    const shown = run.order.length;
    return { explored: run.explored, queued: shown - run.explored, shown };
  }
  const explored = frame === 0 ? 0 : endOfLevel(run, frame - 1);
  const shown = endOfLevel(run, frame);
  return { explored, queued: shown - explored, shown };
}

/** Each state's shade at `frame` (UNSEEN, EXPLORED or QUEUED), for boards drawn state by state. */
export function shadesAt(run: BreadthTrace, frame: number): Uint8Array {
  const shades = new Uint8Array(run.level.length);
  const { explored, shown } = countsAt(run, frame);
  const { order } = run;
  for (let i = 0; i < shown; i++) shades[order[i]] = i < explored ? EXPLORED : QUEUED;
  return shades;
}
