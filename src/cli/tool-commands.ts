import type { PuzzleCommand } from './main.js';
import { designCommand } from './design.js';
// The page, served on this machine.
import { webCommand } from './web.js';
// A program judged on boards made to break it.
import { judgeCommand } from './judge.js';

/**
 * The commands that make, judge or design boards rather than solve one (`boardpath generate maze
 * …`), in the order `boardpath --help` lists them after the puzzles. Only the whole command line
 * (`dist/bin/boardpath.js`) carries them: a first argument that names no puzzle runs it.
 */
export const TOOL_COMMANDS: readonly PuzzleCommand[] = [
  // Snakes and Ladders boards made to order.
  designCommand,
  // The page, served on this machine.
  webCommand,
  // A program judged on boards made to break it.
  judgeCommand,
];
