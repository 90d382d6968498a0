/**
 * A two-token paste read and answered in the worker: its examples by the library's
 * `parseTokensExamples`, each example of a problem page solved and its pasted answer checked by
 * `checkTokensAnswer`, as `boardpath tokens` checks it.
 */
import { checkTokensAnswer, parseTokensExamples, solveTokens } from 'boardpath';
import { answerAll, type ReadPaste } from '../paste/examples.js';

/** Every example of `text`, answered when it is a problem page. Cost: the searches' of each example. */
function readTokensPaste(text: string, file: string): ReadPaste {
  const examples = parseTokensExamples(text, { file });
  return {
    of: 'tokens',
    ...answerAll(examples, ({ board, expected }) => {
      const solution = solveTokens(board);
      return {
        answer: solution.solvable ? `fewest moves ${solution.moves}` : 'the tokens cannot swap',
        check: expected === null ? null : checkTokensAnswer(solution, expected),
      };
    }),
  };
}

/** This tab's reader of a paste, by its puzzle's name, for the worker's table of readers. */
export const TOKENS_PASTE = { tokens: readTokensPaste };
