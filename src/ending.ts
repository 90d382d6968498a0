// What must be made safe before SIGINT, SIGTERM or SIGHUP ends the process: the programs the judge
// started and its drivers' folders (judge/leftovers.ts), a file being written (cli/safe-write.ts).
// One listener stands for all of them: when a signal comes and nothing else listens for it (a
// command holding Ctrl-C back to print what it found, a library user's own handler), it runs every
// cleanup and raises the signal again, to end the process as it would have had nobody listened.
// One listener, not one each: two that each deferred to "any other listener" would wait for each
// other, and the signal would end nothing.

/** The signals that end a process unless it handles them. */
export const ENDING_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** What to do before the process ends by a signal, each registered once. */
const cleanups = new Set<() => void>();
let listening = false;

/**
 * Registers `cleanup` (synchronous, never throwing on what is gone already) to run before a signal
 * ends the process, and listens for the signals while any is registered; the function returned
 * takes it off again (and the listening with the last one). Cost: O(1).
 */
export function beforeEnding(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  listen(true);
  return () => {
    if (cleanups.delete(cleanup) && cleanups.size === 0) listen(false);
  };
}

let kept = false;

/**
 * Listens for the ending signals from now on, as long as the process lives (a signal then ends it
 * as `beforeEnding` says). Code that listens for a while, holding a signal back during a write or
 * until its output is whole, calls this first: Node drops a signal caught just before its last
 * listener is taken off, and the process goes on as if it had never come. Cost: O(1).
 */
export function keepListening(): void {
  if (kept) return;
  kept = true;
  beforeEnding(() => {});
}

/**
 * Ends the process by `signal` as if nobody had listened: every cleanup run first (and taken off),
 * then the signal raised again. Another listener still there hears it instead. Cost: the cleanups'.
 */
export function endBy(signal: NodeJS.Signals): void {
  const now = [...cleanups];
  cleanups.clear();
  kept = false;
  listen(false);
  for (const cleanup of now) {
    try {
      cleanup();
    } catch {
      // What could not be made safe now cannot be made safe at all.
    }
  }
  process.kill(process.pid, signal);
}

function listen(wanted: boolean): void {
  if (wanted === listening) return;
  listening = wanted;
  for (const signal of ENDING_SIGNALS) {
    if (wanted) process.on(signal, heard);
    else process.off(signal, heard);
  }
}

// Another listener decides what a signal does; with none, the process ends by it.
function heard(signal: NodeJS.Signals): void {
  if (process.listeners(signal).some((listener) => listener !== heard)) return;
  endBy(signal);
}
