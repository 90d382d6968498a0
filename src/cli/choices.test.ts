// Each closed list of choices is one array in the library; the command's choices, its help and the
// library's refusals all come from it. Here the arrays are pinned, and each place that shows a list
// is held to its array, so a value added to an array and forgotten somewhere fails.
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { BoardpathError } from '../errors.js';
import { MAZE_ENDS, MAZE_MOVES, OPEN_CELLS } from '../puzzles/maze/board/board.js';
import { MAZE_QUESTIONS } from '../puzzles/maze/solve/answer-check.js';
import { MAZE_FORMATS } from '../puzzles/maze/board/board.js';
import { parseMaze } from '../puzzles/maze/board/formats.js';
import { COUNT_METHODS } from '../puzzles/maze/options.js';
import { countMazePaths } from '../puzzles/maze/paths/count-maze.js';
import { checkMazeAnswer } from '../puzzles/maze/solve/answer-check.js';
import { solveMaze } from '../puzzles/maze/solve/solve.js';
import { analyzeSnakes } from '../puzzles/snakes/analysis/analyze.js';
import { END_RULE_TABLE, END_RULES } from '../puzzles/snakes/analysis/end-rules.js';
import { JUMP_KINDS, SNAKES_FORMATS } from '../puzzles/snakes/board/board.js';
import { BUILT_IN_BOARDS } from '../puzzles/snakes/board/built-in-boards.js';
import { parseSnakes } from '../puzzles/snakes/board/formats.js';
import { SNAKES_METHODS } from '../puzzles/snakes/options.js';
import { solveSnakes } from '../puzzles/snakes/solve/solve.js';
import { TOKENS_FORMATS } from '../puzzles/tokens/board/board.js';
import { parseTokens } from '../puzzles/tokens/board/formats.js';
import { TOKENS_METHODS } from '../puzzles/tokens/options.js';
import { DIRECTIONS, solveTokens, TOKENS } from '../puzzles/tokens/solve/solve.js';
import { THREADS } from '../threads/threads.js';
import { KERNELS } from '../wasm.js';
import { mazeCommand } from './maze.js';
import { snakesCommand } from './snakes.js';
import { tokensCommand } from './tokens.js';
import { judgeCommand } from './judge.js';
import { ANY_JUDGE_FORMAT } from '../judge/problem.js';
import { JUDGE_MODES } from '../puzzles/judge-hooks.js';
import { kitOf } from '../puzzles/kits.js';
import { problemOf } from '../judge/problem.js';
import { FAILURE_KINDS } from '../judge/failure.js';
import { PUZZLES } from '../puzzles/puzzles.js';
import type { CommandContext } from './types.js';
// Boards made to order: the maze's styles, the notations boards are written in.
import { MAZE_STYLES } from '../puzzles/maze/generate/options.js';
import { CODE_NOTATIONS } from '../puzzles/code-notation.js';
import { generateCommand } from './generate.js';
import { designCommand } from './design.js';
import { designSnakes } from '../puzzles/snakes/design/design.js';
import { DESIGN_MOVES } from '../puzzles/snakes/design/layout.js';
import { DESIGN_TARGETS } from '../puzzles/snakes/design/targets.js';
import { wordList } from '../words.js';

const context = { io: {}, exitCode: 0 } as CommandContext;
const commands = {
  snakes: snakesCommand(context),
  maze: mazeCommand(context),
  tokens: tokensCommand(context),
  judge: judgeCommand(context),
};

// The values commander accepts for `flag`.
function choices(command: Command, flag: string): readonly string[] | undefined {
  return command.options.find((option) => option.long === flag)?.argChoices;
}

// The message of the error `call` throws.
function refusal(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    if (error instanceof BoardpathError) return error.message;
    throw error;
  }
  throw new Error('not refused');
}

