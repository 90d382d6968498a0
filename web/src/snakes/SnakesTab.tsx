import { BUILT_IN_BOARDS, LIMITS, parseSnakesExamples, type Jump, type SnakesBoard } from 'boardpath';
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { AnimationControls, useAnimation } from '../Animation.js';
import { breadthFrameCount, breadthLesson, learnFrame } from '../learn/breadth.js';
import { LearnPanel } from '../learn/LearnPanel.js';
import { firstStepsNote } from '../learn/lesson.js';
import { ViewSwitch, useLearn } from '../learn/ViewSwitch.js';
import { NewBoard } from '../generate/NewBoard.js';
import { SNAKES_NEW_BOARD } from './new-board.js';
import { freshSpec, practiceFromLink, practiceLink } from '../practice/link.js';
import { LEARN_FIRST_STEPS } from '../search/limits.js';
import { useTextReader } from '../search/useTextReader.js';
import { NumberField } from '../NumberField.js';
import { tryEdit } from '../Problem.js';
import { SolveBar } from '../SearchStatus.js';
import { TabLayout } from '../TabLayout.js';
import { lastFrame } from '../search/shading.js';
import { useSearch } from '../search/useSearch.js';
import { usePrinting } from '../print.js';
import type { PageTab, TabProps } from '../url.js';
import { countsText, describeRun } from './answer-words.js';
import { SnakesAnswer } from './SnakesAnswer.js';
import { useTabPaste } from '../paste/useTabPaste.js';
import { SnakesFiles } from './SnakesFiles.js';
import { SnakesLegend } from './SnakesLegend.js';
import { SnakesPractice } from './SnakesPractice.js';
import { DesignPanel } from './design/DesignPanel.js';
import { SnakesView } from './SnakesView.js';
import { throwOf, type SnakesFrame } from './frames.js';
import {
  MAX_PAGE_SQUARES,
  builtInName,
  checkSquares,
  snakesFromLink,
  snakesLink,
  textTooBig,
} from './link.js';
import { snakesWords } from './words.js';
import {
  addJump,
  adoptBoard,
  boardText,
  emptyBoard,
  jumpFrom,
  removeJump,
  resize,
  squareCount,
  withFaces,
  withStart,
} from './model.js';

// The analysis brings Observable Plot (and d3): loaded only when the page first draws the panel.
const AnalysisPanel = lazy(() =>
  import('./AnalysisPanel.js').then((module) => ({ default: module.AnalysisPanel })),
);

/** The tab as the page lists it. */
export const snakesTab: PageTab = { name: 'snakes', title: 'Snakes and Ladders', Tab: SnakesTab };

