import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { END_RULES } from '../analysis/end-rules.js';
import { feedersOf, type DesignRules } from './feeders.js';
import { fundamentalOf, type JumpChange, type Moments } from './fundamental.js';
import { propertyRuns } from '../../../property-runs.test-util.js';

// A board as its landing table: squares 1 … last, each a plain square or the start of one jump.
function landingOf(last: number, jumps: ReadonlyMap<number, number>): Int32Array {
  const landing = new Int32Array(last + 1);
  for (let square = 0; square <= last; square++) landing[square] = jumps.get(square) ?? square;
  return landing;
}

const boards = fc
  .record({
    last: fc.integer({ min: 4, max: 40 }),
    faces: fc.integer({ min: 2, max: 6 }),
    end: fc.constantFrom(...END_RULES),
    jumps: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 8 }),
    moves: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat(), fc.boolean()), {
      minLength: 1,
      maxLength: 12,
    }),
  })
  .map(({ last, faces, end, jumps, moves }) => {
    const map = new Map<number, number>();
    for (const [a, b] of jumps) {
      const from = 1 + (a % (last - 1));
      const to = 1 + (b % last);
      if (from !== to) map.set(from, to);
    }
    return { rules: { last, faces, end } as DesignRules, map, moves };
  });

describe('the fundamental matrix updated a jump at a time', () => {
  it('gives the mean and second moment a fresh elimination gives, change after change', () => {
    fc.assert(
      fc.property(boards, ({ rules, map, moves }) => {
        const feeders = feedersOf(rules);
        let landing = landingOf(rules.last, map);
        const kept = fundamentalOf(rules, feeders, landing);
        if (!kept) return;
        const out: Moments = { mean: 0, second: 0 };
        for (const [a, b, c, d, two] of moves) {
          // One or two squares get a new destination (a slide changes two).
          const changes: JumpChange[] = [];
          const first = 1 + (a % (rules.last - 1));
          changes.push({ square: first, from: landing[first], to: 1 + (b % rules.last) });
          const second = 1 + (c % (rules.last - 1));
          if (two && second !== first)
            changes.push({ square: second, from: landing[second], to: 1 + (d % rules.last) });
          const next = landing.slice();
          for (const change of changes) next[change.square] = change.to;
          const fresh = fundamentalOf(rules, feeders, next);
          const possible = kept.evaluate(changes, out);
          if (!fresh) {
            expect(possible && out.mean < 1e6).toBe(false);
            continue;
          }
          expect(possible).toBe(true);
          expect(out.mean).toBeCloseTo(fresh.mean, 6);
          expect(Math.abs(out.second - fresh.second)).toBeLessThanOrEqual(1e-7 * fresh.second);
          kept.accept(changes);
          landing = next;
          expect(Math.abs(kept.mean - fresh.mean)).toBeLessThanOrEqual(1e-8 * fresh.mean);
          expect(Math.abs(kept.second - fresh.second)).toBeLessThanOrEqual(1e-7 * fresh.second);
          for (let i = 0; i < kept.n.length; i += 7)
            expect(Math.abs(kept.n[i] - fresh.n[i])).toBeLessThanOrEqual(1e-7 * (1 + fresh.mean));
        }
      }),
      { numRuns: propertyRuns(200), seed: 34 },
    );
  });

  it('gives the mean and variance of a plain board of 100 squares', () => {
    const rules: DesignRules = { last: 100, faces: 6, end: 'exact' };
    const plain = fundamentalOf(rules, feedersOf(rules), landingOf(100, new Map()))!;
    // The same board's figures by the sparse analysis: 33.333 throws on average.
    expect(plain.mean).toBeCloseTo(33.33333333, 6);
    expect(plain.second - plain.mean ** 2).toBeGreaterThan(0);
  });
});
