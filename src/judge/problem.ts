// What a judged program is asked, and in which convention it answers: the puzzle, the question,
// the moves, how the board is written for it, and the sizes of the boards it is given, each from
// the puzzle's hooks (judge-hooks.ts). Everything the judge does follows from one `Problem`.
import { BoardpathError } from '../errors.js';
import { MAZE_MOVES } from '../puzzles/maze/board/board.js';
import type { Problem, ProblemRequest, SolutionFunction } from '../puzzles/judge-hooks.js';
import { KITS, kitOf } from '../puzzles/kits.js';
import { wordList } from '../words.js';

/**
 * The functions a solution file is called through, in the order they are looked for: LeetCode's
 * and GfG's names for these problems, and one name for each question no site names.
 */
export const SOLUTION_FUNCTIONS: Readonly<Record<string, SolutionFunction>> = Object.fromEntries(
  KITS.flatMap((kit) =>
    Object.entries(kit.judge.solutions).map(([name, fn]) => [name, { puzzle: kit.name, ...fn }]),
  ),
);

/** The name of one of `SOLUTION_FUNCTIONS`. */
export type SolutionFunctionName = string;

/** Every notation of any puzzle, once each (what `--format` takes before the puzzle is known). */
export const ANY_JUDGE_FORMAT = [...new Set(KITS.flatMap((kit) => kit.formats))];

/**
 * The problem `request` asks: defaults filled in, and every combination that means nothing refused
 * (`E_USAGE`, naming the option): a question or moves the puzzle does not have, a notation of
 * another puzzle, sides outside the puzzle's limits, a mode that differs from the solution's.
 * Cost: O(1).
 */
export function problemOf(request: ProblemRequest): Problem {
  const { puzzle, call } = request;
  const hooks = kitOf(puzzle).judge;
  const fn = call === undefined ? undefined : SOLUTION_FUNCTIONS[call];
  if (fn && fn.puzzle !== puzzle)
    throw new BoardpathError('E_USAGE', `${call} (${fn.problem}) is a ${fn.puzzle} problem, not ${puzzle}`, {
      option: 'solution',
    });
  if (request.mode !== undefined && !hooks.modes.includes(request.mode)) {
    const asker = KITS.find((kit) => kit.judge.modes.includes(request.mode!))!.name;
    throw new BoardpathError(
      'E_USAGE',
      `mode ${request.mode} is a ${asker} question: ${puzzle} has one question`,
      {
        option: 'mode',
      },
    );
  }
  if (!hooks.defaultMoves && request.moves !== undefined) {
    const mover = KITS.find((kit) => kit.judge.defaultMoves)!.name;
    throw new BoardpathError('E_USAGE', `moves are the ${mover}'s: ${puzzle} has its own`, {
      option: 'moves',
    });
  }
  const mode = request.mode ?? fn?.mode ?? hooks.modes[0];
  if (fn && fn.mode !== mode)
    throw new BoardpathError(
      'E_USAGE',
      `${call} answers ${fn.problem} (mode ${fn.mode}), not mode ${mode}: leave the mode out`,
      { option: 'mode' },
    );
  const formats = kitOf(puzzle).formats;
  const format = request.format ?? hooks.format;
  if (!formats.includes(format))
    throw new BoardpathError(
      'E_USAGE',
      `${puzzle} boards are written as ${wordList(formats.map((f) => `'${f}'`))}, not '${format}'`,
      { option: 'format' },
    );
  const { limits, default: sides, why } = hooks.sizes(mode);
  const [least, most] = limits;
  const sizes = request.size ?? sides;
  if (sizes[0] > sizes[1] || sizes[0] < least || sizes[1] > most)
    throw new BoardpathError(
      'E_USAGE',
      `sizes ${sizes[0]}..${sizes[1]} are not within ${least}..${most}${why ? ` (${why})` : ''}`,
      { option: 'size' },
    );
  const moves = request.moves ?? hooks.defaultMoves?.(mode) ?? 4;
  if (!MAZE_MOVES.includes(moves))
    throw new BoardpathError('E_USAGE', `moves must be ${wordList(MAZE_MOVES.map(String))}`, {
      option: 'moves',
    });
  const line = fn?.shape === 'pairs';
  hooks.check?.(request, { line });
  return Object.freeze({
    puzzle,
    mode,
    moves,
    format,
    call,
    open: mode === 'cells' ? 0 : 1,
    square: hooks.square({ mode, format, line }),
    line,
    sizes,
  });
}
