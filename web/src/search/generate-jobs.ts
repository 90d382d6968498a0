/**
 * The worker's boards made to order: "New board" (any request the generators take, as the
 * `boardpath generate` command makes it) and a practice exercise (the board of a difficulty, from
 * the exercise's seed, with its breadth-first search recorded whole for the grading and the
 * feedback's replay; for "which board plays longer?", two boards and their real games' figures).
 */
import { BoardpathError, analyzeSnakes, kitOf, type SnakesBoard } from 'boardpath';
import { recordBreadthFirst } from '../learn/record.js';
import { shortestPathStates } from '../practice/grade.js';
import { LONGER_MARGIN, generationSeed, type PracticeSpec } from '../practice/kinds.js';
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

/** A board made to order, with its certificate and the options it was made with. */
export function makeBoard({ puzzle, options }: GenerateRequest): MadeBoard {
  const made = kitOf(puzzle).generator.generate({ timeLimit: PAGE_TIME_LIMIT, ...options });
  return { puzzle, options, ...made } as MadeBoard;
}

/**
 * Board `index` of an exercise's seed, of `options` (its difficulty's); when the generator cannot
 * meet its own choice of target within the time (`E_WORK`), the board 100 further on, so the seed
 * still makes one board only.
 */
function practiceBoard(spec: PracticeSpec, options: object, index: number): MadeBoard {
  const seed = generationSeed(spec);
  for (let tried = 1; ; tried++) {
    try {
      const at = index + 100 * (tried - 1);
      return makeBoard({
        puzzle: spec.puzzle,
        options: { ...options, seed, index: at, timeLimit: PRACTICE_TIME_LIMIT },
      } as GenerateRequest);
    } catch (error) {
      if (!(error instanceof BoardpathError && error.code === 'E_WORK') || tried === PRACTICE_TRIES)
        throw error;
    }
  }
}

/** A practice exercise's boards: generated from its seed, the same on every machine. */
export function practiceBoards(
  spec: PracticeSpec,
  options: object,
): Extract<SearchAnswer, { puzzle: 'practice' }> {
  // Only Snakes and Ladders asks which board plays longer: its real game has a length to compare.
  if (spec.kind === 'longer') return longerPair(spec, options);
  const made = practiceBoard(spec, options, 0);
  const { graph, start, goal } = kitOf(made.puzzle).graph(made.board, made.options);
  const run = recordBreadthFirst(graph, start, goal, LEARN_EVENTS);
  return {
    puzzle: 'practice',
    spec,
    boards: [made],
    goal,
    run,
    onShortest: shortestPathStates(graph, run),
    figures: null,
    explored: null,
  };
}

// Two boards whose real games differ by the difficulty's margin at least: pairs 0-1, 2-3, … of the seed.
function longerPair(spec: PracticeSpec, options: object): Extract<SearchAnswer, { puzzle: 'practice' }> {
  let pair: { boards: MadeBoard[]; figures: Array<{ expected: number; median: number | null }> } | null =
    null;
  for (let index = 0; index < 2 * LONGER_PAIRS; index += 2) {
    const boards = [index, index + 1].map((i) => practiceBoard(spec, options, i));
    const figures = boards.map((made) => {
      const analysis = analyzeSnakes(made.board as SnakesBoard);
      return { expected: analysis.expected ?? Infinity, median: analysis.median };
    });
    const [a, b] = figures.map((figure) => figure.expected);
    if (!Number.isFinite(a) || !Number.isFinite(b)) continue;
    pair = { boards, figures };
    if (Math.abs(a - b) >= LONGER_MARGIN[spec.difficulty] * Math.max(a, b)) break;
  }
  if (!pair) throw new Error('no pair of boards whose games both end was found');
  const [first] = pair.boards;
  const { goal } = kitOf(first.puzzle).graph(first.board, first.options);
  return { puzzle: 'practice', spec, ...pair, goal, run: null, onShortest: null, explored: null };
}
