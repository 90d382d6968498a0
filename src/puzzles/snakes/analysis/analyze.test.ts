import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../random.test-util.js';
import { makeSnakesBoard } from '../board/board.js';
import { BUILT_IN_BOARDS } from '../board/built-in-boards.js';
import { analyzeSnakes } from './analyze.js';
import { snakesChain } from './chain.js';
import type { EndRule } from './end-rules.js';
import { exactExpectedThrows, fractionToDecimal } from './exact.js';
import { expectedThrows } from './expected.js';
import { lengthFigures } from './lengths.js';
import { board } from './small-board.test-util.js';

const ratio = (q: { numerator: bigint; denominator: bigint } | null) =>
  q === null ? null : `${q.numerator}/${q.denominator}`;

describe('small boards worked by hand', () => {
  // Squares 1–2, a two-faced die, start off the board. Exact and bounce: from 1 a 2 passes the end
  // and leaves the token on 1 (or bounces it back to 1), so E1 = 1 + E1/2 = 2, E0 = 1 + E1/2 = 2, and
  // the game ends on throw n with chance 2^-n. Overshoot: from 1 every face wins: E0 = 1 + 1/2.
  it('two squares, two faces', () => {
    for (const end of ['exact', 'bounce'] as EndRule[]) {
      const a = analyzeSnakes(board(2, 2), { end, percentiles: [50, 100] });
      expect(a.expected).toBeCloseTo(2, 12);
      expect(Array.from(a.distribution.probabilities.slice(0, 5))).toEqual([0, 0.5, 0.25, 0.125, 0.0625]);
      expect(a).toMatchObject({ median: 1, mode: 1, minimum: 1, finite: true });
      expect(a.percentiles['100']).toBeNull();
      expect(ratio(exactExpectedThrows(board(2, 2), { end }))).toBe('2/1');
    }
    const o = analyzeSnakes(board(2, 2), { end: 'overshoot', percentiles: [0, 50, 100] });
    expect(o.expected).toBeCloseTo(1.5, 12);
    expect(Array.from(o.distribution.probabilities)).toEqual([0, 0.5, 0.5]);
    expect(o.distribution.bounded).toBe(true);
    expect(o.percentiles).toEqual({ '0': 1, '50': 1, '100': 2 });
    expect(ratio(exactExpectedThrows(board(2, 2), { end: 'overshoot' }))).toBe('3/2');
  });

  // Squares 1–5, faces 1–3, a snake 4→1. Rest squares 0, 1, 2, 3; write a = E1.
  // exact:     E3 = 1 + (a + E3)/3, E2 = 1 + (E3 + a)/3, 2a = 3 + E2 + E3  →  a = 6, E2 = E3 = 9/2, E0 = 6.
  // bounce:    from 3 a 3 bounces to 4 and slides to 1: E3 = 1 + 2a/3  →  a = 48/7, E0 = 48/7.
  // overshoot: from 3 a 2 or a 3 wins: E3 = 1 + a/3  →  a = 48/11, E0 = 48/11.
  const snaky = board(5, 3, { 4: 1 });
  it.each([
    ['exact', 6, '6/1'],
    ['bounce', 48 / 7, '48/7'],
    ['overshoot', 48 / 11, '48/11'],
  ] as [EndRule, number, string][])(
    'five squares, three faces, snake 4→1, end %s',
    (end, expected, fraction) => {
      const a = analyzeSnakes(snaky, { end });
      expect(a.expected).toBeCloseTo(expected, 12);
      expect(ratio(exactExpectedThrows(snaky, { end }))).toBe(fraction);
      expect(a.minimum).toBe(2);
      let mean = 0;
      a.distribution.probabilities.forEach((p, n) => (mean += n * p));
      expect(mean).toBeCloseTo(expected, 6);
    },
  );

  it('starts where the board says', () => {
    const onOne = makeSnakesBoard({ format: 'board', first: 1, last: 2, start: 1, faces: 2, jumps: [] });
    expect(analyzeSnakes(onOne).expected).toBeCloseTo(2, 12); // geometric with chance 1/2
    const done = makeSnakesBoard({ format: 'board', first: 1, last: 3, start: 3, faces: 2, jumps: [] });
    const a = analyzeSnakes(done);
    expect(a).toMatchObject({ expected: 0, median: 0, minimum: 0 });
  });
});

