import { BoardpathError } from './errors.js';
import { nestingError, tooDeep } from './json.js';
// Numbers as students copy them from problem pages and handouts, rewritten as JSON for the puzzles'
// own readers: Python lists (trailing commas, `board = […]`), LeetCode's `Input: board = […]` with
// the `Output:` after it, C, C++ and Java arrays and declarations (`{…}` rows, `int a[][] = {…};`,
// `new int[][] {…}`, `vector<vector<int>> b = {…};`), GfG's `N = 8, arr[] = {…}`, and rows of
// numbers separated by blanks or commas. Detected by shape, no flags. Linear time: each step is one
// pass of a regular expression that cannot backtrack. The code around a board, comments anywhere and
// several examples in one paste are read by `src/paste/` before these notations.

/** What `copiedNumbers` read. */
export interface CopiedNumbers {
  /** The numbers as JSON: one array (`[1, 2]`) or an array of rows (`[[1, 2], [3, 4]]`). */
  readonly json: string;
  /** The notation it was read as, for messages: "a C, C++ or Java array", "a Python list"… */
  readonly notation: string;
  /** Whole numbers named beside the array, as in GfG's `N = 8, arr[] = {…}`. */
  readonly named: ReadonlyMap<string, number>;
  /** The line of the text where the numbers start, when they were found in code (from 1). */
  readonly line?: number;
}

/** How the notations are named in messages, one phrase for every puzzle. */
export const NOTATIONS =
  'JSON, a Python list, a C, C++ or Java array ({…} rows, int a[][] = {…};), or rows of numbers separated by blanks or commas';

/**
 * `text` read as numbers in one of the notations above, as JSON; null when it is none of them (a
 * JSON object, words, quotes). The JSON is checked to parse, every entry a number or a row of
 * numbers. Cost: O(text length).
 */
export function copiedNumbers(text: string): CopiedNumbers | null {
  // Nested past any board's few levels: no notation at all (`copiedProblem` says where).
  if (tooDeep(text) >= 0) return null;
  const copy = copiedBody(text);
  if (copy === null) return null;
  const { body, named } = copy;
  const opener = body[0];
  if (opener === '[' || opener === '{') {
    const json = bracketsAsJson(body);
    const notation = bracketNotation(text, body, json);
    if (numbersOnly(json)) return { json, notation, named };
    // Rows copied without the braces around them all: `{1, 0},` then `{1, 1}` on the next line.
    const wrapped = `[${json.replace(/,\s*$/, '')}]`;
    return numbersOnly(wrapped) ? { json: wrapped, notation, named } : null;
  }
  // Rows of numbers, one a line; a row may keep its C braces and trailing comma (`{1, 0, 1},`).
  const numbers = rowsOfNumbers(body);
  if (numbers === null) return null;
  const json = JSON.stringify(numbers.length === 1 ? numbers[0] : numbers);
  return { json, notation: 'rows of numbers', named };
}

/**
 * Rows of whole numbers, one a line, separated by blanks or commas (a row may keep its C braces and
 * trailing comma: `{1, 0, 1},`); blank lines skipped. Null when a line holds anything else. Read a
 * character at a time: no string is kept per number (a list of millions would hold them all at
 * once, some 70 bytes a number), and no regular expression runs over a whole line (one of millions
 * of numbers overflows its backtracking stack). Cost: O(length); the numbers, 8 bytes each.
 */
function rowsOfNumbers(body: string): number[][] | null {
  const rows: number[][] = [];
  for (let start = 0; start <= body.length;) {
    const newline = body.indexOf('\n', start);
    const end = newline < 0 ? body.length : newline;
    const line = trimmed(body.slice(start, end), ' \t{[', ' \t}],;');
    start = end + 1;
    if (line === '') continue;
    const row = numbersOfLine(line);
    if (row === null) return null;
    rows.push(row);
  }
  return rows;
}

// The numbers of one line (`1, -2 3`), or null when it holds anything but numbers and separators.
function numbersOfLine(line: string): number[] | null {
  const row: number[] = [];
  for (let at = 0; at < line.length;) {
    const sign = line[at] === '-' || line[at] === '−' ? 1 : 0;
    let end = at + sign;
    while (end < line.length && isDigit(line.charCodeAt(end))) end++;
    if (end === at + sign) return null;
    row.push(sign === 1 ? -Number(line.slice(at + 1, end)) : Number(line.slice(at, end)));
    if (end === line.length) break;
    at = end;
    while (at < line.length && SEPARATOR.test(line[at])) at++;
    if (at === end || at === line.length) return null;
  }
  return row;
}

