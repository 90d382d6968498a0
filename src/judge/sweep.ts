// Finding the processes a judged run left behind after leaving its process group: every process
// whose environment carries the run's mark (`BOARDPATH_JUDGE_RUN=<mark>`, inherited by all it
// starts) is killed, looked for again and again until a look finds none, so that a program forking
// as fast as it can is caught too. Linux's /proc only: elsewhere the process group is all there is.
import { readdirSync, readFileSync } from 'node:fs';

/** The longest the judge keeps looking for a run's processes: past it, whatever still forks is left. */
const MOST_SWEEP_MS = 5000;

/** The environment variable each run is started with: its mark, `BOARDPATH_JUDGE_RUN=<random>`. */
export const RUN_MARK = 'BOARDPATH_JUDGE_RUN';

/** A mark's variable name, as it starts a variable of an environment. */
const MARK_NAME = Buffer.from(`${RUN_MARK}=`);

/**
 * Kills (SIGKILL) every process but this one whose environment carries one of `marks`, and looks
 * again until a look finds none (at most some seconds); gives how many it killed. The newest
 * processes (the highest ids) are looked at first and killed at once, so that a chain of processes
 * each starting the next and exiting is caught before it moves on. Processes of other users, whose
 * environments cannot be read, are passed over. Cost: a read of every process's environment per
 * look (some 40 µs a process), at least one look.
 */
export function sweepMarked(marks: ReadonlySet<string>): number {
  if (marks.size === 0) return 0;
  const started = Date.now();
  // A killed process may still be there at the next look (its death is not instant): it is killed
  // again, harmlessly, but counted once, and the looking ends when a look finds no new one.
  const killed = new Set<number>();
  for (;;) {
    const before = killed.size;
    sweepOnce(marks, killed);
    if (killed.size === before || Date.now() - started > MOST_SWEEP_MS) return killed.size;
  }
}

/** One look over every process: kills those carrying a mark, adding their ids to `killed`. */
function sweepOnce(marks: ReadonlySet<string>, killed: Set<number>): void {
  let ids: number[];
  try {
    ids = readdirSync('/proc')
      .filter((name) => name.charCodeAt(0) >= 48 && name.charCodeAt(0) <= 57)
      .map(Number)
      .sort((a, b) => b - a);
  } catch {
    return; // no /proc: the process groups alone
  }
  for (const id of ids) {
    if (id === process.pid || !carries(id, marks)) continue;
    try {
      process.kill(id, 'SIGKILL');
      killed.add(id);
    } catch {
      // Gone meanwhile.
    }
  }
}

/** Whether process `id`'s environment holds one of `marks`; false when it cannot be read. */
function carries(id: number, marks: ReadonlySet<string>): boolean {
  let environment: Buffer;
  try {
    environment = readFileSync(`/proc/${id}/environ`);
  } catch {
    return false;
  }
  // The variables are separated by NUL bytes: a name counts where one starts.
  for (let at = environment.indexOf(MARK_NAME); at >= 0; at = environment.indexOf(MARK_NAME, at + 1)) {
    if (at > 0 && environment[at - 1] !== 0) continue;
    const start = at + MARK_NAME.length;
    const end = environment.indexOf(0, start);
    if (marks.has(environment.toString('latin1', start, end < 0 ? environment.length : end))) return true;
  }
  return false;
}
