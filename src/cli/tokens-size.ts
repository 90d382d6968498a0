// A grid's size seen before it is read: its lines and the labels on a line. A grid too big to
// search is refused at once, before a label of it is read (a 10000×10000 grid would otherwise
// build its hundred million labels first).
import { checkTokensSearch, type TokensMethod } from '../internal.js';

/**
 * How many rows and columns the grid written in `text` has, at least (comment lines make it fewer),
 * or null when it has fewer than three lines or its first two are not numbers alone. Cost: O(lines) to count them, O(line length) for the
 * labels of the first two.
 */
export function smallestGridIn(text: string): { rows: number; columns: number } | null {
  let lines = 0;
  const firstTwo: string[] = [];
  for (let at = 0; at < text.length;) {
    const end = text.indexOf('\n', at);
    const stop = end === -1 ? text.length : end;
    if (text.slice(at, Math.min(stop, at + 64)).trim() !== '') {
      lines++;
      if (lines <= 2) firstTwo.push(text.slice(at, stop));
    }
    at = stop + 1;
  }
  // Only rows of numbers say their size so: a paste (code, a problem page) is measured once read.
  if (lines < 3 || firstTwo.some((line) => /[^\d\s,]/.test(line))) return null;
  const [first, columns] = firstTwo.map(
    (line) => line.split(/[\s,]+/).filter((field) => field !== '').length,
  );
  // A first line as long as the second is a row of the grid, not its size.
  return { rows: first === columns ? lines : lines - 1, columns };
}

/** Refuses, from its size alone, a grid too big to search within `maxMemory` (`checkTokensSearch`). */
export function checkGridSize(
  text: string,
  alternate: boolean,
  method: TokensMethod | undefined,
  maxMemory: number,
): void {
  const size = smallestGridIn(text);
  if (size === null || size.rows * size.columns < 10_000) return;
  checkTokensSearch(size, alternate, method, maxMemory);
}
