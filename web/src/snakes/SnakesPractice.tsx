import { jumpsOf, type SnakesBoard } from 'boardpath';
import { snakesGraph } from 'boardpath/engine';
import { gradePath } from '../practice/grade.js';
import { useMemo, type ReactNode } from 'react';
import { Legend } from '../board/Legend.js';
import type { LearnFrame } from '../learn/breadth.js';
import type { Question } from '../practice/exercise.js';
import type { PracticeSpec } from '../practice/kinds.js';
import { PracticeView, type PracticeShown } from '../practice/PracticeView.js';
import { usePractice } from '../practice/usePractice.js';
import type { MadeBoard } from '../search/protocol.js';
import { SnakesView } from './SnakesView.js';
import type { DrawnThrow, SnakesFrame } from './frames.js';
import { squareCount } from './model.js';
import { snakesWords } from './words.js';
import { counted } from '../plural.js';

type SnakesMade = Extract<MadeBoard, { puzzle: 'snakes' }>;

const startWords = (board: SnakesBoard) =>
  board.start === 0 && board.first > 0 ? 'off the board' : `square ${board.start}`;

/** The question in Snakes and Ladders' words. */
function ask(board: SnakesBoard, question: Question): string {
  const start = startWords(board);
  switch (question.kind) {
    case 'fewest':
      return `${squareCount(board)} squares and a ${board.faces}-faced die, and you choose every face: what is the fewest number of throws from ${start} to square ${board.last}?`;
    case 'next':
      return `Breadth-first search from ${start} has expanded the shaded squares — every square fewer than ${counted(question.level, 'throws')} from the start — and nothing else. Which square does it take from the queue next?`;
    case 'distance':
      return `How many throws, at the fewest, from ${start} to square ${question.target} (ringed)?`;
    case 'path':
      return `Play one shortest game: choose the square the token stands on after each throw, from ${start} to square ${board.last}.`;
    case 'longer':
      return 'One player, a fair die, a throw past the last square is not moved: which board’s game lasts longer on average?';
  }
}

/**
 * The square a choice means on a path: the token stands where a throw's jump takes it, so choosing
 * the foot of a ladder (or a snake's head) a throw lands on means the square the jump ends on. A
 * square can be both where a throw lands (and jumps on) and where another throw's jump comes to
 * rest: then the choice is read as the one that keeps the path on a shortest path, resting there
 * first, so that a right path is never refused.
 */
function chosenSquare(
  board: SnakesBoard,
  jumps: Map<number, number>,
  path: readonly number[],
  square: number,
  keepsShortest: (path: readonly number[]) => boolean,
): number {
  const from = path[path.length - 1];
  const rests = throwTo(board, jumps, from, square) !== null;
  const to = jumps.get(square);
  const lands = to !== undefined && square > from && square - from <= board.faces;
  if (!lands) return square;
  if (!rests) return to;
  return keepsShortest([...path, square]) || !keepsShortest([...path, to]) ? square : to;
}

/** The throw drawn from `from` to `to` (the face, where it lands, where its jump ends). */
function throwTo(
  board: SnakesBoard,
  jumps: Map<number, number>,
  from: number,
  to: number,
): DrawnThrow | null {
  for (let face = 1; face <= board.faces && from + face <= board.last; face++)
    if ((jumps.get(from + face) ?? from + face) === to) return { face, from, landing: from + face, to };
  return null;
}

/** What the practice board shows: the replay's step, the question's shades, or the path so far. */
function frameOf(board: SnakesBoard, jumps: Map<number, number>, shown: PracticeShown): SnakesFrame | null {
  const run = shown.boards.run;
  if (shown.step) return { run, level: 0, learn: shown.step, game: null, played: 0, step: null };
  if (shown.shades && run) {
    const learn: LearnFrame = {
      kind: 'level',
      state: 0,
      from: -1,
      shades: shown.shades,
      current: -1,
      considered: [],
      queue: new Int32Array(0),
      explored: 0,
      seen: 0,
      rebuilt: [],
    };
    return { run, level: 0, learn, game: null, played: 0, step: null };
  }
  if (shown.question.kind !== 'path') return null;
  const { path } = shown;
  const played = path.length - 1;
  const step = played > 0 ? throwTo(board, jumps, path[played - 1], path[played]) : null;
  return { run: null, level: 0, learn: null, game: path, played, step };
}

