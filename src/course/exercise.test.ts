// "Which board plays longer": each difficulty's pair differs by a share inside its band, whose
// figures are worked out here by a plain value iteration of the real game.
import { describe, expect, it } from 'vitest';
import { jumpsOf, type SnakesBoard } from '../index.js';
import { exerciseBoards, longerShare } from './exercise.js';
import { DIFFICULTIES, LONGER_BAND } from './practice.js';

/** Expected throws of one player with a fair die, one jump per throw, a throw past the end wasted. */
function expectedThrows(board: SnakesBoard): number {
  const jumps = new Map(jumpsOf(board).map((jump) => [jump.from, jump.to]));
  const { last, faces, start } = board;
  let value = new Float64Array(last + 1);
  for (let round = 0; round < 200_000; round++) {
    const next = new Float64Array(last + 1);
    let change = 0;
    for (let square = last - 1; square >= 0; square--) {
      let sum = 0;
      for (let face = 1; face <= faces; face++) {
        const landing = square + face;
        const to = landing > last ? square : (jumps.get(landing) ?? landing);
        sum += value[to];
      }
      next[square] = 1 + sum / faces;
      change = Math.max(change, Math.abs(next[square] - value[square]));
    }
    value = next;
    if (change < 1e-10) break;
  }
  return value[start];
}

describe('which board plays longer', () => {
  for (const difficulty of DIFFICULTIES)
    it(`asks ${difficulty} pairs inside the band`, () => {
      const [low, high] = LONGER_BAND[difficulty];
      for (const seed of ['a', 'class-7', 'w9']) {
        const exercise = exerciseBoards({
          puzzle: 'snakes',
          difficulty,
          kind: 'longer',
          seed,
          student: null,
        });
        const figures = exercise.boards.map((made) => expectedThrows(made.board as SnakesBoard));
        figures.forEach((figure, i) => expect(figure).toBeCloseTo(exercise.figures![i].expected, 6));
        const share = longerShare(figures[0], figures[1]);
        expect(share).toBeGreaterThanOrEqual(low);
        expect(share).toBeLessThan(high);
      }
    });
});