describe('the classic boards', () => {
  it('reproduces the published figures (classic, 47→26, exact end): 39.225, median 32, mode 22, minimum 7', () => {
    const a = analyzeSnakes(BUILT_IN_BOARDS.classic());
    expect(a.expected).toBeCloseTo(39.2251223082, 9);
    expect(a.errorBound!).toBeLessThan(1e-9);
    expect(a).toMatchObject({ median: 32, mode: 22, minimum: 7, finite: true });
    expect(a.percentiles).toEqual({ '10': 15, '25': 22, '50': 32, '75': 50, '90': 72, '99': 128 });
    expect(a.distribution.complete).toBe(true);
    expect(1 - a.distribution.finished).toBeLessThan(1e-9);
    expect(fractionToDecimal(exactExpectedThrows(BUILT_IN_BOARDS.classic())!, 12)).toBe('39.225122308234');
  });

  it.each([
    ['classic', 'bounce', 43.324597441727, 35, 21],
    ['classic', 'overshoot', 35.834938413695, 29, 20],
    ['classic-48', 'exact', 39.598365640208, 33, 22],
    ['classic-48', 'bounce', 43.739643319678, 35, 22],
    ['classic-48', 'overshoot', 36.193070218975, 30, 20],
  ] as [keyof typeof BUILT_IN_BOARDS, EndRule, number, number, number][])(
    '%s with end %s: %d throws, median %d, mode %d',
    (name, end, expected, median, mode) => {
      const a = analyzeSnakes(BUILT_IN_BOARDS[name](), { end });
      expect(a.expected).toBeCloseTo(expected, 9);
      expect(a).toMatchObject({ median, mode, minimum: 7 });
      const exact = exactExpectedThrows(BUILT_IN_BOARDS[name](), { end })!;
      expect(Number(fractionToDecimal(exact, 15))).toBeCloseTo(a.expected!, 11);
    },
  );

  it('agrees with a seeded Monte-Carlo simulation within its confidence interval, under every end rule', () => {
    const classic = BUILT_IN_BOARDS.classic();
    const jumps = new Map<number, number>();
    classic.jumpFrom.forEach((from, i) => jumps.set(from, classic.jumpTo[i]));
    const random = mulberry32(20261122);
    for (const end of ['exact', 'bounce', 'overshoot'] as EndRule[]) {
      const games = 20_000;
      let sum = 0;
      let squares = 0;
      let withinMedian = 0;
      const a = analyzeSnakes(classic, { end });
      for (let g = 0; g < games; g++) {
        let square = 0;
        let throws = 0;
        while (square !== 100) {
          const face = 1 + Math.floor(random() * 6);
          throws++;
          let reach = square + face;
          if (reach > 100) {
            if (end === 'exact') continue;
            if (end === 'overshoot') break;
            reach = 200 - reach;
          }
          square = jumps.get(reach) ?? reach;
        }
        sum += throws;
        squares += throws * throws;
        if (throws <= a.median!) withinMedian++;
      }
      const mean = sum / games;
      const sd = Math.sqrt(squares / games - mean * mean);
      expect(Math.abs(mean - a.expected!)).toBeLessThan((4 * sd) / Math.sqrt(games));
      const cdf = lengthFigures(a.distribution, [50], [a.median!]).within[String(a.median)]!;
      expect(Math.abs(withinMedian / games - cdf)).toBeLessThan(4 * Math.sqrt(0.25 / games));
    }
  });

  it('counts expected visits that add up to the expected throws', () => {
    const a = analyzeSnakes(BUILT_IN_BOARDS.classic());
    let visits = 0;
    a.distribution.visits.forEach((v) => (visits += v));
    expect(visits).toBeCloseTo(a.expected!, 6);
    expect(a.distribution.visits[0]).toBeCloseTo(1, 12);
  });
});

describe('games that may never end', () => {
  // Squares 1–6, faces 1–2: a ladder 1→5, snakes 3→2 and 4→2. From 2 every throw comes back to 2.
  const trap = board(6, 2, { 1: 5, 3: 2, 4: 2 });

  it('reports an infinite expected length, the trap, and the chance to finish at all', () => {
    const a = analyzeSnakes(trap, { percentiles: [25, 50] });
    expect(a).toMatchObject({ finite: false, expected: null, trap: 2, minimum: 2, median: null });
    expect(a.percentiles).toEqual({ '25': 2, '50': null });
    expect(a.distribution.finished).toBeCloseTo(0.5, 8);
    expect(a.distribution.stuck).toBeCloseTo(0.5, 8);
    expect(exactExpectedThrows(trap)).toBeNull();
    expect(() => expectedThrows(snakesChain(trap))).toThrow(/may never end/);
  });

  it('says so when the last square is out of reach altogether', () => {
    const walled = board(5, 2, { 3: 1, 4: 1 });
    const a = analyzeSnakes(walled);
    expect(a).toMatchObject({ finite: false, minimum: null, median: null, mode: null });
    expect(a.distribution.finished).toBe(0);
  });
});

describe('limits', () => {
  it('marks a distribution cut short by its work budget, and leaves unknown figures empty', () => {
    const a = analyzeSnakes(BUILT_IN_BOARDS.classic(), { maxWork: 6000 });
    expect(a.distribution.complete).toBe(false);
    expect(a.percentiles['99']).toBeNull();
    expect(a.within['100']).toBeNull();
    expect(a.expected).toBeCloseTo(39.2251223, 6); // the solve does not depend on the distribution
  });
});

describe('cancelling an analysis', () => {
  it('stops with E_ABORTED when its signal has fired', () => {
    const controller = new AbortController();
    controller.abort();
    expect(() => analyzeSnakes(BUILT_IN_BOARDS.classic(), { signal: controller.signal })).toThrow(
      /cancelled/,
    );
  });
});
