import { BoardpathError } from '../../../errors.js';
import { counted } from '../../../words.js';
import { parseJson } from '../../../json.js';
import { checkParseCall, inputText } from '../../checks.js';
import {
  copiedError,
  copiedNumbers,
  NOTATIONS,
  withNotations,
  type CopiedNumbers,
} from '../../../notation.js';
import { blankComments } from '../../../paste/comments.js';
import { copiedCode } from '../../../paste/copied-code.js';
import {
  onlyExample,
  readExamples,
  type FoundBoard,
  type PastedExample,
} from '../../../paste/read-examples.js';
import { withSizeLine } from '../../../paste/size-line.js';
import { courseBlocks } from './course-blocks.js';
import { withLineFeeds } from '../../../line-ends.js';
import { checkLabel, makeTokensBoard, TOKENS_FORMATS, type TokensBoard, type TokensFormat } from './board.js';

/** Options for `parseTokens`. */
export interface ParseTokensOptions {
  /** Force a format instead of detecting it. */
  readonly format?: TokensFormat;
  /** The file name to show in messages. */
  readonly file?: string;
}

/**
 * Reads a two-token grid in any of its notations (docs/rules.md), detecting which, from its text
 * or its UTF-8 bytes:
 * - `json`: text starting with `[`, an array of rows of labels;
 * - `course`: a first line holding one number n (or `n = 4`), then n rows of n labels separated by
 *   commas (spaces around the commas allowed) or by spaces;
 * - `rows`: rows of labels separated by spaces, tabs or commas, no first line; any rectangle;
 * - as people paste it (docs/rules.md#notations): with comments, in code, in another notation.
 * Lines may end in LF, CRLF or CR alone. Blank lines and comments are skipped. Every problem is a
 * `BoardpathError` with the file, line and column, and the row and column of the grid. A paste of
 * several examples is refused: `parseTokensExamples` reads each.
 *
 * Cost: O(text length).
 */
export function parseTokens(given: string | Uint8Array, options: ParseTokensOptions = {}): TokensBoard {
  options = checkParseCall(given, TOKENS_FORMATS, options);
  return onlyExample(readTokens(given, options), options.file);
}

/**
 * Every example of a paste (LeetCode-style `Example 1:` … `Example 2:`, `Input:` blocks, several
 * grids in code), each read as `parseTokens` reads one, with the answer the paste gives for it
 * (`Output: 5`) as written. A file that is one grid is one example. Cost: O(text length).
 */
export function parseTokensExamples(
  given: string | Uint8Array,
  options: ParseTokensOptions = {},
): PastedExample<TokensBoard>[] {
  options = checkParseCall(given, TOKENS_FORMATS, options);
  return readTokens(given, options);
}

function readTokens(given: string | Uint8Array, options: ParseTokensOptions): PastedExample<TokensBoard>[] {
  const { file, format } = options;
  // Lines may end in LF, CRLF or CR alone: a lone CR is read as the LF it stands for.
  const text = withLineFeeds(inputText(given, file));
  let asWritten: BoardpathError;
  try {
    return [{ example: 1, line: 1, board: tokensAsWritten(text, format, file), expected: null }];
  } catch (error) {
    if (!(error instanceof BoardpathError)) throw error;
    // A rule of the puzzle broken by a grid read as written is the grid's problem, said as such.
    if (error.code === 'E_BOARD' || text.trim() === '') throw error.at({ file });
    asWritten = error;
  }
  try {
    return readExamples(text, (part, alone) =>
      tokensInPart(part, alone, format, file, part === text ? asWritten : undefined),
    );
  } catch (error) {
    throw error instanceof BoardpathError ? error.at({ file }) : error;
  }
}

// The grid `text` is in its format as written (`format`, or the one its shape says).
function tokensAsWritten(
  text: string,
  format: TokensFormat | undefined,
  file: string | undefined,
): TokensBoard {
  if (text.trim() === '')
    throw new BoardpathError('E_FORMAT', 'the input is empty: expected a grid of positive labels');
  const shape = format ?? (text.trimStart().startsWith('[') ? 'json' : undefined);
  if (shape === 'json') return fromJson(text, file);
  return fromText(text, shape);
}

