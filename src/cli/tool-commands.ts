import type { PuzzleCommand } from './main.js';
import { designCommand } from './design.js';
import { generateCommand } from './generate.js';
import { judgeCommand } from './judge.js';
import { webCommand } from './web.js';

/**
 * The commands that make, judge or design boards rather than solve one (`boardpath generate maze
 * …`), in the order `boardpath --help` lists them after the puzzles. Only the whole command line
 * (`dist/bin/boardpath.js`) carries them: a first argument that names no puzzle runs it.
 */
export const TOOL_COMMANDS: readonly PuzzleCommand[] = [
  // Boards made to order, each with its proof.
  generateCommand,
  // A program judged on boards made to break it.
  judgeCommand,
  // Snakes and Ladders boards searched for the figures of the real game.
  designCommand,
  // The page, served on this machine.
  webCommand,
];
