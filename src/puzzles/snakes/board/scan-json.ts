import { BoardpathError } from '../../../errors.js';
import { byteLineColumn } from '../../../json.js';
import type { JumpKind } from './board.js';
import { pairScanner, BATCH, type PairScanner } from './scan-wasm.js';

/** The board format's fields as read by `scanBoardJson`, jump tables as parallel arrays. */
export interface ScannedBoard {
  /** The scalar fields (squares, start, faces, rows, columns, name), for zod to check. */
  readonly fields: Record<string, unknown>;
  /** Int32Array while every square fits 32 bits (reading it costs nothing until the engine has
   * optimised the loop, a Float64Array's numbers are boxed till then), else Float64Array. */
  readonly from: Int32Array | Float64Array;
  readonly to: Int32Array | Float64Array;
  /** Where jump `index`'s key starts in the bytes, for messages (found by scanning again). */
  keyAt(index: number): number;
}

const SCALAR_KEYS = new Set(['squares', 'start', 'faces', 'rows', 'columns', 'name']);
const TABLE_KIND: Record<string, JumpKind> = {
  ladders: 'ladder',
  snakes: 'snake',
  chutes: 'snake',
};
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads a board-format object straight from the UTF-8 bytes into typed arrays: `JSON.parse` of a
 * million integer keys builds a dictionary-mode object and takes seconds, this scan takes tens of
 * milliseconds, needs no string of the whole input, notices a square written twice, and knows the
 * line and column of every jump. It handles the plain shape only (whole numbers, keys without
 * escapes); on anything else (fractions, unknown keys, broken JSON) it returns null and the caller
 * takes the general path, which words the error.
 *
 * A ladder that goes down or a snake that goes up is reported here, with its line and column.
 *
 * Cost: O(bytes) time; 16 bytes per jump, and 4/3 byte per byte of input at first (memory is only
 * taken where it is written).
 */
export function scanBoardJson(bytes: Uint8Array, file?: string): ScannedBoard | null {
  const whole = (): ByteWindow => ({ bytes, final: true, keepFrom: () => undefined });
  const jumps = scanJumps(whole(), bytes.length, file, -1);
  if (!jumps) return null;
  return {
    ...scanned(jumps),
    // Only an error needs it: a second scan, rather than four bytes per jump in every read.
    keyAt: (index) => scanJumps(whole(), bytes.length, file, index)!.located,
  };
}

/**
 * The part of an input held in memory, for a scan that reads it a piece at a time: `bytes` (exactly
 * those held, nothing stale past their end) and whether they reach the input's end. `keepFrom(at)`
 * keeps the bytes from `at` on, at the start, and reads more after them (`bytes` and `final` then
 * say what is held).
 */
export interface ByteWindow {
  bytes: Uint8Array;
  final: boolean;
  keepFrom(at: number): void;
  /** The scan of plain pairs in WebAssembly over `bytes`, where it runs. */
  readonly pairs?: PairScanner;
}

/**
 * A window of `room` bytes (at least twice `WINDOW_AHEAD`) over an input read from its start by
 * `read(into, position)`, which fills `into` with the bytes from `position` on and says how many
 * (0 at the end): after `keepFrom`, the bytes kept and then as many more as fit or the input holds.
 * Starts empty: call `keepFrom(0)` first. Cost: `room` bytes, and each byte read once.
 */
export function readerWindow(read: (into: Uint8Array, position: number) => number, room: number): ByteWindow {
  const size = Math.max(room, 2 * WINDOW_AHEAD);
  const pairs = pairScanner(size);
  const buffer = pairs?.room ?? new Uint8Array(size);
  let position = 0;
  const window: ByteWindow = {
    bytes: buffer.subarray(0, 0),
    final: false,
    ...(pairs && { pairs }),
    keepFrom(at) {
      const kept = window.bytes.length - at;
      buffer.copyWithin(0, at, at + kept);
      let held = kept;
      while (held < buffer.length) {
        const count = read(buffer.subarray(held), position);
        if (count === 0) {
          window.final = true;
          break;
        }
        held += count;
        position += count;
      }
      window.bytes = buffer.subarray(0, held);
      pairs?.held(held);
    },
  };
  return window;
}

/**
 * `scanBoardJson` over an input of about `size` bytes read a piece at a time through `window`: the
 * jumps without the input ever being all in memory. Null as for `scanBoardJson`, and also when a
 * single name, number or run of spaces is longer than the bytes held ahead (a window's worth less
 * `WINDOW_AHEAD`): the caller then reads the input whole. Its errors carry no line and column: the
 * caller reads the input whole again for those too. Cost: O(bytes); 16 bytes per jump.
 */
export function scanBoardWindows(window: ByteWindow, size: number): Omit<ScannedBoard, 'keyAt'> | null {
  const jumps = scanJumps(window, size, undefined, -1);
  return jumps && scanned(jumps);
}

