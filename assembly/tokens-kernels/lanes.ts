// How `transpose4Blocks` writes its blocks, as a type argument: over the target's words, or ORed
// into them. (Types, so that each way is compiled on its own with no test in it: a runtime flag
// in that function cost the plain transpose a millisecond at 64×64.)
export type Overwrite = u32;
export type OrInto = u64;

/** Writes lane l of v at `at` + l·`apart` bytes, for each of the four lanes (`Mode`: how). */
export function storeLanes<Mode>(at: usize, apart: usize, v: v128): void {
  if (sizeof<Mode>() == sizeof<OrInto>()) {
    store<i32>(at, load<i32>(at) | i32x4.extract_lane(v, 0));
    store<i32>(at + apart, load<i32>(at + apart) | i32x4.extract_lane(v, 1));
    store<i32>(at + 2 * apart, load<i32>(at + 2 * apart) | i32x4.extract_lane(v, 2));
    store<i32>(at + 3 * apart, load<i32>(at + 3 * apart) | i32x4.extract_lane(v, 3));
    return;
  }
  store<i32>(at, i32x4.extract_lane(v, 0));
  store<i32>(at + apart, i32x4.extract_lane(v, 1));
  store<i32>(at + 2 * apart, i32x4.extract_lane(v, 2));
  store<i32>(at + 3 * apart, i32x4.extract_lane(v, 3));
}
