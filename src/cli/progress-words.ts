// The words of a progress line, shared by the commands (which pick them) and the ticker thread
// (which draws them): a search reports two numbers, and only its command knows what they count.
import { grouped } from '../internal.js';

/**
 * Per search, its progress line (`{a}` and `{b}` are the two numbers it reports) and whether the
 * first number's rate per second means something to show.
 */
const PROGRESS_WORDS = {
  squares: { line: '{a} squares explored, depth {b}', rate: true },
  cells: { line: '{a} cells explored, {b} steps from the goal', rate: true },
  backtracking: { line: '{a} backtracking steps, {b} paths found', rate: true },
  frontier: { line: '{a} of {b} cells swept', rate: false },
  steps: { line: '{a} of {b} steps between cells decided', rate: false },
  positions: { line: '{a} positions explored, {b} moves deep', rate: true },
  levels: { line: '{a} moves deep from both ends', rate: false },
  throws: { line: '{a} throws computed', rate: false },
  fractions: { line: '{a} of {b} squares written as exact fractions', rate: false },
  removals: { line: '{a} of {b} snakes and ladders taken away in turn', rate: false },
  needed: { line: '{a} throws computed of about {b} the game needs', rate: false },
  sweeps: {
    line: 'expected throws and spread: {a} sweeps over the board, {b} squares snakes lead back to',
    rate: false,
  },
  designs: { line: '{a} boards tried, {b} restarts', rate: true },
} as const;

/** The searches a progress line can speak of. */
export type ProgressWords = keyof typeof PROGRESS_WORDS;

/** The searches in a fixed order: a search's index is what crosses to the ticker thread. */
export const PROGRESS_KINDS = Object.keys(PROGRESS_WORDS) as ProgressWords[];

/**
 * The line for a search's two numbers, `a` and `b`, written with thousands separators, after
 * `seconds` of searching.
 */
export function progressLine(search: ProgressWords, a: number, b: number, seconds: number): string {
  const shown = (n: number) => grouped(Math.round(n));
  const { line, rate } = PROGRESS_WORDS[search];
  const perSecond = a / Math.max(seconds, 1e-3);
  const speed = perSecond >= 1e6 ? `${(perSecond / 1e6).toFixed(1)} M` : shown(perSecond);
  return `searching: ${line.replace('{a}', shown(a)).replace('{b}', shown(b))}${rate ? `, ${speed}/s` : ''}, ${Math.round(seconds)} s`;
}
