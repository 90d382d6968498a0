// Every puzzle's core, the light part of its kit (core.ts beside each puzzle's index.ts), in the
// order of `PUZZLES`: what the page's own thread and the course's questions ask of a puzzle, so
// that they name none and load none of the solvers', generators' or judge's code.
import { BoardpathError } from '../errors.js';
import { printable } from '../words.js';
import type { PuzzleCore } from './kit.js';
import { mazeCore } from './maze/core.js';
import type { Puzzle } from './puzzles.js';
import { snakesCore } from './snakes/core.js';
import { tokensCore } from './tokens/core.js';

/** Every puzzle's core, in the order of `PUZZLES` (kits.test.ts holds the two to the same names). */
export const CORES: readonly PuzzleCore[] = [snakesCore, mazeCore, tokensCore];

/**
 * The one of `all` (the cores or the kits) named `puzzle`; a name of no puzzle is refused
 * (`E_USAGE`). Cost: O(puzzles).
 */
export function puzzleNamed<Each extends PuzzleCore>(all: readonly Each[], puzzle: Puzzle): Each {
  const found = all.find((each) => each.name === puzzle);
  if (!found)
    throw new BoardpathError(
      'E_USAGE',
      // Only a string is written back: any other value (a symbol, an object whose toString throws)
      // is named by its type, never converted.
      `no puzzle is named ${typeof puzzle === 'string' ? JSON.stringify(printable(puzzle)) : `by a ${typeof puzzle}`}: the puzzles are ${all.map((each) => each.name).join(', ')}`,
      { option: 'puzzle' },
    );
  return found;
}

/** The core of `puzzle`; a name of no puzzle is refused (`E_USAGE`). Cost: O(puzzles). */
export function coreOf(puzzle: Puzzle): PuzzleCore {
  return puzzleNamed(CORES, puzzle);
}
