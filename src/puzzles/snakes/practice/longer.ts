// Snakes and Ladders' pairs of boards for "which board plays longer": designed to their games'
// lengths, not generated. The designer's code is heavy: the kit holds them, the core does not.
import { BoardpathError } from '../../../errors.js';
import { seededRandom } from '../../../random.js';
import type { Difficulty, LongerPair } from '../../practice.js';
import { analyzeSnakes } from '../analysis/analyze.js';
import type { SnakesBoard } from '../board/board.js';
import { designSnakes } from '../design/design.js';
import { snakesCertificate } from '../generate/certificate.js';
import { SNAKES_PRACTICE_BOARDS } from './practice.js';

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
  const { size } = SNAKES_PRACTICE_BOARDS[difficulty];
  const design = designSnakes({ size, mean, seed, time: DESIGN_SECONDS, tolerance: { mean: 0.05 } });
  if (!design.met)
    throw new BoardpathError(
      'E_WORK',
      `no board of ${mean.toFixed(2)} throws on average was designed in time`,
    );
  return { board: design.board, answer: snakesCertificate(design.board, {}) };
}

/**
 * "Which plays longer": two boards whose real games differ by a share inside `band`, by construction: the shorter
 * game's mean is drawn from the difficulty's range, the share from the inside of the band, and each
 * board is designed to its mean (within 0.05 throws, which the band's inner margin absorbs); which
 * one is board A is drawn too. Cost: two designs and their games' analyses.
 */
export function snakesLongerPair(
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
