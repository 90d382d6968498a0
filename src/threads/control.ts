/// <reference lib="es2024.sharedmemory" />
/**
 * The layout of a control block: Int32 words in shared memory through which a search's two threads
 * coordinate, each word (or run of words) named. `controlLayout({ phase: 1, args: 4, ready: 1 })`
 * gives `at.phase = 0`, `at.args = 1`, `at.ready = 5` and `words = 6`: no offset is counted by hand.
 */
export interface ControlLayout<Name extends string> {
  /** Where each named run of words starts. */
  readonly at: { readonly [K in Name]: number };
  /** How many words the named runs take in all (a block may have more after them). */
  readonly words: number;
}

/** Lays out the named runs of words in the order given. */
export function controlLayout<const Sizes extends Record<string, number>>(
  sizes: Sizes,
): ControlLayout<Extract<keyof Sizes, string>> {
  const at: Record<string, number> = {};
  let words = 0;
  for (const [name, size] of Object.entries(sizes)) {
    at[name] = words;
    words += size;
  }
  return { at: Object.freeze(at) as ControlLayout<Extract<keyof Sizes, string>>['at'], words };
}

/** A typed array class: `Int32Array`, `Float64Array`, … */
interface TypedArrayClass<T> {
  new (buffer: SharedArrayBuffer): T;
  readonly BYTES_PER_ELEMENT: number;
}

/** A typed array of `length` elements, all zero, over new memory both threads share. */
export function sharedArray<T>(Type: TypedArrayClass<T>, length: number): T {
  return new Type(new SharedArrayBuffer(Type.BYTES_PER_ELEMENT * length));
}

/** A control block of `words` Int32 words, all zero, in memory both threads share. */
export function controlBlock(words: number): Int32Array {
  return sharedArray(Int32Array, words);
}

/**
 * `Atomics.waitAsync` on an Int32 word (ES2024: Node 20 has it; its typings come from the ES2024
 * library this file names, the project's being ES2022).
 */
export function waitAsync(array: Int32Array, index: number, value: number) {
  return Atomics.waitAsync(array, index, value);
}
