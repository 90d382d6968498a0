import type { TokensBoard, TokensPosition, TokensStep } from 'boardpath';
import { tokensPositionOf as positionOf, tokensStateGraph } from 'boardpath/engine';
import { useMemo, type ReactNode } from 'react';
import { Legend } from '../board/Legend.js';
import type { LearnWords } from '../learn/lesson.js';
import type { Question } from '../practice/exercise.js';
import type { PracticeSpec } from '../practice/kinds.js';
import { PracticeView, type PracticeShown } from '../practice/PracticeView.js';
import { usePractice } from '../practice/usePractice.js';
import type { MadeBoard } from '../search/protocol.js';
import { TokensView } from './TokensView.js';
import { tokensWords } from './words.js';
import { counted } from '../plural.js';

type TokensMade = Extract<MadeBoard, { puzzle: 'tokens' }>;

/** The question in the two tokens' words. */
function ask(board: TokensBoard, question: Question, words: LearnWords): string {
  switch (question.kind) {
    case 'fewest':
      return `Two tokens on a ${board.rows} × ${board.columns} grid: each move takes one token up, down, left or right by the number under the other, and they may never share a square. What is the fewest number of moves that swaps them?`;
    case 'next':
      return `Breadth-first search from the start has expanded every position fewer than ${counted(question.level, 'moves')} from it, and nothing else. Which position does it take from the queue next?`;
    case 'distance':
      return `How many moves, at the fewest, from the start to the position drawn: ${words.state(question.target)}?`;
    case 'path':
      return 'Swap the tokens in the fewest moves: choose each move in turn.';
    case 'longer':
      return '';
  }
}

/** The move from one position to the next, drawn as a line. */
function stepBetween(from: TokensPosition, to: TokensPosition): TokensStep | null {
  for (const token of ['red', 'blue'] as const) {
    const [r0, c0] = from[token];
    const [r1, c1] = to[token];
    if (r0 === r1 && c0 === c1) continue;
    const direction = r1 > r0 ? 'down' : r1 < r0 ? 'up' : c1 > c0 ? 'right' : 'left';
    return {
      token,
      direction,
      distance: Math.abs(r1 - r0) + Math.abs(c1 - c0),
      from: from[token],
      to: to[token],
    };
  }
  return null;
}

/** The grid as the practice shows it: the replay's position, the position asked about, or the path's last. */
function drawn(board: TokensBoard, shown: PracticeShown) {
  const { step, question, path } = shown;
  if (step) {
    const state =
      step.kind === 'level' ? (step.rebuilt[0] ?? path[0]) : step.current >= 0 ? step.current : step.state;
    const ghost =
      step.current >= 0 && step.kind !== 'dequeue' && step.kind !== 'level'
        ? positionOf(board, step.state)
        : null;
    return { position: positionOf(board, state), ghost, step: null };
  }
  if (question.kind === 'distance')
    return { position: positionOf(board, question.target), ghost: null, step: null };
  const position = positionOf(board, path[path.length - 1]);
  const before = path.length > 1 ? positionOf(board, path[path.length - 2]) : null;
  return { position, ghost: null, step: before ? stepBetween(before, position) : null };
}

/** The two tokens tab's practice view. */
export function TokensPractice({
  view,
  spec,
  setSpec,
}: {
  view: ReactNode;
  spec: PracticeSpec;
  setSpec: (spec: PracticeSpec) => void;
}) {
  const practice = usePractice(spec, setSpec, (boards) => tokensWords(boards.boards[0].board as TokensBoard));
  const made = (practice.boards?.boards[0] ?? null) as TokensMade | null;
  const words = useMemo(() => (made ? tokensWords(made.board) : null), [made]);
  const graph = useMemo(() => (made ? tokensStateGraph(made.board).graph : null), [made]);
  const board = (shown: PracticeShown) => {
    const { board: grid } = shown.boards.boards[0] as TokensMade;
    const { position, ghost, step } = drawn(grid, shown);
    const from = shown.path[shown.path.length - 1];
    const out = new Int32Array(Math.max(1, graph?.maxDegree ?? 1));
    const count = shown.question.kind === 'path' && graph && words ? graph.moves(from, out) : 0;
    return (
      <>
        <TokensView board={grid} position={position} ghost={ghost} step={step} />
        {count > 0 && words && (
          <div className="practice-moves" role="group" aria-label="Moves from this position">
            {Array.from(out.subarray(0, count), (to) => (
              <button
                key={to}
                type="button"
                aria-disabled={!shown.choose || undefined}
                onClick={() => shown.choose?.(to)}
              >
                {words.move(from, to, 0)} → {words.state(to)}
              </button>
            ))}
          </div>
        )}
      </>
    );
  };
  return (
    <PracticeView
      view={view}
      practice={practice}
      setSpec={setSpec}
      words={words}
      ask={(question) => (made && words ? ask(made.board, question, words) : '')}
      movesLabel="Moves"
      pathHint="Choose each move under the grid; the grid shows where the tokens stand."
      board={board}
      legend={() => (
        <Legend
          items={[
            { swatch: 'red-token', text: 'red token' },
            { swatch: 'blue-token', text: 'blue token' },
            { swatch: 'ring', text: 'where the move under study leads' },
          ]}
        >
          Each token shows the number under it. A state of the search is where both tokens stand.
        </Legend>
      )}
    />
  );
}
