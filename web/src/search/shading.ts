/**
 * What a board shows of one breadth-first run at each frame of its timeline. Frame L shows the
 * moment the search starts on level L: every state fewer than L moves away has been taken from the
 * queue and expanded ("explored"), the states exactly L away wait in the queue. The last frame is
 * the run's end: exactly the states it expanded, and the ones still queued when it found the goal,
 * so the board and the count of states explored always agree.
 */
import type { BreadthTrace } from 'boardpath/engine';

/** A state's shade: not seen by the search yet. */
export const UNSEEN = 0;
/** A state's shade: explored, taken from the queue and expanded. */
export const EXPLORED = 1;
/** A state's shade: seen, waiting in the queue. */
export const QUEUED = 2;

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
