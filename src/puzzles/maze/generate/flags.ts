// The flags of `boardpath generate maze` and the options of `generateMaze` they stand for.
import { wholeNumber } from '../../../options.js';
import { wordList } from '../../../words.js';
import type { GenerateFlag, GenerateFlags } from '../../kit.js';
import { MAZE_MOVES, type MazeMoves } from '../board/board.js';
import { MAZE_STYLES, wallsSchema, type GenerateMazeOptions, type MazeStyle } from './options.js';

/** The flags, in the order the help lists them. */
export const MAZE_FLAGS: readonly GenerateFlag[] = [
  { flag: '--size <rows×columns>', help: 'the grid, such as 6×6 or 6x8 (default 10×10)', value: 'grid' },
  {
    flag: '--moves <n>',
    help: `the moves allowed: ${wordList(MAZE_MOVES.map(String))} (default 4)`,
    value: MAZE_MOVES.map(String),
  },
  { flag: '--shortest <k>', help: 'exactly k steps on a shortest path; -1: no path', value: 'target' },
  { flag: '--paths <k>', help: 'exactly k shortest paths', value: wholeNumber(1, Number.MAX_SAFE_INTEGER) },
  { flag: '--unique', help: 'exactly one shortest path (--paths 1)' },
  {
    flag: '--walls <share>',
    help: 'the share of blocked cells to aim at, roughly (default 0.3; perfect: as few as a tree allows)',
    value: wallsSchema,
  },
  {
    flag: '--style <style>',
    help: `${wordList(MAZE_STYLES.map(String))}: cells blocked at random, or a perfect maze (every two open cells joined by one path)`,
    value: MAZE_STYLES,
  },
];

/** The options of `flags` (no seed, index or limits). */
export function mazeOptionsOf(flags: GenerateFlags): GenerateMazeOptions {
  const [rows, columns] = (flags.size as [number, number] | undefined) ?? [undefined, undefined];
  return {
    rows,
    columns,
    moves: flags.moves === undefined ? undefined : (Number(flags.moves) as MazeMoves),
    shortest: flags.shortest as number | undefined,
    paths: flags.paths as number | undefined,
    unique: flags.unique as boolean | undefined,
    walls: flags.walls as number | undefined,
    style: flags.style as MazeStyle | undefined,
  };
}
