import { printable } from './words.js';

/**
 * Where in the input a problem was found. Every field is optional: a parser fills in what it knows.
 * Lines and columns count from 1, as editors show them; rows and cells count from 0, as the puzzles'
 * JSON output does.
 */
export interface Where {
  /** The file name as the user gave it (`-` or `<stdin>` for standard input). */
  file?: string;
  line?: number;
  column?: number;
  /** A square of a Snakes and Ladders board, numbered as the input numbers it. */
  square?: number;
  /** A cell of a grid, `[row, column]` from 0. */
  cell?: readonly [number, number];
  /**
   * The option or argument a problem is about, by its name in the library (`moves`, `maxMemory`);
   * the command line shows its flag instead.
   */
  option?: string;
}

/**
 * The kinds of problem boardpath reports. The command line exits with status 2 for each, but 74 for
 * `E_IO` (the environment failed, not the input) and 130 for `E_ABORTED`.
 */
export type ErrorCode =
  | 'E_USAGE' // a bad option or argument
  | 'E_FILE' // a file that cannot be read
  | 'E_JSON' // text that is not JSON where JSON was expected
  | 'E_FORMAT' // input of the wrong shape for its format
  | 'E_BOARD' // a well-formed board that breaks a rule of its puzzle
  | 'E_MEMORY' // a search that would need more memory than allowed
  | 'E_WORK' // a search that would take more steps than its work budget
  | 'E_IO' // output that cannot be written or input that cannot be read (a full disk, a device error)
  | 'E_ABORTED'; // a search cancelled through its AbortSignal

/**
 * The longest message an error carries: a line's worth. Longer ones (a message that echoes a huge
 * key of the input, say) are cut there with an ellipsis, so one bad input never floods a terminal.
 */
export const MAX_MESSAGE = 400;

/**
 * The one error type boardpath throws on purpose: a code, a message a person can act on, and where
 * the problem is. Anything else escaping the library is a bug.
 */
export class BoardpathError extends Error {
  override readonly name = 'BoardpathError';
  readonly code: ErrorCode;
  readonly where: Where;

  constructor(code: ErrorCode, message: string, where: Where = {}) {
    // Echoed text (a key, a name, a file's name) may hold control characters: shown as escapes.
    // Made by a caller with a message that is no string, it says what it can.
    const safe = printable(typeof message === 'string' ? message : textOf(message));
    super(safe.length > MAX_MESSAGE ? `${safe.slice(0, MAX_MESSAGE - 1)}…` : safe);
    this.code = code;
    this.where = typeof where === 'object' && where !== null ? where : {};
  }

  /** The same error with more location filled in (fields already known win). */
  at(where: Where): BoardpathError {
    return new BoardpathError(this.code, this.message, { ...where, ...this.where });
  }

  /**
   * One line for a terminal: `board.json:3:14: square 47: ladder 47→26 goes down`.
   * The file, line and column come first, as compilers print them, so editors can jump there.
   */
  describe(): string {
    const { file, line, column, square, cell } = this.where;
    const place = [
      file === undefined ? undefined : printable(file),
      line,
      line !== undefined ? column : undefined,
    ]
      .filter((part) => part !== undefined)
      .join(':');
    const parts: string[] = [];
    if (place) parts.push(place);
    if (square !== undefined && !this.message.includes(`square ${square}`)) parts.push(`square ${square}`);
    if (cell !== undefined && !this.message.includes('row ')) parts.push(`row ${cell[0]}, column ${cell[1]}`);
    parts.push(this.message);
    return parts.join(': ');
  }
}

// A value as text, whatever it is (a null-prototype object has no toString; a symbol no template).
function textOf(value: unknown): string {
  try {
    return String(value);
  } catch {
    return typeof value;
  }
}

/**
 * Refuses, before it allocates, a search that would need more than `maxMemory` bytes (when a limit
 * is set): `${subject} needs about N MB${purpose} but the limit is M MB`.
 */
export function checkMemory(
  subject: string,
  needed: number,
  maxMemory: number | undefined,
  purpose = ' to search',
): void {
  if (maxMemory === undefined || needed <= maxMemory) return;
  throw new BoardpathError(
    'E_MEMORY',
    `${subject} needs about ${Math.ceil(needed / 2 ** 20)} MB${purpose} but the limit is ${Math.floor(maxMemory / 2 ** 20)} MB`,
  );
}

/** Stops a search (with a `BoardpathError` of code `E_ABORTED`) once its AbortSignal has fired. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new BoardpathError('E_ABORTED', 'search cancelled');
}
