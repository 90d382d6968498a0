// A size line written as a statement: `n = 4` (or `N = 4`, `rows = 3, cols = 4`) over the rows, as
// course handouts and problem pages give it. The readers know a size line of numbers alone (`4`,
// `3 4`): the names and signs are blanked, every other character kept where it was.

/**
 * `text` with a first line `name = k` (or two of them, `rows = 3, cols = 4`) written as its numbers
 * alone, when a row of numbers follows it; else `text` itself. Cost: O(length).
 */
export function withSizeLine(text: string): string {
  const first = /\S/.exec(text);
  if (!first) return text;
  const start = text.lastIndexOf('\n', first.index) + 1;
  const end = lineEnd(text, start);
  const line = text.slice(start, end);
  if (line.length > 100 || !SIZE_LINE.test(line)) return text;
  const next = /\S/.exec(text.slice(end));
  if (!next) return text;
  const rowStart = end + next.index;
  const row = text.slice(text.lastIndexOf('\n', rowStart) + 1, lineEnd(text, rowStart));
  if (!ROW.test(row)) return text;
  // The names are blanked whole: `n2 = 4` must not leave its 2 behind.
  const blanked = line.replace(/[A-Za-z_]\w*|[^\d\s]/g, (word) => ' '.repeat(word.length));
  return text.slice(0, start) + blanked + text.slice(end);
}

const SIZE_LINE =
  /^[ \t]*[A-Za-z_]\w*[ \t]*=[ \t]*\d+[ \t]*(?:[,;][ \t]*[A-Za-z_]\w*[ \t]*=[ \t]*\d+[ \t]*)?[,;]?[ \t]*\r?$/;
const ROW = /^[\s{[(]*[-−+]?\d+(?:[\s,]+[-−+]?\d+)*[\s,}\])]*$/;

function lineEnd(text: string, at: number): number {
  const end = text.indexOf('\n', at);
  return end < 0 ? text.length : end;
}
