// The analysis's figures as the report writes them: numbers grouped by thousands, chances as
// percentages, and a figure the distribution listed does not reach as the bound it is known by.
import { grouped } from '../../../words.js';
import type { FigureBound } from './bounds.js';

/** `39.225`, `175,728.0`: a few significant digits after the point, thousands separated. */
export function formatThrows(value: number): string {
  const digits = value >= 1000 ? 1 : 3;
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** `285,715.8253972388`: a number to its last digit, its whole part grouped by thousands. */
export function fullNumber(value: number): string {
  const [whole, fraction] = String(value).split('.');
  if (!/^\d+$/.test(whole)) return String(value);
  return fraction === undefined ? grouped(Number(whole)) : `${grouped(Number(whole))}.${fraction}`;
}

/** `22.3%`, `< 0.1%`, `100%`. */
export function formatChance(chance: number): string {
  if (chance >= 0.9995 && chance < 1) return '> 99.9%';
  if (chance > 0 && chance < 0.0005) return '< 0.1%';
  return `${(chance * 100).toFixed(1).replace(/\.0$/, '')}%`;
}

/** A count of throws, grouped: `285,716`. */
export function throwCount(n: number): string {
  return grouped(n);
}

/** A count known only within bounds: `285,455–285,977`, `> 2,212` (no bound above), or the count when both meet. */
export function boundedCount(bound: FigureBound): string {
  if (bound.high === null) return `> ${grouped(bound.low - 1)}`;
  if (bound.high === bound.low) return grouped(bound.low);
  return `${grouped(bound.low)}–${grouped(bound.high)}`;
}

/** A chance known only within bounds: `22.1%–24%`, or one chance when both round alike. */
export function boundedChance(bound: FigureBound): string {
  const low = formatChance(bound.low);
  const high = formatChance(bound.high ?? 1);
  return low === high ? low : `${low}–${high}`;
}
