// A solution file: which of the known functions it defines (so which problem it answers and how it
// is called), and which language's driver runs it.
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { resolve } from 'node:path';
import { BoardpathError } from '../errors.js';
import type { Puzzle } from '../puzzles/puzzles.js';
import { printable, wordList } from '../words.js';
import { driverFor } from './drivers/languages.js';
import type { Driver } from './drivers/driver.js';
import { SOLUTION_FUNCTIONS, type SolutionFunctionName } from './problem.js';

/** The most a solution file may hold: a solution is a page of code, not a megabyte. */
const MOST_SOLUTION_BYTES = 1 << 20;

/**
 * A solution file read: its absolute path, its text (read once: the drivers are made from this
 * text, never from the file again), the function found in it, and its language's driver.
 */
export interface SolutionFile {
  readonly path: string;
  readonly text: string;
  readonly call: SolutionFunctionName;
  readonly driver: Driver;
}

/**
 * Reads the solution file `file` for `puzzle`: the first of the puzzle's known functions it
 * defines (`SOLUTION_FUNCTIONS`, in order) as a function, method or variable. A file that cannot be
 * read, is not a regular file (a device such as /dev/zero, a named pipe, a folder, whatever a link
 * leads to), holds more than 1 MB, is of an unknown language, or defines none of them is refused
 * with one line (E_FILE, E_USAGE), before a byte of it is read.
 * Cost: a stat and one read of at most 1 MB.
 */
export function readSolutionFile(file: string, puzzle: Puzzle): SolutionFile {
  const driver = driverFor(file);
  const text = readBounded(file).toString('utf8');
  const names = (Object.keys(SOLUTION_FUNCTIONS) as SolutionFunctionName[]).filter(
    (name) => SOLUTION_FUNCTIONS[name].puzzle === puzzle,
  );
  const call = names.find((name) => new RegExp(`\\b${name}\\s*(\\(|=|:)`).test(withoutComments(text)));
  if (call === undefined)
    throw new BoardpathError(
      'E_USAGE',
      `${printable(file)} defines none of the ${puzzle} functions the judge calls: ${wordList(names)}`,
      { option: 'solution' },
    );
  return { path: resolve(file), text, call, driver };
}

/**
 * The bytes of `file`, a regular file of at most `MOST_SOLUTION_BYTES`: opened without waiting (a
 * named pipe with no writer would hold the open), looked at (`fstat`), and only then read.
 */
function readBounded(file: string): Buffer {
  const refuse = (why: string) => new BoardpathError('E_FILE', `cannot read the solution: ${why}`, { file });
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw refuse(
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EACCES'
          ? 'permission denied'
          : code === 'ELOOP'
            ? 'a loop of symbolic links'
            : 'it cannot be read',
    );
  }
  try {
    const stats = fstatSync(fd);
    if (stats.isDirectory()) throw refuse('it is a folder');
    if (stats.isFIFO()) throw refuse('it is a named pipe, not a file');
    if (!stats.isFile()) throw refuse('it is a device, not a file');
    if (stats.size > MOST_SOLUTION_BYTES)
      throw new BoardpathError('E_FILE', 'a solution file of over 1 MB is not a solution', { file });
    // One byte more than the limit: a file that grew since the stat is refused too.
    const bytes = Buffer.alloc(MOST_SOLUTION_BYTES + 1);
    let length = 0;
    for (let read = 1; read > 0 && length < bytes.length; length += read)
      read = readSync(fd, bytes, length, bytes.length - length, null);
    if (length > MOST_SOLUTION_BYTES)
      throw new BoardpathError('E_FILE', 'a solution file of over 1 MB is not a solution', { file });
    return bytes.subarray(0, length);
  } catch (error) {
    if (error instanceof BoardpathError) throw error;
    throw refuse('it cannot be read');
  } finally {
    closeSync(fd);
  }
}

/** The text without `//`, `#` and block comments, so that a name in a comment is not taken for code. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)(\/\/|#(?!include)).*$/gm, '$1');
}
