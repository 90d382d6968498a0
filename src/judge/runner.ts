// The judged program, however it runs: a command started once per board, or a solution file's
// drivers, each loading the solution once and answering board after board.
import { answerOfReturned } from './answers.js';
import { DriverProcess } from './driver-process.js';
import type { DriverCommand } from './drivers/driver.js';
import { preparedDriver } from './drivers/prepared.js';
import { runCommand, type ProgramOutcome } from './run-command.js';
import { SOLUTION_FUNCTIONS } from './problem.js';
import type { SolutionFile } from './solution-file.js';

/** What a run stopped by the judge's signal gives: nothing, as a time-out (the judge discards it). */
const STOPPED: ProgramOutcome = { kind: 'timeout', text: '' };

/** Runs the judged program on one board at a time, as many at once as the judge asks. */
export interface ProgramRunner {
  /**
   * One run on `input` (a command's standard input, or a driver's line of arguments), within
   * `timeLimitMs` when given (shrinking a time-out tries boards with a shorter limit first), else
   * the runner's own limit.
   */
  run(input: string, signal?: AbortSignal, timeLimitMs?: number): Promise<ProgramOutcome>;
  /** Ends every process and removes every file the runner made. */
  close(): void;
  /**
   * True when the program stays loaded between runs (a solution file's drivers), so that a run
   * costs microseconds, not a process: shrinking then tries more tiny boards.
   */
  readonly warm?: boolean;
}

/** A command run afresh for every board, with `timeLimitMs` per run. */
export function commandRunner(argv: readonly string[], timeLimitMs: number): ProgramRunner {
  return {
    run: (input, signal, limitMs) => runCommand(argv, input, limitMs ?? timeLimitMs, signal),
    close: () => {},
  };
}

/**
 * The drivers of a solution file: prepared once (written, compiled) in a folder of their own, kept
 * for the process's life (`preparedDriver`), then one process per run at a time, kept for the next
 * run; a process that died or was stopped is replaced by a new one. The first start is awaited
 * here, so that a file that does not load is refused before any board is judged; `signal` stops a
 * compiler still compiling, and a driver still loading.
 */
export async function driverRunner(
  solution: SolutionFile,
  timeLimitMs: number,
  signal?: AbortSignal,
): Promise<ProgramRunner> {
  const idle: DriverProcess[] = [];
  const all = new Set<DriverProcess>();
  let command: DriverCommand;
  const killAll = () => {
    for (const driver of all) driver.kill();
  };
  // One listener a signal, however many drivers are started again after time-outs.
  const heard = new WeakSet<AbortSignal>();
  // Tracked from the start: closing the runner, or the signal, stops a driver still loading too.
  const start = (signal?: AbortSignal) => {
    if (signal && !heard.has(signal)) {
      heard.add(signal);
      signal.addEventListener('abort', killAll, { once: true });
    }
    return DriverProcess.start(command, solution.path, (driver) => all.add(driver));
  };
  command = await preparedDriver(solution.driver, solution, signal);
  // What is returned is compared as the problem's own driver prints it.
  const fn = SOLUTION_FUNCTIONS[solution.call];
  const printing = { sorts: fn.sorts === true, none: fn.prints === 'print' ? solution.driver.none : 'null' };
  const first = await start(signal);
  if (first.executable !== undefined)
    command = { ...command, argv: [first.executable, ...command.argv.slice(1)] };
  idle.push(first);
  return {
    warm: true,
    async run(input, signal, limitMs) {
      let driver = idle.pop();
      while (driver?.dead) {
        all.delete(driver);
        driver = idle.pop();
      }
      if (signal?.aborted) return STOPPED;
      try {
        driver ??= await start(signal);
      } catch (error) {
        // A driver being replaced when the judge was stopped: no answer, and no error either.
        if (signal?.aborted) return STOPPED;
        throw error;
      }
      const outcome = await driver.call(input, limitMs ?? timeLimitMs, signal);
      if (driver.dead) all.delete(driver);
      else idle.push(driver);
      return outcome.kind === 'answer' && !outcome.cut
        ? { ...outcome, text: answerOfReturned(outcome.text, printing) }
        : outcome;
    },
    close() {
      killAll();
      all.clear();
      idle.length = 0;
    },
  };
}