/** The Snakes and Ladders tab's practice view. */
export function SnakesPractice({
  view,
  spec,
  setSpec,
}: {
  view: ReactNode;
  spec: PracticeSpec;
  setSpec: (spec: PracticeSpec) => void;
}) {
  const practice = usePractice(spec, setSpec, (boards) =>
    snakesWords(boards.boards[0].board as SnakesBoard, false),
  );
  const made = (practice.boards?.boards[0] ?? null) as SnakesMade | null;
  const words = useMemo(() => (made ? snakesWords(made.board, false) : null), [made]);
  const graph = useMemo(() => (made ? snakesGraph(made.board) : null), [made]);
  const jumps = useMemo(
    () => new Map(made ? jumpsOf(made.board).map((jump) => [jump.from, jump.to]) : []),
    [made],
  );
  const board = (shown: PracticeShown) => {
    const boards = shown.boards.boards as SnakesMade[];
    if (shown.question.kind === 'longer')
      return (
        <div className="practice-pair">
          {boards.map((each, i) => (
            <figure key={i}>
              <figcaption>Board {i === 0 ? 'A' : 'B'}</figcaption>
              <SnakesView
                board={each.board}
                pending={null}
                frame={null}
                editing={false}
                onSquare={() => undefined}
                onCancel={() => undefined}
              />
            </figure>
          ))}
        </div>
      );
    const { board: shownBoard } = boards[0];
    const choose = shown.choose;
    return (
      <SnakesView
        board={shownBoard}
        pending={null}
        frame={frameOf(shownBoard, jumps, shown)}
        editing={false}
        marked={
          shown.marked === null
            ? null
            : {
                square: shown.marked,
                words: shown.question.kind === 'distance' ? 'the square asked about' : 'your answer',
              }
        }
        onSquare={(square) =>
          choose?.(
            shown.question.kind === 'path'
              ? chosenSquare(shownBoard, jumps, shown.path, square, (path) => {
                  const { run, onShortest } = shown.boards;
                  if (!run || !onShortest || !graph) return true;
                  return ['going', 'right'].includes(gradePath(graph, run, onShortest, path).kind);
                })
              : square,
          )
        }
        onCancel={() => undefined}
      />
    );
  };
  return (
    <PracticeView
      view={view}
      practice={practice}
      setSpec={setSpec}
      words={words}
      ask={(question) => (made ? ask(made.board, question) : '')}
      movesLabel="Throws"
      pathHint="Choose the square after each throw on the board (click, or arrow keys and Enter); a throw that lands on a ladder's foot or a snake's head ends where it leads."
      board={board}
      legend={(question) => (
        <Legend
          items={[
            { swatch: 'ladder', text: 'ladder' },
            { swatch: 'snake', text: 'snake' },
            ...(question?.kind === 'longer' ? [] : SEARCH_LEGEND),
          ]}
        >
          {question?.kind === 'longer'
            ? 'Two boards of the same size: the token climbs each ladder and slides down each snake it lands on.'
            : 'Each shaded square shows its number of throws from the start. Arrow keys move between squares; Enter chooses one.'}
        </Legend>
      )}
    />
  );
}

/** The colours of the search and the answer on a practice board. */
const SEARCH_LEGEND = [
  { swatch: 'reached', text: 'explored (taken from the queue)' },
  { swatch: 'frontier', text: 'in the queue' },
  { swatch: 'current', text: 'being expanded' },
  { swatch: 'ring', text: 'the square asked about, or your answer' },
  { swatch: 'on-path', text: 'your path, or the path rebuilt' },
];
