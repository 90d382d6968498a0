// A pasted answer to Snakes and Ladders (LeetCode's and GfG's fewest throws, -1 when the last square
// cannot be reached) held against the board's own answer.
import { z } from 'zod';
import { allowing, checkShape, checkValue } from '../../../options.js';
import { ownFields } from '../../checks.js';
import {
  agreed,
  differed,
  exampleOf,
  notCompared,
  PASTE,
  readPastedAnswer,
  type AnswerCheck,
} from '../../../paste/answer.js';
import type { SnakesSolution } from './solution.js';

const SOLUTION = 'an answer of solveSnakes';
const solutionSchema = allowing(
  SOLUTION,
  z.union([
    z.looseObject({ solvable: z.literal(false) }),
    z.looseObject({
      solvable: z.literal(true),
      moves: z.number().int().min(0),
      path: z.array(z.number()).nullable().optional(),
    }),
  ]),
);
const textSchema = allowing('the answer as pasted (a string)', z.string());
const bySchema = allowing('who gives the answer (a string)', z.string());

/**
 * `expected` (an answer as pasted: `4`, `-1`, `impossible`) held against `solution`, the board's
 * answer: whether it matches, and one line that says so, with one shortest game when it does not.
 * `by` names who gives it in that line (default "the paste"). Cost: O(1), and O(throws) for the
 * game shown.
 */
export function checkSnakesAnswer(
  solution: SnakesSolution,
  expected: string,
  by: string = PASTE,
): AnswerCheck {
  const answer = readPastedAnswer(checkValue('expected', textSchema, expected));
  by = checkValue('by', bySchema, by);
  const checked = checkShape<{ solvable: boolean; moves?: number; path?: number[] | null }>(
    'solution',
    solutionSchema,
    ownFields(solution),
  );
  const none = answer.kind === 'none' || (answer.kind === 'number' && answer.value === -1n);
  if (answer.kind !== 'number' && !none)
    return notCompared(answer, by, 'a number of throws (or -1 for none)');
  if (!checked.solvable)
    return none
      ? agreed(answer, ' (the last square cannot be reached)')
      : differed(answer, by, 'but no throws reach the last square (LeetCode says -1)');
  const fewest = checked.moves!;
  if (!none && answer.kind === 'number' && answer.value === BigInt(fewest)) return agreed(answer);
  const game = checked.path ? `, e.g. ${exampleOf(checked.path.map(String), ' → ')}` : '';
  return differed(answer, by, `the fewest is ${fewest}${game}`);
}
