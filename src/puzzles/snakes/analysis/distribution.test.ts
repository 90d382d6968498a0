import { describe, expect, it } from 'vitest';
import { makeSnakesBoard } from '../board/board.js';
import { BUILT_IN_BOARDS } from '../board/built-in-boards.js';
import { analysisBytes, analyzeSnakes } from './analyze.js';
import { snakesChain } from './chain.js';
import { DEFAULT_MAX_WORK, throwDistribution } from './distribution.js';
import { chainReach } from './reach.js';
import { DISTRIBUTION_BYTES_PER_THROW } from './throw-list.js';

/** Squares 1…squares with a snake to square 1 on every square not a multiple of `every`: a slow game. */
function slowBoard(squares: number, every: number, faces: number) {
  const jumps = [];
  for (let from = 2; from < squares; from++) if (from % every !== 0) jumps.push({ from, to: 1 });
  return makeSnakesBoard({ format: 'board', first: 1, last: squares, start: 0, faces, jumps });
}

describe('the distribution within its limits', () => {
  it('estimates the throws a slow game needs, and they are the throws the full distribution takes', () => {
    for (const [squares, every, faces] of [
      [18, 3, 3],
      [20, 4, 4],
    ]) {
      const chain = snakesChain(slowBoard(squares, every, faces));
      const reach = chainReach(chain);
      const full = throwDistribution(chain, reach, { maxWork: 1e9 });
      expect(full).toMatchObject({ complete: true, cut: null, needed: null });
      const short = throwDistribution(chain, reach, {
        maxWork: ((full.probabilities.length - 1) * squares) / 2,
      });
      const listed = short.probabilities.length - 1;
      expect(short.cut).toBe('budget');
      expect(short.needed?.allowed).toBe(listed);
      const needed = full.probabilities.length - 1;
      expect(Math.abs((short.needed?.throws ?? 0) - needed)).toBeLessThanOrEqual(needed * 0.01);
      // What it lists is the full distribution's beginning, exactly.
      expect(short.probabilities).toEqual(full.probabilities.subarray(0, listed + 1));
    }
  });

  it('cuts the list where the memory allows no more, listing exact figures and leaving the rest unknown', () => {
    const classic = BUILT_IN_BOARDS.classic();
    const full = analyzeSnakes(classic);
    const maxMemory = analysisBytes(classic) + 100 * DISTRIBUTION_BYTES_PER_THROW;
    const cut = analyzeSnakes(classic, { maxMemory });
    expect(cut.distribution).toMatchObject({ complete: false, cut: 'memory' });
    expect(cut.distribution.probabilities.length).toBe(100);
    expect(cut.distribution.probabilities).toEqual(full.distribution.probabilities.subarray(0, 100));
    expect(cut.percentiles).toEqual({ '10': 15, '25': 22, '50': 32, '75': 50, '90': 72, '99': null });
    expect(cut.expected).toBe(full.expected);
  });

  it('stops a game that plays for ever at once, saying how many throws it would need', () => {
    // Every square but the multiples of 6 sends the token back to square 1: some 1.35e13 throws on average.
    const longGame = slowBoard(100, 6, 6);
    const a = analyzeSnakes(longGame, { maxWork: 1e11, maxMemory: 50e6 });
    const d = a.distribution;
    expect(d).toMatchObject({ complete: false, cut: 'memory' });
    const throws = d.probabilities.length - 1;
    // Counted before it grew, and stopped long before the limit: the estimate showed it could not do.
    expect(d.probabilities.length * DISTRIBUTION_BYTES_PER_THROW).toBeLessThanOrEqual(50e6);
    expect(d.needed?.allowed).toBe(
      Math.floor((50e6 - analysisBytes(longGame)) / DISTRIBUTION_BYTES_PER_THROW) - 1,
    );
    expect(throws).toBeLessThan(d.needed?.allowed ?? 0);
    // With one slow rate the tail shrinks by 1/expected a throw: it needs expected × ln(1e9) throws.
    const reference = (a.expected as number) * Math.log(1e9);
    expect(Math.abs((d.needed?.throws ?? 0) - reference) / reference).toBeLessThan(0.01);
  });

  it('spends the default budget in full before stopping early, as before', () => {
    // Five snakes back to square 1 below the last square: some 17,000 throws on average.
    const jumps = [995, 996, 997, 998, 999].map((from) => ({ from, to: 1 }));
    const board = makeSnakesBoard({ format: 'board', first: 1, last: 1000, start: 0, faces: 6, jumps });
    const chain = snakesChain(board);
    const d = throwDistribution(chain, chainReach(chain), { maxWork: DEFAULT_MAX_WORK });
    const listed = d.probabilities.length - 1;
    expect(d.cut).toBe('budget');
    expect(d.needed?.allowed).toBe(listed);
    expect(d.needed?.throws).toBeGreaterThan(2 * listed);
    // Each throw past the first thousand costs a throw over every square: the budget is spent.
    expect(listed * 1000 * 6).toBeGreaterThan(DEFAULT_MAX_WORK * 0.95);
  });
});
