import type { AnswerCheck } from 'boardpath';
import { CheckLine } from '../paste/CheckLine.js';
import type { SearchAnswer } from '../search/protocol.js';
import { facesText } from './answer-words.js';

/**
 * The Snakes and Ladders tab's answer: the fewest throws and their faces, or that the last square
 * cannot be reached; whether the board was too big to search square by square; and `check`, the
 * answer pasted for this board, checked.
 */
export function SnakesAnswer({
  answer,
  check,
}: {
  answer: Extract<SearchAnswer, { puzzle: 'snakes' }>;
  check: AnswerCheck | null;
}) {
  const { solution } = answer;
  return (
    <section className="answer" aria-label="Answer">
      {solution.solvable ? (
        <p className="headline">
          Fewest throws: <strong data-testid="moves">{solution.moves}</strong>{' '}
          <span className="rolls" data-testid="faces">
            ({facesText(solution)})
          </span>
        </p>
      ) : (
        <p className="headline">
          <strong data-testid="moves">Unsolvable</strong>: the last square cannot be reached.
        </p>
      )}
      {!answer.run && (
        <p className="hint" data-testid="by-runs">
          This board is too big to search square by square here: the library found the answer by runs of plain
          squares between the snakes and ladders, so no square is shaded.
        </p>
      )}
      <CheckLine check={check} />
    </section>
  );
}
