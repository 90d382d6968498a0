// What every language's driver provides: how to start one process that loads a solution file and
// answers cases in lines of JSON (docs/judge.md tells the protocol). Each language has a file of its
// own beside this one, holding its driver's source.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { BoardpathError } from '../../errors.js';
import type { SolutionFunctionName } from '../problem.js';

/** How to start a driver process for one solution file, once it is ready (compiled). */
export interface DriverCommand {
  readonly argv: readonly string[];
  readonly cwd?: string;
}

/** One language's driver. */
export interface Driver {
  /** The language, as messages name it. */
  readonly language: string;
  /**
   * Makes the driver ready for `file` and its function `call` (writes and compiles it in `workDir`,
   * a fresh folder of its own, where needed) and says how to start it. A compiler's refusal is an
   * `E_FORMAT` error with the file and line; a missing compiler or interpreter is `E_USAGE`.
   */
  prepare(file: string, call: SolutionFunctionName, workDir: string): Promise<DriverCommand>;
}

/** The memory a driver process may take, in bytes: a solution that grows past it fails there. */
export const DRIVER_MEMORY = 1 << 30;

/**
 * The path of `program` on the PATH (an executable file of that name), or undefined. Looked up,
 * not run: nothing is started to learn whether a compiler is there. Cost: a stat per PATH entry.
 */
export function onPath(program: string, path = process.env.PATH ?? ''): string | undefined {
  for (const folder of path.split(delimiter)) {
    if (folder === '') continue;
    const candidate = join(folder, program);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return undefined;
}

/** `program` on the PATH, or the one-line refusal that says it is needed and missing. */
export function needProgram(program: string, why: string): string {
  const found = onPath(program);
  if (found === undefined)
    throw new BoardpathError('E_USAGE', `${why} needs ${program}, which is not on the PATH`, {
      option: 'solution',
    });
  return found;
}
