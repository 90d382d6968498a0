import { BoardpathError, BUILT_IN_BOARDS, LIMITS, parseSnakes, type Jump, type SnakesBoard } from 'boardpath';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { AnimationControls, useAnimation } from '../Animation.js';
import { download } from '../files.js';
import { ImportFile } from '../ImportFile.js';
import { SolveBar } from '../SearchStatus.js';
import type { LinkEntries } from '../url.js';
import { useSearch } from '../search/useSearch.js';
import { Problem, describeProblem, tryEdit } from '../Problem.js';
import { BoardView, type SnakesFrame } from './BoardView.js';
import {
  addJump,
  boardText,
  emptyBoard,
  formatHoldsFaces,
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

/** The biggest board the page edits and solves; the CLI takes larger ones. */
export const MAX_PAGE_SQUARES = 4_000_000;

/** What a share link says about a Snakes and Ladders board. */
export interface SnakesLinkState {
  readonly board: SnakesBoard;
  readonly chain: boolean;
  /** Set when the link could not be read: the page shows it and falls back to the classic board. */
  readonly problem?: string;
}

/** Reads `snakes=<board text>&faces=N&chain=1` from a link; a bad board falls back to the classic one with a message. */
export function snakesFromLink(params: URLSearchParams): SnakesLinkState {
  const text = params.get('snakes');
  const chain = params.get('chain') === '1';
  if (text === null) return { board: BUILT_IN_BOARDS.classic(), chain };
  try {
    const named = BUILT_IN_BOARDS[text];
    let board = named ? named() : parseSnakes(text, { file: 'link' });
    const faces = params.get('faces');
    if (faces !== null) {
      const count = Number(faces);
      if (!Number.isSafeInteger(count) || count < 1 || count > LIMITS.faces)
        throw new BoardpathError('E_FORMAT', `faces=${faces}: a die needs 1 to ${LIMITS.faces} faces`, {
          file: 'link',
        });
      board = withFaces(board, count);
    }
    if (squareCount(board) > MAX_PAGE_SQUARES)
      throw new BoardpathError(
        'E_BOARD',
        `the board has ${squareCount(board)} squares; the page takes up to ${MAX_PAGE_SQUARES} (the CLI takes more)`,
        { file: 'link' },
      );
    return { board, chain };
  } catch (error) {
    return {
      board: BUILT_IN_BOARDS.classic(),
      chain,
      problem: `This link's board could not be read — ${describeProblem(error)}. Showing the classic board instead.`,
    };
  }
}

/** The built-in board's name when the board is still exactly that board (not after changing its die). */
function builtInName(board: SnakesBoard): string | undefined {
  const named = board.name ? BUILT_IN_BOARDS[board.name] : undefined;
  return named && boardText(named()) === boardText(board) ? board.name : undefined;
}

/** The link parameters for a board (the board text in its own format; the die when the format cannot hold it). */
export function snakesLink(board: SnakesBoard, chain: boolean): Record<string, string | undefined> {
  return {
    snakes: builtInName(board) ?? boardText(board),
    faces: formatHoldsFaces(board) ? undefined : String(board.faces),
    chain: chain ? '1' : undefined,
  };
}

function cliCommand(board: SnakesBoard, chain: boolean): string {
  const source = builtInName(board) ?? 'board.json';
  return `boardpath snakes ${source}${formatHoldsFaces(board) ? '' : ` --faces ${board.faces}`}${chain ? ' --chain' : ''}`;
}

/** The Snakes and Ladders tab: edit a board, solve it in the worker, watch the shortest game. */
export function SnakesTab({
  initial,
  onLink,
}: {
  initial: SnakesLinkState;
  onLink: (entries: LinkEntries) => void;
}) {
  const [board, setBoardState] = useState(initial.board);
  const [chain, setChainState] = useState(initial.chain);
  const [pending, setPending] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(initial.problem ?? null);
  const [notice, setNotice] = useState<string | null>(null);
  const [text, setText] = useState(() => boardText(initial.board));
  const [jumpForm, setJumpForm] = useState({ from: '', to: '' });
  const search = useSearch();
  // A new value whenever the game changes: the analysis drops its figures.
  const version = useMemo(() => ({ board, chain }), [board, chain]);

  useEffect(() => onLink(snakesLink(board, chain)), [board, chain, onLink]);

  // Every edit goes through here: the old answer and animation are dropped at once.
  const setBoard = (next: SnakesBoard, message: string | null = null) => {
    search.clear();
    setBoardState(next);
    setText(boardText(next));
    setPending(null);
    setProblem(null);
    setNotice(message);
  };
  const attempt = (edit: () => void) =>
    tryEdit(edit, (text) => {
      setPending(null);
      setProblem(text);
    });

  const onSquare = (square: number) => {
    if (pending === null) {
      const existing = jumpFrom(board, square);
      if (existing)
        return attempt(() =>
          setBoard(
            removeJump(board, square),
            `Removed the ${existing.to > existing.from ? 'ladder' : 'snake'} ${existing.from}→${existing.to}.`,
          ),
        );
      if (square === board.last)
        return setProblem(`square ${square} is the last square: a jump may not start there`);
      search.clear();
      setProblem(null);
      setNotice(`Jump from square ${square}: now choose where it ends (choose ${square} again to cancel).`);
      return setPending(square);
    }
    if (square === pending) {
      setPending(null);
      return setNotice('Cancelled the new jump.');
    }
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
  const animation = useAnimation(solution?.solvable ? solution.moves! : 0, answer);
  const frame: SnakesFrame | null = useMemo(
    () =>
      answer
        ? {
            levels: answer.levels,
            throwsShown: animation.frame,
            path: answer.solution.path,
            steps: answer.solution.steps,
          }
        : null,
    [answer, animation.frame],
  );

  const solve = () => {
    setProblem(null);
    setNotice(null);
    setPending(null);
    search.run({ puzzle: 'snakes', board, chain });
  };

  const describeFrame = (shown: number) => {
    if (!solution?.steps || shown === 0)
      return `start: ${board.start === 0 && board.first > 0 ? 'off the board' : `square ${board.start}`}`;
    const step = solution.steps[shown - 1];
    const jumps = step.jumps.map((jump) => `, ${jump.kind} to ${jump.to}`).join('');
    return `throw ${shown} of ${solution.moves}: face ${step.face} → lands on ${step.landing}${jumps}`;
  };

  return (
    <div className="tab-body">
      <div className="side">
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
                    'An empty 100-square board: click a square, then another, to add a ladder or snake.',
                  );
                else if (BUILT_IN_BOARDS[name])
                  setBoard(BUILT_IN_BOARDS[name](), `Loaded the ${name} board.`);
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

        <SolveBar state={search.state} unit="squares" onRun={solve} onCancel={search.cancel} />

        {problem && <Problem text={problem} />}
        <p className="notice" aria-live="polite">
          {notice}
        </p>

        {solution && (
          <section className="answer" aria-label="Answer">
            {solution.solvable ? (
              <p className="headline">
                Fewest throws: <strong data-testid="moves">{solution.moves}</strong>{' '}
                <span className="rolls">(faces {solution.rolls!.join(', ')})</span>
              </p>
            ) : (
              <p className="headline">
                <strong data-testid="moves">Unsolvable</strong>: the last square cannot be reached.
              </p>
            )}
            {solution.solvable && solution.moves! > 0 && (
              <AnimationControls animation={animation} label="Shortest game" describeFrame={describeFrame} />
            )}
          </section>
        )}
      </div>
      <div className="board-wrap">
        {squareCount(board) > MAX_PAGE_SQUARES ? (
          <p>This board is too large to draw.</p>
        ) : (
          <BoardView board={board} pending={pending} frame={frame} onSquare={onSquare} />
        )}
        <p className="legend">
          <span className="swatch ladder" /> ladder <span className="swatch snake" /> snake{' '}
          <span className="swatch reached" /> reached by the search <span className="swatch frontier" /> this
          throw's frontier. Click a square then another to add a jump; click a jump's start to remove it.
        </p>
      </div>
      <div className="more">
        <Suspense fallback={<p className="notice">Loading the analysis…</p>}>
          <AnalysisPanel board={board} chain={chain} version={version} />
        </Suspense>
        <details className="jumps">
          <summary>Snakes and ladders ({board.jumpFrom.length})</summary>
          <form
            className="jump-form"
            onSubmit={(event) => {
              event.preventDefault();
              const from = Number(jumpForm.from);
              const to = Number(jumpForm.to);
              if (jumpForm.from === '' || jumpForm.to === '')
                return setProblem('give both squares of the jump');
              attempt(() => {
                setBoard(
                  addJump(board, from, to),
                  `Added a ${to > from ? 'ladder' : 'snake'} ${from}→${to}.`,
                );
                setJumpForm({ from: '', to: '' });
              });
            }}
          >
            <label>
              From square{' '}
              <input
                type="number"
                inputMode="numeric"
                value={jumpForm.from}
                onChange={(event) => setJumpForm({ ...jumpForm, from: event.target.value })}
              />
            </label>
            <label>
              to square{' '}
              <input
                type="number"
                inputMode="numeric"
                value={jumpForm.to}
                onChange={(event) => setJumpForm({ ...jumpForm, to: event.target.value })}
              />
            </label>
            <button type="submit">Add jump</button>
          </form>
          <ul className="jump-list">
            {Array.from(board.jumpFrom, (from, i) => ({ from, to: board.jumpTo[i] }))
              .slice(0, 500)
              .map((jump) => (
                <li key={jump.from}>
                  {jump.to > jump.from ? 'ladder' : 'snake'} {jump.from}→{jump.to}{' '}
                  <button
                    type="button"
                    onClick={() => onJump(jump)}
                    aria-label={`Remove the ${jump.to > jump.from ? 'ladder' : 'snake'} ${jump.from}→${jump.to}`}
                  >
                    Remove
                  </button>
                </li>
              ))}
          </ul>
        </details>

        <details className="board-text">
          <summary>Board file (the CLI's formats)</summary>
          <p>
            Same answer on the command line: <code>{cliCommand(board, chain)}</code>
          </p>
          <label htmlFor="snakes-text">
            Board text (board, leetcode or moves format, detected as the CLI does)
          </label>
          <textarea
            id="snakes-text"
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={8}
            spellCheck={false}
          />
          <div className="file-buttons">
            <button
              type="button"
              onClick={() =>
                attempt(() => setBoard(parseSnakes(text, { file: 'board text' }), 'Read the board text.'))
              }
            >
              Use this text
            </button>
            <button type="button" onClick={() => download(`${board.name ?? 'board'}.json`, boardText(board))}>
              Export file
            </button>
            <ImportFile
              label="Board file to import"
              accept=".json,.txt,application/json,text/plain"
              onText={(text, name) => {
                const parsed = parseSnakes(text, { file: name });
                if (squareCount(parsed) > MAX_PAGE_SQUARES)
                  throw new BoardpathError(
                    'E_BOARD',
                    `${name}: ${squareCount(parsed)} squares; the page takes up to ${MAX_PAGE_SQUARES} (the CLI takes more)`,
                  );
                setBoard(parsed, `Imported ${name}.`);
              }}
              onProblem={setProblem}
            />
          </div>
        </details>
      </div>
    </div>
  );
}

/** A number input that applies its value on Enter or when it loses focus, and says why a value is refused. */
export function NumberField({
  label,
  value,
  min,
  max,
  onCommit,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onCommit: (value: number) => void;
}) {
  const [draft, setDraft] = useState(String(value));
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(String(value));
  }
  const number = Number(draft);
  const valid = draft.trim() !== '' && Number.isSafeInteger(number) && number >= min && number <= max;
  const commit = () => {
    if (valid && number !== value) onCommit(number);
    else if (!valid) setDraft(String(value));
  };
  return (
    <label>
      {label}
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={draft}
        aria-invalid={!valid}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
    </label>
  );
}
