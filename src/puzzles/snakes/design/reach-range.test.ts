import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../random.js';
import { END_RULES } from '../analysis/end-rules.js';
import { feedersOf, type DesignRules } from './feeders.js';
import { fundamentalOf } from './fundamental.js';
import { randomLayout } from './layout.js';
import { refereeDistribution, refereeFewest, refereeMoments } from './markov.test-util.js';
import { designRange } from './reach-range.js';
import { refereeFigures, refereeUnfairness } from './small-boards.test-util.js';
import { propertyRuns } from '../../../property-runs.test-util.js';

describe('the range every board lies in', () => {
  it('holds the figures of random boards of every size, count and end rule', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 36 }),
        fc.integer({ min: 2, max: 6 }),
        fc.constantFrom(...END_RULES),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 4 }),
        fc.string(),
        (last, faces, end, ladders, snakes, seed) => {
          const rules: DesignRules = { last, faces, end };
          const counts = { ladders: { min: 0, max: ladders }, snakes: { min: 0, max: snakes } };
          const range = designRange(rules, counts);
          const layout = randomLayout(rules, counts, seededRandom(seed));
          if (!layout || !fundamentalOf(rules, feedersOf(rules), layout.landing)) return;
          const jumps = new Map<number, number>();
          for (let square = 1; square < last; square++)
            if (layout.landing[square] !== square) jumps.set(square, layout.landing[square]);
          const board = { last, faces, end, jumps };
          const { mean, variance } = refereeMoments(board);
          const sd = Math.sqrt(Math.max(0, variance));
          expect(mean).toBeGreaterThanOrEqual(range.mean.low - 1e-9);
          if (range.mean.high !== null) expect(mean).toBeLessThanOrEqual(range.mean.high + 1e-9);
          expect(sd).toBeGreaterThanOrEqual(range.sd.low - 1e-6);
          if (range.sd.high !== null) expect(sd).toBeLessThanOrEqual(range.sd.high + 1e-6);
          const fewest = refereeFewest(board);
          if (fewest >= 0) {
            expect(fewest).toBeGreaterThanOrEqual(range.fewest.low);
            expect(fewest).toBeLessThanOrEqual(range.fewest.high!);
          }
          let within = 0;
          const ended = refereeDistribution(board, 12);
          for (let throws = 0; throws <= 12; throws++) {
            within += ended[throws];
            expect(within).toBeLessThanOrEqual(range.within(throws) + 1e-9);
          }
        },
      ),
      { numRuns: 300, seed: 7 },
    );
  });

  it('holds the sd and the seats of random boards, for their own mean and fewest throws', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 40 }),
        fc.integer({ min: 2, max: 6 }),
        fc.constantFrom(...END_RULES),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        fc.string(),
        (last, faces, end, ladders, snakes, seed) => {
          const rules: DesignRules = { last, faces, end };
          const counts = { ladders: { min: 0, max: ladders }, snakes: { min: 0, max: snakes } };
          const layout = randomLayout(rules, counts, seededRandom(seed));
          if (!layout || !fundamentalOf(rules, feedersOf(rules), layout.landing)) return;
          const jumps = new Map<number, number>();
          for (let square = 1; square < last; square++)
            if (layout.landing[square] !== square) jumps.set(square, layout.landing[square]);
          const figures = refereeFigures({ last, faces, end, jumps }, 3000);
          if (figures.fewest < 0) return;
          // The range of boards whose puzzle takes as many throws as this one's.
          const range = designRange(rules, counts, figures.fewest);
          const sd = Math.sqrt(Math.max(0, figures.variance));
          expect(figures.mean).toBeGreaterThanOrEqual(range.mean.low - 1e-9);
          const spread = range.sdWithMean(figures.mean, figures.mean);
          expect(sd).toBeGreaterThanOrEqual(spread.low - 1e-6);
          if (spread.high !== null) expect(sd).toBeLessThanOrEqual(spread.high + 1e-6);
          if (figures.remaining > 1e-12) return;
          for (const players of [2, 3, 6])
            expect(refereeUnfairness(figures.ended, players)).toBeGreaterThanOrEqual(
              range.unfairness(players, figures.mean) - 1e-9,
            );
        },
      ),
      { numRuns: propertyRuns(200), seed: 13 },
    );
  });

  it('is the one board there is when no jump is allowed', () => {
    const rules: DesignRules = { last: 100, faces: 6, end: 'exact' };
    const range = designRange(rules, { ladders: { min: 0, max: 0 }, snakes: { min: 0, max: 0 } });
    const { mean } = refereeMoments({ ...rules, jumps: new Map() });
    expect(range.mean.low).toBeCloseTo(mean, 9);
    expect(range.mean.high).toBeCloseTo(mean, 9);
    expect(range.fewest).toEqual({ low: 17, high: 17 });
  });
});
