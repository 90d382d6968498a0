// A pasted answer to the two-token puzzle (the fewest moves, or -1 when the tokens cannot swap) held
// against the grid's own answer.
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
import type { TokensSolution } from './solve.js';

const SOLUTION = 'an answer of solveTokens';
const stepSchema = z.looseObject({ token: z.string(), direction: z.string(), distance: z.number() });
const solutionSchema = allowing(
  SOLUTION,
  z.union([
    z.looseObject({ solvable: z.literal(false) }),
    z.looseObject({ solvable: z.literal(true), moves: z.number().int().min(0), steps: z.array(stepSchema) }),
  ]),
);
const textSchema = allowing('the answer as pasted (a string)', z.string());
const bySchema = allowing('who gives the answer (a string)', z.string());

/**
 * `expected` (an answer as pasted: `5`, `-1`, `impossible`) held against `solution`, the grid's
 * answer: whether it matches, and one line that says so, with the first moves of a shortest swap
 * when it does not. `by` names who gives it (default "the paste"). Cost: O(moves).
 */
export function checkTokensAnswer(
  solution: TokensSolution,
  expected: string,
  by: string = PASTE,
): AnswerCheck {
  const answer = readPastedAnswer(checkValue('expected', textSchema, expected));
  by = checkValue('by', bySchema, by);
  const checked = checkShape<{ solvable: boolean; moves?: number; steps?: z.infer<typeof stepSchema>[] }>(
    'solution',
    solutionSchema,
    ownFields(solution),
  );
  const none = answer.kind === 'none' || (answer.kind === 'number' && answer.value === -1n);
  if (answer.kind !== 'number' && !none) return notCompared(answer, by, 'a number of moves (or -1 for none)');
  if (!checked.solvable)
    return none
      ? agreed(answer, ' (the tokens cannot swap)')
      : differed(answer, by, 'but the tokens cannot swap (-1)');
  const fewest = checked.moves!;
  if (!none && answer.kind === 'number' && answer.value === BigInt(fewest)) return agreed(answer);
  const moves = checked.steps!.map((step) => `${step.token} ${step.direction} ${step.distance}`);
  return differed(
    answer,
    by,
    `the fewest is ${fewest}${moves.length > 0 ? `, e.g. ${exampleOf(moves, ', ', 6)}` : ''}`,
  );
}
