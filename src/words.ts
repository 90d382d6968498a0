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
 * `text` safe to print on a terminal: control characters (C0, DEL, C1), which a file could use to
 * send escape sequences, shown as `\u001b` escapes. Cost: O(text length).
 */
export function printable(text: string): string {
  return text.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

// The characters `printable` escapes: control characters are what this expression is for.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

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
