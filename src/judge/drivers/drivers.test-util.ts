// Solution files written for one test, in a folder of their own, and one driver started on them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BoardpathError } from '../../errors.js';
import { driverRunner, type ProgramRunner } from '../runner.js';
import { readSolutionFile } from '../solution-file.js';
import type { Puzzle } from '../../puzzles/puzzles.js';

const folder = mkdtempSync(join(tmpdir(), 'boardpath-drivers-'));

/** `text` saved as a solution file named `name`; its path. */
export function solutionFile(name: string, text: string): string {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
}

/** Removes the solution files written (call it after all the tests of a file). */
export function removeSolutions(): void {
  rmSync(folder, { recursive: true, force: true });
}

/** A file of fixtures/judge/. */
export function fixture(name: string): string {
  return fileURLToPath(new URL(`../../../fixtures/judge/${name}`, import.meta.url));
}

/** The drivers of the solution file `path`, ready (loaded, compiled), with a time limit of `ms`. */
export async function startDrivers(
  path: string,
  puzzle: Puzzle = 'snakes',
  ms = 5000,
): Promise<ProgramRunner> {
  return driverRunner(readSolutionFile(path, puzzle), ms);
}

/** The message of the refusal `start` ends with. */
export async function refusal(start: Promise<unknown>): Promise<string> {
  try {
    await start;
  } catch (error) {
    if (error instanceof BoardpathError) return error.describe();
    throw error;
  }
  return 'started';
}
