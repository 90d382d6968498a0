import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../random.js';
import { DESIGN_MOVES, Layout, randomLayout, type Proposal } from './layout.js';
import { propertyRuns } from '../../../property-runs.test-util.js';

// The rules a board under design keeps, checked from its landing table alone.
function expectWithinRules(layout: Layout, counts: Layout['counts']): void {
  const { last } = layout.rules;
  let ladders = 0;
  let snakes = 0;
  const ends = new Set<number>();
  for (let square = 1; square <= last; square++) {
    const to = layout.landing[square];
    if (to === square) continue;
    expect(square).toBeLessThan(last);
    expect(to).toBeGreaterThanOrEqual(1);
    expect(to).toBeLessThanOrEqual(last);
    if (to > square) ladders++;
    else snakes++;
    ends.add(to);
  }
  for (const end of ends) expect(layout.landing[end]).toBe(end);
  expect(ladders).toBe(layout.ladders);
  expect(snakes).toBe(layout.snakes);
  expect(ladders).toBeGreaterThanOrEqual(counts.ladders.min);
  expect(ladders).toBeLessThanOrEqual(counts.ladders.max);
  expect(snakes).toBeGreaterThanOrEqual(counts.snakes.min);
  expect(snakes).toBeLessThanOrEqual(counts.snakes.max);
}

describe('a board under design', () => {
  it('keeps its rules and counts through every move', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 60 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 6 }),
        fc.string(),
        (last, ladderMin, ladderMore, snakeMin, snakeMore, seed) => {
          const counts = {
            ladders: { min: ladderMin, max: ladderMin + ladderMore },
            snakes: { min: snakeMin, max: snakeMin + snakeMore },
          };
          const random = seededRandom(seed);
          const layout = randomLayout({ last, faces: 6, end: 'exact' }, counts, random);
          if (!layout) return;
          expectWithinRules(layout, counts);
          const proposal: Proposal = { move: 'add', changes: [] };
          const seen = new Set<string>();
          for (let step = 0; step < 120; step++) {
            if (!layout.propose(random, proposal)) continue;
            seen.add(proposal.move);
            expect(proposal.changes.length).toBe(proposal.move === 'slide' ? 2 : 1);
            layout.apply(proposal.changes);
            expectWithinRules(layout, counts);
          }
          if (
            last >= 30 &&
            counts.ladders.max + counts.snakes.max > 2 &&
            counts.ladders.min < counts.ladders.max
          )
            expect([...seen].sort()).toEqual([...DESIGN_MOVES].sort());
        },
      ),
      { numRuns: propertyRuns(80), seed: 3 },
    );
  });
});