/** The Snakes and Ladders tab: edit a board, solve it in the worker, watch the search and the shortest game. */
function SnakesTab({ params, onLink, solveAtOnce }: TabProps) {
  // The link the tab opened with (and the practice exercise it asks for), read once.
  const [initial] = useState(() => snakesFromLink(params));
  const [practice] = useState(() => practiceFromLink('snakes', params));
  const [board, setBoardState] = useState(initial.board);
  const [chain, setChainState] = useState(initial.chain);
  const [pending, setPending] = useState<number | null>(null);
  const [problem, setProblemState] = useState<string | null>(initial.problem ?? null);
  const [fileProblem, setFileProblemState] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // A problem replaces whatever the last edit said beside it.
  const setProblem = (text: string | null) => {
    if (text !== null) setNotice(null);
    setProblemState(text);
  };
  const setFileProblem = (text: string | null) => {
    if (text !== null) setNotice(null);
    setFileProblemState(text);
  };
  const [text, setText] = useState(() => (textTooBig(initial.board) ? '' : boardText(initial.board)));
  const search = useSearch();
  // Printed, the board is the question's: no frame of the search on it.
  const printing = usePrinting();
  const learn = useLearn(squareCount(board), practice ? 'practice' : undefined);
  const practising = learn.view === 'practice';
  const [practiceSpec, setPracticeSpec] = useState(() => practice ?? freshSpec('snakes'));
  const words = useMemo(() => snakesWords(board, chain), [board, chain]);
  // A new value whenever the game changes: the analysis drops its figures.
  const version = useMemo(() => ({ board, chain }), [board, chain]);

  // While a long board from a link is being read, the address still holds it: leave it be.
  const readingLink = useRef(initial.text !== undefined);
  useEffect(() => {
    if (practising) onLink(practiceLink(practiceSpec));
    else if (!readingLink.current) onLink(snakesLink(board, chain));
  }, [board, chain, onLink, practising, practiceSpec]);

  // Every edit goes through here: the old answer and animation are dropped at once.
  const setBoard = (next: SnakesBoard, message: string | null = null) => {
    search.clear();
    setBoardState(next);
    setText(textTooBig(next) ? '' : boardText(next));
    setPending(null);
    setProblemState(null);
    setFileProblemState(null);
    setNotice(message);
  };
  // A long board text (from a link, the text box or a file) is read in the worker.
  const reader = useTextReader<SnakesBoard>('snakes', {
    setNotice,
    prepare: adoptBoard,
    onRead(read, link, file) {
      readingLink.current = false;
      tryEdit(
        () => setBoard(checkSquares(read, file), link ? 'Read the board from the link.' : `Read ${file}.`),
        link ? setProblem : setFileProblem,
      );
    },
    onFail(message, link) {
      readingLink.current = false;
      if (link)
        setProblem(`This link's board could not be read — ${message}. Showing the classic board instead.`);
      else setFileProblem(message);
    },
  });
  // Text typed, pasted or imported, read as the command reads a paste (a problem page answered).
  const paste = useTabPaste<SnakesBoard>({
    options: { of: 'snakes', chain },
    answerWith: (read) => ({ ...read, chain }),
    parse: (text, file) => parseSnakesExamples(text, { file }),
    adopt: (read, file) => checkSquares(adoptBoard(read), file),
    onBoard: (next, message) => setBoard(next, message),
    onFail(message) {
      search.clear();
      setFileProblem(message);
    },
    setNotice,
  });
  useEffect(() => {
    if (initial.text !== undefined) reader.read(initial.text, 'link', true);
    else if (solveAtOnce) solve();
    // Once, for the link the tab opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const attempt = (edit: () => void) =>
    tryEdit(edit, (text) => {
      setPending(null);
      setProblem(text);
    });

  const cancelJump = () => {
    if (pending === null) return;
    setPending(null);
    setNotice('Cancelled the new jump.');
  };
  const onSquare = (square: number) => {
    if (pending === null) {
      const existing = jumpFrom(board, square);
      if (existing) return onJump(existing);
      if (square === board.last)
        return setProblem(`square ${square} is the last square: a jump may not start there`);
      search.clear();
      setProblem(null);
      setNotice(
        `Jump from square ${square}: now choose where it ends (choose ${square} again, or press Escape, to cancel).`,
      );
      return setPending(square);
    }
    if (square === pending) return cancelJump();
    attempt(() =>
      setBoard(
        addJump(board, pending, square),
        `Added a ${square > pending ? 'ladder' : 'snake'} ${pending}→${square}.`,
      ),
    );
  };
  const onJump = (jump: Jump) =>
    attempt(() =>
      setBoard(
        removeJump(board, jump.from),
        `Removed the ${jump.to > jump.from ? 'ladder' : 'snake'} ${jump.from}→${jump.to}.`,
      ),
    );

  const answer =
    search.state.status === 'done' && search.state.answer.puzzle === 'snakes' ? search.state.answer : null;
  const solution = answer?.solution ?? null;
  const run = answer?.run ?? null;
  const stepping = Boolean(run && run.events.kind.length > 0);
  // Frames: the search's steps (learn view) or levels; on a board searched by runs alone, the
  // game's throws, or its runs of faces when it is too long to replay throw by throw.
  const game = answer?.positions ?? answer?.runEnds ?? null;
  const last = stepping ? breadthFrameCount(run!) - 1 : run ? lastFrame(run) : game ? game.length - 1 : 0;
  const animation = useAnimation(last, answer, true, stepping ? 4 : last > 240 ? 60 : 4);
  const frame: SnakesFrame | null = useMemo(() => {
    if (!answer) return null;
    const played = game ? Math.min(animation.frame, game.length - 1) : 0;
    return {
      run: answer.run,
      level: animation.frame,
      learn: stepping && answer.run ? learnFrame(answer.run, animation.frame) : null,
      game,
      played,
      step: answer.positions && !stepping ? throwOf(board, answer.positions, answer.solution, played) : null,
    };
  }, [answer, game, animation.frame, stepping, board]);

  const solve = (withSteps = learn.on) => {
    setProblem(null);
    setNotice(null);
    setPending(null);
    search.run({ puzzle: 'snakes', board, chain, learn: withSteps });
  };

  const describeFrame = (shown: number) => {
    if (!frame || !solution) return '';
    if (stepping) return `step ${shown + 1} of ${last + 1} of the search`;
    if (!answer?.positions && answer?.runEnds) return describeRun(solution, answer.runEnds, shown);
    const counts = run ? countsText(run, shown) : '';
    if (!frame.step || shown === 0)
      return `start: ${board.start === 0 && board.first > 0 ? 'off the board' : `square ${board.start}`}${counts}`;
    const { face, landing, to } = frame.step;
    const jump = to !== landing ? `, ${to > landing ? 'ladder' : 'snake'} to ${to.toLocaleString('en')}` : '';
    return `throw ${shown.toLocaleString('en')} of ${solution.moves?.toLocaleString('en')}: face ${face} → lands on ${landing}${jump}${counts}`;
  };

  const view = (
    <ViewSwitch learn={learn} onChange={(next) => answer && next !== 'practice' && solve(next === 'learn')} />
  );
  if (practising) return <SnakesPractice view={view} spec={practiceSpec} setSpec={setPracticeSpec} />;
  return (
    <TabLayout
      view={view}
      settings={
        <>
          <form className="controls" aria-label="Board settings" onSubmit={(event) => event.preventDefault()}>
            <label>
              Built-in board
              <select
                value={builtInName(board) ?? ''}
                onChange={(event) => {
                  const name = event.target.value;
                  if (name === 'empty')
                    setBoard(
                      emptyBoard(100),
                      'An empty 100-square board: choose a square, then another, to add a ladder or snake.',
                    );
                  else if (Object.hasOwn(BUILT_IN_BOARDS, name))
                    setBoard(
                      BUILT_IN_BOARDS[name as keyof typeof BUILT_IN_BOARDS](),
                      `Loaded the ${name} board.`,
                    );
                }}
              >
                <option value="">(your board)</option>
                {Object.keys(BUILT_IN_BOARDS).map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
                <option value="empty">empty, 100 squares</option>
              </select>
            </label>
            <NumberField
              label="Squares"
              unit="squares"
              value={squareCount(board)}
              min={2}
              max={MAX_PAGE_SQUARES}
              onCommit={(squares) =>
                attempt(() => {
                  const { board: next, dropped } = resize(board, squares);
                  setBoard(
                    next,
                    dropped > 0
                      ? `${dropped} jump${dropped === 1 ? '' : 's'} no longer fit and were removed.`
                      : null,
                  );
                })
              }
            />
            <NumberField
              label="Die faces"
              unit="faces"
              value={board.faces}
              min={1}
              max={LIMITS.faces}
              onCommit={(faces) => attempt(() => setBoard(withFaces(board, faces)))}
            />
            {board.format === 'board' && (
              <label>
                Players start
                <select
                  value={board.start}
                  onChange={(event) => attempt(() => setBoard(withStart(board, Number(event.target.value))))}
                >
                  <option value={0}>off the board</option>
                  <option value={1}>on square 1</option>
                </select>
              </label>
            )}
            <label className="check">
              <input
                type="checkbox"
                checked={chain}
                onChange={(event) => {
                  search.clear();
                  setChainState(event.target.checked);
                }}
              />
              Follow chains of jumps
            </label>
          </form>
          <NewBoard
            form={SNAKES_NEW_BOARD}
            board={board}
            onMade={(made, message) => {
              if (made.puzzle !== 'snakes') return null;
              const next = adoptBoard(made.board);
              setBoard(next, message);
              return next;
            }}
          />
        </>
      }
      solveBar={
        <SolveBar state={search.state} unit="squares" onRun={() => solve()} onCancel={search.cancel} />
      }
      problem={problem}
      notice={notice}
      question={`Snakes and Ladders, ${squareCount(board).toLocaleString('en')} squares and a ${board.faces}-faced die${chain ? ', chains of jumps followed' : ''}: what is the fewest number of throws from ${board.start === 0 && board.first > 0 ? 'off the board' : `square ${board.start}`} to square ${board.last.toLocaleString('en')}?`}
      name={board.name ?? 'board'}
      answer={answer && <SnakesAnswer answer={answer} check={paste.check(board)} />}
      board={
        <SnakesView
          board={board}
          pending={pending}
          frame={printing ? null : frame}
          onSquare={onSquare}
          onCancel={cancelJump}
        />
      }
      timeline={
        answer &&
        last > 0 && (
          <AnimationControls
            animation={animation}
            label={stepping ? 'Breadth-first search' : 'Shortest game'}
            describeFrame={describeFrame}
          />
        )
      }
      learn={
        frame?.learn &&
        run && (
          <LearnPanel
            lesson={breadthLesson(run, frame.learn, words)}
            note={run.complete ? null : firstStepsNote(squareCount(board), 'squares', LEARN_FIRST_STEPS)}
          />
        )
      }
      legend={<SnakesLegend stepping={stepping} />}
      more={
        <>
          <Suspense fallback={<p className="notice">Loading the analysis…</p>}>
            <AnalysisPanel board={board} chain={chain} version={version} />
          </Suspense>
          <DesignPanel onUse={(next, message) => setBoard(next, message)} />
          <SnakesFiles
            board={board}
            chain={chain}
            text={text}
            setText={setText}
            setBoard={(next, message) => setBoard(next, message)}
            onRemove={onJump}
            read={paste.read}
            examples={paste.examples(board)}
            fileProblem={fileProblem}
            setFileProblem={setFileProblem}
          />
        </>
      }
    />
  );
}
