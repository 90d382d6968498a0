import {
  describeTokensStep as describeStep,
  parseTokens,
  parseTokensExamples,
  type TokensBoard,
  type TokensPosition,
} from 'boardpath';
import { tokensPositionOf as positionOf } from 'boardpath/engine';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AnimationControls, useAnimation } from '../Animation.js';
import { Legend } from '../board/Legend.js';
import { breadthFrameCount, breadthLesson, learnFrame } from '../learn/breadth.js';
import { LearnPanel } from '../learn/LearnPanel.js';
import { firstStepsNote } from '../learn/lesson.js';
import { ViewSwitch, useLearn } from '../learn/ViewSwitch.js';
import { NewBoard } from '../generate/NewBoard.js';
import { TOKENS_NEW_BOARD } from './new-board.js';
import { freshSpec, practiceFromLink, practiceLink } from '../practice/link.js';
import { LEARN_FIRST_STEPS } from '../search/limits.js';
import { useTextReader } from '../search/useTextReader.js';
import { CheckLine } from '../paste/CheckLine.js';
import { useTabPaste } from '../paste/useTabPaste.js';
import { NumberField } from '../NumberField.js';
import { tryEdit } from '../Problem.js';
import { SolveBar } from '../SearchStatus.js';
import { TabLayout } from '../TabLayout.js';
import type { PageTab, TabProps } from '../url.js';
import { useSearch } from '../search/useSearch.js';
import { usePrinting } from '../print.js';
import {
  MAX_EDITABLE_SQUARES,
  MAX_PAGE_SIDE,
  TEXTBOOK_GRID,
  resizeTokens,
  tokensText,
  withLabel,
} from './model.js';
import { LabelGrid } from './LabelField.js';
import { checkSize, tokensFromLink } from './link.js';
import { TokensFiles } from './TokensFiles.js';
import { TokensPractice } from './TokensPractice.js';
import { TokensView } from './TokensView.js';
import { tokensWords } from './words.js';

/** The tab as the page lists it. */
export const tokensTab: PageTab = { name: 'tokens', title: 'Two tokens', Tab: TokensTab };

