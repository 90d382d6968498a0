// Drivers prepared once per process: a solution file judged again with the same text is not
// written and compiled again (a C++ or Java file takes seconds). Each prepared driver keeps a folder
// of its own, removed when the process exits or is ended by a signal (`leaveBehind`).
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BoardpathError } from '../../errors.js';
import { printable } from '../../words.js';
import { leaveBehind } from '../leftovers.js';
import type { Driver, DriverCommand, SolutionSource } from './driver.js';

/** The drivers prepared so far, by language, file, function and the file's text. */
const prepared = new Map<string, Promise<DriverCommand>>();

/**
 * `driver` made ready for `solution` (`Driver.prepare`, in a fresh folder), or the one made ready
 * before in this process for the same file and function with the same text. A refusal (the file
 * does not compile) or a preparation stopped by `signal` is not kept: the next call tries again,
 * and its folder is removed. A folder that cannot be made (`TMPDIR` names no folder that can be
 * written) is refused in one line. Cost: one hash of the text; the preparation itself once.
 */
export function preparedDriver(
  driver: Driver,
  solution: SolutionSource,
  signal?: AbortSignal,
): Promise<DriverCommand> {
  const text = createHash('sha256').update(solution.text).digest('hex');
  const key = JSON.stringify([driver.language, solution.path, solution.call, text]);
  let ready = prepared.get(key);
  if (ready === undefined) {
    const folder = workFolder();
    const remove = () => rmSync(folder, { recursive: true, force: true });
    const forget = leaveBehind(remove);
    ready = driver.prepare(solution, folder, signal);
    prepared.set(key, ready);
    ready.catch(() => {
      prepared.delete(key);
      forget();
      remove();
    });
  }
  return ready;
}

/** A new folder of the judge's in the system's temporary folder, or a one-line refusal. */
function workFolder(): string {
  const parent = tmpdir();
  try {
    return mkdtempSync(join(parent, 'boardpath-judge-'));
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    const why =
      code === 'ENOENT'
        ? 'no such folder'
        : code === 'ENOTDIR'
          ? 'it is not a folder'
          : code === 'EACCES' || code === 'EROFS'
            ? 'it cannot be written'
            : printable((error as Error).message);
    throw new BoardpathError(
      'E_USAGE',
      `cannot make a folder for the solution's driver in ${printable(parent)}: ${why} (set TMPDIR to a folder that can be written)`,
      { option: 'solution' },
    );
  }
}