/** Bytes a window keeps ahead of the scan: a token (a pair of a jump table) must fit in them. */
export const WINDOW_AHEAD = 2 ** 16;

function scanned(jumps: JumpSink): Omit<ScannedBoard, 'keyAt'> {
  const { fields, count } = jumps;
  return { fields, from: jumps.from.subarray(0, count), to: jumps.to.subarray(0, count) };
}

// The scan itself over an input of about `size` bytes; `locate` is the index of a jump whose
// key's place to note, or -1 (with a whole input only).
function scanJumps(
  window: ByteWindow,
  size: number,
  file: string | undefined,
  locate: number,
): JumpSink | null {
  let { bytes } = window;
  let length = bytes.length;
  // A byte-order mark is allowed before the object.
  let at = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const fields: Record<string, unknown> = Object.create(null);
  // Moves the window on, keeping the bytes from `from`, where the scan goes on.
  const moveOn = (from: number) => {
    window.keepFrom(from);
    ({ bytes } = window);
    length = bytes.length;
    at = 0;
  };
  // Every token starts with this: in a window, it holds the bytes of the next few tokens.
  const skipSpace = () => {
    if (!window.final && length - at < WINDOW_AHEAD) moveOn(at);
    while (at < length && isSpace(bytes[at])) at++;
  };
  // A plain string with no escapes, or null.
  const readPlainString = (): string | null => {
    if (bytes[at] !== 34) return null;
    const end = bytes.indexOf(34, at + 1);
    if (end < 0) return null;
    const raw = bytes.subarray(at + 1, end);
    // (A NUL byte is not text: left to the general path, which says so.)
    if (raw.includes(92 /* \ */) || raw.includes(0)) return null;
    at = end + 1;
    try {
      return utf8.decode(raw);
    } catch {
      return null;
    }
  };
  const expect = (code: number): boolean => {
    skipSpace();
    if (bytes[at] !== code) return false;
    at++;
    return true;
  };

  if (!expect(123 /* { */)) return null;
  // Room for a jump per 12 bytes to begin with (a big board's are written in 15 to 20), doubled when
  // full: every array the command makes counts towards the engine's next collection. Made only
  // once the input opens an object: another format (a leetcode grid) is left at once.
  const capacity = Math.floor(size / 12) + 16;
  const jumps: JumpSink = {
    fields,
    count: 0,
    from: new Int32Array(capacity),
    to: new Int32Array(capacity),
    locate,
    located: -1,
  };
  skipSpace();
  if (bytes[at] === 125) at++;
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
        if (bytes[at] === 125)
          at++; // an empty table
        else {
          // A window moves on between two pairs, where the scan of the table pauses: it returns
          // the position after the table's `}`, or where it paused (never after a `}`).
          for (;;) {
            // Plain pairs in WebAssembly first, where it runs (not when a key's place is asked for).
            const taken = window.pairs && locate < 0 ? scanPlainPairs(window, at, kind, jumps) : at;
            const after = taken < 0 ? -taken : scanTable(bytes, taken, window.final, kind, jumps, file);
            if (after < 0) return null;
            if (bytes[after - 1] === 125) {
              at = after;
              break;
            }
            moveOn(after);
          }
        }
      } else if (SCALAR_KEYS.has(key)) {
        if (key === 'name') {
          const name = readPlainString();
          if (name === null) return null;
          fields.name = name;
        } else {
          const end = integerEnd(bytes, at);
          if (end < 0) return null;
          fields[key] = Number(String.fromCharCode(...bytes.subarray(at, end)));
          at = end;
        }
      } else return null;
      skipSpace();
      const separator = bytes[at++];
      if (separator === 125) break;
      if (separator !== 44) return null;
    }
  }
  skipSpace();
  return at === length && window.final ? jumps : null;
}

/** The fields and jumps read so far. */
interface JumpSink {
  readonly fields: Record<string, unknown>;
  count: number;
  from: Int32Array | Float64Array;
  to: Int32Array | Float64Array;
  /** The jump whose key's place to note in `located`, or -1. */
  readonly locate: number;
  located: number;
}

// True for the JSON whitespace characters.
function isSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9;
}

// Where a whole number written from `at` ends (an optional minus, at most 15 digits, no leading
// zero), or -1 when what is there is something else (a fraction, an exponent, a word).
function integerEnd(bytes: Uint8Array, at: number): number {
  let end = bytes[at] === 45 ? at + 1 : at;
  const digits = end;
  while (bytes[end] >= 48 && bytes[end] <= 57) end++;
  if (end === digits || end - digits > 15 || (bytes[digits] === 48 && end - digits > 1)) return -1;
  const next = bytes[end];
  return next === 46 || next === 101 || next === 69 ? -1 : end;
}

/**
 * Reads the plain pairs of one jump table from `at` on into `jumps` with `window.pairs`: returns
 * where `scanTable` goes on (at a pause, or at a pair it leaves to it), or, once the table's `}` is
 * passed, minus the position after it. Cost: O(bytes scanned), and a copy of the pairs.
 */
