// Several grids in the course format one after another, as a handout's test file gives them: each
// its line n and its n rows of n labels, perhaps a first line with the number of grids, perhaps a
// last line 0 that ends the file.

/** One grid of a file of several, and the line where its size is written (from 1). */
export interface CourseBlock {
  readonly grid: number[][];
  readonly line: number;
}

/**
 * The grids of `text` (comments blanked) when it is two or more grids in the course format, one
 * after another (a first line giving their number, and a last line 0, allowed); null otherwise.
 * Cost: O(length).
 */
export function courseBlocks(text: string): CourseBlock[] | null {
  const lines: { readonly numbers: number[]; readonly line: number }[] = [];
  for (const [index, raw] of text.split('\n').entries()) {
    if (raw.trim() === '') continue;
    if (!/^[\s,]*\d+(?:[\s,]+\d+)*[\s,]*$/.test(raw)) return null;
    lines.push({
      numbers: raw
        .split(/[\s,]+/)
        .filter((field) => field !== '')
        .map(Number),
      line: index + 1,
    });
  }
  const blocksFrom = (first: number): CourseBlock[] | null => {
    const blocks: CourseBlock[] = [];
    let at = first;
    while (at < lines.length) {
      const size = lines[at].numbers.length === 1 ? lines[at].numbers[0] : -1;
      if (size === 0 && at === lines.length - 1) break;
      const rows = lines.slice(at + 1, at + 1 + size);
      if (size < 2 || rows.length !== size || !rows.every((row) => row.numbers.length === size)) return null;
      blocks.push({ grid: rows.map((row) => row.numbers), line: lines[at].line });
      at += 1 + size;
    }
    return blocks.length >= 2 ? blocks : null;
  };
  const counted = lines[0]?.numbers.length === 1 ? blocksFrom(1) : null;
  if (counted && counted.length === lines[0].numbers[0]) return counted;
  return blocksFrom(0);
}
