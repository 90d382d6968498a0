// What the judge must end or remove however its process ends: the programs it started, the folders
// its drivers were prepared in. Each is a synchronous ending, run when the process exits (even by
// process.exit), and when SIGINT, SIGTERM or SIGHUP would end it: the signal then ends the process
// as it would have, once everything is gone (ending.ts). The handlers are installed before the
// judge starts anything (`holdLeftovers`), so that a signal that arrives while a program is being
// started still finds them, and stay while anything is left to end.
import { beforeEnding } from '../ending.js';

/** The endings still to run, each once. */
const endings = new Set<() => void>();

/** Judges running now: while any is, the signal handlers stay, even with nothing yet to end. */
let holds = 0;
let exitHooked = false;
/** Takes the endings off the signals' cleanups; set while they are on. */
let stopHearing: (() => void) | undefined;

/**
 * Installs the handlers for as long as a judge runs (until the function returned is called), so
 * that they are there before its first program starts. Cost: O(1).
 */
export function holdLeftovers(): () => void {
  holds++;
  update();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds--;
    update();
  };
}

/**
 * Registers `end` (synchronous, and never throwing on what is gone already) to run when the process
 * ends, unless the function returned runs first: it removes `end` without running it. Cost: O(1).
 */
export function leaveBehind(end: () => void): () => void {
  endings.add(end);
  update();
  return () => {
    if (endings.delete(end)) update();
  };
}

/** Runs every ending now (a command about to end its own process by a signal). Cost: the endings'. */
export function endLeftovers(): void {
  const now = [...endings];
  endings.clear();
  for (const end of now) {
    try {
      end();
    } catch {
      // What could not be ended now cannot be ended at all.
    }
  }
  update();
}

/** How many endings are waiting (for tests: none once a judge has finished and closed). */
export function leftoverCount(): number {
  return endings.size;
}

function update(): void {
  if (!exitHooked && endings.size > 0) {
    exitHooked = true;
    // Synchronous, so it runs on process.exit() too; it costs nothing while there is nothing to end.
    process.on('exit', endLeftovers);
  }
  const wanted = holds > 0 || endings.size > 0;
  if (wanted === (stopHearing !== undefined)) return;
  if (wanted) stopHearing = beforeEnding(endLeftovers);
  else {
    stopHearing!();
    stopHearing = undefined;
  }
}
