import { endsOf, parseMazeExamples, type MazeGrid, type MazeMoves, type OpenCell } from 'boardpath';
import { mazeCellOf } from 'boardpath/engine';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AnimationControls, useAnimation } from '../Animation.js';
import { Legend } from '../board/Legend.js';
import { LearnPanel } from '../learn/LearnPanel.js';
import { firstStepsNote } from '../learn/lesson.js';
import { ViewSwitch, useLearn } from '../learn/ViewSwitch.js';
import { NewBoard } from '../generate/NewBoard.js';
import { MAZE_NEW_BOARD } from './new-board.js';
import { freshSpec, practiceFromLink, practiceLink } from '../practice/link.js';
import { LEARN_FIRST_STEPS } from '../search/limits.js';
import { useTextReader } from '../search/useTextReader.js';
import { NumberField } from '../NumberField.js';
import { describeProblem, tryEdit } from '../Problem.js';
import { SolveBar } from '../SearchStatus.js';
import { TabLayout } from '../TabLayout.js';
import { MAX_PAGE_CELLS } from '../search/limits.js';
import type { MazeMode } from '../search/protocol.js';
import { useSearch } from '../search/useSearch.js';
import type { PageTab, TabProps } from '../url.js';
import { usePrinting } from '../print.js';
import { useTabPaste } from '../paste/useTabPaste.js';
import { CellField } from './CellField.js';
import { describeFrame, framesOf, overlayOf, stepping, type MazeAnswer } from './frames.js';
import { DEFAULT_LIMIT, MODES, checkCells, mazeFromLink, mazeLinkEntries } from './link.js';
import { MazeAnswerView } from './MazeAnswer.js';
import { MazeCompare } from './MazeCompare.js';
import { MazeFiles } from './MazeFiles.js';
import { MazePractice } from './MazePractice.js';
import { MazeView } from './MazeView.js';
import { MazeEdits } from './MazeEdits.js';
import { adoptGrid, moveEnd, paint, resizeMaze } from './model.js';
import { legendOf } from './legend.js';
import { countsCells } from './paste.js';
import { mazeWords } from './words.js';

const MODE_TITLES: Record<MazeMode, string> = {
  shortest: 'shortest (breadth-first)',
  first: 'first (backtracking)',
  all: 'all paths',
  count: 'count paths',
};
const QUESTIONS: Record<MazeMode, string> = {
  shortest: 'what is the fewest number of steps from S to G?',
  first: 'which path does backtracking find first from S to G?',
  all: 'what are the paths from S to G that visit no cell twice?',
  count: 'how many paths from S to G visit no cell twice?',
};

/** What the learn view shows of a big maze's search, when it shows only its first steps. */
function learnNote(answer: MazeAnswer | null, grid: MazeGrid): string | null {
  if (answer?.mode !== 'shortest' || !answer.run || answer.run.complete) return null;
  return firstStepsNote(grid.rows * grid.columns, 'cells', LEARN_FIRST_STEPS);
}

/** The tab as the page lists it. */
export const mazeTab: PageTab = { name: 'maze', title: 'Rat in a Maze', Tab: MazeTab };

