// The moves every board's shrinking is made of, as property-based testing makes them: fewer items
// the way delta debugging cuts a failing input, and a number moved towards its simplest value the
// way fast-check shrinks an integer (the target first, then half the way, a quarter…).

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
export function* bandsCut(count: number, kept: number): Generator<number[]> {
  const cut = count - kept;
  for (let at = 0; at <= kept; at++) yield Array.from({ length: kept }, (_, i) => (i < at ? i : i + cut));
}
