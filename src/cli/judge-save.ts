// What `boardpath judge` writes of a failing case besides its board: a unit test in the solution's
// language (`--save-test FILE`), and the case as a pair of files `name.in` and `name.out`, as
// online-judge-tools and CP editors read a folder of tests (`--save-cases DIR`). Every file goes
// through the safe writer: whole or absent, never through a symbolic link.
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { BoardpathError, type Puzzle } from '../index.js';
import { driverFor, printable, readSolutionFile, TEST_EXTENSIONS, unitTestOf } from '../internal.js';
import type { JudgeReport } from '../node.js';
import { systemReason } from './io.js';
import { makeFolderSafely, withSignalsHeld, writeFileSafely } from './safe-write.js';

/** Where the failing case is saved besides its board. */
export interface SaveRequest {
  readonly puzzle: Puzzle;
  readonly solution?: string;
  readonly saveTest?: string;
  readonly saveCases?: string;
}

/**
 * Refuses, before any board is judged, what cannot be saved: a unit test of a command (only a
 * solution file has a function to call), a test whose extension is not of the solution's language,
 * a test named as the solution itself.
 */
export function checkSaveRequest(request: SaveRequest): void {
  const { saveTest, solution } = request;
  if (saveTest === undefined) return;
  if (solution === undefined)
    throw new BoardpathError(
      'E_USAGE',
      "--save-test writes a unit test that calls a solution file's function: give --solution FILE",
      { option: 'save-test' },
    );
  const language = driverFor(solution).language;
  const extensions = TEST_EXTENSIONS[language];
  if (!extensions.includes(extname(saveTest).toLowerCase()))
    throw new BoardpathError(
      'E_USAGE',
      `a ${language} solution's test is a ${language} file: ${printable(basename(saveTest))} does not end in ${extensions.join(', ')}`,
      { option: 'save-test' },
    );
  if (resolve(saveTest) === resolve(solution))
    throw new BoardpathError('E_USAGE', 'the test would be written over the solution: name another file', {
      option: 'save-test',
    });
}

/** What was saved, as the report's lines (`test:   t.py`), and the files, or why one was not. */
export interface Saved {
  readonly lines: string[];
  readonly test?: string | null;
  readonly cases?: readonly string[] | null;
}

/** Saves what `request` asks of `report`'s failure. Cost: the files' bytes. */
export async function saveFailing(report: JudgeReport, request: SaveRequest): Promise<Saved> {
  const failure = report.failure;
  if (failure === null) return { lines: [] };
  const lines: string[] = [];
  const saved: { test?: string | null; cases?: string[] | null } = {};
  const about = `case ${failure.case} of seed ${failure.seed}, ${failure.shrinks > 0 ? 'shrunk to ' : ''}${failure.size}`;
  if (request.saveTest !== undefined && request.solution !== undefined) {
    const file = request.saveTest;
    const outcome = await attempt(file, () => {
      const solution = readSolutionFile(request.solution!, request.puzzle);
      const text = unitTestOf({
        language: solution.driver.language,
        call: solution.call,
        text: solution.text,
        solution: relative(dirname(resolve(file)), solution.path)
          .split(sep)
          .join('/'),
        input: failure.input,
        expected: failure.expected,
        about,
        file: basename(file),
      });
      writeFileSafely(file, text);
    });
    saved.test = outcome === undefined ? file : null;
    lines.push(
      outcome === undefined ? `test:   ${printable(file)}` : `test not saved: ${printable(outcome)}`,
    );
  }
  if (request.saveCases !== undefined) {
    const folder = request.saveCases;
    const name = join(
      folder,
      `boardpath-${failure.seed.replace(/[^\w-]/g, '_').slice(0, 60)}-${failure.case}`,
    );
    // A solution file's driver reads JSON arguments: the case holds the board in its notation.
    const input = request.solution === undefined ? failure.input : failure.text;
    const outcome = await attempt(folder, () => {
      makeFolderSafely(folder);
      writeFileSafely(`${name}.in`, input);
      writeFileSafely(`${name}.out`, `${failure.expected}\n`);
    });
    saved.cases = outcome === undefined ? [`${name}.in`, `${name}.out`] : null;
    lines.push(
      outcome === undefined
        ? `cases:  ${printable(name)}.in, .out`
        : `cases not saved: ${printable(outcome)}`,
    );
  }
  return { lines, ...saved };
}

/** Runs `write` with signals held; undefined when it wrote, else why not, in a line. */
async function attempt(name: string, write: () => void): Promise<string | undefined> {
  try {
    await withSignalsHeld(write);
    return undefined;
  } catch (error) {
    if (error instanceof BoardpathError) return `${name}: ${error.message}`;
    return `cannot write ${name}: ${systemReason(error as NodeJS.ErrnoException)}`;
  }
}