const isDigit = (code: number) => code >= 0x30 && code <= 0x39;

// What separates numbers in a row: a blank of any kind or a comma.
const SEPARATOR = /[\s,]/;

/**
 * Why `text`, which `copiedNumbers` does not read, is not the bracketed notation it looks like (a C
 * array from its `{`, a Python list from its `[` after a name or with commas JSON refuses), with the
 * line and column of the problem in `text`; null when it looks like none of them, or is JSON as
 * written (whose own reader says where it fails); text nested more than `MAX_NESTING` deep is that
 * problem, wherever it goes past. Cost: O(text length).
 */
export function copiedProblem(text: string): BoardpathError | null {
  const deep = tooDeep(text);
  if (deep >= 0) return nestingError(text, deep);
  const copy = copiedBody(text);
  if (copy === null || (copy.body[0] !== '[' && copy.body[0] !== '{')) return null;
  const { body, clean } = copy;
  const json = bracketsAsJson(body);
  const notation = bracketNotation(text, body, json);
  if (notation === 'JSON' || numbersOnly(json)) return null;
  const [at, problem] = syntaxProblem(body);
  // `body` is a piece of `clean`, whose lines and columns are the text's own (comments blanked).
  const offset = clean.lastIndexOf(body) + at;
  const before = clean.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return new BoardpathError('E_FORMAT', `read as ${notation}: ${problem}`, { line, column });
}

/**
 * Where bracketed numbers stop being numbers in brackets (`[…]` or `{…}` rows, commas between, one
 * left before a closing bracket, rows without brackets around them all), and what is wrong there:
 * a scan of its own, as JSON's messages do not always say where. [0, …] when the syntax holds but
 * the values do not (too deep, or empty). Cost: O(length).
 */
export function syntaxProblem(body: string): [number, string] {
  const closers: string[] = [];
  const openedAt: number[] = [];
  let wantValue = true;
  let mayClose = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') continue;
    const unexpected: [number, string] = [i, `unexpected ${JSON.stringify(c)}`];
    if (c === '[' || c === '{') {
      if (!wantValue) return unexpected;
      closers.push(c === '[' ? ']' : '}');
      openedAt.push(i);
      mayClose = true;
    } else if (c === ']' || c === '}') {
      if (closers.at(-1) !== c || (wantValue && !mayClose)) return unexpected;
      closers.pop();
      openedAt.pop();
      wantValue = false;
    } else if (c === ',') {
      if (wantValue) return unexpected;
      wantValue = true;
      mayClose = true;
    } else {
      const number = /^[-−+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?/.exec(body.slice(i, i + 40));
      if (!wantValue || number === null) return unexpected;
      i += number[0].length - 1;
      wantValue = false;
      mayClose = false;
    }
  }
  if (closers.length > 0) {
    const at = openedAt.at(-1) as number;
    return [at, `this ${JSON.stringify(body[at])} is never closed`];
  }
  return [0, 'expected numbers, or rows of numbers'];
}

/** The part of copied text that holds the numbers, the text it was cut from, and named numbers. */
interface CopiedBody {
  readonly body: string;
  /** The text with the byte-order mark, `Output:` and after, comments and carriage returns gone. */
  readonly clean: string;
  readonly named: Map<string, number>;
}

