// Comments as people leave them in a pasted board or the code around it: `// …`, `/* … */` and
// `# …` (Python, shell, a handout's note, C's `#include` and `#define` lines). They are blanked, every
// character but a line end turned into a space, so that everything else keeps its line and column
// and a message still points where the paste has the problem.

/**
 * What a `#` is: the start of a comment, or (in a maze drawn with `#` walls) a wall unless a word
 * that is no drawing follows it (`# the maze`, `S..# # top row`).
 */
export type HashMeaning = 'comment' | 'wall';

/**
 * `text` with its comments blanked: `//` to the end of the line, `/* … *\/` (one never closed runs
 * to the end), and `#` to the end of the line. What is inside quotes on one line (a JSON key, a
 * string in code) is kept as it is, comment marks and all. With `hash: 'wall'`, a `#` is a comment
 * only where it starts a line or follows a blank, and the word after it is not drawing (`#`, `.`,
 * `S`, `G`). Cost: O(length); the text itself when it holds no comment mark.
 */
export function blankComments(text: string, hash: HashMeaning = 'comment'): string {
  if (!MAYBE_COMMENT.test(text)) return text;
  const out = new Pieces();
  let kept = 0; // text before this offset is in `out`
  const blank = (from: number, to: number) => {
    out.add(text.slice(kept, from), blanked(text.slice(from, to)));
    kept = to;
  };
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === QUOTE || code === APOSTROPHE) {
      // A string closed on its line is kept; a lone quote (an apostrophe in prose) is a character.
      const close = closingQuote(text, at, code);
      if (close > at) at = close;
    } else if (code === SLASH && text.charCodeAt(at + 1) === SLASH) {
      const end = lineEnd(text, at);
      blank(at, end);
      at = end - 1;
    } else if (code === SLASH && text.charCodeAt(at + 1) === STAR) {
      const close = text.indexOf('*/', at + 2);
      const end = close < 0 ? text.length : close + 2;
      blank(at, end);
      at = end - 1;
    } else if (code === HASH && (hash === 'comment' || startsNote(text, at))) {
      const end = lineEnd(text, at);
      blank(at, end);
      at = end - 1;
    }
  }
  if (kept === 0) return text;
  out.add(text.slice(kept), '');
  return out.text();
}

/**
 * Text made of many small pieces, joined a few thousand at a time: a paste of a million comment
 * lines would otherwise hold two million small strings (some 130 bytes a comment) until the end.
 * Cost: O(length); the pieces of one batch, and the text once joined.
 */
class Pieces {
  readonly #batch: string[] = [];
  readonly #joined: string[] = [];

  add(kept: string, blank: string): void {
    this.#batch.push(kept, blank);
    if (this.#batch.length >= PIECES_JOINED) this.#join();
  }

  text(): string {
    this.#join();
    return this.#joined.join('');
  }

  #join(): void {
    this.#joined.push(this.#batch.join(''));
    this.#batch.length = 0;
  }
}

// Pieces joined at a time: the batch stays small, the joined strings few.
const PIECES_JOINED = 4096;

const MAYBE_COMMENT = /\/[/*]|#/;
const [QUOTE, APOSTROPHE, SLASH, STAR, HASH, NEWLINE] = [...'"\'/*#\n'].map((c) => c.charCodeAt(0));

/**
 * `piece` with every character a space but its line ends (LF, and a CR before one). Cost:
 * O(length), a string of spaces a line (a regular expression would match each character alone).
 */
export function blanked(piece: string): string {
  if (!piece.includes('\n')) return ' '.repeat(piece.length);
  return piece
    .split('\n')
    .map((line) => (line.endsWith('\r') ? ' '.repeat(line.length - 1) + '\r' : ' '.repeat(line.length)))
    .join('\n');
}

// The offset of the line end (or the text's end) at or after `at`.
function lineEnd(text: string, at: number): number {
  const end = text.indexOf('\n', at);
  return end < 0 ? text.length : end;
}

// The offset of the quote closing the one at `at` on the same line, or -1.
function closingQuote(text: string, at: number, quote: number): number {
  for (let i = at + 1; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === NEWLINE) return -1;
    if (code === 0x5c) i++;
    else if (code === quote) return i;
  }
  return -1;
}

/**
 * Whether the `#` at `at` of a maze drawn with `#` walls starts a note: it begins the line or follows
 * a blank, and a word follows it at once (`#include`, `#maze`: three small letters), or after blanks a
 * word, a number or a sign (`# the maze`, `# 1st row`, `# (top)`). A slip in the drawing (`#x.#`,
 * `# x.#`) is no note: the reader then says where it is.
 */
function startsNote(text: string, at: number): boolean {
  const before = at === 0 ? NEWLINE : text.charCodeAt(at - 1);
  if (before !== NEWLINE && before !== 0x20 && before !== 0x09 && before !== 0x0d) return false;
  let i = at + 1;
  if (text[i] !== ' ' && text[i] !== '\t') return /^[a-z]{3}/.test(text.slice(i, i + 3));
  while (text[i] === ' ' || text[i] === '\t') i++;
  return /^(?:[A-Za-z]{2}|[A-FH-RT-Za-z](?:\s|$)|[0-9(:*=!?"'-])/.test(text.slice(i, i + 2));
}

/**
 * Whether `text` is more a maze drawn with `#` walls than rows of digits: it has more lines of
 * drawing (`#`, `.`, `S`, `G` and blanks, with a `.`, `S` or `G`, or two `#`) than lines of 0 and 1.
 * Cost: O(length).
 */
export function drawnWithWalls(text: string): boolean {
  let drawn = 0;
  let digits = 0;
  for (const line of text.split('\n')) {
    if (/^[\s,]*$/.test(line)) continue;
    if (/^[\s,#.SG]*$/.test(line) && (/[.SG]/.test(line) || /#[^#]*#/.test(line))) drawn++;
    else if (/^[\s,01]*$/.test(line)) digits++;
  }
  return drawn > digits;
}
