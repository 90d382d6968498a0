// Words of a row of a bit matrix in the module's memory, one or four (a vector) at a time: every
// pointer is a byte offset into the memory.

/** Word i of the row (or table) at byte offset `row`. */
export function word(row: usize, i: i32): i32 {
  return load<i32>(row + ((<usize>i) << 2));
}

/** Words i…i+3 of the row at byte offset `row`, as one vector. */
export function vector(row: usize, i: i32): v128 {
  return v128.load(row + ((<usize>i) << 2));
}

/**
 * Sets the `count` words at `at` to zero. (A row at a time: `memory.fill` is a call out of the
 * module, dearer than these stores for a few hundred bytes.)
 */
export function clearWords(at: usize, count: i32): void {
  let i = 0;
  for (; i + 4 <= count; i += 4) v128.store(at + ((<usize>i) << 2), i32x4.splat(0));
  for (; i < count; i++) store<i32>(at + ((<usize>i) << 2), 0);
}

/** Copies the `count` words at `from` to `to` (a row: as `clearWords`, not `memory.copy`). */
export function copyWords(to: usize, from: usize, count: i32): void {
  let i = 0;
  for (; i + 4 <= count; i += 4) v128.store(to + ((<usize>i) << 2), v128.load(from + ((<usize>i) << 2)));
  for (; i < count; i++) store<i32>(to + ((<usize>i) << 2), load<i32>(from + ((<usize>i) << 2)));
}

/** ORs the row at `row` into the row at `any`. */
export function orInto(any: usize, row: usize, words: i32): void {
  for (let j = 0; j < words; j += 4)
    v128.store(any + ((<usize>j) << 2), v128.or(vector(any, j), vector(row, j)));
}
