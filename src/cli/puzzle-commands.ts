import type { PuzzleCommand } from './main.js';
import { mazeCommand } from './maze.js';
import { snakesCommand } from './snakes.js';
import { tokensCommand } from './tokens.js';

/** Every puzzle's command, in the order `boardpath --help` lists them. */
export const PUZZLE_COMMANDS: readonly PuzzleCommand[] = [snakesCommand, mazeCommand, tokensCommand];
