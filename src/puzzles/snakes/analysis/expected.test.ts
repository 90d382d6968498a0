import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../random.test-util.js';
import { snakesChain, throwEnd } from './chain.js';
import { END_RULES } from './end-rules.js';
import { throwDistribution } from './distribution.js';
import { exactThrowsOfChain, fractionToDecimal } from './exact.js';
import { expectedThrows } from './expected.js';
import { chainReach } from './reach.js';
import { board } from './small-board.test-util.js';

describe('the sparse solve', () => {
  const arbitraryBoard = fc
    .record({
      squares: fc.integer({ min: 2, max: 40 }),
      faces: fc.integer({ min: 2, max: 7 }),
      jumps: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 12 }),
      end: fc.constantFrom(...END_RULES),
    })
    .map(({ squares, faces, jumps, end }) => {
      const used = new Map<number, number>();
      for (const [a, b] of jumps) {
        const from = 1 + (a % (squares - 1));
        const to = 1 + (b % squares);
        if (from !== to && !used.has(from)) used.set(from, to);
      }
      return { board: board(squares, faces, Object.fromEntries(used)), end };
    });

  it('matches the exact rational answer and the distribution mean on random boards', () => {
    fc.assert(
      fc.property(arbitraryBoard, ({ board: b, end }) => {
        const chain = snakesChain(b, { end });
        const reach = chainReach(chain);
        const exact = exactThrowsOfChain(chain);
        if (reach.trap >= 0) {
          expect(exact).toBeNull();
          return;
        }
        const solved = expectedThrows(chain, reach);
        const truth = Number(fractionToDecimal(exact!, 18));
        expect(Math.abs(solved.expected - truth)).toBeLessThanOrEqual(1e-9 * truth);
        expect(solved.residual).toBeLessThan(1e-9);
        const d = throwDistribution(chain, reach, { tolerance: 1e-12, maxWork: 1e8 });
        if (d.complete) {
          let mean = 0;
          d.probabilities.forEach((p, n) => (mean += n * p));
          expect(Math.abs(mean - truth)).toBeLessThan(1e-6 * truth + 1e-9);
        }
      }),
      { numRuns: 150, seed: 5 },
    );
  });

  it('solves a board of 20,000 squares with 2,000 snakes and ladders to its checked residual', () => {
    const random = mulberry32(7);
    const jumps: Record<number, number> = {};
    while (Object.keys(jumps).length < 2000) {
      const from = 2 + Math.floor(random() * 19_997);
      const to = 1 + Math.floor(random() * 20_000);
      if (to !== from && !(from in jumps)) jumps[from] = to;
    }
    const chain = snakesChain(board(20_000, 6, jumps));
    const reach = chainReach(chain);
    expect(reach.trap).toBe(-1);
    const solved = expectedThrows(chain, reach);
    expect(solved.residual).toBeLessThan(1e-9);
    expect(solved.reduced).toBeGreaterThan(500);
    // x = 1 + P x at the start, recomputed here from single throws.
    let next = 0;
    for (let face = 1; face <= 6; face++) next += solved.values[throwEnd(chain, 0, face)];
    expect(solved.expected).toBeCloseTo(1 + next / 6, 6);
  });
});
