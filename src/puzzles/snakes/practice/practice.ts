// Snakes and Ladders' practice: every question, "which board plays longer" too (its real game has
// a length to compare), on boards of 5×5, 6×6 and 8×8.
import { BoardpathError } from '../../../errors.js';
import { seededRandom } from '../../../random.js';
import { QUESTION_KINDS, type Difficulty, type LongerPair, type PuzzlePractice } from '../../practice.js';
import { analyzeSnakes } from '../analysis/analyze.js';
import type { SnakesBoard } from '../board/board.js';
import { designSnakes } from '../design/design.js';
import { snakesCertificate } from '../generate/certificate.js';
import { snakesGraph } from '../solve/moves.js';

const BOARDS = { easy: { size: 5 }, medium: { size: 6 }, hard: { size: 8 } } as const;

/**
 * The mean throws of the shorter game of a "which plays longer" pair, by difficulty: about what a
 * generated board of the difficulty's size plays.
 */
const SHORTER_MEAN: Readonly<Record<Difficulty, readonly [number, number]>> = {
  easy: [9, 13],
  medium: [12, 18],
  hard: [18, 28],
};
/** The designer's time, a hang guard: a design missed in time is refused, never replaced. */
const DESIGN_SECONDS = 30;

/** A board of the difficulty's size designed to a mean number of throws, with its certificate. */
function designed(difficulty: Difficulty, mean: number, seed: string) {
  const { size } = BOARDS[difficulty];
  const design = designSnakes({ size, mean, seed, time: DESIGN_SECONDS, tolerance: { mean: 0.05 } });
  if (!design.met)
    throw new BoardpathError(
      'E_WORK',
      `no board of ${mean.toFixed(2)} throws on average was designed in time`,
    );
  return { board: design.board, answer: snakesCertificate(design.board, {}) };
}

/**
 * Two boards whose real games differ by a share inside `band`, by construction: the shorter
 * game's mean is drawn from the difficulty's range, the share from the inside of the band, and each
 * board is designed to its mean (within 0.05 throws, which the band's inner margin absorbs); which
 * one is board A is drawn too. Cost: two designs and their games' analyses.
 */
function longerPair(
  difficulty: Difficulty,
  seed: string,
  [low, high]: readonly [number, number],
): LongerPair<SnakesBoard> {
  const random = seededRandom(seed, 'longer');
  const [least, most] = SHORTER_MEAN[difficulty];
  const shorter = least + (most - least) * random.float();
  const share = low + 0.02 + (high - low - 0.04) * random.float();
  const means = [shorter, shorter / (1 - share)];
  if (random.chance(0.5)) means.reverse();
  const boards = means.map((mean, i) => designed(difficulty, Math.round(mean * 100) / 100, `${seed}/${i}`));
  const figures = boards.map(({ board }) => {
    const { expected, median } = analyzeSnakes(board);
    return { expected: expected ?? Infinity, median };
  });
  return { boards, figures };
}

/** Snakes and Ladders' practice. */
export const snakesPractice: PuzzlePractice<SnakesBoard> = {
  kinds: QUESTION_KINDS,
  offersChoices: false,
  boards: BOARDS,
  state: 'square',
  stateName: (_board, state) => (state === 0 ? 'square 0 (off the board)' : `square ${state}`),
  rules(board, _options, kind) {
    const start = board.start < board.first ? 'off the board (square 0)' : `on square ${board.start}`;
    const die =
      kind === 'longer'
        ? `a fair ${board.faces}-faced die is thrown, and a throw that would pass square ${board.last} does not move the token`
        : `you choose every face of a ${board.faces}-faced die, and a throw may not pass square ${board.last}`;
    return `Squares ${board.first} to ${board.last}; the token starts ${start}; ${die}. Landing on a ladder's foot or a snake's head takes it, one jump a throw.`;
  },
  wrongRules: (board) => [['second-jump', snakesGraph(board, { chain: true })]],
  longerPair,
};
