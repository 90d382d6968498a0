import { PUZZLES, type Puzzle } from '../index.js';
import type { LazyCommand, PuzzleCommand } from './main.js';

// A record keyed by the list, so that a puzzle added to the list without its command fails to
// compile. Each command's module is imported when it runs: `boardpath maze …` loads no other puzzle.
const COMMAND_OF: Record<Puzzle, () => Promise<PuzzleCommand>> = {
  snakes: async () => (await import('./snakes.js')).snakesCommand,
  maze: async () => (await import('./maze.js')).mazeCommand,
  tokens: async () => (await import('./tokens.js')).tokensCommand,
};

/** Every puzzle's command, in the order `boardpath --help` lists them (the order of `PUZZLES`). */
export const PUZZLE_COMMANDS: readonly LazyCommand[] = PUZZLES.map((puzzle) => ({
  name: puzzle,
  load: COMMAND_OF[puzzle],
}));
