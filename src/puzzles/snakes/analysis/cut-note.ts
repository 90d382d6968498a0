// What the report says of a distribution cut short: where it stops, why, and what a full one needs.
import type { ThrowDistribution } from './distribution.js';
import { grouped } from '../../../words.js';

/** `1,234`, or `2.1e15` past a million: a count of throws as the report writes an estimate. */
function roughThrows(throws: number): string {
  return throws < 1e6 ? grouped(Math.round(throws)) : throws.toPrecision(2).replace('e+', 'e');
}

/**
 * The sentence under a distribution that stops before all but 1e-9 of its chance is covered: the
 * figures it lists are exact, those beyond show as —; what stopped it (the budget, `--budget`, or
 * the memory limit), and, once the chance in play was seen shrinking steadily, about how many throws
 * a full one needs against how many the limit allows. `chance` writes a chance as the report does.
 */
export function cutNote(d: ThrowDistribution, chance: (value: number) => string): string {
  const listed = d.probabilities.length - 1;
  const head = `The distribution covers the first ${grouped(listed)} throws only (${chance(d.finished)} of games end by then; ${chance(d.remaining)} go on)`;
  const limit = d.cut === 'memory' ? 'the memory limit' : 'the budget';
  const needs = d.needed
    ? `the game's distribution needs about ${roughThrows(d.needed.throws)} throws to cover all but 1e-9 of its probability; ${limit} allows ${roughThrows(d.needed.allowed)}`
    : '';
  // Stopped as soon as the estimate showed the limit could not cover the game, not at the limit.
  if (d.needed && d.needed.allowed > listed)
    return `${head}: ${needs}, so it stops here. The chances listed are exact; the figures beyond them are given as bounds.`;
  const more = d.cut === 'memory' ? 'the memory limit holds no more, so ' : '';
  const larger = d.cut === 'memory' ? '--max-memory' : '--budget';
  const tail = d.needed ? ` ${needs[0].toUpperCase()}${needs.slice(1)}.` : '';
  return `${head}: ${more}figures beyond it are given as bounds (a larger ${larger} lists more).${tail}`;
}