/** The Two tokens tab: edit the labels and the size, solve, play the moves. */
function TokensTab({ params, onLink, solveAtOnce }: TabProps) {
  // The link the tab opened with (and the practice exercise it asks for), read once.
  const [initial] = useState(() => tokensFromLink(params));
  const [practice] = useState(() => practiceFromLink('tokens', params));
  const [board, setBoardState] = useState(initial.board);
  const [problem, setProblemState] = useState<string | null>(initial.problem ?? null);
  const [notice, setNotice] = useState<string | null>(null);
  // A problem replaces whatever the last edit said beside it.
  const setProblem = (text: string | null) => {
    if (text !== null) setNotice(null);
    setProblemState(text);
  };
  const [text, setText] = useState(() => tokensText(initial.board));
  const search = useSearch();
  // Printed, the grid is the question's: the tokens where they start.
  const printing = usePrinting();
  const cells = board.rows * board.columns;
  const learn = useLearn(cells * cells, practice ? 'practice' : undefined);
  const practising = learn.view === 'practice';
  const [practiceSpec, setPracticeSpec] = useState(() => practice ?? freshSpec('tokens'));

  // While a long grid from a link is being read, the address still holds it: leave it be.
  const readingLink = useRef(initial.text !== undefined);
  useEffect(() => {
    if (practising) onLink(practiceLink(practiceSpec));
    else if (!readingLink.current) onLink({ tokens: tokensText(board) });
  }, [board, onLink, practising, practiceSpec]);

  const setBoard = (next: TokensBoard, message: string | null = null) => {
    search.clear();
    setBoardState(next);
    setText(tokensText(next));
    setProblemState(null);
    setNotice(message);
  };
  const attempt = (edit: () => void) => tryEdit(edit, setProblem);
  // A long grid text (from a link, the text box or a file) is read in the worker.
  const reader = useTextReader<TokensBoard>('tokens', {
    setNotice,
    onRead(read, link, file) {
      readingLink.current = false;
      attempt(() => setBoard(checkSize(read, file), link ? 'Read the grid from the link.' : `Read ${file}.`));
    },
    onFail(message, link) {
      readingLink.current = false;
      setProblem(
        link
          ? `This link's grid could not be read — ${message}. Showing the textbook grid instead.`
          : message,
      );
    },
  });
  // Text typed, pasted or imported, read as the command reads a paste (a problem page answered).
  const paste = useTabPaste<TokensBoard>({
    options: { of: 'tokens' },
    answerWith: (read) => read,
    parse: (text, file) => parseTokensExamples(text, { file }),
    adopt: checkSize,
    onBoard: (next, message) => setBoard(next, message),
    onFail(message) {
      search.clear();
      setProblem(message);
    },
    setNotice,
  });
  useEffect(() => {
    if (initial.text !== undefined) reader.read(initial.text, 'link', true);
    else if (solveAtOnce) solve();
    // Once, for the link the tab opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const answer =
    search.state.status === 'done' && search.state.answer.puzzle === 'tokens' ? search.state.answer : null;
  const solution = answer?.solution ?? null;
  const run = answer?.run ?? null;
  const stepping = Boolean(run && run.events.kind.length > 0);
  const animation = useAnimation(
    stepping ? breadthFrameCount(run!) - 1 : solution?.solvable ? solution.moves! : 0,
    answer,
  );
  const learnStep = useMemo(
    () => (stepping && run ? learnFrame(run, animation.frame) : null),
    [stepping, run, animation.frame],
  );
  const words = useMemo(() => tokensWords(board), [board]);
  // In the learn view the board shows the position being expanded (or the one the step is about).
  const position: TokensPosition = learnStep
    ? learnStep.kind === 'level'
      ? learnStep.rebuilt.length > 0
        ? positionOf(board, learnStep.rebuilt[0])
        : { red: board.red, blue: board.blue }
      : positionOf(board, learnStep.current >= 0 ? learnStep.current : learnStep.state)
    : solution?.path
      ? solution.path[animation.frame]
      : { red: board.red, blue: board.blue };
  const ghost =
    learnStep && learnStep.current >= 0 && learnStep.kind !== 'dequeue' && learnStep.kind !== 'level'
      ? positionOf(board, learnStep.state)
      : null;
  const step =
    !learnStep && solution?.steps && animation.frame > 0 ? solution.steps[animation.frame - 1] : null;

  const describeFrame = (frame: number) =>
    stepping
      ? `step ${frame + 1} of ${animation.last + 1} of the search`
      : frame === 0 || !solution?.steps
        ? 'the start: red top-left, blue bottom-right'
        : `move ${frame} of ${solution.moves}: ${describeStep(solution.steps[frame - 1])}`;
  const solve = (withSteps = learn.on) => {
    setProblem(null);
    setNotice(null);
    search.run({ puzzle: 'tokens', board, learn: withSteps });
  };

  const editable = board.rows * board.columns <= MAX_EDITABLE_SQUARES;

  const view = (
    <ViewSwitch learn={learn} onChange={(next) => answer && next !== 'practice' && solve(next === 'learn')} />
  );
  if (practising) return <TokensPractice view={view} spec={practiceSpec} setSpec={setPracticeSpec} />;
  return (
    <TabLayout
      view={view}
      question={`Two tokens on a ${board.rows} × ${board.columns} grid: each move takes one token up, down, left or right by the number under the other. What is the fewest number of moves to swap them?`}
      name="tokens"
      settings={
        <>
          <p className="about">
            Each move takes one token up, down, left or right by the number under the <em>other</em> token.
            Swap them (red to bottom-right, blue to top-left) in the fewest moves; they may never share a
            square.
          </p>
          <form className="controls" aria-label="Grid settings" onSubmit={(event) => event.preventDefault()}>
            <NumberField
              label="Rows"
              value={board.rows}
              min={1}
              max={MAX_PAGE_SIDE}
              onCommit={(rows) => attempt(() => setBoard(resizeTokens(board, rows, board.columns)))}
            />
            <NumberField
              label="Columns"
              value={board.columns}
              min={1}
              max={MAX_PAGE_SIDE}
              onCommit={(columns) => attempt(() => setBoard(resizeTokens(board, board.rows, columns)))}
            />
            <button
              type="button"
              onClick={() =>
                attempt(() => setBoard(parseTokens(TEXTBOOK_GRID), 'The textbook grid (5 moves).'))
              }
            >
              Textbook grid
            </button>
          </form>
          <NewBoard
            form={TOKENS_NEW_BOARD}
            board={board}
            onMade={(made, message) => {
              if (made.puzzle !== 'tokens') return null;
              setBoard(made.board, message);
              return made.board;
            }}
          />
        </>
      }
      solveBar={
        <SolveBar state={search.state} unit="positions" onRun={() => solve()} onCancel={search.cancel} />
      }
      problem={problem}
      notice={notice}
      answer={
        solution && (
          <section className="answer" aria-label="Answer">
            {solution.solvable ? (
              <p className="headline">
                Fewest moves: <strong data-testid="moves">{solution.moves}</strong>
              </p>
            ) : (
              <p className="headline">
                <strong data-testid="moves">Impossible</strong>: the tokens cannot swap.
              </p>
            )}
            {solution.steps && solution.steps.length > 0 && (
              <ol className="steps">
                {solution.steps.slice(0, 300).map((each, i) => (
                  <li key={i} className={i === animation.frame - 1 ? 'current' : undefined}>
                    <span className={`dot ${each.token}`} aria-hidden="true" /> {describeStep(each)}
                  </li>
                ))}
              </ol>
            )}
            <CheckLine check={paste.check(board)} />
          </section>
        )
      }
      board={
        printing ? (
          <TokensView
            board={board}
            position={{ red: board.red, blue: board.blue }}
            ghost={null}
            step={null}
          />
        ) : (
          <TokensView board={board} position={position} ghost={ghost} step={step} />
        )
      }
      timeline={
        solution &&
        animation.last > 0 && (
          <AnimationControls
            animation={animation}
            label={stepping ? 'Breadth-first search' : 'Moves'}
            describeFrame={describeFrame}
          />
        )
      }
      learn={
        learnStep &&
        run && (
          <LearnPanel
            lesson={breadthLesson(run, learnStep, words, true)}
            note={run.complete ? null : firstStepsNote(cells * cells, 'positions', LEARN_FIRST_STEPS)}
          />
        )
      }
      legend={
        <Legend
          items={[
            { swatch: 'red-token', text: 'red token' },
            { swatch: 'blue-token', text: 'blue token' },
            ...(learnStep ? [{ swatch: 'ring', text: 'where the move under study leads' }] : []),
          ]}
        >
          Each token shows the number under it.
          {learnStep &&
            ' A state of this search is where both tokens stand; the board shows the position being expanded.'}
        </Legend>
      }
      more={
        <>
          {editable && (
            <LabelGrid
              board={board}
              onCommit={(r, c, value) => attempt(() => setBoard(withLabel(board, r, c, value)))}
            />
          )}

          <TokensFiles
            board={board}
            text={text}
            setText={setText}
            setProblem={setProblem}
            read={paste.read}
            examples={paste.examples(board)}
          />
        </>
      }
    />
  );
}
