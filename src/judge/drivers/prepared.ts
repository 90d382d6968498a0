// Drivers prepared once per process: a solution file judged again with the same text is not
// written and compiled again (a C++ or Java file takes seconds). Each prepared driver keeps a folder
// of its own, removed when the process exits.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BoardpathError } from '../../errors.js';
import type { SolutionFunctionName } from '../problem.js';
import type { Driver, DriverCommand } from './driver.js';

/** The drivers prepared so far, by language, file, function and the file's text. */
const prepared = new Map<string, Promise<DriverCommand>>();

/** The folders of the prepared drivers, removed at the process's exit. */
const folders = new Set<string>();

/**
 * `driver` made ready for `file` and its function `call` (`Driver.prepare`, in a fresh folder),
 * or the one made ready before in this process for the same file with the same text. A refusal
 * (the file does not compile) is not kept: the next call tries again. Cost: one read and hash of
 * the file; the preparation itself once.
 */
export function preparedDriver(
  driver: Driver,
  file: string,
  call: SolutionFunctionName,
): Promise<DriverCommand> {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    throw new BoardpathError('E_FILE', 'cannot read the solution', { file });
  }
  const text = createHash('sha256').update(bytes).digest('hex');
  const key = JSON.stringify([driver.language, file, call, text]);
  let ready = prepared.get(key);
  if (ready === undefined) {
    if (folders.size === 0) process.once('exit', removeFolders);
    const folder = mkdtempSync(join(tmpdir(), 'boardpath-judge-'));
    folders.add(folder);
    ready = driver.prepare(file, call, folder);
    prepared.set(key, ready);
    ready.catch(() => {
      prepared.delete(key);
      folders.delete(folder);
      rmSync(folder, { recursive: true, force: true });
    });
  }
  return ready;
}

// Synchronous, so that it runs on process.exit() too.
function removeFolders(): void {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  folders.clear();
}
