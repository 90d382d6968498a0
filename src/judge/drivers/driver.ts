// What every language's driver provides: how to start one process that loads a solution file and
// answers cases in lines of JSON (docs/judge.md tells the protocol). Each language has a file of its
// own beside this one, holding its driver's source.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { BoardpathError } from '../../errors.js';
import type { GroupOptions } from '../group-options.js';
import type { SolutionFunctionName } from '../problem.js';

/**
 * How to start a driver process for one solution file, once it is ready (compiled): its program and
 * arguments, its folder, and the limit the system sets on its memory (`GroupOptions.memory`; the
 * judge also watches every driver's resident memory against `DRIVER_MEMORY`).
 */
export interface DriverCommand extends GroupOptions {
  readonly argv: readonly string[];
}

/** A solution as a driver is made for it: the file's absolute path (as messages name it), its text, its function. */
export interface SolutionSource {
  readonly path: string;
  readonly text: string;
  readonly call: SolutionFunctionName;
}

/** One language's driver. */
export interface Driver {
  /** The language, as messages name it. */
  readonly language: string;
  /** What the language's print shows for no value (Python's `None`): GfG's drivers print it so. */
  readonly none: string;
  /**
   * Makes the driver ready for `solution` (writes its text, and compiles it where needed, in
   * `workDir`, a fresh folder of its own: the file itself is not read again) and says how to start
   * it. A compiler's refusal is an `E_FORMAT` error with the file and line; a missing compiler or
   * interpreter is `E_USAGE`; `signal` stops a compiler (`E_ABORTED`).
   */
  prepare(solution: SolutionSource, workDir: string, signal?: AbortSignal): Promise<DriverCommand>;
}

/**
 * The memory a driver process may take, in bytes: a solution that grows past it fails there. The
 * compilers that prepare a driver are held to it too.
 */
export const DRIVER_MEMORY = 1 << 30;

/** The system's limit of a driver or compiler that lives in its address space (C++, Python, g++). */
export const ADDRESS_LIMIT = { bytes: DRIVER_MEMORY, kind: 'address' } as const;

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
