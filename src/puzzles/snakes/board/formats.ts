import { BoardpathError } from '../../../errors.js';
import { checkParseCall } from '../../checks.js';
import { byteLineColumn } from '../../../json.js';
import { SNAKES_FORMATS, type SnakesBoard, type SnakesFormat, type SnakesBoardSpec } from './board.js';
import { withLineFeedBytes, withLineFeeds } from '../../../line-ends.js';
import { onlyExample, readExamples, type PastedExample } from '../../../paste/read-examples.js';
import { BoardJson, boardFromFields, zodProblem } from './formats-json.js';
import { snakesAsWritten, snakesInPart } from './pasted.js';
import { scanBoardJson, scanBoardWindows, type ByteWindow, type ScannedBoard } from './scan-json.js';

export { leetcodeSquare } from './formats-json.js';

/** Options for `parseSnakes`. */
export interface ParseSnakesOptions {
  /** Force a format instead of detecting it from the JSON's shape. */
  readonly format?: SnakesFormat;
  /** The file name to show in messages. */
  readonly file?: string;
}

/**
 * Reads a board in any of the three formats (rules: docs/rules.md), detecting which from the
 * JSON's shape: an object is the board format, an array of rows the leetcode format, an array of
 * numbers the moves format; or in any notation people paste (docs/rules.md#notations). Takes the
 * text, or its UTF-8 bytes (a file as read: big boards are scanned without building a string), its
 * lines ending in LF, CRLF or CR alone. Every problem is a `BoardpathError` that says what is wrong
 * and where. A paste of several examples is refused: `parseSnakesExamples` reads each.
 *
 * Cost: O(input length + J) for J snakes and ladders on boards of up to 2^32 squares.
 */
export function parseSnakes(given: string | Uint8Array, options: ParseSnakesOptions = {}): SnakesBoard {
  options = checkParseCall(given, SNAKES_FORMATS, options);
  return onlyExample(readSnakes(given, options), options.file);
}

/**
 * Every example of a paste (LeetCode's `Example 1:` … `Example 2:`, GfG's `Input:` blocks,
 * HackerRank's test cases, several boards in code), each board read as `parseSnakes` reads one,
 * with the answer the paste gives for it (`Output: 4`) as written. A file that is one board is one
 * example. Cost: O(input length + J), as `parseSnakes`.
 */
export function parseSnakesExamples(
  given: string | Uint8Array,
  options: ParseSnakesOptions = {},
): PastedExample<SnakesBoard>[] {
  options = checkParseCall(given, SNAKES_FORMATS, options);
  return readSnakes(given, options);
}

function readSnakes(given: string | Uint8Array, options: ParseSnakesOptions): PastedExample<SnakesBoard>[] {
  const { file, format } = options;
  // Lines may end in LF, CRLF or CR alone: a lone CR is read as the LF it stands for, so that the
  // copied notations split the same rows and messages count the same lines.
  const input = typeof given === 'string' ? withLineFeeds(given) : withLineFeedBytes(given);
  if (format === undefined || format === 'board') {
    const fast = fastBoard(typeof input === 'string' ? new TextEncoder().encode(input) : input, file);
    if (fast) return [{ example: 1, line: 1, board: fast, expected: null }];
  }
  const text = typeof input === 'string' ? input : decodeUtf8(input, file);
  if (text.trim() === '')
    throw new BoardpathError('E_FORMAT', 'the input is empty: expected a board', { file });
  // JSON as written first (a file that is one board); else a paste, cut into its examples.
  try {
    const whole = snakesAsWritten(text, format, file);
    if (whole) return [{ example: 1, line: 1, board: whole, expected: null }];
    return readExamples(text, (part, alone) => snakesInPart(part, alone, format, file, part === text));
  } catch (error) {
    throw error instanceof BoardpathError ? error.at({ file }) : error;
  }
}

// UTF-8 bytes as text, without the byte-order mark some editors write first. Past about 512 MB the
// engine cannot make a string, which the user hears as such.
function decodeUtf8(bytes: Uint8Array, file: string | undefined): string {
  let text: string;
  try {
    text = new TextDecoder().decode(bytes);
  } catch {
    throw new BoardpathError(
      'E_FILE',
      `the input is ${bytes.length} bytes: too large to read as text, and not a plain board the fast reader takes`,
      { file },
    );
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

// The board format read by the scanner; null sends the text down the general path.
function fastBoard(bytes: Uint8Array, file: string | undefined): SnakesBoard | null {
  const scanned = scanBoardJson(bytes, file);
  return (
    scanned &&
    boardFromScan(scanned, file, (index) => ({ file, ...byteLineColumn(bytes, scanned.keyAt(index)) }))
  );
}

/**
 * A board-format input read a piece at a time through `window` (`scanBoardWindows`; about `size`
 * bytes): the board, or null when it is not in the scanner's plain shape (then `parseSnakes` of the
 * whole input reads it). Errors as `parseSnakes`'s, but without a line and column.
 *
 * Cost: O(bytes + J) for J jumps; 16 bytes per jump besides the board's own.
 */
export function parseBoardWindows(window: ByteWindow, size: number, file?: string): SnakesBoard | null {
  const scanned = scanBoardWindows(window, size);
  return scanned && boardFromScan(scanned, file);
}

// The board from the scanner's fields and jumps.
function boardFromScan(
  scanned: Omit<ScannedBoard, 'keyAt'>,
  file: string | undefined,
  jumpWhere?: SnakesBoardSpec['jumpWhere'],
): SnakesBoard {
  const scalars = Object.fromEntries(
    Object.entries(scanned.fields).filter(
      ([key]) => key !== 'ladders' && key !== 'snakes' && key !== 'chutes',
    ),
  );
  const parsed = BoardJson.safeParse(scalars);
  if (!parsed.success) throw zodProblem(parsed.error).at({ file });
  try {
    return boardFromFields(parsed.data, scanned.from, scanned.to, jumpWhere);
  } catch (error) {
    throw error instanceof BoardpathError ? error.at({ file }) : error;
  }
}