describe('each closed list', () => {
  it('holds its members, in its order', () => {
    expect(MAZE_FORMATS).toEqual(['json', 'text', 'art']);
    expect(MAZE_MOVES).toEqual([2, 4, 8]);
    expect(MAZE_ENDS).toEqual(['start', 'goal']);
    expect(COUNT_METHODS).toEqual(['auto', 'enumerate']);
    expect(SNAKES_FORMATS).toEqual(['board', 'leetcode', 'moves']);
    expect(SNAKES_METHODS).toEqual(['auto', 'squares', 'levels', 'runs']);
    expect(END_RULES).toEqual(['exact', 'bounce', 'overshoot']);
    expect(JUMP_KINDS).toEqual(['ladder', 'snake']);
    expect(Object.keys(END_RULE_TABLE)).toEqual([...END_RULES]);
    expect(TOKENS_FORMATS).toEqual(['course', 'rows', 'json']);
    expect(TOKENS_METHODS).toEqual(['auto', 'queue', 'bits']);
    expect(TOKENS).toEqual(['red', 'blue']);
    expect(DIRECTIONS).toEqual(['up', 'down', 'left', 'right']);
    expect(THREADS).toEqual([1, 2, 'auto']);
    expect(KERNELS).toEqual(['auto', 'typescript']);
    expect(JUDGE_MODES).toEqual(['shortest', 'cells', 'all', 'count']);
    expect(FAILURE_KINDS).toEqual(['wrong', 'crash', 'timeout']);
    expect(PUZZLES.map((puzzle) => kitOf(puzzle).formats)).toEqual([
      SNAKES_FORMATS,
      MAZE_FORMATS,
      TOKENS_FORMATS,
    ]);
    // Pastes: the open digit of a grid, and the questions a pasted maze answer may answer.
    expect(OPEN_CELLS).toEqual([1, 0]);
    expect(MAZE_QUESTIONS).toEqual(['shortest', 'first', 'all', 'count']);
  });

  it("is the command's choices", () => {
    expect(choices(commands.maze, '--format')).toEqual([...MAZE_FORMATS]);
    expect(choices(commands.maze, '--moves')).toEqual(MAZE_MOVES.map(String));
    expect(choices(commands.snakes, '--format')).toEqual([...SNAKES_FORMATS]);
    expect(choices(commands.snakes, '--method')).toEqual([...SNAKES_METHODS]);
    expect(choices(commands.snakes, '--end')).toEqual([...END_RULES]);
    expect(choices(commands.tokens, '--format')).toEqual([...TOKENS_FORMATS]);
    expect(choices(commands.tokens, '--method')).toEqual([...TOKENS_METHODS]);
    // Where the search may choose, `auto` comes first; the maze's count takes the counts alone.
    const counts = THREADS.filter((threads) => threads !== 'auto').map(String);
    expect(choices(commands.tokens, '--threads')).toEqual(['auto', ...counts]);
    expect(choices(commands.snakes, '--threads')).toEqual(['auto', ...counts]);
    expect(choices(commands.maze, '--threads')).toEqual(counts);
    expect(choices(commands.judge, '--mode')).toEqual([...JUDGE_MODES]);
    expect(choices(commands.judge, '--moves')).toEqual(MAZE_MOVES.map(String));
    expect(choices(commands.judge, '--format')).toEqual([...ANY_JUDGE_FORMAT]);
    expect(commands.judge.registeredArguments[0].argChoices).toEqual([...PUZZLES]);
    // Boards made to order: the generator's own flag, on the judge too.
    expect(choices(commands.judge, '--style')).toEqual([...MAZE_STYLES]);
    expect(choices(commands.maze, '--open')).toEqual(OPEN_CELLS.map(String));
  });

  it("is the help's list of formats, one line each, in order", () => {
    // The names that start a line of the help's Formats section.
    const listed = (command: Command) => {
      let help = '';
      command.configureOutput({ writeOut: (text) => (help += text) });
      command.outputHelp();
      const section = help.split('\nFormats')[1].split('\nExamples:')[0];
      return [...section.matchAll(/^ {2}(\w+) {2,}\S/gm)].map((match) => match[1]);
    };
    expect(listed(commands.maze)).toEqual([...MAZE_FORMATS]);
    expect(listed(commands.snakes)).toEqual([...SNAKES_FORMATS]);
    expect(listed(commands.tokens)).toEqual([...TOKENS_FORMATS]);
  });

  it("is the help's words for the searches, the move sets and the end rules", () => {
    const described = (command: Command, flag: string) =>
      command.options.find((option) => option.long === flag)!.description;
    expect(described(commands.maze, '--moves')).toBe(
      'the moves allowed: 2 (down, right), 4 (the four sides) or 8 (also diagonally)',
    );
    expect(described(commands.snakes, '--method')).toBe(
      'the search: square by square (the textbook way), whole levels as bit sets, runs of plain squares, or auto',
    );
    expect(described(commands.tokens, '--method')).toBe(
      'the search: queue of states, bit sets 32 states at a time, or auto (bits from 400 squares)',
    );
  });

  it("is what the library's refusals list", () => {
    const listing = (values: readonly (string | number)[], quoted: boolean) => {
      const words = values.map((value) => (quoted ? `'${value}'` : String(value)));
      return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
    };
    expect(refusal(() => parseMaze('1', { format: 'x' as never }))).toContain(listing(MAZE_FORMATS, true));
    expect(refusal(() => parseSnakes('[-1]', { format: 'x' as never }))).toContain(
      listing(SNAKES_FORMATS, true),
    );
    expect(refusal(() => parseTokens('1 1', { format: 'x' as never }))).toContain(
      listing(TOKENS_FORMATS, true),
    );
    const maze = parseMaze('1 1');
    expect(refusal(() => solveMaze(maze, { moves: 3 as never }))).toContain(listing(MAZE_MOVES, false));
    expect(refusal(() => parseMaze('1 1', { open: 2 as never }))).toContain(listing(OPEN_CELLS, false));
    expect(refusal(() => checkMazeAnswer(maze, '1', { question: 'x' as never }))).toContain(
      listing(MAZE_QUESTIONS, true),
    );
    expect(refusal(() => countMazePaths(maze, { method: 'x' as never }))).toContain(
      listing(COUNT_METHODS, true),
    );
    const classic = BUILT_IN_BOARDS.classic();
    expect(refusal(() => solveSnakes(classic, { method: 'x' as never }))).toContain(
      listing(SNAKES_METHODS, true),
    );
    expect(refusal(() => analyzeSnakes(classic, { end: 'x' as never }))).toContain(listing(END_RULES, true));
    expect(refusal(() => problemOf({ puzzle: 'maze', format: 'x' }))).toContain(listing(MAZE_FORMATS, true));
    expect(refusal(() => problemOf({ puzzle: 'tokens', format: 'x' }))).toContain(
      listing(TOKENS_FORMATS, true),
    );
    const tokens = parseTokens('1 1\n1 1');
    expect(refusal(() => solveTokens(tokens, { method: 'x' as never }))).toContain(
      listing(TOKENS_METHODS, true),
    );
  });
});

