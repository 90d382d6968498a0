// The moves every puzzle's shrinking of a failing board is made of, as property-based testing makes
// them: fewer items the way delta debugging cuts a failing input, a number moved towards its simplest
// value the way fast-check shrinks an integer (the target first, then half the way, a quarter…), and
// the smaller and tiny shapes of a grid.

/**
 * Smaller selections of `items`, in the order delta debugging tries them: none at all; then, at
 * each granularity (halves, quarters, … single items), each chunk alone (while there are at most
 * eight chunks: a single item is seldom enough alone) and all but each chunk. Cost: O(items) a
 * selection, O(items) selections.
 */
export function* fewer<T>(items: readonly T[]): Generator<T[]> {
  if (items.length === 0) return;
  yield [];
  for (let parts = 2; ; parts *= 2) {
    const size = Math.ceil(items.length / parts);
    const chunks: Array<[number, number]> = [];
    for (let at = 0; at < items.length; at += size) chunks.push([at, Math.min(items.length, at + size)]);
    if (chunks.length > 1) {
      if (chunks.length <= 8) for (const [from, to] of chunks) yield items.slice(from, to);
      // Two chunks: all but one is the other alone, already tried.
      if (chunks.length > 2)
        for (const [from, to] of chunks) yield [...items.slice(0, from), ...items.slice(to)];
    }
    if (size === 1) return;
  }
}

/**
 * The values between `target` and `value` (excluded), nearest the target first: the target, then
 * half the way from it, three quarters… as fast-check's `shrinkInteger` tries them. Cost:
 * O(log |value − target|).
 */
export function* towards(value: number, target: number): Generator<number> {
  const gap = value - target;
  for (let left = gap; left !== 0; left = Math.trunc(left / 2)) yield value - left;
}

/**
 * Lazily yields what `candidates` yields, each distinct one once (by `key`): two rules that make
 * the same smaller board cost one run. Cost: O(key) a candidate; memory O(distinct keys).
 */
export function* distinct<T>(candidates: Iterable<T>, key: (candidate: T) => string): Generator<T> {
  const seen = new Set<string>();
  for (const candidate of candidates) {
    const k = key(candidate);
    if (seen.has(k)) continue;
    seen.add(k);
    yield candidate;
  }
}

/**
 * The ways to keep `kept` of `count` lines (rows or columns) by cutting one band of `count − kept`
 * neighbouring lines out: each as the kept lines' old indices, the band at every place from the
 * first lines to the last. Cost: O(count) a way, `kept + 1` ways.
 */
function* bandsCut(count: number, kept: number): Generator<number[]> {
  const cut = count - kept;
  for (let at = 0; at <= kept; at++) yield Array.from({ length: kept }, (_, i) => (i < at ? i : i + cut));
}

/** A smaller shape of a grid: the bigger grid's rows and columns it keeps, in order. */
export interface Shape {
  readonly rows: number[];
  readonly columns: number[];
}

/**
 * Every smaller shape of a `rows` × `columns` grid, smallest first, each made by cutting one band
 * of neighbouring rows and one of columns out, at every place (both by as many, where `square`;
 * else rows alone, then columns alone): `(k + 1)²` shapes of k × k, `k + 1` of k rows. Sides stay
 * at `least` or more. Cost: O(rows + columns) a shape.
 */
export function* smallerShapes(
  rows: number,
  columns: number,
  least: number,
  square: boolean,
): Generator<Shape> {
  least = Math.max(1, least);
  if (square) {
    for (let side = least; side < Math.min(rows, columns); side++)
      for (const keptRows of bandsCut(rows, side))
        for (const keptColumns of bandsCut(columns, side)) yield { rows: keptRows, columns: keptColumns };
    return;
  }
  const all = (count: number) => Array.from({ length: count }, (_, i) => i);
  for (let side = least; side < rows; side++)
    for (const keptRows of bandsCut(rows, side)) yield { rows: keptRows, columns: all(columns) };
  for (let side = least; side < columns; side++)
    for (const keptColumns of bandsCut(columns, side)) yield { rows: all(rows), columns: keptColumns };
}

/** The cells of `cells` (row after row, `columns` wide) that `shape` keeps, row after row. Cost: O(kept). */
export function keptCells<T extends Uint8Array | Int32Array>(cells: T, columns: number, shape: Shape): T {
  const kept = new (cells.constructor as new (length: number) => T)(shape.rows.length * shape.columns.length);
  let at = 0;
  for (const r of shape.rows) for (const c of shape.columns) kept[at++] = cells[r * columns + c];
  return kept;
}

/**
 * The tiny shapes smaller than `rows` × `columns`: from `least` a side to 2 (3 when `thorough`),
 * square ones only where `square`, fewest cells first.
 */
export function tinyShapes(
  rows: number,
  columns: number,
  least: number,
  square: boolean,
  thorough: boolean,
): Array<[number, number]> {
  const top = thorough ? 3 : 2;
  const shapes: Array<[number, number]> = [];
  for (let r = Math.max(1, least); r <= top; r++)
    for (let c = Math.max(1, least); c <= top; c++) {
      if (square && r !== c) continue;
      if (r > rows || c > columns || (r === rows && c === columns)) continue;
      shapes.push([r, c]);
    }
  return shapes.sort((a, b) => a[0] * a[1] - b[0] * b[1] || a[0] - b[0]);
}

/**
 * The shapes one row and one column less than a `rows` × `columns` grid where `square` (every
 * pair), else one row or one column less (each); sides stay at `least` or more. A single
 * simplification each (`JudgeHooks.single`). Cost: O(rows + columns) a shape.
 */
export function* linesLess(rows: number, columns: number, least: number, square: boolean): Generator<Shape> {
  least = Math.max(1, least);
  const every = (count: number) => Array.from({ length: count }, (_, i) => i);
  const without = (count: number, cut: number) => every(count).filter((i) => i !== cut);
  if (square) {
    if (rows > least)
      for (let r = 0; r < rows; r++)
        for (let c = 0; c < columns; c++) yield { rows: without(rows, r), columns: without(columns, c) };
    return;
  }
  if (rows > least) for (let r = 0; r < rows; r++) yield { rows: without(rows, r), columns: every(columns) };
  if (columns > least)
    for (let c = 0; c < columns; c++) yield { rows: every(rows), columns: without(columns, c) };
}

/** A row and a column less (square boards), else a row or a column less, in a report's words. */
export function linesLessWords(square: boolean): string {
  return square ? 'a row and a column less' : 'a row or a column less';
}

/** The numbers `from` to `to`, both included. Cost: O(to - from). */
export function span(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}
