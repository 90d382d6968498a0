import { BoardpathError } from '../../errors.js';
import { lineColumn } from '../../json.js';

/** The board format's fields as read by `scanBoardJson`, jump tables as parallel arrays. */
export interface ScannedBoard {
  /** The scalar fields (squares, start, faces, rows, columns, name), for zod to check. */
  readonly fields: Record<string, unknown>;
  readonly from: Float64Array;
  readonly to: Float64Array;
  /** Where each jump's key starts in the text, for messages. */
  readonly offsets: Float64Array;
}

const SCALAR_KEYS = new Set(['squares', 'start', 'faces', 'rows', 'columns', 'name']);
const TABLE_KIND: Record<string, 'ladder' | 'snake'> = { ladders: 'ladder', snakes: 'snake', chutes: 'snake' };
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/**
 * Reads a board-format object straight from the text into typed arrays: `JSON.parse` of a million
 * integer keys builds a dictionary-mode object and takes seconds, this scan takes tens of
 * milliseconds, notices a square written twice, and knows the line and column of every jump.
 * It handles the plain shape only; on anything else (escapes in keys, fractions, unknown keys,
 * broken JSON) it returns null and the caller takes the general path, which words the error.
 *
 * A ladder that goes down or a snake that goes up is reported here, with its line and column.
 *
 * Cost: O(text length) time; 24 bytes per jump.
 */
export function scanBoardJson(text: string, file?: string): ScannedBoard | null {
  let at = 0;
  const length = text.length;
  const fields: Record<string, unknown> = Object.create(null);
  const jumps: JumpSink = { count: 0, from: new Float64Array(1024), to: new Float64Array(1024), offsets: new Float64Array(1024) };

  const skipSpace = () => {
    for (; at < length; at++) {
      const c = text.charCodeAt(at);
      if (c !== 32 && c !== 10 && c !== 13 && c !== 9) return;
    }
  };
  // A plain string with no escapes, or null.
  const readPlainString = (): string | null => {
    if (text.charCodeAt(at) !== 34) return null;
    const end = text.indexOf('"', at + 1);
    if (end < 0) return null;
    const value = text.slice(at + 1, end);
    if (value.includes('\\')) return null;
    at = end + 1;
    return value;
  };
  const expect = (code: number): boolean => {
    skipSpace();
    if (text.charCodeAt(at) !== code) return false;
    at++;
    return true;
  };

  if (!expect(123 /* { */)) return null;
  skipSpace();
  if (text.charCodeAt(at) === 125) at++;
  else {
    for (;;) {
      skipSpace();
      const key = readPlainString();
      if (key === null || key in fields || !expect(58 /* : */)) return null;
      skipSpace();
      const kind = TABLE_KIND[key];
      if (kind) {
        fields[key] = true;
        if (!expect(123)) return null;
        at = scanTable(text, at, kind, jumps, file);
        if (at < 0) return null;
      } else if (SCALAR_KEYS.has(key)) {
        if (key === 'name') {
          const name = readPlainString();
          if (name === null) return null;
          fields.name = name;
        } else {
          NUMBER.lastIndex = at;
          const match = NUMBER.exec(text);
          if (!match) return null;
          fields[key] = Number(match[0]);
          at += match[0].length;
        }
      } else return null;
      skipSpace();
      const separator = text.charCodeAt(at++);
      if (separator === 125) break;
      if (separator !== 44) return null;
    }
  }
  skipSpace();
  if (at !== length) return null;
  const { count } = jumps;
  return { fields, from: jumps.from.subarray(0, count), to: jumps.to.subarray(0, count), offsets: jumps.offsets.subarray(0, count) };
}

/** The jumps read so far, in arrays that grow by doubling. */
interface JumpSink {
  count: number;
  from: Float64Array;
  to: Float64Array;
  offsets: Float64Array;
}

// True for the JSON whitespace characters.
function isSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9;
}

/**
 * Reads the pairs `"square": end` of one jump table, from just after its `{` to just after its
 * `}`, into `jumps`; returns the position after the table, or -1 when the table is not in the plain
 * shape. The position lives in a local variable (not a closure's), which keeps this loop, where all
 * the time goes, several times faster.
 */
function scanTable(text: string, start: number, kind: 'ladder' | 'snake', jumps: JumpSink, file: string | undefined): number {
  const length = text.length;
  let at = start;
  while (at < length && isSpace(text.charCodeAt(at))) at++;
  if (text.charCodeAt(at) === 125) return at + 1;
  for (;;) {
    while (at < length && isSpace(text.charCodeAt(at))) at++;
    const keyAt = at;
    if (text.charCodeAt(at) !== 34) return -1;
    at++;
    let square = 0;
    const squareAt = at;
    for (let c = text.charCodeAt(at); c >= 48 && c <= 57; c = text.charCodeAt(++at)) square = square * 10 + (c - 48);
    if (at === squareAt || at - squareAt > 15 || text.charCodeAt(at) !== 34) return -1;
    at++;
    while (at < length && isSpace(text.charCodeAt(at))) at++;
    if (text.charCodeAt(at) !== 58) return -1;
    at++;
    while (at < length && isSpace(text.charCodeAt(at))) at++;
    const negative = text.charCodeAt(at) === 45;
    if (negative) at++;
    let end = 0;
    const endAt = at;
    for (let c = text.charCodeAt(at); c >= 48 && c <= 57; c = text.charCodeAt(++at)) end = end * 10 + (c - 48);
    const next = text.charCodeAt(at);
    if (at === endAt || at - endAt > 15 || next === 46 || next === 101 || next === 69) return -1;
    if (negative) end = -end;
    if (kind === 'ladder' ? end <= square : end >= square) {
      throw new BoardpathError(
        'E_BOARD',
        `${kind} ${square}→${end} goes ${kind === 'ladder' ? 'down' : 'up'}: a ladder must go up and a snake down`,
        { file, square, ...lineColumn(text, keyAt) },
      );
    }
    if (jumps.count === jumps.from.length) {
      jumps.from = grow(jumps.from);
      jumps.to = grow(jumps.to);
      jumps.offsets = grow(jumps.offsets);
    }
    const index = jumps.count++;
    jumps.from[index] = square;
    jumps.to[index] = end;
    jumps.offsets[index] = keyAt;
    while (at < length && isSpace(text.charCodeAt(at))) at++;
    const separator = text.charCodeAt(at++);
    if (separator === 125) return at;
    if (separator !== 44) return -1;
  }
}

function grow(array: Float64Array): Float64Array {
  const bigger = new Float64Array(array.length * 2);
  bigger.set(array);
  return bigger;
}
