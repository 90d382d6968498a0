// What reading an input whole takes, counted from its bytes before it is parsed: the text, the
// parser's copies of it, and what the readers build of its brackets and numbers.
import { BoardpathError, type Puzzle } from '../index.js';
import { counted, tooDeep } from '../internal.js';
import { formatBytes } from './options.js';

/**
 * Memory each byte of an input may take while the general readers work on it: the bytes, the text
 * decoded from them, and the copies the readers of pastes make (comments blanked, the notations
 * rewritten as JSON). Measured (`fuzz/reading-cost.mjs`): up to 6.6 bytes a byte for a paste of
 * comment lines, 7.4 for a board whose name is 30 MB.
 */
export const TEXT_BYTES = 8;

/**
 * Memory each byte of a maze's digit rows takes when they are read whole (from standard input, or
 * a file whose rows are not all alike): the bytes, the text, the grid. Measured: 2.2 to 3.
 */
const ROWS_BYTES = 3;

/**
 * Memory each bracket (`[` or `{`) of an input may add to its reading: a JSON array or object made
 * of it, and the readers' copies of it as rows (measured: a 20 MB file of `[{},{},…]` took 2.8 GB
 * to be refused, some 400 bytes a bracket). A board has a bracket a row at most, so this counts
 * only against files of millions of tiny containers.
 */
const BRACKET_BYTES = 400;

/**
 * What a number of an input takes to read, by where it stands: inside brackets (a JSON, Python, C or
 * Java list, read by `JSON.parse` and the notations), or outside them (rows of numbers, read a line
 * at a time); and whether text of 0s and 1s alone (with blanks, commas and line ends) is a maze's
 * digit rows, which its own reader takes at a byte's cost.
 */
export interface ReadingCosts {
  readonly bracketed: number;
  readonly bare: number;
  readonly cells: boolean;
}

/**
 * The most a number took in the measures of every notation (`fuzz/reading-cost.mjs`: a list or
 * grid of 4 million numbers in JSON, Python, C, Java, rows, LeetCode's `Input:`, code around it,
 * several examples), with a margin. A Snakes and Ladders moves list of 10^7 numbers in one row
 * took some 60 bytes a number (the row's array grown as it is read, then the list as JSON, parsed
 * again); a tokens grid is checked cell by cell as it is read.
 */
export const READING_COSTS: Readonly<Record<Puzzle, ReadingCosts>> = {
  snakes: { bracketed: 48, bare: 72, cells: false },
  maze: { bracketed: 40, bare: 72, cells: true },
  tokens: { bracketed: 64, bare: 112, cells: false },
};

/** What an input holds that its reading costs by: its bytes, brackets and numbers. */
export interface ReadingCount {
  readonly bytes: number;
  readonly brackets: number;
  /** Numbers (runs of digits) inside brackets. */
  readonly bracketed: number;
  /** Numbers outside brackets, none when `cells` is asked and the text is digit rows alone. */
  readonly bare: number;
  /**
   * Lines that hold a number outside brackets: each is made a row, an array, as a bracket is (a
   * list of a million numbers one a line took 1.5 GB to refuse, some 370 bytes a line).
   */
  readonly bareLines: number;
  /** With `cells`, whether the text is a maze's digit rows alone (0s and 1s, blanks, commas). */
  readonly rows: boolean;
}

/**
 * Counts the brackets, numbers and lines of numbers of `bytes` (UTF-8 text), in one pass that
 * allocates nothing. A number is a run of digits; brackets and digits in strings count too (the
 * estimate errs high, never low). With `cells`, text of 0s and 1s, blanks, commas and line ends
 * alone (a maze's digit rows, whatever their shape) has no number to count, and is told by a pass
 * of its own, four bytes at a time (`rowsAlone`). Cost: O(bytes) time, O(1) memory.
 */
export function countReading(bytes: Uint8Array, cells: boolean): ReadingCount {
  if (cells && rowsAlone(bytes))
    return { bytes: bytes.length, brackets: 0, bracketed: 0, bare: 0, bareLines: 0, rows: true };
  return countEach(bytes, cells);
}

// `countReading` a byte at a time, for any text.
function countEach(bytes: Uint8Array, cells: boolean): ReadingCount {
  let brackets = 0;
  let depth = 0;
  let bracketed = 0;
  let bare = 0;
  let bareLines = 0;
  let digits = false; // within a run of digits
  let bareLine = false; // the line holds a number outside brackets
  let rows = true; // nothing but digit rows so far
  for (let at = 0; at < bytes.length; at++) {
    const byte = bytes[at];
    if (byte >= 0x30 && byte <= 0x39) {
      if (!digits) {
        if (depth > 0) bracketed++;
        else {
          bare++;
          bareLine = true;
        }
      }
      digits = true;
      if (byte > 0x31) rows = false;
      continue;
    }
    digits = false;
    if (byte === 0x5b || byte === 0x7b) {
      brackets++;
      depth++;
    } else if ((byte === 0x5d || byte === 0x7d) && depth > 0) depth--;
    else if (byte === 0x0a && bareLine) {
      bareLines++;
      bareLine = false;
    }
    if (ROW_BYTES[byte] === 0) rows = false;
  }
  if (bareLine) bareLines++;
  rows &&= cells;
  return rows
    ? { bytes: bytes.length, brackets, bracketed, bare: 0, bareLines: 0, rows }
    : { bytes: bytes.length, brackets, bracketed, bare, bareLines, rows };
}

