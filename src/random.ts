import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { BoardpathError } from './errors.js';

/**
 * Random choices drawn from a seed, the same on every machine and every Node version: every board
 * boardpath makes (generated, judged, designed, practised) draws from one of these, never from
 * `Math.random`, so that a seed and the options given make the same board again, byte for byte.
 *
 * The numbers come from pure-rand's xoroshiro128+ and its uniform distributions (fast-check's own
 * generators), whose outputs are fixed by their algorithms, not by the platform.
 */
export interface SeededRandom {
  /** A whole number from `from` to `to`, both included, each as likely. */
  int(from: number, to: number): number;
  /** A number from 0 (included) to 1 (excluded): a multiple of 2^-53. */
  float(): number;
  /** True with chance `p` (0 never, 1 always). */
  chance(p: number): boolean;
  /** One of `items` (not empty), each as likely. */
  pick<T>(items: readonly T[]): T;
  /** `items` shuffled in place (Fisher–Yates) and returned. */
  shuffle<T>(items: T[]): T[];
  /** An independent stream named by `parts` under this one's seed: the same parts give the same stream. */
  fork(...parts: readonly (string | number)[]): SeededRandom;
}

/**
 * The seeded random choices of `seed` (any text) and `parts` (a board's number, a purpose): each
 * different text gives a different stream; the same text, the same stream. The text is hashed
 * (cyrb128: four 32-bit words from its UTF-16 code units) into xoroshiro128+'s 128 bits of state.
 *
 * Cost: O(length of the seed) to start; O(1) a number.
 */
export function seededRandom(seed: string, ...parts: readonly (string | number)[]): SeededRandom {
  if (typeof seed !== 'string')
    throw new BoardpathError('E_USAGE', `a seed must be text, not ${typeof seed}`, { option: 'seed' });
  const text = [seed, ...parts.map(String)].join('\u0000');
  return randomOf(xoroshiro128plusFromState(cyrb128(text)), text);
}

function randomOf(generator: RandomGenerator, text: string): SeededRandom {
  const random: SeededRandom = {
    int: (from, to) => uniformInt(generator, from, to),
    float: () => uniformFloat64(generator),
    chance: (p) => p >= 1 || (p > 0 && uniformFloat64(generator) < p),
    pick: (items) => items[uniformInt(generator, 0, items.length - 1)],
    shuffle: (items) => {
      for (let i = items.length - 1; i > 0; i--) {
        const j = uniformInt(generator, 0, i);
        [items[i], items[j]] = [items[j], items[i]];
      }
      return items;
    },
    fork: (...parts) => seededRandom(text, ...parts),
  };
  return random;
}

/**
 * cyrb128 (bryc's public-domain string hash): four 32-bit words, never all zero (xoroshiro128+'s
 * one forbidden state), from the text's UTF-16 code units.
 */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  const words: [number, number, number, number] = [h1 | 0, h2 | 0, h3 | 0, h4 | 0];
  if (words.every((word) => word === 0)) words[0] = 1;
  return words;
}

/** One name drawn by its weight (a family of boards, by how often it is drawn). Cost: O(names). */
export function pickWeighted<T extends string>(
  random: SeededRandom,
  weights: Readonly<Record<T, number>>,
): T {
  const names = Object.keys(weights) as T[];
  let left = random.float() * names.reduce((sum, name) => sum + weights[name], 0);
  for (const name of names) {
    left -= weights[name];
    if (left < 0) return name;
  }
  return names[names.length - 1];
}
