import {
  BoardpathError,
  describeTokensStep as describeStep,
  parseTokens,
  type TokensBoard,
  type Cell,
  type TokensPosition,
} from 'boardpath';
import { useEffect, useMemo, useState } from 'react';
import { AnimationControls, useAnimation } from '../Animation.js';
import { LearnPanel } from '../learn/LearnPanel.js';
import { LearnSwitch, useLearn } from '../learn/LearnSwitch.js';
import { learnFrame } from '../learn/replay.js';
import { NumberField } from '../NumberField.js';
import { download } from '../files.js';
import { ImportFile } from '../ImportFile.js';
import { Problem, describeProblem, tryEdit } from '../Problem.js';
import { SolveBar } from '../SearchStatus.js';
import type { LinkEntries } from '../url.js';
import { useSearch } from '../search/useSearch.js';
import {
  MAX_EDITABLE_SQUARES,
  MAX_PAGE_SIDE,
  TEXTBOOK_GRID,
  resizeTokens,
  tokensText,
  withLabel,
} from './model.js';
import { tokensPositionOf as positionOf } from 'boardpath/engine';
import { LabelField } from './LabelField.js';
import { tokensWords } from './words.js';

/** What a share link says about a two-token grid. */
export interface TokensLinkState {
  readonly board: TokensBoard;
  readonly problem?: string;
}

function checkSize(board: TokensBoard, where: string): TokensBoard {
  if (board.rows > MAX_PAGE_SIDE || board.columns > MAX_PAGE_SIDE) {
    throw new BoardpathError(
      'E_BOARD',
      `${where}: a ${board.rows}×${board.columns} grid; the page takes sides up to ${MAX_PAGE_SIDE} (the CLI takes more)`,
    );
  }
  return board;
}

/** Reads `tokens=<grid text>` from a link; a bad one falls back to the textbook grid with a message. */
export function tokensFromLink(params: URLSearchParams): TokensLinkState {
  const text = params.get('tokens');
  if (text === null) return { board: parseTokens(TEXTBOOK_GRID) };
  try {
    return { board: checkSize(parseTokens(text, { file: 'link' }), 'link') };
  } catch (error) {
    return {
      board: parseTokens(TEXTBOOK_GRID),
      problem: `This link's grid could not be read — ${describeProblem(error)}. Showing the textbook grid instead.`,
    };
  }
}

const CELL = 56;