/** What a message adds when a grid cannot be read: every way one can be written. */
const TOKENS_NOTATIONS = `a grid is rows of positive labels (with an optional first line n, or rows and columns), or its rows written as ${NOTATIONS}`;

/**
 * The grids in one part of a paste (`readExamples`): as written, then with its comments and a size
 * line `n = 4`, then in code or another notation. `asWritten` is the part's problem as written,
 * when known. With `alone` (the part is the whole paste) a text that fits none is refused; otherwise
 * a part with no numbers gives []. Cost: O(length of the part).
 */
function tokensInPart(
  part: string,
  alone: boolean,
  format: TokensFormat | undefined,
  file: string | undefined,
  asWritten?: BoardpathError,
): FoundBoard<TokensBoard>[] {
  // A part with no number (the end of a program) holds no grid.
  if (!alone && !/\d/.test(blankComments(part))) return [];
  if (!asWritten) {
    try {
      return [{ board: tokensAsWritten(part, format, file), line: 1 }];
    } catch (error) {
      if (!(error instanceof BoardpathError)) throw error;
      if (error.code === 'E_BOARD') throw error;
      asWritten = error;
    }
  }
  const prepared = withSizeLine(blankComments(part));
  if (prepared !== part && prepared.trim() !== '') {
    try {
      return [{ board: tokensAsWritten(prepared, format, file), line: 1 }];
    } catch (error) {
      if (!(error instanceof BoardpathError)) throw error;
      if (error.code === 'E_BOARD') throw error;
    }
  }
  // Perhaps the rows as copied from a problem page (code, a Python list, a C array), also when the
  // format is said to be JSON (rows of numbers).
  const copies = format === undefined || format === 'json';
  const code = copies ? copiedCode(part) : null;
  if (code && code.boards.length > 0)
    return code.boards.map((copied) => ({
      board: fromCopied(copied, file, code.boards.length > 1),
      line: copied.line ?? 1,
    }));
  const copied = copies ? copiedNumbers(prepared) : null;
  if (copied && copied.notation !== 'JSON' && copied.notation !== 'rows of numbers')
    return [{ board: fromCopied(copied, file), line: 1 }];
  // Several grids of the course format one after another: each an example.
  const blocks = format === undefined || format === 'course' ? courseBlocks(prepared) : null;
  if (blocks)
    return blocks.map(({ grid, line }) => ({ board: makeTokensBoard({ format: 'course', grid }), line }));
  throw withNotations(asWritten, part, TOKENS_NOTATIONS).at({ file });
}

// The grid of numbers read in a notation, its problems said as of that notation.
function fromCopied(copied: CopiedNumbers, file: string | undefined, several = false): TokensBoard {
  try {
    return fromJson(copied.json, file);
  } catch (second) {
    if (!(second instanceof BoardpathError)) throw second;
    throw copiedError(second, copied, file, several);
  }
}

function fromJson(text: string, file: string | undefined): TokensBoard {
  const json = parseJson(text, file);
  if (!Array.isArray(json) || json.length === 0 || !json.every(Array.isArray)) {
    throw new BoardpathError('E_FORMAT', 'expected a JSON array of rows, such as [[1,2],[2,1]]');
  }
  (json as unknown[][]).forEach((row, r) => row.forEach((label, c) => checkLabel(label, r, c)));
  return makeTokensBoard({ format: 'json', grid: json as number[][] });
}

interface Line {
  /** 1-based, as editors count. */
  readonly line: number;
  readonly fields: ReadonlyArray<{ readonly text: string; readonly column: number }>;
}

function fromText(text: string, forced: TokensFormat | undefined): TokensBoard {
  const plain = plainGrid(text);
  return makeTokensBoard(
    plain && (forced ?? plain.format) === plain.format ? plain : fieldsGrid(text, forced),
  );
}

/** A grid as read from text, before `makeTokensBoard` checks what every format shares. */
interface GridText {
  readonly format: TokensFormat;
  readonly grid: number[][];
}

