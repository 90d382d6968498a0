import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../random.js';
import { END_RULES, type EndRule } from '../analysis/end-rules.js';
import type { DesignRules } from './feeders.js';
import { searchDesign } from './search.js';
import { everyBoard, refereeFigures, refereeUnfairness } from './small-boards.test-util.js';
import { anyMeanSd, leastSd, leastUnfairness, leastVariance } from './spread-floor.js';
import { throwBounds, type ThrowBounds } from './throw-bounds.js';
import { slow } from '../../../slow.test-util.js';

/** Bounds whose caps are given outright, for the fill's own arithmetic. */
function capped(caps: (k: number) => number, minimum = 1): ThrowBounds {
  return {
    minimum,
    positions: Infinity,
    lateFrom: minimum,
    standing: Infinity,
    steady: 0,
    hazard: () => 1,
    cap: (k) => (k < minimum ? 0 : caps(k)),
  };
}

describe('the least spread of a game', () => {
  it('fills the caps nearest the mean first', () => {
    // Caps of one half: at best two neighbouring lengths, a variance of 1/4 about their middle.
    expect(
      leastVariance(
        capped(() => 0.5),
        4.5,
        4.5,
      ),
    ).toBeCloseTo(0.25, 12);
    // Caps of one third about 10: 9, 10, 11 each a third, a variance of 2/3.
    expect(
      leastVariance(
        capped(() => 1 / 3),
        10,
        10,
      ),
    ).toBeCloseTo(2 / 3, 12);
    // A mean of 3 ± 1 with caps of a half: 2 and 3, or 3 and 4, all at distance 0.
    expect(
      leastVariance(
        capped(() => 0.5),
        2,
        4,
      ),
    ).toBe(0);
    // Nothing below the fewest throws: a mean of 1 when every game takes 5 lies 4 away at least.
    expect(
      leastVariance(
        capped(() => 1, 5),
        1,
        1,
      ),
    ).toBeCloseTo(16, 12);
    expect(anyMeanSd(capped(() => 0.25))).toBeCloseTo(Math.sqrt(15 / 12), 12);
  });

  it('bounds the unfairness to two players by the fairest distribution of a mean, nearly', () => {
    // The fairest lengths of a mean at most M from 1 up: a falling triangle, Σ f² / 2 apart.
    for (const meanMost of [20, 99, 101, 500, 5000]) {
      const width = 3 * (meanMost - 1) + 1;
      const total = (width * (width + 1)) / 2;
      const f = Array.from({ length: width }, (_, j) => (width - j) / total);
      const mean = f.reduce((sum, p, j) => sum + p * (1 + j), 0);
      expect(mean).toBeCloseTo(meanMost, 9);
      const unfairness = f.reduce((sum, p) => sum + p * p, 0) / 2;
      const least = leastUnfairness(
        capped(() => 1),
        6,
        2,
        mean,
      );
      expect(least).toBeLessThanOrEqual(unfairness);
      expect(least).toBeGreaterThan(0.95 * unfairness);
    }
  });

  it('refuses no spread at all to a 10×10 board of 45 throws on average, or of 150', () => {
    const rules: DesignRules = { last: 100, faces: 6, end: 'exact' };
    const bounds = throwBounds(rules, { ladders: { min: 0, max: 12 }, snakes: { min: 0, max: 12 } });
    expect(leastSd(bounds, 44.9, 45.1)).toBeGreaterThan(0.6);
    expect(leastSd(bounds, 149.9, 150.1)).toBeGreaterThan(7);
    // A short game may have none: six ladders from squares 1 to 6 to the last square.
    expect(leastSd(bounds, 0.9, 1.1)).toBe(0);
  });

  const sizes: Array<[number, number, EndRule]> = [
    [6, 2, 'exact'],
    [6, 2, 'bounce'],
    [7, 3, 'exact'],
    [7, 3, 'overshoot'],
    [7, 6, 'exact'],
    [7, 6, 'bounce'],
  ];

  it.each(sizes)(
    'holds every board of %i squares, a die of %i faces, end rule %s: sd and unfairness',
    slow,
    (last, faces, end) => {
      const rules: DesignRules = { last, faces, end };
      const broken: string[] = [];
      // The fairest board of each mean (to 0.05 throws), held to the unfairness bound afterwards.
      const fairest = new Map<
        number,
        { mean: number; spread: number[]; bounds: ThrowBounds; fewest: number }
      >();
      for (const board of everyBoard(last, faces, end)) {
        const figures = refereeFigures(board, 500);
        const counts = {
          ladders: { min: figures.ladders, max: figures.ladders },
          snakes: { min: figures.snakes, max: figures.snakes },
        };
        const bounds = throwBounds(rules, counts, figures.fewest);
        const { mean, variance } = figures;
        const sd = Math.sqrt(Math.max(0, variance));
        const least = leastSd(bounds, mean, mean);
        if (sd < least - 1e-7) broken.push(`${JSON.stringify([...board.jumps])}: sd ${sd} < ${least}`);
        if (sd < anyMeanSd(bounds) - 1e-7) broken.push(`${JSON.stringify([...board.jumps])}: sd ${sd}`);
        if (figures.remaining > 1e-12) continue;
        const spread = [2, 3, 4].map((players) => refereeUnfairness(figures.ended, players));
        const key = Math.round(mean * 20);
        const seen = fairest.get(key);
        if (!seen || spread[0] < seen.spread[0])
          fairest.set(key, { mean, spread, bounds, fewest: figures.fewest });
      }
      for (const { mean, spread, bounds, fewest } of fairest.values())
        [2, 3, 4].forEach((players, i) => {
          const least = leastUnfairness(bounds, faces, players, mean, fewest);
          if (spread[i] < least - 1e-9)
            broken.push(`mean ${mean}, ${players} players: ${spread[i]} < ${least}`);
        });
      expect(broken).toEqual([]);
      expect(fairest.size).toBeGreaterThan(20);
    },
  );

  it.each(END_RULES)(
    'holds every board a search aimed at the least spread visits (30 squares, end rule %s)',
    (end) => {
      const rules: DesignRules = { last: 30, faces: 6, end };
      const counts = { ladders: { min: 0, max: 8 }, snakes: { min: 0, max: 8 } };
      const bounds = throwBounds(rules, counts);
      const random = seededRandom(`spread ${end}`);
      const broken: string[] = [];
      let boards = 0;
      for (let aim = 0; aim < 12; aim++) {
        const before = boards;
        searchDesign({
          rules,
          counts,
          // The lowest sd for means all along the region's lower edge.
          targets: { mean: 2 + 4 * aim, sd: 0 },
          tolerance: { mean: 0, sd: 0 },
          random: random.fork(aim),
          budget: Infinity,
          timeUp: () => boards - before >= 6000,
          confirm: () => false,
          onBoard: (mean, sd) => {
            boards++;
            const least = leastSd(bounds, mean, mean);
            if (sd < least - 1e-6) broken.push(`mean ${mean}: sd ${sd} < ${least}`);
          },
        });
      }
      expect(broken).toEqual([]);
      expect(boards).toBeGreaterThan(20_000);
    },
  );
});
