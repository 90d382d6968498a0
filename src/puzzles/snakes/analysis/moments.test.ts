import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_BOARDS } from '../board/built-in-boards.js';
import { analyzeSnakes } from './analyze.js';
import { END_RULES } from './end-rules.js';
import { board } from './small-board.test-util.js';

// The standard deviation from the distribution itself, pushed until almost nothing is left.
function spreadOfDistribution(probabilities: Float64Array): number {
  let mean = 0;
  let square = 0;
  probabilities.forEach((p, n) => {
    mean += n * p;
    square += n * n * p;
  });
  return Math.sqrt(square - mean * mean);
}

describe('the standard deviation', () => {
  it('of the classic board, as its full distribution gives it', () => {
    const a = analyzeSnakes(BUILT_IN_BOARDS.classic(), { tolerance: 1e-14, maxWork: 1e9 });
    expect(a.finite).toBe(true);
    expect(a.sd).toBeCloseTo(spreadOfDistribution(a.distribution.probabilities), 8);
    expect(a.sdError).toBeLessThan(1e-9);
  });

  it('agrees with the distribution on random boards under every end rule', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 40 }),
        fc.integer({ min: 2, max: 6 }),
        fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 10 }),
        fc.constantFrom(...END_RULES),
        (squares, faces, pairs, end) => {
          const jumps: Record<number, number> = {};
          for (const [a, b] of pairs) {
            const from = 1 + (a % (squares - 1));
            const to = 1 + (b % squares);
            if (from !== to && !(from in jumps)) jumps[from] = to;
          }
          const a = analyzeSnakes(board(squares, faces, jumps), { end, tolerance: 1e-13, maxWork: 1e9 });
          if (!a.finite || !a.distribution.complete) return;
          const truth = spreadOfDistribution(a.distribution.probabilities);
          expect(Math.abs(a.sd - truth)).toBeLessThanOrEqual(1e-5 * (1 + truth));
        },
      ),
      { numRuns: 120, seed: 11 },
    );
  });
});
