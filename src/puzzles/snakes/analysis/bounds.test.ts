import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_BOARDS } from '../board/built-in-boards.js';
import { analyzeSnakes } from './analyze.js';
import { END_RULES } from './end-rules.js';
import { board } from './small-board.test-util.js';

const PERCENTILES = [0, 1, 10, 25, 50, 75, 90, 99, 99.9, 100];

describe('the bounds of a distribution cut short', () => {
  it('hold every figure of the full distribution, on random boards and budgets', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 60 }),
        fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 12 }),
        fc.constantFrom(...END_RULES),
        fc.integer({ min: 1, max: 3000 }),
        (squares, pairs, end, budget) => {
          const jumps: Record<number, number> = {};
          for (const [a, b] of pairs) {
            const from = 1 + (a % (squares - 1));
            const to = 1 + (b % squares);
            if (from !== to && !(from in jumps)) jumps[from] = to;
          }
          const b = board(squares, 6, jumps);
          const full = analyzeSnakes(b, { end, percentiles: PERCENTILES, tolerance: 1e-12, maxWork: 1e9 });
          const cut = analyzeSnakes(b, { end, percentiles: PERCENTILES, maxWork: budget });
          if (!full.distribution.complete || cut.distribution.complete) return;
          for (const p of PERCENTILES.map(String)) {
            const truth = full.percentiles[p];
            const known = cut.percentiles[p];
            if (known !== null) {
              expect(known).toBe(truth);
              continue;
            }
            if (cut.bounds.never.includes(p)) {
              expect(truth).toBeNull();
              continue;
            }
            if (truth === null) continue; // the longest game of an unbounded one: no number at all
            const bound = cut.bounds.percentiles[p];
            expect(bound.low).toBeLessThanOrEqual(truth);
            if (bound.high !== null) expect(bound.high).toBeGreaterThanOrEqual(truth);
          }
          for (const [k, chance] of Object.entries(cut.within)) {
            const truth = full.within[k]!;
            if (chance !== null) continue;
            const bound = cut.bounds.within[k];
            expect(bound.low).toBeLessThanOrEqual(truth + 1e-9);
            expect(bound.high).toBeGreaterThanOrEqual(truth - 1e-9);
          }
          if (cut.mode === null && full.mode !== null)
            expect(cut.bounds.mode!.low).toBeLessThanOrEqual(full.mode);
        },
      ),
      { numRuns: 150, seed: 23 },
    );
  });

  it('are none when the distribution is complete', () => {
    const a = analyzeSnakes(BUILT_IN_BOARDS.classic());
    expect(a.bounds).toEqual({ percentiles: {}, never: [], within: {}, mode: null, from: 'moments' });
  });

  it('say "never" of the percentiles a game that can get stuck does not reach', () => {
    const trap = board(6, 2, { 1: 5, 3: 2, 4: 2 });
    const a = analyzeSnakes(trap);
    expect(a.finite).toBe(false);
    expect(a.median).toBeNull();
    expect(a.bounds.never).toEqual(['50', '75', '90', '99']);
    expect(a.bounds.from).toBe('listed');
  });

  it('bound the median of a million squares by the mean and sd when the budget lists no ending', () => {
    const long = board(1_000_000, 6, {});
    const a = analyzeSnakes(long, { percentiles: [0, 50] });
    expect(a.distribution.finished).toBe(0);
    expect(a.finite).toBe(true);
    const median = a.bounds.percentiles['50'];
    // The walk of 285,715.8 throws on average spreads by about 261: the median lies within a sd or so.
    expect(median.low).toBeGreaterThan(285_400);
    expect(median.high).toBeLessThan(286_000);
    expect(a.percentiles['0']).toBe(166_667);
  });
});
