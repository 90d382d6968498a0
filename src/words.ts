/**
 * `count` and the noun, singular for one: `counted(1, 'square')` is "1 square", `counted(5,
 * 'square')` "5 squares", `counted(1234, 'path')` "1,234 paths". `many` for irregular plurals.
 */
export function counted(count: number | bigint, one: string, many = `${one}s`): string {
  return `${grouped(count)} ${count === 1 || count === 1n ? one : many}`;
}

/** A budget or another round number as the messages write it: 1e9, 2.5e7. */
export function exponential(n: number): string {
  return n.toExponential().replace('e+', 'e');
}

/**
 * The article a whole number takes when said aloud: `an` before eight, eleven, eighteen, eighty…,
 * eleven thousand, eighteen million (a number whose first group of digits is 11 or 18, or whose
 * first digit is 8); else `a`. `${aOrAn(8)} 8×8 maze` is "an 8×8 maze".
 */
export function aOrAn(n: number): 'a' | 'an' {
  const digits = String(Math.abs(Math.trunc(n)));
  return digits.startsWith('8') || (digits.length % 3 === 2 && /^1[18]/.test(digits)) ? 'an' : 'a';
}

/**
 * A whole number with a comma between groups of three digits, as `toLocaleString('en-US')` writes
 * it ("1,000,000"), without waking the engine's locale data: its first use costs some 3 ms, and the
 * limits' messages are written when the command starts. Other numbers go to `toLocaleString`.
 */
export function grouped(n: number | bigint): string {
  if (typeof n === 'number' && (!Number.isSafeInteger(n) || Object.is(n, -0)))
    return n.toLocaleString('en-US');
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * `text` from the input made safe to print on a terminal: every character a file or an argument
 * could use to send escape sequences or to reorder what is shown is written as a `\u001b`-style
 * escape: control characters (C0, DEL, C1), the bidirectional marks, embeddings, overrides and
 * isolates (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), and the line and paragraph
 * separators U+2028 and U+2029. A message is one line, so `\n` and `\t` are escaped too, unless
 * `lines` (text of several lines, such as a help page) keeps them.
 *
 * Applied to JSON text, it gives JSON that holds the same strings: outside strings JSON has none
 * of these characters, and inside one, `\u202e` is the JSON escape of U+202E.
 * Cost: O(text length); the text itself when it has nothing to escape.
 */
export function printable(text: string, { lines = false }: { readonly lines?: boolean } = {}): string {
  return text.replace(lines ? UNSAFE_IN_LINES : UNSAFE, escaped);
}

/**
 * `value` as one line of JSON (`JSON.stringify`) with `printable`'s characters written as JSON
 * escapes (`\u202e`, `\u009b`), so that a name from a file reaches a terminal as text, and a
 * program reading the JSON gets the same strings. Cost: O(length of the JSON).
 */
export function printableJson(value: unknown): string {
  return printable(JSON.stringify(value));
}

/** Numbers of a typed array written at a time by `printableJsonPieces`: 64 K, about 1.5 MB of text. */
const NUMBERS_PER_PIECE = 1 << 16;

/**
 * `printableJson(value)` in pieces, for an answer too large to hold as one string: a typed array of
 * numbers (anywhere in plain objects and arrays) is written as a JSON array, `NUMBERS_PER_PIECE`
 * numbers a piece; everything else as `printableJson` writes it. Joined, the pieces are exactly
 * `printableJson` of the same value with each typed array as a plain array.
 * Cost: O(length of the JSON) time; O(one piece) memory beyond the value.
 */
export function* printableJsonPieces(value: unknown): Generator<string> {
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) {
    const numbers = value as unknown as ArrayLike<number>;
    for (let from = 0; from < numbers.length || from === 0; from += NUMBERS_PER_PIECE) {
      const to = Math.min(numbers.length, from + NUMBERS_PER_PIECE);
      const part = JSON.stringify(Array.from({ length: to - from }, (_, i) => numbers[from + i]));
      yield (from === 0 ? '[' : ',') + part.slice(1, -1) + (to === numbers.length ? ']' : '');
    }
  } else if (Array.isArray(value) && value.some(holdsTypedArray)) {
    yield '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) yield ',';
      yield* printableJsonPieces(value[i] ?? null);
    }
    yield ']';
  } else if (holdsTypedArray(value)) {
    let first = true;
    for (const [key, field] of Object.entries(value as object)) {
      if (field === undefined || typeof field === 'function') continue;
      yield `${first ? '{' : ','}${printableJson(key)}:`;
      first = false;
      yield* printableJsonPieces(field);
    }
    yield first ? '{}' : '}';
  } else yield printableJson(value);
}

/** Whether `value` is a plain object or array with a typed array somewhere inside. */
function holdsTypedArray(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (ArrayBuffer.isView(value)) return !(value instanceof DataView);
  const prototype: unknown = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value).some(holdsTypedArray);
}

const escaped = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

// The characters `printable` escapes (control characters are what these expressions are for), and
// the same but for the newline and the tab.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;
const UNSAFE_IN_LINES =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;

/** `a, b or c` (or, with `and`, `a, b and c`). */
export function wordList(words: readonly string[], conjunction: 'or' | 'and' = 'or'): string {
  return words.length < 2
    ? words.join('')
    : `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1]}`;
}

/**
 * Names (keys of a file) as a message lists them: the first `shown` as JSON strings, a long one cut
 * at 40 characters with its length said, then how many more: `"k0", "k1", "k2" and 499,997 more`.
 */
export function listedNames(names: readonly string[], shown = 3): string {
  const written = names
    .slice(0, shown)
    .map((name) =>
      name.length > 40
        ? `${JSON.stringify(name.slice(0, 40)).slice(0, -1)}…" (${counted(name.length, 'character')})`
        : JSON.stringify(name),
    );
  const more = names.length - written.length;
  return more > 0 ? `${written.join(', ')} and ${counted(more, 'more', 'more')}` : written.join(', ');
}
