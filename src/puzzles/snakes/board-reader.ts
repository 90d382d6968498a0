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
  let count = 0;
  let from: Float64Array = new Float64Array(1024);
  let to: Float64Array = new Float64Array(1024);
  let offsets: Float64Array = new Float64Array(1024);

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
  // A non-negative integer of at most 15 digits (exact in a double), or -1.
  const readDigits = (stop: number): number => {
    let value = 0;
    const begin = at;
    for (; at < length; at++) {
      const c = text.charCodeAt(at);
      if (c < 48 || c > 57) break;
      value = value * 10 + (c - 48);
    }
    if (at === begin || at - begin > 15 || text.charCodeAt(at) !== stop) return -1;
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
        skipSpace();
        if (text.charCodeAt(at) === 125) at++;
        else {
          for (;;) {
            skipSpace();
            const keyAt = at;
            if (text.charCodeAt(at) !== 34) return null;
            at++;
            const square = readDigits(34 /* " */);
            if (square < 0) return null;
            at++;
            if (!expect(58)) return null;
            skipSpace();
            let negative = false;
            if (text.charCodeAt(at) === 45) {
              negative = true;
              at++;
            }
            const digitsAt = at;
            let end = 0;
            for (; at < length; at++) {
              const c = text.charCodeAt(at);
              if (c < 48 || c > 57) break;
              end = end * 10 + (c - 48);
            }
            const next = text.charCodeAt(at);
            if (at === digitsAt || at - digitsAt > 15 || next === 46 || next === 101 || next === 69) return null;
            if (negative) end = -end;
            if (kind === 'ladder' ? end <= square : end >= square) {
              throw new BoardpathError(
                'E_BOARD',
                `${kind} ${square}→${end} goes ${kind === 'ladder' ? 'down' : 'up'}: a ladder must go up and a snake down`,
                { file, square, ...lineColumn(text, keyAt) },
              );
            }
            if (count === from.length) {
              from = grow(from);
              to = grow(to);
              offsets = grow(offsets);
            }
            from[count] = square;
            to[count] = end;
            offsets[count] = keyAt;
            count++;
            skipSpace();
            const separator = text.charCodeAt(at++);
            if (separator === 125) break;
            if (separator !== 44) return null;
          }
        }
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
  return { fields, from: from.subarray(0, count), to: to.subarray(0, count), offsets: offsets.subarray(0, count) };
}

function grow(array: Float64Array): Float64Array {
  const bigger = new Float64Array(array.length * 2);
  bigger.set(array);
  return bigger;
}