describe("the design's closed lists", () => {
  const design = designCommand(context);

  it("hold their members, and are the command's choices and messages", () => {
    expect(DESIGN_TARGETS).toEqual(['mean', 'sd', 'within', 'fewest', 'fair']);
    expect(DESIGN_MOVES).toEqual(['add', 'remove', 'lengthen', 'shorten', 'slide']);
    expect(choices(design, '--end')).toEqual([...END_RULES]);
    for (const target of DESIGN_TARGETS)
      expect(design.options.some((option) => option.long === `--${target}`)).toBe(true);
    expect(refusal(() => designSnakes({}))).toBe(`a design needs a target: ${wordList([...DESIGN_TARGETS])}`);
  });
});

describe('the closed lists of boardpath generate', () => {
  const generate = generateCommand(context);
  const sub = (name: string) => generate.commands.find((command) => command.name() === name)!;

  it('holds its members, in its order', () => {
    expect(MAZE_STYLES).toEqual(['random', 'perfect']);
    expect(CODE_NOTATIONS).toEqual(['python', 'c', 'java']);
    expect(PUZZLES.map((puzzle) => kitOf(puzzle).generator.notations)).toEqual([
      [...SNAKES_FORMATS, ...CODE_NOTATIONS],
      [...MAZE_FORMATS, ...CODE_NOTATIONS],
      [...TOKENS_FORMATS, ...CODE_NOTATIONS],
    ]);
  });

  it("is the command's choices", () => {
    for (const puzzle of PUZZLES)
      expect(choices(sub(puzzle), '--format')).toEqual([...kitOf(puzzle).generator.notations]);
    expect(choices(sub('maze'), '--style')).toEqual([...MAZE_STYLES]);
    expect(choices(sub('maze'), '--moves')).toEqual(MAZE_MOVES.map(String));
  });
});
