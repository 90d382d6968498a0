import type { MazeGrid } from 'boardpath';
import { mazeCellOf } from 'boardpath/engine';
import { useMemo, type ReactNode } from 'react';
import { Legend } from '../board/Legend.js';
import type { Question } from '../practice/exercise.js';
import type { PracticeSpec } from '../practice/kinds.js';
import { PracticeView, type PracticeShown } from '../practice/PracticeView.js';
import { usePractice } from '../practice/usePractice.js';
import type { MadeBoard } from '../search/protocol.js';
import type { MazeOverlay } from './frames.js';
import { MazeView } from './MazeView.js';
import { counted } from '../plural.js';
import { mazeWords } from './words.js';

type MazeMade = Extract<MadeBoard, { puzzle: 'maze' }>;

const MOVES_WORDS = { 2: 'down and right only', 4: 'up, down, left and right', 8: 'also diagonally' };

/** The question in the maze's words. */
function ask(made: MazeMade, question: Question): string {
  const { board: grid } = made;
  const moves = made.options.moves ?? 4;
  switch (question.kind) {
    case 'fewest':
      return `A ${grid.rows} × ${grid.columns} maze, moving ${MOVES_WORDS[moves]}: what is the fewest number of steps from S to G?`;
    case 'next':
      return `Breadth-first search from S has expanded the shaded cells — every cell fewer than ${counted(question.level, 'steps')} from S — and nothing else. Which cell does it take from the queue next?`;
    case 'distance': {
      const [row, column] = mazeCellOf(grid, question.target);
      return `How many steps, at the fewest, from S to the ringed cell (row ${row}, column ${column}), moving ${MOVES_WORDS[moves]}?`;
    }
    case 'path':
      return `Walk one shortest path from S to G, moving ${MOVES_WORDS[moves]}: choose each cell of it in turn.`;
    case 'longer':
      return '';
  }
}

/** What the practice maze shows: the replay's step, the question's shades, or the path so far. */
function overlayOf(shown: PracticeShown): MazeOverlay {
  const marked =
    shown.marked === null
      ? null
      : {
          cell: shown.marked,
          words: shown.question.kind === 'distance' ? 'the cell asked about' : 'your answer',
        };
  const { step } = shown;
  const run = shown.boards.run ?? undefined;
  if (step && run)
    return {
      run,
      shades: step.shades,
      parents: step.kind === 'level' ? undefined : { parent: run.parent, current: step.current },
      path: step.rebuilt,
      pathKind: 'final',
      marked,
    };
  if (shown.shades) return { shades: shown.shades, marked };
  if (shown.question.kind === 'path') return { path: shown.path, pathKind: 'walk', marked };
  return { marked };
}

/** The Rat in a Maze tab's practice view. */
export function MazePractice({
  view,
  spec,
  setSpec,
}: {
  view: ReactNode;
  spec: PracticeSpec;
  setSpec: (spec: PracticeSpec) => void;
}) {
  const practice = usePractice(spec, setSpec, (boards) => mazeWords(boards.boards[0].board as MazeGrid));
  const made = (practice.boards?.boards[0] ?? null) as MazeMade | null;
  const words = useMemo(() => (made ? mazeWords(made.board) : null), [made]);
  return (
    <PracticeView
      view={view}
      practice={practice}
      setSpec={setSpec}
      words={words}
      ask={(question) => (made ? ask(made, question) : '')}
      movesLabel="Steps"
      pathHint="Choose each cell of the path on the maze, from the one after S to G (click, or arrow keys and Enter)."
      board={(shown) => (
        <MazeView
          grid={(shown.boards.boards[0] as MazeMade).board}
          overlay={overlayOf(shown)}
          onPaint={() => undefined}
          onMoveEnd={() => undefined}
          onChoose={shown.choose ?? (() => undefined)}
        />
      )}
      legend={() => (
        <Legend
          items={[
            { swatch: 'wall', text: 'wall' },
            { swatch: 'reached', text: 'explored (taken from the queue)' },
            { swatch: 'frontier', text: 'in the queue' },
            { swatch: 'current', text: 'being expanded' },
            { swatch: 'ring', text: 'the cell asked about, or your answer' },
            { swatch: 'path', text: 'your path, or the path rebuilt; arrows: each cell’s parent' },
          ]}
        >
          On the maze, arrow keys move between cells and Enter chooses one.
        </Legend>
      )}
    />
  );
}