// What digit rows hold beside their 0s and 1s, marked 1: blanks, commas, line ends.
const ROW_BYTES = new Uint8Array(256);
for (const byte of [0x20, 0x2c, 0x09, 0x0d, 0x0a]) ROW_BYTES[byte] = 1;

// Digit rows' bytes, their 0s and 1s among them, marked 1.
const CELL_ROW_BYTES = ROW_BYTES.slice();
CELL_ROW_BYTES[0x30] = CELL_ROW_BYTES[0x31] = 1;

/**
 * Whether `bytes` are 0s and 1s, blanks, commas and line ends alone (digit rows). Read four bytes
 * at a time, as one little-endian word: four digits side by side, or two digits each followed (or
 * preceded) by a space or a comma, are each told by one mask and a comparison; any other word (a
 * line end, a tab) byte by byte. Some five times as fast as the count a byte at a time, which a
 * maze read whole (from standard input) would otherwise pay before it is parsed. Cost: O(bytes)
 * time in bytes/4 word reads, O(1) memory.
 */
function rowsAlone(bytes: Uint8Array): boolean {
  const { length } = bytes;
  // The bytes before the first whole word, and after the last.
  const aligned = (4 - (bytes.byteOffset % 4)) % 4;
  const head = LITTLE_ENDIAN && aligned < length ? aligned : length;
  const wordCount = Math.floor((length - head) / 4);
  const tail = head + wordCount * 4;
  for (let at = 0; at < head; at++) if (CELL_ROW_BYTES[bytes[at]] === 0) return false;
  for (let at = tail; at < length; at++) if (CELL_ROW_BYTES[bytes[at]] === 0) return false;
  if (wordCount === 0) return true;
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset + head, wordCount);
  for (let w = 0; w < wordCount; w++) {
    const word = words[w];
    if ((word & 0xfefefefe) === 0x30303030) continue; // four digits
    const first = word & 0xfffefffe; // digit, separator, digit, separator
    if (first === 0x20302030 || first === 0x2c302c30) continue;
    const second = word & 0xfefffeff; // separator, digit, separator, digit
    if (second === 0x30203020 || second === 0x302c302c) continue;
    const at = head + 4 * w;
    if (
      CELL_ROW_BYTES[bytes[at]] === 0 ||
      CELL_ROW_BYTES[bytes[at + 1]] === 0 ||
      CELL_ROW_BYTES[bytes[at + 2]] === 0 ||
      CELL_ROW_BYTES[bytes[at + 3]] === 0
    )
      return false;
  }
  return true;
}

// Whether a Uint32Array reads the bytes [a, b, c, d] as a + 256·b + …, as `rowsAlone` expects.
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** The memory reading an input of this count takes, by `costs`. Cost: O(1). */
export function readingBytes(count: ReadingCount, costs: ReadingCosts): number {
  return (
    count.bytes * (count.rows ? ROWS_BYTES : TEXT_BYTES) +
    (count.brackets + count.bareLines) * BRACKET_BYTES +
    count.bracketed * costs.bracketed +
    count.bare * costs.bare
  );
}

/** The costs of every puzzle at their highest: for a reader that does not say which it is. */
export const MOST_READING_COSTS: ReadingCosts = {
  bracketed: Math.max(...Object.values(READING_COSTS).map((costs) => costs.bracketed)),
  bare: Math.max(...Object.values(READING_COSTS).map((costs) => costs.bare)),
  cells: false,
};

/**
 * Refuses, before it is parsed, an input whose reading would take more than `maxMemory` by `costs`
 * (`readingBytes`: its bytes, brackets and numbers), unless it nests too deep for any board
 * (`tooDeep`): the reader's refusal of that says where. Cost: a scan of the bytes, a second and a
 * copy of them before a refusal.
 */
export function checkReadingMemory(
  bytes: Uint8Array,
  file: string,
  maxMemory: number | undefined,
  costs: ReadingCosts,
): void {
  if (maxMemory === undefined) return;
  const count = countReading(bytes, costs.cells);
  const needed = readingBytes(count, costs);
  // Brackets nested past any board: the reader refuses those first, saying where, built nothing.
  if (needed <= maxMemory || tooDeep(latin1(bytes)) >= 0) return;
  const held = [
    count.brackets > 0 && counted(count.brackets, 'bracket'),
    count.bracketed + count.bare > 0 && counted(count.bracketed + count.bare, 'number'),
  ].filter((part) => part !== false);
  throw new BoardpathError(
    'E_MEMORY',
    `${file} is ${formatBytes(bytes.length)}${held.length > 0 ? ` with ${held.join(' and ')}` : ''}: reading it needs about ${formatBytes(needed)} but the limit is ${formatBytes(maxMemory)}`,
  );
}

// The bytes as a string of one character a byte, for the scan of brackets (which are ASCII).
function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
}