/**
 * The grids most texts hold, read in one pass over the characters with nothing made per label:
 * rows of whole numbers from 1 to 999,999,999, the same number of them (three or more) on every
 * row, separated by blanks, or on a line with commas by commas (blanks around them allowed); or
 * the course format's first line n over n rows of n such labels. Blank lines are skipped. Anything
 * else (a comment, a sign, a zero, a size line, rows of different lengths) gives null, and
 * `fieldsGrid` reads the text and says where a problem is. Where both read a text, they read the
 * same grid in the same format. Cost: O(text length).
 */
export function plainGrid(text: string): GridText | null {
  const lines: number[][] = [];
  let row: number[] = [];
  let label = 0; // the label being read, 0 between labels
  let digits = 0;
  let gap = NO_GAP; // since the last label of the line
  let commas = false; // the line has two labels apart by a comma
  let blanks = false; // ...or by blanks alone
  // (Plain lets and numbers: the loop runs before the engine has compiled it, once per character.)
  for (let at = 0; at <= text.length; at++) {
    const code = at < text.length ? text.charCodeAt(at) : NEWLINE;
    if (code >= ZERO && code <= NINE) {
      if (label === 0) {
        if (code === ZERO) return null;
        if (gap === BLANKS && row.length > 0) blanks = true;
        if (gap === A_COMMA) commas = true;
        digits = 0;
      }
      if (++digits > 9) return null;
      label = label * 10 + code - ZERO;
      continue;
    }
    if (label !== 0) {
      row.push(label);
      label = 0;
      gap = NO_GAP;
    }
    if (code === SPACE || code === TAB || code === RETURN) {
      if (gap === NO_GAP) gap = BLANKS;
    } else if (code === COMMA) {
      if (gap === A_COMMA || row.length === 0) return null;
      gap = A_COMMA;
    } else if (code === NEWLINE) {
      if (gap === A_COMMA || (commas && blanks)) return null;
      if (row.length > 0) lines.push(row);
      row = [];
      gap = NO_GAP;
      commas = blanks = false;
    } else return null;
  }
  const [first, ...rest] = lines;
  if (first === undefined) return null;
  if (first.length >= 3 && rest.every((line) => line.length === first.length))
    return { format: 'rows', grid: lines };
  const n = first[0];
  if (first.length === 1 && n >= 2 && rest.length === n && rest.every((line) => line.length === n))
    return { format: 'course', grid: rest };
  return null;
}

const [ZERO, NINE, SPACE, TAB, RETURN, COMMA, NEWLINE] = [...'09 \t\r,\n'].map((c) => c.charCodeAt(0));
// What came since the last label of a line: nothing, only blanks, or a comma (blanks around it or not).
const [NO_GAP, BLANKS, A_COMMA] = [0, 1, 2];

/**
 * Every grid `parseTokens` reads as text, field by field: the rows, the course format's first line
 * n, a first line `rows columns`, comments; a problem is a `BoardpathError` with the file's line
 * and column. Cost: O(text length), an object per label.
 */
