import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../random.js';
import type { EndRule } from '../analysis/end-rules.js';
import type { DesignRules } from './feeders.js';
import { randomLayout, type JumpCounts, type Proposal } from './layout.js';
import type { RefereeBoard } from './markov.test-util.js';
import { PlayFigures } from './play-figures.js';
import { arbitraryBoard, everyBoard, refereeFigures, type RefereeFigures } from './small-boards.test-util.js';
import { throwBounds } from './throw-bounds.js';
import { slow } from '../../../slow.test-util.js';

/** The counts of a board exactly: the bounds must hold for it with its own counts, the tightest. */
function countsOf(figures: RefereeFigures): JumpCounts {
  return {
    ladders: { min: figures.ladders, max: figures.ladders },
    snakes: { min: figures.snakes, max: figures.snakes },
  };
}

/** What of `throwBounds` the referee's figures of one board break: none, when the bounds hold. */
function brokenBounds(board: RefereeBoard, figures: RefereeFigures): string[] {
  const rules: DesignRules = { last: board.last, faces: board.faces, end: board.end };
  const bounds = throwBounds(rules, countsOf(figures), figures.fewest);
  const broken: string[] = [];
  let survive = 1;
  figures.ended.forEach((p, k) => {
    if (k === 0) return;
    // No game shorter than the fewest; no length likelier than its cap; no throw more likely to
    // end the game than its hazard.
    if (p > bounds.cap(k) + 1e-12) broken.push(`P(T = ${k}) = ${p} > cap ${bounds.cap(k)}`);
    if (p > bounds.hazard(k) * survive + 1e-12) broken.push(`P(T = ${k}) = ${p} > hazard`);
    survive -= p;
  });
  // A game longer than the squares revisits them: each revisit costs variance.
  if (figures.variance < figures.mean - bounds.standing - 1e-7) broken.push(`variance ${figures.variance}`);
  // A game of no spread is no longer than the funnels of jumps allow.
  if (figures.variance < 1e-12 && Math.round(figures.mean) > bounds.steady)
    broken.push(`a steady game of ${figures.mean} throws, past ${bounds.steady}`);
  return broken.map((problem) => `${JSON.stringify([...board.jumps])}: ${problem}`);
}

function expectWithinBounds(board: RefereeBoard, figures: RefereeFigures): void {
  expect(brokenBounds(board, figures)).toEqual([]);
}

describe('what any board allows its throws', () => {
  const sizes: Array<[number, number, EndRule]> = [
    [6, 2, 'exact'],
    [6, 2, 'bounce'],
    [6, 2, 'overshoot'],
    [7, 3, 'exact'],
    [7, 3, 'bounce'],
    [7, 3, 'overshoot'],
    [7, 6, 'exact'],
    [7, 6, 'bounce'],
    [7, 6, 'overshoot'],
  ];

  it.each(sizes)(
    'holds for every board of %i squares, a die of %i faces, end rule %s',
    slow,
    (last, faces, end) => {
      let boards = 0;
      let steadiest = 0;
      const broken: string[] = [];
      for (const board of everyBoard(last, faces, end)) {
        const figures = refereeFigures(board, 400);
        broken.push(...brokenBounds(board, figures));
        if (figures.variance < 1e-12) steadiest = Math.max(steadiest, Math.round(figures.mean));
        boards++;
      }
      expect(broken).toEqual([]);
      expect(boards).toBeGreaterThan(400);
      // Some board of these has no spread at all (a funnel of ladders to the last square).
      expect(steadiest).toBeGreaterThanOrEqual(1);
    },
  );

  it('holds for random boards of every size, count and end rule', () => {
    fc.assert(
      fc.property(arbitraryBoard(40), (board) => {
        if (!board) return;
        const figures = refereeFigures(board, 300);
        if (!Number.isFinite(figures.mean) || figures.mean > 1e6 || figures.fewest < 0) return;
        expectWithinBounds(board, figures);
      }),
      { numRuns: 300, seed: 11 },
    );
  });

  it('holds for the boards a search makes to end on one throw count as often as it can', () => {
    // A hill climb over boards of 30 squares for P(T = k), as the designer's moves make them.
    const rules: DesignRules = { last: 30, faces: 6, end: 'exact' };
    const counts = { ladders: { min: 0, max: 10 }, snakes: { min: 0, max: 10 } };
    const play = new PlayFigures(rules);
    const random = seededRandom('funnels');
    for (const k of [2, 3, 4, 6, 9, 14]) {
      let layout = randomLayout(rules, counts, random)!;
      const chanceOf = (landing: Int32Array) => {
        const { ended, listed } = play.distribution(landing, k);
        return listed >= k ? ended[k] : 0;
      };
      let best = chanceOf(layout.landing);
      const proposal: Proposal = { move: 'add', changes: [] };
      for (let step = 0; step < 3000; step++) {
        const next = layout.copy();
        if (!next.propose(random, proposal)) continue;
        next.apply(proposal.changes);
        const chance = chanceOf(next.landing);
        if (chance >= best) {
          layout = next;
          best = chance;
        }
      }
      const jumps = new Map<number, number>();
      for (let square = 1; square < rules.last; square++)
        if (layout.landing[square] !== square) jumps.set(square, layout.landing[square]);
      const board = { ...rules, jumps };
      const figures = refereeFigures(board, 400);
      if (Number.isFinite(figures.mean)) expectWithinBounds(board, figures);
      const bounds = throwBounds(rules, countsOf(figures), figures.fewest);
      expect(figures.ended[k]).toBeLessThanOrEqual(bounds.cap(k) + 1e-12);
    }
  });

  it('finds the longest steady game and the caps of a 10×10 board', () => {
    const rules: DesignRules = { last: 100, faces: 6, end: 'exact' };
    const bounds = throwBounds(rules, { ladders: { min: 0, max: 12 }, snakes: { min: 0, max: 12 } });
    // 5 ladders to the last square end a game surely; 5 jumps more for every throw before it.
    expect(bounds.steady).toBe(4);
    expect(bounds.positions).toBe(100 + 15);
    expect(bounds.standing).toBe(100);
    expect(bounds.cap(45)).toBeCloseTo(115 / (6 * 45), 12);
    // One ladder: a throw ends the game at most 1 time in 6 until a walk can be near the end.
    const one = throwBounds(rules, { ladders: { min: 0, max: 1 }, snakes: { min: 0, max: 12 } });
    expect(one.hazard(1)).toBeCloseTo(1 / 6, 12);
    expect(one.hazard(16)).toBeCloseTo(1 / 6, 12);
    expect(one.hazard(17)).toBeCloseTo(2 / 6, 12);
    expect(throwBounds(rules, { ladders: { min: 0, max: 0 }, snakes: { min: 0, max: 4 } }).minimum).toBe(17);
    expect(throwBounds(rules, { ladders: { min: 0, max: 3 }, snakes: { min: 0, max: 4 } }, 9).minimum).toBe(
      9,
    );
  });
});
