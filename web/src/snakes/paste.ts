/**
 * A Snakes and Ladders paste read and answered in the worker: its examples by the library's
 * `parseSnakesExamples` (LeetCode's `Input: board = [[…]]` … `Output: 4`), each example of a
 * problem page solved and its pasted answer checked by `checkSnakesAnswer`, as `boardpath snakes`
 * checks it.
 */
import { checkSnakesAnswer, parseSnakesExamples, solveSnakes } from 'boardpath';
import { answerAll, type PasteOptions, type ReadPaste } from '../paste/examples.js';

/** Every example of `text`, answered when it is a problem page. Cost: the searches' of each example. */
function readSnakesPaste(
  text: string,
  file: string,
  { chain }: Extract<PasteOptions, { of: 'snakes' }>,
): ReadPaste {
  const examples = parseSnakesExamples(text, { file });
  return {
    of: 'snakes',
    ...answerAll(examples, ({ board, expected }) => {
      const solution = solveSnakes(board, { chain });
      return {
        answer: solution.solvable ? `fewest throws ${solution.moves}` : 'the last square cannot be reached',
        check: expected === null ? null : checkSnakesAnswer(solution, expected),
      };
    }),
  };
}

/** This tab's reader of a paste, by its puzzle's name, for the worker's table of readers. */
export const SNAKES_PASTE = { snakes: readSnakesPaste };
