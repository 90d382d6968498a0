import type { LazyCommand } from './main.js';

/**
 * The commands that make, judge or design boards rather than solve one (`boardpath generate maze
 * …`), in the order `boardpath --help` lists them after the puzzles. Each one's module is imported
 * when it runs, so that solving a board loads none of them.
 */
export const TOOL_COMMANDS: readonly LazyCommand[] = [
  // Boards made to order, each with its proof.
  { name: 'generate', load: async () => (await import('./generate.js')).generateCommand },
  // A program judged on boards made to break it.
  { name: 'judge', load: async () => (await import('./judge.js')).judgeCommand },
  // Snakes and Ladders boards searched for the figures of the real game.
  { name: 'design', load: async () => (await import('./design.js')).designCommand },
  // A practice set for each student of a roster, and their completion codes graded.
  { name: 'course', load: async () => (await import('./course.js')).courseCommand },
  // The page, served on this machine.
  { name: 'web', load: async () => (await import('./web.js')).webCommand },
  // A shell's completion script, made from every command's definitions.
  {
    name: 'completion',
    load: async () => (await import('./completion.js')).completionCommand,
    readsAll: true,
  },
];