function copiedBody(text: string): CopiedBody | null {
  if (/["']/.test(text)) return null;
  // LeetCode shows the answer after the input, and some handouts a comment on each line.
  let clean = text.replace(/^\uFEFF/, '');
  const output = /^[ \t]*(?:Output|Explanation|Expected)\b/im.exec(clean);
  if (output) clean = clean.slice(0, output.index);
  // A comment to the end of its line, then a CR that ends one: two passes over the whole text, no
  // string a line (a paste of a million lines would hold them all at once).
  clean = clean.replace(/(?:\/\/|#)[^\n\r\u2028\u2029]*(?=\n|$)/g, '').replace(/\r(?=\n|$)/g, '');
  let body = clean.replace(/^\s*Input\s*:/i, '');
  const named = new Map<string, number>();
  for (const [, name, value] of body.matchAll(/\b([A-Za-z_]\w*)\s*=\s*(\d+)\s*(?=[,;\n]|$)/g))
    named.set(name, Number(value));
  // A declaration or an assignment: what follows its last `=` (`new int[][]` dropped) is the value.
  const equals = body.lastIndexOf('=');
  if (equals >= 0) body = body.slice(equals + 1);
  body = body
    .replace(/^\s*new\s+[\w.<>]+\s*(?:\[[^\]\n]*\]\s*)*/, '')
    .replace(/^\s*(?:np\.)?array\s*\(([\s\S]*)\)\s*;?\s*$/, '$1')
    .trim();
  body = trimmed(body, ' \t\r\n', ' \t\r\n;');
  return body === '' ? null : { body, clean, named };
}

/** Braces as brackets, and a comma before a closing bracket blanked: every position kept. */
export function bracketsAsJson(body: string): string {
  return body
    .replace(/\{/g, '[')
    .replace(/\}/g, ']')
    .replace(/,(\s*)\]/g, ' $1]');
}

// The notation bracketed numbers were written in, for messages.
function bracketNotation(text: string, body: string, json: string): string {
  if (body[0] === '{') return 'a C, C++ or Java array';
  // (The body has lost its carriage returns: JSON written with CRLF line ends is JSON still.)
  const written = text
    .replace(/^\uFEFF/, '')
    .replaceAll('\r\n', '\n')
    .trim();
  return json === body && body === written ? 'JSON' : 'a Python list';
}

/** Whether `json` parses as a non-empty array of numbers or of rows of numbers. */
export function numbersOnly(json: string): boolean {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return false;
  }
  const isNumber = (entry: unknown) => typeof entry === 'number';
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    (value.every(isNumber) || value.every((row) => Array.isArray(row) && row.every(isNumber)))
  );
}

/**
 * Rows whose first row says the size of the rest: `n` for an n×n grid (the course format), or
 * `rows columns`. Returns the rows without it when it does, else the rows as they are.
 */
export function withoutSizeRow(rows: readonly (readonly number[])[]): readonly (readonly number[])[] {
  if (rows.length < 2) return rows;
  const [first, ...rest] = rows;
  const [height, width] = first.length === 1 ? [first[0], first[0]] : first.length === 2 ? first : [-1, -1];
  // A size line leaves at least two rows and two columns: `1 2` over one row of two is a 2×2 grid.
  const sized = height >= 2 && width >= 2;
  return sized && rest.length === height && rest.every((row) => row.length === width) ? rest : rows;
}

// `text` without the characters of `head` at its start and of `tail` at its end. (A regular
// expression such as /[\s;]+$/ tries every start in a long run of blanks: quadratic time.)
function trimmed(text: string, head: string, tail: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && head.includes(text[start])) start++;
  while (end > start && tail.includes(text[end - 1])) end--;
  return text.slice(start, end);
}

/**
 * `error` (a problem found reading `text`) with the notations a puzzle reads, `phrase`, added when
 * the text is no notation at all: a syntax error in text without quotes. When the text looks like a
 * copied notation (a C array, a Python list), that notation's own problem, located in the text,
 * replaces the error: it is the nearest fit. Text nested too deep (`tooDeep`) is said alone. A problem inside JSON with keys, or a rule of the
 * puzzle, is said alone.
 */
export function withNotations(error: BoardpathError, text: string, phrase: string): BoardpathError {
  if ((error.code !== 'E_JSON' && error.code !== 'E_FORMAT') || text.includes('"')) return error;
  // Nested too deep is the whole story: no notation reads it.
  const deep = tooDeep(text);
  if (deep >= 0) return nestingError(text, deep, error.where.file);
  const nearest = copiedProblem(text);
  if (nearest === null) return new BoardpathError(error.code, `${error.message}; ${phrase}`, error.where);
  const { file } = error.where;
  return new BoardpathError(nearest.code, `${nearest.message}; ${phrase}`, {
    ...(file === undefined ? {} : { file }),
    ...nearest.where,
  });
}

/**
 * A problem found in the numbers of copied text once rewritten as JSON, said as of the notation it
 * was read as. The rewritten JSON's line and column are dropped: they are not the text's own (the
 * row and column of the grid, or the square, stay).
 */
export function convertedError(error: BoardpathError, notation: string, file?: string): BoardpathError {
  const { line: _line, column: _column, ...where } = error.where;
  return new BoardpathError(error.code, `read as ${notation}: ${error.message}`, where).at({ file });
}

/**
 * `convertedError` for numbers found in code: said at the line they start on when the code holds
 * several boards (`several`), so that the message says which. Cost: O(1).
 */
export function copiedError(
  error: BoardpathError,
  copied: CopiedNumbers,
  file?: string,
  several = false,
): BoardpathError {
  const converted = convertedError(error, copied.notation, file);
  return several && copied.line !== undefined ? converted.at({ line: copied.line }) : converted;
}