function scanPlainPairs(window: ByteWindow, at: number, kind: JumpKind, jumps: JumpSink): number {
  const scanner = window.pairs!;
  const pauseAfter = pausePoint(window.bytes.length, window.final);
  for (;;) {
    const batch = scanner.scan(at, pauseAfter, kind === 'ladder' ? 1 : -1);
    const { pairs } = batch;
    while (jumps.count + pairs > jumps.from.length) grow(jumps, 2, !(jumps.from instanceof Int32Array));
    jumps.from.set(scanner.from.subarray(0, pairs), jumps.count);
    jumps.to.set(scanner.to.subarray(0, pairs), jumps.count);
    jumps.count += pairs;
    if (batch.ended) return -batch.at;
    at = batch.at;
    if (pairs < BATCH) return at;
  }
}

/**
 * Reads the pairs `"square": end` of one jump table, from the first pair (which must be there) to
 * just after the table's `}`, into `jumps`; returns the position after the table, or -1 when the
 * table is not in the plain shape. Unless `final` (the bytes reach the input's end), it pauses
 * before a pair that starts less than `WINDOW_AHEAD` bytes before their end, returning that pair's
 * position. The position lives in a local variable (not a closure's), which keeps this loop, where
 * all the time goes, several times faster; and every way out is a plain `return` of a number the
 * loop has, as the engine optimised it (an operation first met in optimised code would throw that
 * code away: a deoptimisation at the first pause cost some milliseconds).
 */
function scanTable(
  bytes: Uint8Array,
  start: number,
  final: boolean,
  kind: JumpKind,
  jumps: JumpSink,
  file: string | undefined,
): number {
  const length = bytes.length;
  const pauseAfter = pausePoint(length, final);
  let { from, to } = jumps;
  let narrow = from instanceof Int32Array;
  const { locate } = jumps;
  let count = jumps.count;
  let at = start;
  const direction = kind === 'ladder' ? 1 : -1;
  for (;;) {
    if (at > pauseAfter) return at;
    while (at < length && isSpace(bytes[at])) at++;
    const keyAt = at;
    if (bytes[at] !== 34) return -1;
    at++;
    let square = 0;
    const squareAt = at;
    for (let c = bytes[at]; c >= 48 && c <= 57; c = bytes[++at]) square = square * 10 + (c - 48);
    if (at === squareAt || at - squareAt > 15 || bytes[at] !== 34) return -1;
    at++;
    while (at < length && isSpace(bytes[at])) at++;
    if (bytes[at] !== 58) return -1;
    at++;
    while (at < length && isSpace(bytes[at])) at++;
    const negative = bytes[at] === 45;
    if (negative) at++;
    let end = 0;
    const endAt = at;
    for (let c = bytes[at]; c >= 48 && c <= 57; c = bytes[++at]) end = end * 10 + (c - 48);
    const next = bytes[at];
    if (at === endAt || at - endAt > 15 || next === 46 || next === 101 || next === 69) return -1;
    if (negative) end = -end;
    // One comparison for both kinds: code optimised on the ladders then reads the snakes as well.
    if ((end - square) * direction <= 0) {
      throw new BoardpathError(
        'E_BOARD',
        `${kind} ${square}→${end} goes ${kind === 'ladder' ? 'down' : 'up'}: a ladder must go up and a snake down`,
        { file, square, ...byteLineColumn(bytes, keyAt) },
      );
    }
    const widen = narrow && !(square <= INT32_MAX && end <= INT32_MAX && end >= -INT32_MAX);
    if (count === from.length || widen) {
      grow(jumps, count === from.length ? 2 : 1, widen || !narrow);
      ({ from, to } = jumps);
      narrow = from instanceof Int32Array;
    }
    if (count === locate) jumps.located = keyAt;
    from[count] = square;
    to[count++] = end;
    jumps.count = count;
    while (at < length && isSpace(bytes[at])) at++;
    const separator = bytes[at++];
    if (separator === 125) return at;
    if (separator !== 44) return -1;
  }
}

// The last position a table's scan starts a pair at, in `length` bytes held: all of them when they
// reach the input's end, else all but the `WINDOW_AHEAD` a pair must fit in.
function pausePoint(length: number, final: boolean): number {
  return final ? length : length - WINDOW_AHEAD;
}

const INT32_MAX = 2 ** 31 - 1;

// `factor` times the room for jumps, as doubles when `wide` (once a square does not fit 32 bits).
function grow(jumps: JumpSink, factor: number, wide: boolean): void {
  const from = wide
    ? new Float64Array(factor * jumps.from.length)
    : new Int32Array(factor * jumps.from.length);
  const to = wide ? new Float64Array(factor * jumps.to.length) : new Int32Array(factor * jumps.to.length);
  from.set(jumps.from);
  to.set(jumps.to);
  jumps.from = from;
  jumps.to = to;
}
