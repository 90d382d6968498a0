import type { PastedProblem } from './usePaste.js';

/**
 * A problem page's examples beside the text box: each with its line, the puzzle's answer and the
 * check of the answer pasted for it ("Answer check: 2 matches the expected output", as the command
 * says it), and a button that puts it on the board. `onBoard` is the example on the board now, if
 * the board is still one of them.
 */
export function PastedExamples<Board>({
  problem,
  onBoard,
  show,
}: {
  problem: PastedProblem<Board>;
  onBoard: number | null;
  show: (example: number) => void;
}) {
  const { boards, lines, answers, failure, file } = problem;
  return (
    <section className="examples" aria-label={`Examples in ${file}`} data-testid="examples">
      <h2>
        {boards.length === 1 ? 'One example' : `${boards.length} examples`} in {file}
      </h2>
      {failure ? (
        <p className="problem" role="alert">
          The examples could not be answered: {failure}
        </p>
      ) : (
        !answers && (
          <p className="status" role="status">
            Answering {boards.length === 1 ? 'the example' : `the ${boards.length} examples`}…
          </p>
        )
      )}
      <ol>
        {boards.map((_, index) => {
          const example = index + 1;
          const answered = answers?.[index];
          const check = answered?.check;
          return (
            <li key={example} data-testid={`example-${example}`}>
              <p>
                <strong>Example {example}</strong> (line {lines[index]})
                {answered?.answer && <>: {answered.answer}</>}
              </p>
              {check && (
                <p
                  className={`answer-check ${check.matches === true ? 'matches' : check.matches === false ? 'differs' : ''}`}
                >
                  Answer check: {check.verdict}
                </p>
              )}
              {onBoard === example ? (
                <p className="on-board">On the board.</p>
              ) : (
                <button type="button" onClick={() => show(example)}>
                  Show example {example} on the board
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