export function fieldsGrid(text: string, forced: TokensFormat | undefined): GridText {
  const lines: Line[] = [];
  text.split('\n').forEach((raw, index) => {
    const content = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (content.trim() === '' || content.trimStart().startsWith('#')) return;
    lines.push({ line: index + 1, fields: fieldsOf(content, index + 1) });
  });
  if (lines.length === 0)
    throw new BoardpathError('E_FORMAT', 'the input has only comments: expected a grid of positive labels');
  let first = lines[0];
  // A first line `rows columns` with that many rows of that many labels after it is their size.
  if (forced === undefined && first.fields.length === 2 && lines.length > 1) {
    const [height, width] = first.fields.map((field) => wholeNumber(field.text));
    // (A first row `1 2` over one row of two is a 2×2 grid: a size line leaves two rows and columns.)
    const sized = height !== undefined && width !== undefined && height >= 2 && width >= 2;
    if (
      sized &&
      lines.length - 1 === height &&
      lines.slice(1).every((line) => line.fields.length === width)
    ) {
      lines.shift();
      first = lines[0];
    }
  }
  // The course format's first line n: told from a grid's first row by the rows that follow it
  // (n of them, n labels each, so `1` then `5` is the grid of one square).
  const n = first.fields.length === 1 ? wholeNumber(first.fields[0].text) : undefined;
  const header =
    forced === 'course' ||
    (forced === undefined &&
      first.fields.length === 1 &&
      lines.length > 1 &&
      (lines.slice(1).some((line) => line.fields.length > 1) ||
        (lines.length - 1 === n && lines.slice(1).every((line) => line.fields.length === n))));
  const rows = header ? lines.slice(1) : lines;
  if (header) {
    if (first.fields.length !== 1) {
      throw new BoardpathError(
        'E_FORMAT',
        'the course format starts with a line holding only n, the size of the grid',
        { line: first.line, column: first.fields[0].column },
      );
    }
    if (n === undefined || n < 1) {
      throw new BoardpathError(
        'E_FORMAT',
        `the first line should be the grid size n, not ${JSON.stringify(first.fields[0].text)}`,
        { line: first.line, column: first.fields[0].column },
      );
    }
    if (rows.length !== n) {
      throw new BoardpathError(
        'E_FORMAT',
        `the first line says the grid is ${n}×${n} but ${rows.length} row${rows.length === 1 ? '' : 's'} follow${rows.length === 1 ? 's' : ''}`,
        { line: first.line, column: first.fields[0].column },
      );
    }
    const wrong = rows.find((row) => row.fields.length !== n);
    if (wrong) {
      const r = rows.indexOf(wrong);
      throw new BoardpathError(
        'E_FORMAT',
        `row ${r} has ${counted(wrong.fields.length, 'label')} but the first line says the grid is ${n}×${n} (leave the first line out for a rectangular grid)`,
        {
          line: wrong.line,
          column: wrong.fields[Math.min(n, wrong.fields.length - 1)].column,
          cell: [r, Math.min(n, wrong.fields.length)],
        },
      );
    }
  }
  const columns = rows[0].fields.length;
  const grid = rows.map((row, r) => {
    if (row.fields.length !== columns) {
      throw new BoardpathError(
        'E_FORMAT',
        `row ${r} has ${counted(row.fields.length, 'label')} but row 0 has ${columns}: every row must be as long`,
        {
          line: row.line,
          column: row.fields[Math.min(columns, row.fields.length - 1)].column,
          cell: [r, Math.min(columns, row.fields.length)],
        },
      );
    }
    return row.fields.map((field, c) => {
      const label = labelOf(field.text);
      try {
        checkLabel(label, r, c);
      } catch (error) {
        throw error instanceof BoardpathError ? error.at({ line: row.line, column: field.column }) : error;
      }
      return label as number;
    });
  });
  return { format: header ? 'course' : 'rows', grid };
}

// Commas separate the labels when a line has any (spaces around them allowed), else blanks do.
function fieldsOf(content: string, line: number): Line['fields'] {
  const fields: { text: string; column: number }[] = [];
  if (!content.includes(',')) {
    for (const match of content.matchAll(/\S+/g)) fields.push({ text: match[0], column: match.index + 1 });
    return fields;
  }
  let offset = 0;
  for (const piece of content.split(',')) {
    const text = piece.trim();
    const column = offset + (piece.length - piece.trimStart().length) + 1;
    if (text === '')
      throw new BoardpathError(
        'E_FORMAT',
        'a label is missing between two commas (or at an end of the line)',
        { line, column },
      );
    if (/\s/.test(text))
      throw new BoardpathError(
        'E_FORMAT',
        `${JSON.stringify(text)}: on a line with commas, labels are separated by commas`,
        { line, column },
      );
    fields.push({ text, column });
    offset += piece.length + 1;
  }
  return fields;
}

function wholeNumber(text: string): number | undefined {
  return /^\+?\d+$/.test(text) ? Number(text) : undefined;
}

// A number as written (checked for whole and positive afterwards), or the text itself when it is none.
function labelOf(text: string): number | string {
  if (/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) return Number(text);
  return text;
}
