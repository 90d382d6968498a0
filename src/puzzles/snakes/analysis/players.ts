import { BoardpathError, checkMemory } from '../../../errors.js';
import { z } from 'zod';
import { allowing, checkShape, checkValue, maxMemorySchema, showValue } from '../../../options.js';
import { ownFields } from '../../checks.js';
import { distributionSchema } from './analysis-schema.js';
import type { ThrowDistribution } from './distribution.js';

const EXPECTED = allowing("one player's expected throws (a number), or null", z.number().nullable());

// The most slots of the distribution of total throws: the longest typed array every engine makes.
const MAX_SLOTS = 2 ** 31 - 1;

/** The most players `playersFigures` takes. */
export const MAX_PLAYERS = 1000;

/** Several players taking turns on the same board, each with their own token. */
export interface PlayersFigures {
  readonly players: number;
  /** seats[i] = the chance that the player in seat i + 1 (seat 1 throws first) wins. */
  readonly seats: number[];
  /** The chance that nobody ever wins (only when tokens can be stuck for ever), up to the list's cut-off. */
  readonly never: number;
  /**
   * Expected rounds (each player throws once per round; the last round stops at the winner), or null
   * if infinite, or unknown because the distribution is cut short (then `roundsBounds` holds it).
   */
  readonly rounds: number | null;
  /** Expected throws by everybody together, or null as `rounds`. */
  readonly throws: number | null;
  /**
   * When the distribution is cut short of all but its tolerance: where the expected rounds lie (the
   * sum over the throws listed, and that plus the most the rest can add); null otherwise.
   */
  readonly roundsBounds: { readonly low: number; readonly high: number | null } | null;
  /** Where the expected throws in all lie, as `roundsBounds`. */
  readonly throwsBounds: { readonly low: number; readonly high: number | null } | null;
  /** throwsDistribution[t] = the chance that the game ends on the t-th throw in all. */
  readonly throwsDistribution: Float64Array;
}

/**
 * Seat chances and game length for `players` players from one player's distribution, the tokens being
 * independent: seat i wins in round n when its n-th throw finishes (chance f(n)) while the i players
 * before it have not finished in n throws and the others not in n − 1: f(n) · S(n)^i · S(n−1)^(K−1−i),
 * where S(n) is the chance that one player needs more than n throws. Expected rounds = Σ S(n)^K.
 * `expected` (one player's expected throws, exact) replaces the series for a single player.
 *
 * Cost: O(length of the distribution × players) time; `PLAYERS_BYTES_PER_SLOT` bytes per (throw,
 * player) pair, refused first (`E_MEMORY`) when over `maxMemory`. An argument of another kind is
 * refused with `E_USAGE`, naming it.
 */
export function playersFigures(
  distribution: ThrowDistribution,
  players: number,
  expected: number | null = null,
  maxMemory?: number,
): PlayersFigures {
  distribution = checkShape<ThrowDistribution>('distribution', distributionSchema, ownFields(distribution));
  checkValue('expected', EXPECTED, expected);
  if (maxMemory !== undefined) checkValue('maxMemory', maxMemorySchema, maxMemory);
  if (!Number.isSafeInteger(players) || players < 1 || players > MAX_PLAYERS) {
    throw new BoardpathError(
      'E_USAGE',
      `the number of players must be an integer from 1 to ${MAX_PLAYERS}, not ${showValue(players)}`,
      { option: 'players' },
    );
  }
  const f = distribution.probabilities;
  const length = f.length;
  // The distribution of the game's total throws has a slot per throw of every player: a long game
  // and many players make it large, so it is counted first, with what its output takes.
  const slots = Math.max(1, (length - 1) * players + 1);
  // With no limit given, still no more slots than one typed array holds: refused, not a RangeError.
  if (slots > MAX_SLOTS)
    throw new BoardpathError(
      'E_MEMORY',
      `${players} players over a game of up to ${length - 1} throws need ${slots} slots, more than the ${MAX_SLOTS} one array holds`,
    );
  checkMemory(
    `${players} players over a game of up to ${length - 1} throws`,
    PLAYERS_BYTES_PER_SLOT * slots,
    maxMemory,
    '',
  );
  // S(n) = P(length > n), summed from the tail so that small values keep their precision.
  const survive = new Float64Array(length);
  let tail = distribution.remaining + distribution.stuck;
  for (let n = length - 1; n >= 0; n--) {
    survive[n] = tail;
    tail += f[n];
  }
  const seats = new Array<number>(players).fill(0);
  const totals = new Float64Array(slots);
  if (f[0] > 0) {
    // The token starts on the last square: the first player has won before anyone throws.
    seats[0] += f[0];
    totals[0] += f[0];
  }
  let meanThrows = 0;
  for (let n = 1; n < length; n++) {
    if (f[n] === 0) continue;
    const before = survive[n - 1];
    const after = survive[n];
    for (let seat = 0; seat < players; seat++) {
      const chance = f[n] * after ** seat * before ** (players - 1 - seat);
      if (chance === 0) continue;
      seats[seat] += chance;
      const total = (n - 1) * players + seat + 1;
      totals[total] += chance;
      meanThrows += chance * total;
    }
  }
  // Beyond the list, seat i gains at most remaining^K: nothing for K ≥ 2, and for one player all of it.
  if (players === 1) seats[0] += distribution.remaining;
  let won = 0;
  for (const chance of seats) won += chance;
  const endless = distribution.stuck > 0;
  const exact = players === 1 && expected !== null;
  let rounds: number | null = null;
  let listedRounds = 0;
  let listedLength = 0;
  for (let n = 0; n < length; n++) {
    listedRounds += survive[n] ** players;
    listedLength += survive[n];
  }
  if (!endless) rounds = exact ? expected : listedRounds;
  let throws: number | null = null;
  if (!endless) throws = exact ? expected : meanThrows;
  // Cut short, the sums over the throws listed are only where the figures start. Past the list,
  // S(n)^K ≤ S(L − 1)^(K − 1) S(n), and the S(n) beyond add up to the expected length less those
  // listed: so the rounds still to come are at most S(L − 1)^(K − 1) (E − Σ listed S(n)). The throws
  // in all are K × (rounds − 1) plus the winner's seat, from 1 to K.
  let roundsBounds: PlayersFigures['roundsBounds'] = null;
  let throwsBounds: PlayersFigures['throwsBounds'] = null;
  if (!endless && !exact && !distribution.complete) {
    const more =
      expected === null
        ? null
        : survive[length - 1] ** (players - 1) * Math.max(0, expected - listedLength) * (1 + 1e-9);
    roundsBounds = { low: listedRounds, high: more === null ? null : listedRounds + more };
    throwsBounds = {
      low: Math.max(meanThrows, players * (listedRounds - 1) + 1),
      high: more === null ? null : players * (listedRounds + more),
    };
    rounds = null;
    throws = null;
  }
  return {
    players,
    seats,
    never: endless ? Math.max(0, 1 - won) : 0,
    rounds,
    throws,
    roundsBounds,
    throwsBounds,
    throwsDistribution: totals,
  };
}

/**
 * Bytes per slot of the distribution of total throws: its 8, and what the answer's JSON makes of it
 * (a list of numbers, then the text, about 30 more).
 */
export const PLAYERS_BYTES_PER_SLOT = 40;
