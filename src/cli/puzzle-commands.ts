import { PUZZLES, type Puzzle } from '../puzzles/puzzles.js';
import type { PuzzleCommand } from './main.js';
import { mazeCommand } from './maze.js';
import { snakesCommand } from './snakes.js';
import { tokensCommand } from './tokens.js';

// A record keyed by the list, so that a puzzle added to the list without its command fails to compile.
const COMMAND_OF: Record<Puzzle, PuzzleCommand> = {
  snakes: snakesCommand,
  maze: mazeCommand,
  tokens: tokensCommand,
};

/** Every puzzle's command, in the order `boardpath --help` lists them (the order of `PUZZLES`). */
export const PUZZLE_COMMANDS: readonly PuzzleCommand[] = PUZZLES.map((puzzle) => COMMAND_OF[puzzle]);
