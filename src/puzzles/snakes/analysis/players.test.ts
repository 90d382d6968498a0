import { describe, expect, it } from 'vitest';
import { makeSnakesBoard } from '../board/board.js';
import { BUILT_IN_BOARDS } from '../board/built-in-boards.js';
import { analyzeSnakes } from './analyze.js';
import { snakesChain, throwEnd, type SnakesChain } from './chain.js';
import type { EndRule } from './end-rules.js';
import { playersFigures } from './players.js';

/**
 * The reference: all K tokens at once. The joint positions' chance is pushed throw by throw, seat by
 * seat, and a seat's chance of winning is what reaches the last square on its throw.
 */
function bruteForce(
  chain: SnakesChain,
  players: number,
): { seats: number[]; rounds: number; throws: number } {
  let states = new Map<string, number>([[Array(players).fill(chain.start).join(','), 1]]);
  const seats = new Array<number>(players).fill(0);
  let rounds = 0;
  let throws = 0;
  let thrown = 0;
  for (let round = 1; states.size > 0 && round < 5000; round++) {
    let alive = 0;
    for (const chance of states.values()) alive += chance;
    if (alive < 1e-15) break;
    rounds += alive; // P(R ≥ round)
    for (let seat = 0; seat < players; seat++) {
      thrown++;
      const next = new Map<string, number>();
      for (const [key, chance] of states) {
        const squares = key.split(',').map(Number);
        for (let face = 1; face <= chain.faces; face++) {
          const to = throwEnd(chain, squares[seat], face);
          const part = chance / chain.faces;
          if (to === chain.last) {
            seats[seat] += part;
            throws += part * thrown;
            continue;
          }
          squares[seat] = to;
          const k = squares.join(',');
          next.set(k, (next.get(k) ?? 0) + part);
          squares[seat] = Number(key.split(',')[seat]);
        }
      }
      states = next;
    }
  }
  return { seats, rounds, throws };
}

const small = makeSnakesBoard({
  format: 'board',
  first: 1,
  last: 5,
  start: 0,
  faces: 3,
  jumps: [
    { from: 4, to: 1 },
    { from: 2, to: 3 },
  ],
});

describe('several players', () => {
  it.each([
    [2, 'exact'],
    [3, 'exact'],
    [2, 'bounce'],
    [3, 'overshoot'],
  ] as [number, EndRule][])(
    'match a brute force over all tokens at once: %d players, end %s',
    (players, end) => {
      const analysis = analyzeSnakes(small, { end, tolerance: 1e-13 });
      const figures = playersFigures(analysis.distribution, players, analysis.expected);
      const truth = bruteForce(snakesChain(small, { end }), players);
      figures.seats.forEach((chance, seat) => expect(chance).toBeCloseTo(truth.seats[seat], 10));
      expect(figures.rounds!).toBeCloseTo(truth.rounds, 9);
      expect(figures.throws!).toBeCloseTo(truth.throws, 9);
    },
  );

  it('give seat chances that add up to 1 on the classic board, the first seat ahead', () => {
    const analysis = analyzeSnakes(BUILT_IN_BOARDS.classic());
    for (const players of [1, 2, 3, 4, 6]) {
      const figures = playersFigures(analysis.distribution, players, analysis.expected);
      const sum = figures.seats.reduce((a, b) => a + b, 0);
      expect(sum).toBeCloseTo(1, 9);
      for (let seat = 1; seat < players; seat++)
        expect(figures.seats[seat - 1]).toBeGreaterThan(figures.seats[seat]);
      let total = 0;
      figures.throwsDistribution.forEach((p) => (total += p));
      expect(total).toBeCloseTo(1, 8); // the list stops once less than 1e-9 of games go on
      let mean = 0;
      figures.throwsDistribution.forEach((p, t) => (mean += p * t));
      expect(figures.throws!).toBeCloseTo(players === 1 ? analysis.expected! : mean, 6);
    }
    expect(playersFigures(analysis.distribution, 1, analysis.expected).rounds).toBe(analysis.expected);
  });

  it('refuses 0 players', () => {
    const analysis = analyzeSnakes(small);
    expect(() => playersFigures(analysis.distribution, 0)).toThrow(/number of players/);
  });

  it('reports no expected length when tokens can be stuck for ever', () => {
    const trap = makeSnakesBoard({
      format: 'board',
      first: 1,
      last: 6,
      start: 0,
      faces: 2,
      jumps: [
        { from: 1, to: 5 },
        { from: 3, to: 2 },
        { from: 4, to: 2 },
      ],
    });
    const analysis = analyzeSnakes(trap);
    const figures = playersFigures(analysis.distribution, 2, analysis.expected);
    expect(figures.rounds).toBeNull();
    expect(figures.never).toBeCloseTo(0.25, 8); // both tokens stuck
    expect(figures.seats[0] + figures.seats[1]).toBeCloseTo(0.75, 8);
  });

  it('counts the memory of many players over a long game before taking it', () => {
    const board = makeSnakesBoard({
      format: 'board',
      first: 1,
      last: 100,
      start: 0,
      jumps: [95, 96, 97, 98, 99].map((from) => ({ from, to: 1 })),
    });
    const { distribution } = analyzeSnakes(board);
    expect(() => playersFigures(distribution, 1000, null, 100 * 2 ** 20)).toThrow(
      /^1000 players over a game of up to \d+ throws needs about \d+ MB but the limit is 100 MB$/,
    );
    expect(playersFigures(distribution, 2, null, 100 * 2 ** 20).seats).toHaveLength(2);
  });
});
