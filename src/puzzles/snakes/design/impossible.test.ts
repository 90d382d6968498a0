import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EndRule } from '../analysis/end-rules.js';
import type { DesignRules } from './feeders.js';
import { impossibility } from './impossible.js';
import type { RefereeBoard } from './markov.test-util.js';
import { designRange } from './reach-range.js';
import { arbitraryBoard, everyBoard, refereeFigures, refereeUnfairness } from './small-boards.test-util.js';
import type { DesignTargets, Tolerances } from './targets.js';
import { slow } from '../../../slow.test-util.js';

/**
 * The refusal of every request a real board meets exactly, figure by figure, with no tolerance (and
 * with the default ones): null, or the message that wrongly refused it.
 */
function refusalsOf(board: RefereeBoard): string[] {
  const figures = refereeFigures(board, 600);
  if (figures.fewest < 0 || !Number.isFinite(figures.mean)) return [];
  const rules: DesignRules = { last: board.last, faces: board.faces, end: board.end };
  const counts = {
    ladders: { min: figures.ladders, max: figures.ladders },
    snakes: { min: figures.snakes, max: figures.snakes },
  };
  const sd = Math.sqrt(Math.max(0, figures.variance));
  const throws = Math.min(figures.ended.length - 1, Math.max(1, Math.round(figures.mean)));
  const chance = figures.ended.slice(0, throws + 1).reduce((sum, p) => sum + p, 0);
  const players = 2 + (board.last % 3);
  const targets: DesignTargets = {
    mean: figures.mean,
    // A spread of exactly 0 asks for no spread at all: as the referee computes it, to 1e-7.
    sd: sd < 1e-7 ? 0 : sd,
    fewest: figures.fewest,
    within: { throws, chance: chance * (1 - 1e-12) },
    ...(figures.remaining < 1e-12 && {
      fair: { players, spread: refereeUnfairness(figures.ended, players) + 1e-12 },
    }),
  };
  const range = designRange(rules, counts, figures.fewest);
  const refusals: string[] = [];
  for (const tolerance of [
    { mean: 1e-9, sd: 1e-7 },
    { mean: 0.1, sd: 0.5 },
  ] satisfies Tolerances[]) {
    const problem = impossibility(rules, counts, targets, tolerance, range);
    if (problem) refusals.push(`${JSON.stringify([...board.jumps])}: ${problem}`);
  }
  return refusals;
}

describe('the refusals', () => {
  const sizes: Array<[number, number, EndRule]> = [
    [6, 2, 'exact'],
    [6, 2, 'bounce'],
    [6, 2, 'overshoot'],
    [7, 3, 'exact'],
    [7, 6, 'bounce'],
  ];

  it.each(sizes)(
    'refuse nothing that a board of %i squares (a die of %i faces, end rule %s) meets',
    slow,
    (last, faces, end) => {
      const refusals: string[] = [];
      for (const board of everyBoard(last, faces, end)) refusals.push(...refusalsOf(board));
      expect(refusals).toEqual([]);
    },
  );

  it('refuse nothing that a random board meets', () => {
    fc.assert(
      fc.property(arbitraryBoard(60), (board) => {
        if (!board || refereeFigures(board, 64).mean > 1e5) return;
        expect(refusalsOf(board)).toEqual([]);
      }),
      { numRuns: 150, seed: 17 },
    );
  });

  it('refuse the request no board meets, with the range, and keep the tolerance', () => {
    const rules: DesignRules = { last: 100, faces: 6, end: 'exact' };
    const counts = { ladders: { min: 0, max: 12 }, snakes: { min: 0, max: 12 } };
    const range = designRange(rules, counts);
    const refuse = (targets: DesignTargets, tolerance: Tolerances = { mean: 0.1, sd: 0.5 }) =>
      impossibility(rules, counts, targets, tolerance, range);
    expect(refuse({ mean: 45, sd: 0 })).toMatch(/with such a mean it lies from 0\.68\d throws up$/);
    // sd 0 ± 0.5 means an sd of 0.5 at most; ± 1 reaches the floor of 0.68: searched, not refused.
    expect(refuse({ mean: 45, sd: 0 }, { mean: 0.1, sd: 1 })).toBeNull();
    expect(refuse({ mean: 45, sd: 0.2 })).toBeNull();
    // A short game may have no spread at all: six ladders from squares 1 to 6 to the last.
    expect(refuse({ mean: 1, sd: 0 }, { mean: 0, sd: 0 })).toBeNull();
    expect(refuse({ mean: 4, sd: 0 }, { mean: 0, sd: 0 })).toBeNull();
    expect(refuse({ mean: 5, sd: 0 }, { mean: 0, sd: 0 })).toMatch(/at most 4 throws$/);
    // No game of 4.1 to 4.9 throws on average is of one length: its sd is 0.1 at least.
    expect(refuse({ mean: 4.5, sd: 0 }, { mean: 0.4, sd: 0 })).toMatch(/it lies from 0\.100 throws up$/);
  });
});