/** The Two tokens tab: edit the labels and the size, solve, play the moves. */
export function TokensTab({
  initial,
  onLink,
}: {
  initial: TokensLinkState;
  onLink: (entries: LinkEntries) => void;
}) {
  const [board, setBoardState] = useState(initial.board);
  const [problem, setProblem] = useState<string | null>(initial.problem ?? null);
  const [notice, setNotice] = useState<string | null>(null);
  const [text, setText] = useState(() => tokensText(initial.board));
  const search = useSearch();
  const cells = board.rows * board.columns;
  const learn = useLearn(cells * cells);

  useEffect(() => onLink({ tokens: tokensText(board) }), [board, onLink]);

  const setBoard = (next: TokensBoard, message: string | null = null) => {
    search.clear();
    setBoardState(next);
    setText(tokensText(next));
    setProblem(null);
    setNotice(message);
  };
  const attempt = (edit: () => void) => tryEdit(edit, setProblem);

  const answer =
    search.state.status === 'done' && search.state.answer.puzzle === 'tokens' ? search.state.answer : null;
  const solution = answer?.solution ?? null;
  const run = answer?.run ?? null;
  const stepping = Boolean(run && run.events.kind.length > 0);
  const animation = useAnimation(
    stepping ? run!.events.kind.length - 1 : solution?.solvable ? solution.moves! : 0,
    answer,
  );
  const learnStep = useMemo(
    () => (stepping && run ? learnFrame(run, animation.frame) : null),
    [stepping, run, animation.frame],
  );
  const words = useMemo(() => tokensWords(board), [board]);
  // In the learn view the board shows the position being expanded (or the one the step is about).
  const position: TokensPosition = learnStep
    ? positionOf(board, learnStep.current >= 0 ? learnStep.current : learnStep.state)
    : solution?.path
      ? solution.path[animation.frame]
      : { red: board.red, blue: board.blue };
  const ghost =
    learnStep && learnStep.current >= 0 && learnStep.kind !== 'dequeue'
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

  const centre = ([r, c]: Cell) => ({ x: c * CELL + CELL / 2, y: r * CELL + CELL / 2 });
  const editable = board.rows * board.columns <= MAX_EDITABLE_SQUARES;

  return (
    <div className="tab-body">
      <div className="side">
        <p className="about">
          Each move takes one token up, down, left or right by the number under the <em>other</em> token. Swap
          them (red to bottom-right, blue to top-left) in the fewest moves; they may never share a square.
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
          <LearnSwitch learn={learn} onChange={(on) => answer && solve(on)} />
        </form>

        <SolveBar state={search.state} unit="positions" onRun={() => solve()} onCancel={search.cancel} />
        {problem && <Problem text={problem} />}
        <p className="notice" aria-live="polite">
          {notice}
        </p>

        {solution && (
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
          </section>
        )}
      </div>
      <div className="board-wrap">
        {board.rows * board.columns <= 2500 ? (
          <svg
            className="board tokens-board"
            viewBox={`-2 -2 ${board.columns * CELL + 4} ${board.rows * CELL + 4}`}
            style={{ maxWidth: `${Math.max(280, board.columns * 80)}px` }}
            role="img"
            aria-label={`${board.rows}×${board.columns} grid; red on row ${position.red[0]}, column ${position.red[1]}; blue on row ${position.blue[0]}, column ${position.blue[1]}`}
          >
            {board.labels.map((label, i) => {
              const r = Math.floor(i / board.columns);
              const c = i % board.columns;
              return (
                <g key={i}>
                  <rect
                    x={c * CELL}
                    y={r * CELL}
                    width={CELL}
                    height={CELL}
                    className={(r + c) % 2 === 0 ? 'light' : 'dark'}
                  />
                  <text
                    x={c * CELL + CELL / 2}
                    y={r * CELL + CELL / 2 + 7}
                    className="label"
                    fontSize={String(label).length > 3 ? 12 : 20}
                  >
                    {label}
                  </text>
                </g>
              );
            })}
            {step && (
              <line
                className="throw-arrow"
                x1={centre(step.from).x}
                y1={centre(step.from).y}
                x2={centre(step.to).x}
                y2={centre(step.to).y}
              />
            )}
            {ghost &&
              (['red', 'blue'] as const).map((token) => (
                <circle
                  key={`ghost-${token}`}
                  className={`token-ghost ${token}`}
                  cx={centre(ghost[token]).x}
                  cy={centre(ghost[token]).y}
                  r={CELL * 0.4}
                />
              ))}
            {(['red', 'blue'] as const).map((token) => (
              <g
                key={token}
                className={`token-piece ${token}`}
                transform={`translate(${centre(position[token]).x} ${centre(position[token]).y})`}
              >
                <circle r={CELL * 0.36} />
                <text y={7} className="label">
                  {board.labels[position[token][0] * board.columns + position[token][1]]}
                </text>
              </g>
            ))}
          </svg>
        ) : (
          <p>
            A {board.rows}×{board.columns} grid is too large to draw; edit it as text below. Red stands on (
            {position.red.join(',')}), blue on ({position.blue.join(',')}).
          </p>
        )}
        {solution && animation.last > 0 && (
          <AnimationControls
            animation={animation}
            label={stepping ? 'Breadth-first search' : 'Moves'}
            describeFrame={describeFrame}
          />
        )}
        {learnStep && run && <LearnPanel run={run} frame={learnStep} words={words} showParents />}
        <p className="legend">
          <span className="swatch red-token" /> red token <span className="swatch blue-token" /> blue token;
          each shows the number under it.
          {learnStep &&
            ' A state of this search is where both tokens stand; the board shows the position being expanded, and a ring where the move under study leads.'}
        </p>
      </div>
      <div className="more">
        {editable && (
          <details className="labels" open>
            <summary>Labels</summary>
            <div
              className="label-grid"
              style={{ gridTemplateColumns: `repeat(${board.columns}, minmax(2.6rem, 3.5rem))` }}
              role="group"
              aria-label="Labels, row by row"
            >
              {board.labels.map((label, i) => (
                <LabelField
                  key={`${board.rows}x${board.columns}-${i}`}
                  row={Math.floor(i / board.columns)}
                  column={i % board.columns}
                  value={label}
                  onCommit={(r, c, value) => attempt(() => setBoard(withLabel(board, r, c, value)))}
                />
              ))}
            </div>
          </details>
        )}

        <details className="board-text">
          <summary>Grid file (the CLI's formats)</summary>
          <p>
            Same answer on the command line: <code>boardpath tokens grid.txt</code>
          </p>
          <label htmlFor="tokens-text">
            Grid text (course format with n first, plain rows, or a JSON array of rows)
          </label>
          <textarea
            id="tokens-text"
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={Math.min(12, board.rows + 2)}
            spellCheck={false}
          />
          <div className="file-buttons">
            <button
              type="button"
              onClick={() =>
                attempt(() =>
                  setBoard(
                    checkSize(parseTokens(text, { file: 'grid text' }), 'grid text'),
                    'Read the grid text.',
                  ),
                )
              }
            >
              Use this text
            </button>
            <button type="button" onClick={() => download('grid.txt', tokensText(board), 'text/plain')}>
              Export file
            </button>
            <ImportFile
              label="Grid file to import"
              accept=".txt,.json,text/plain,application/json"
              onText={(text, name) =>
                setBoard(checkSize(parseTokens(text, { file: name }), name), `Imported ${name}.`)
              }
              onProblem={setProblem}
            />
          </div>
        </details>
      </div>
    </div>
  );
}
