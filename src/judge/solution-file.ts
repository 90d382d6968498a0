// A solution file: which of the known functions it defines (so which problem it answers and how it
// is called), and which language's driver runs it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { BoardpathError } from '../errors.js';
import type { Puzzle } from '../puzzles/puzzles.js';
import { printable, wordList } from '../words.js';
import { driverFor } from './drivers/languages.js';
import type { Driver } from './drivers/driver.js';
import { SOLUTION_FUNCTIONS, type SolutionFunctionName } from './problem.js';

/** The most a solution file may hold: a solution is a page of code, not a megabyte. */
const MOST_SOLUTION_BYTES = 1 << 20;

/** A solution file read: its absolute path, the function found in it, and its language's driver. */
export interface SolutionFile {
  readonly path: string;
  readonly call: SolutionFunctionName;
  readonly driver: Driver;
}

/**
 * Reads the solution file `file` for `puzzle`: the first of the puzzle's known functions it
 * defines (`SOLUTION_FUNCTIONS`, in order) as a function, method or variable. A file that cannot be
 * read, of an unknown language, or with none of them is refused with one line (E_FILE, E_USAGE).
 * Cost: one read of at most 1 MB.
 */
export function readSolutionFile(file: string, puzzle: Puzzle): SolutionFile {
  const driver = driverFor(file);
  let text: string;
  try {
    const bytes = readFileSync(file);
    if (bytes.length > MOST_SOLUTION_BYTES)
      throw new BoardpathError('E_FILE', 'a solution file of over 1 MB is not a solution', { file });
    text = bytes.toString('utf8');
  } catch (error) {
    if (error instanceof BoardpathError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : 'it cannot be read';
    throw new BoardpathError('E_FILE', `cannot read the solution: ${why}`, { file });
  }
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
  return { path: resolve(file), call, driver };
}

/** The text without `//`, `#` and block comments, so that a name in a comment is not taken for code. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)(\/\/|#(?!include)).*$/gm, '$1');
}
