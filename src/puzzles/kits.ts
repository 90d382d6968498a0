// Every puzzle's kit, one line each, in the order of `PUZZLES`: what the command's generate and
// worksheets, the judge and the page's worker go through, so that none of them names a puzzle.
// (The page's own thread asks the kits' cores: cores.ts.)
import { puzzleNamed } from './cores.js';
import type { PuzzleKit } from './kit.js';
import { mazeKit } from './maze/index.js';
import type { Puzzle } from './puzzles.js';
import { snakesKit } from './snakes/index.js';
import { tokensKit } from './tokens/index.js';

/** Every puzzle's kit, in the order of `PUZZLES` (kits.test.ts holds the two to the same names). */
export const KITS: readonly PuzzleKit[] = [snakesKit, mazeKit, tokensKit];

/** The kit of `puzzle`; a name of no puzzle is refused (`E_USAGE`). Cost: O(puzzles). */
export function kitOf(puzzle: Puzzle): PuzzleKit {
  return puzzleNamed(KITS, puzzle);
}