/** The Rat in a Maze tab: draw walls, move the ends, pick moves and mode, watch the search. */
function MazeTab({ params, onLink, solveAtOnce }: TabProps) {
  // The link the tab opened with (and the practice exercise it asks for), read once.
  const [initial] = useState(() => mazeFromLink(params));
  const [practice] = useState(() => practiceFromLink('maze', params));
  const [grid, setGridState] = useState(initial.grid);
  const [moves, setMovesState] = useState<MazeMoves>(initial.moves);
  const [mode, setModeState] = useState<MazeMode>(initial.mode);
  const [problem, setProblem] = useState<string | null>(initial.problem ?? null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The digit of an open cell in rows and JSON read from text: 0 for LeetCode's binary matrix.
  const [openDigit, setOpenDigit] = useState<OpenCell>(1);
  const search = useSearch();
  // Printed, the maze is the question's: no frame of the search on it.
  const printing = usePrinting();
  const learn = useLearn(grid.rows * grid.columns, practice ? 'practice' : undefined);
  const practising = learn.view === 'practice';
  const [practiceSpec, setPracticeSpec] = useState(() => practice ?? freshSpec('maze'));
  // The maze a link brought in: while it is being read, and then while it is unchanged, the link
  // already holds it: leave the address be.
  const fromLink = useRef<MazeGrid | null>(null);
  const readingLink = useRef(initial.text !== undefined || initial.bits !== undefined);

  // The link is written once the user stops drawing for a moment, not on every painted cell.
  useEffect(() => {
    if (practising) {
      // The address now holds the exercise: the maze is written again on leaving it.
      fromLink.current = null;
      return onLink(practiceLink(practiceSpec));
    }
    if (readingLink.current || grid === fromLink.current) return;
    const timer = setTimeout(() => onLink({ ...mazeLinkEntries(grid), moves: String(moves), mode }), 150);
    return () => clearTimeout(timer);
  }, [grid, moves, mode, onLink, practising, practiceSpec]);

  // Pointer moves can arrive faster than React renders: edits start from the latest grid, not the
  // one of the last render, or a quick drag would lose cells.
  const latest = useRef(grid);
  const setGrid = (next: MazeGrid, message: string | null = null) => {
    latest.current = next;
    search.clear();
    setGridState(next);
    setProblem(null);
    setFileProblem(null);
    setNotice(message);
  };
  // A problem replaces whatever the last edit said beside it.
  const report = (text: string) => {
    setNotice(null);
    setProblem(text);
  };
  const reportFile = (text: string | null) => {
    if (text !== null) setNotice(null);
    setFileProblem(text);
  };
  const attempt = (edit: () => void) => tryEdit(edit, report);

  // A long maze text (from a link, the text box or a file) is read in the worker.
  const reader = useTextReader<MazeGrid>(
    'maze',
    {
      setNotice,
      prepare: adoptGrid,
      onRead(read, link, file) {
        readingLink.current = false;
        setGrid(read, link ? 'Read the maze from the link.' : `Read ${file}.`);
        if (link) fromLink.current = read;
      },
      onFail(message, link) {
        readingLink.current = false;
        if (link)
          report(`This link's maze could not be read — ${message}. Showing the default maze instead.`);
        else reportFile(message);
      },
    },
    MAX_PAGE_CELLS,
  );

  // Text typed, pasted or imported, read as the command reads a paste: a problem page's examples
  // are each answered, for the moves and the question the tab asks now.
  const paste = useTabPaste<MazeGrid>({
    options: { of: 'maze', open: openDigit, moves, mode },
    answerWith: (read) => ({ ...read, moves, mode }),
    parse: (text, file) => parseMazeExamples(text, { file, open: openDigit }),
    adopt: (board, file) => checkCells(adoptGrid(board), file),
    onBoard: (board, message) => setGrid(board, message),
    onFail(message) {
      // The last answer was another board's: it goes with the refusal.
      search.clear();
      reportFile(message);
    },
    setNotice,
  });

  useEffect(() => {
    if (initial.text !== undefined) reader.read(initial.text, 'link', true);
    else if (initial.bits) {
      // A big maze's cells, read after the page's first drawing, in a task of their own.
      readingLink.current = false;
      try {
        const read = initial.bits();
        setGrid(read, 'Read the maze from the link.');
        fromLink.current = read;
      } catch (error) {
        report(
          `This link's maze could not be read — ${describeProblem(error)}. Showing the default maze instead.`,
        );
      }
    } else if (solveAtOnce) solve();
    // Once, for the link the tab opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const answer =
    search.state.status === 'done' && search.state.answer.puzzle === 'maze' ? search.state.answer : null;
  const words = useMemo(() => mazeWords(grid), [grid]);
  const last = framesOf(answer, learn.on);
  const steps = stepping(answer, learn.on);
  const animation = useAnimation(last, answer, true, steps ? 4 : last > 240 ? 60 : 4);
  const overlay = useMemo(
    () => (answer ? overlayOf(grid, answer, animation.frame, last, moves, learn.on, words) : null),
    [answer, animation.frame, last, grid, moves, learn.on, words],
  );

  const solve = (withSteps = learn.on) => {
    setProblem(null);
    setNotice(null);
    search.run({
      puzzle: 'maze',
      grid,
      moves,
      mode,
      limit: DEFAULT_LIMIT,
      learn: withSteps,
    });
  };

  const { start, goal } = endsOf(grid);
  const view = (
    <ViewSwitch
      learn={learn}
      onChange={(next) =>
        answer && next !== 'practice' && (mode === 'shortest' || mode === 'all') && solve(next === 'learn')
      }
    />
  );
  if (practising) return <MazePractice view={view} spec={practiceSpec} setSpec={setPracticeSpec} />;
  return (
    <TabLayout
      view={view}
      question={`Rat in a Maze, ${grid.rows} × ${grid.columns} cells, ${moves} moves: ${QUESTIONS[mode]}`}
      name="maze"
      settings={
        <>
          <form className="controls" aria-label="Maze settings" onSubmit={(event) => event.preventDefault()}>
            <NumberField
              label="Rows"
              unit="rows"
              value={grid.rows}
              min={1}
              max={1000}
              onCommit={(rows) => attempt(() => setGrid(resizeMaze(grid, rows, grid.columns)))}
            />
            <NumberField
              label="Columns"
              unit="columns"
              value={grid.columns}
              min={1}
              max={Math.min(1000, Math.floor(MAX_PAGE_CELLS / grid.rows))}
              onCommit={(columns) => attempt(() => setGrid(resizeMaze(grid, grid.rows, columns)))}
            />
            <fieldset className="radio">
              <legend>Moves</legend>
              {([2, 4, 8] as const).map((count) => (
                <label key={count} className="check">
                  <input
                    type="radio"
                    name="maze-moves"
                    checked={moves === count}
                    onChange={() => {
                      search.clear();
                      setMovesState(count);
                    }}
                  />
                  {count}
                </label>
              ))}
            </fieldset>
            <label>
              Mode
              <select
                value={mode}
                onChange={(event) => {
                  search.clear();
                  setModeState(event.target.value as MazeMode);
                }}
                aria-describedby={mode === 'count' && learn.on ? 'maze-count-note' : undefined}
              >
                {MODES.map((name) => (
                  <option key={name} value={name}>
                    {MODE_TITLES[name]}
                  </option>
                ))}
              </select>
            </label>
            <CellField
              label="Start (row,column)"
              value={start}
              onCommit={(cell) => attempt(() => setGrid(moveEnd(grid, 'start', cell), 'Moved the start.'))}
            />
            <CellField
              label="Goal (row,column)"
              value={goal}
              onCommit={(cell) => attempt(() => setGrid(moveEnd(grid, 'goal', cell), 'Moved the goal.'))}
            />
          </form>
          <MazeEdits grid={grid} attempt={attempt} setGrid={setGrid} />
          <NewBoard
            form={MAZE_NEW_BOARD}
            board={grid}
            moves={moves}
            onMade={(made, message) => {
              if (made.puzzle !== 'maze') return null;
              const board = adoptGrid(made.board);
              setMovesState(made.options.moves ?? 4);
              setGrid(board, message);
              return board;
            }}
          />
        </>
      }
      solveBar={<SolveBar state={search.state} unit="cells" onRun={() => solve()} onCancel={search.cancel} />}
      problem={problem}
      notice={notice}
      answer={
        answer && (
          <MazeAnswerView
            grid={grid}
            answer={answer}
            frame={animation.frame}
            cells={countsCells({ open: openDigit, moves })}
            openHint={openDigit === 1}
            check={paste.check(grid)}
          />
        )
      }
      board={
        <MazeView
          grid={grid}
          overlay={printing ? null : overlay}
          onPaint={(cells, value) => {
            const now = latest.current;
            const changed = cells.filter((cell) => now.open[cell] !== value);
            if (changed.length > 0) attempt(() => setGrid(paint(now, changed, value)));
          }}
          onMoveEnd={(end, cell) => {
            const now = latest.current;
            if (cell === (end === 'start' ? now.goal : now.start) || cell === now[end]) return;
            attempt(() => setGrid(moveEnd(now, end, mazeCellOf(now, cell)), `Moved the ${end}.`));
          }}
        />
      }
      timeline={
        answer &&
        last > 0 && (
          <AnimationControls
            animation={animation}
            label={
              answer.mode === 'all'
                ? 'Paths'
                : answer.mode === 'first'
                  ? 'Backtracking'
                  : 'Breadth-first search'
            }
            describeFrame={(frame) => describeFrame(grid, answer, frame, last, learn.on)}
          />
        )
      }
      learn={
        overlay?.lesson ? (
          <LearnPanel lesson={overlay.lesson} note={learnNote(answer, grid)} />
        ) : (
          learn.on &&
          mode === 'count' && (
            <p className="learn-note" id="maze-count-note">
              Counting paths uses the frontier method, which has no step-by-step view: choose “all paths” to
              watch the backtracking walk through them.
            </p>
          )
        )
      }
      legend={
        <Legend items={legendOf(mode, steps)}>
          Click or drag to draw and erase walls; drag S or G to move the start or goal. On the maze, arrow
          keys move between cells and Enter builds or erases a wall.
        </Legend>
      }
      underBoard={<MazeCompare grid={grid} moves={moves} learn={learn.on} />}
      more={
        <MazeFiles
          grid={grid}
          moves={moves}
          mode={mode}
          open={openDigit}
          setOpen={setOpenDigit}
          read={paste.read}
          examples={paste.examples(grid)}
          problem={fileProblem}
          setProblem={reportFile}
        />
      }
    />
  );
}
