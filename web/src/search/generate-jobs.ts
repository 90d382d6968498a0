/**
 * The worker's boards made to order: "New board" (any request the generators take, as the
 * `boardpath generate` command makes it) and a practice exercise (the board of a difficulty, from
 * the exercise's seed, with its breadth-first search recorded whole for the grading and the
 * feedback's replay; for "which board plays longer?", two boards and their real games' figures).
 */
import {
  BoardpathError,
  analyzeSnakes,
  generateMaze,
  generateSnakes,
  generateTokens,
  type MazeMoves,
  type Puzzle,
} from 'boardpath';
import { recordBreadthFirst } from '../learn/record.js';
import { boardEnds, boardGraph } from '../practice/boards.js';
import { shortestPathStates } from '../practice/grade.js';
import { LONGER_MARGIN, PRACTICE_BOARDS, generationSeed, type PracticeSpec } from '../practice/kinds.js';
import { LEARN_EVENTS } from './limits.js';
import type { GenerateRequest, MadeBoard, SearchAnswer } from './protocol.js';

/** The most a board of the page may take to make: the generators' own budget, shortened. */
const PAGE_TIME_LIMIT = 8000;
/** The most an exercise's board may take before the next board of its seed is tried instead. */
const PRACTICE_TIME_LIMIT = 2000;
/** Boards of an exercise's seed tried, 100 apart, before it gives up. */
const PRACTICE_TRIES = 3;
/** Pairs of boards tried for "which plays longer" before the last pair is taken as it is. */
const LONGER_PAIRS = 12;

/** A board made to order, with its certificate. */
export function makeBoard(request: GenerateRequest): MadeBoard {
  switch (request.puzzle) {
    case 'snakes':
      return { puzzle: 'snakes', ...generateSnakes({ timeLimit: PAGE_TIME_LIMIT, ...request.options }) };
    case 'maze': {
      const made = generateMaze({ timeLimit: PAGE_TIME_LIMIT, ...request.options });
      return { puzzle: 'maze', moves: (request.options.moves ?? 4) as MazeMoves, ...made };
    }
    case 'tokens':
      return { puzzle: 'tokens', ...generateTokens({ timeLimit: PAGE_TIME_LIMIT, ...request.options }) };
  }
}

function practiceRequest(puzzle: Puzzle, spec: PracticeSpec, index: number): GenerateRequest {
  const seed = generationSeed(spec);
  const common = { seed, index, timeLimit: PRACTICE_TIME_LIMIT };
  switch (puzzle) {
    case 'snakes':
      return { puzzle, options: { ...PRACTICE_BOARDS.snakes[spec.difficulty], ...common } };
    case 'maze':
      return { puzzle, options: { ...PRACTICE_BOARDS.maze[spec.difficulty], ...common } };
    case 'tokens':
      return { puzzle, options: { ...PRACTICE_BOARDS.tokens[spec.difficulty], ...common } };
  }
}

/**
 * Board `index` of an exercise's seed; when the generator cannot meet its own choice of target
 * within the time (`E_WORK`), the board 100 further on, so the seed still makes one board only.
 */
function practiceBoard(puzzle: Puzzle, spec: PracticeSpec, index: number): MadeBoard {
  for (let tried = 1; ; tried++) {
    try {
      return makeBoard(practiceRequest(puzzle, spec, index + 100 * (tried - 1)));
    } catch (error) {
      if (!(error instanceof BoardpathError && error.code === 'E_WORK') || tried === PRACTICE_TRIES)
        throw error;
    }
  }
}

/** A practice exercise's boards: generated from its seed, the same on every machine. */
export function practiceBoards(spec: PracticeSpec): Extract<SearchAnswer, { puzzle: 'practice' }> {
  if (spec.kind === 'longer' && spec.puzzle === 'snakes') return longerPair(spec);
  const made = practiceBoard(spec.puzzle, spec, 0);
  const graph = boardGraph(made);
  const { start, goal } = boardEnds(made);
  const run = recordBreadthFirst(graph, start, goal, LEARN_EVENTS);
  return {
    puzzle: 'practice',
    spec,
    boards: [made],
    run,
    onShortest: shortestPathStates(graph, run),
    figures: null,
    explored: null,
  };
}

// Two boards whose real games differ by the difficulty's margin at least: pairs 0-1, 2-3, … of the seed.
function longerPair(spec: PracticeSpec): Extract<SearchAnswer, { puzzle: 'practice' }> {
  let pair: { boards: MadeBoard[]; figures: Array<{ expected: number; median: number | null }> } | null =
    null;
  for (let index = 0; index < 2 * LONGER_PAIRS; index += 2) {
    const boards = [index, index + 1].map((i) => practiceBoard('snakes', spec, i));
    const figures = boards.map((made) => {
      const analysis = analyzeSnakes(made.board as Extract<MadeBoard, { puzzle: 'snakes' }>['board']);
      return { expected: analysis.expected ?? Infinity, median: analysis.median };
    });
    const [a, b] = figures.map((figure) => figure.expected);
    if (!Number.isFinite(a) || !Number.isFinite(b)) continue;
    pair = { boards, figures };
    if (Math.abs(a - b) >= LONGER_MARGIN[spec.difficulty] * Math.max(a, b)) break;
  }
  if (!pair) throw new Error('no pair of boards whose games both end was found');
  return { puzzle: 'practice', spec, ...pair, run: null, onShortest: null, explored: null };
}
