// What the judge must end or remove however its process ends: the programs it started, the folders
// its drivers were prepared in. Each is a synchronous ending, run when the process exits (even by
// process.exit), and when SIGINT, SIGTERM or SIGHUP would end it: the signal then ends the process
// as it would have, once everything is gone. The handlers are installed before the judge starts
// anything (`holdLeftovers`), so that a signal that arrives while a program is being started still
// finds them, and stay while anything is left to end.
/** The endings still to run, each once. */
const endings = new Set<() => void>();

/** Judges running now: while any is, the signal handlers stay, even with nothing yet to end. */
let holds = 0;
let hooked = false;
let exitHooked = false;

/** The signals that end a process unless it handles them: the judge's leftovers must end with it. */
const ENDING_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

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
  if (wanted === hooked) return;
  hooked = wanted;
  for (const signal of ENDING_SIGNALS) {
    if (wanted) process.on(signal, endedBy);
    else process.off(signal, endedBy);
  }
}

/**
 * A signal that would end the process: when nothing else handles it, everything left is ended and
 * the signal is raised again, to end the process as it would have. When something else handles it
 * (the command holding Ctrl-C back to print what it found, or a library user's own handler), that
 * handler decides, and the judge's own signal stops it.
 */
function endedBy(signal: NodeJS.Signals): void {
  if (process.listenerCount(signal) > 1) return;
  endLeftovers();
  for (const each of ENDING_SIGNALS) process.off(each, endedBy);
  hooked = false;
  process.kill(process.pid, signal);
}
