// Snakes and Ladders boards as people paste them (docs/rules.md#notations): JSON with comments and
// trailing commas, pair lists, the board in code (a literal among statements, a list built by
// element assignments, tables `ladders = {3: 22}`), GfG's `N = 8, arr[] = {…}`, HackerRank's test
// cases, handouts' `Ladders: 3 22, 5 8` lines, and the numbers in every copied notation.
import { BoardpathError } from '../../../errors.js';
import { parseJson } from '../../../json.js';
import {
  convertedError,
  copiedError,
  copiedNumbers,
  NOTATIONS,
  withNotations,
  withoutSizeRow,
  type CopiedNumbers,
} from '../../../notation.js';
import { blankComments } from '../../../paste/comments.js';
import { copiedCode, copiedValue, literalJson } from '../../../paste/copied-code.js';
import type { NumbersLiteral } from '../../../paste/literals.js';
import type { FoundBoard } from '../../../paste/read-examples.js';
import { relaxedJson } from '../../../paste/relaxed-json.js';
import { withSizeLine } from '../../../paste/size-line.js';
import { makeSnakesBoard, type SnakesBoard, type SnakesFormat } from './board.js';
import { fromBoardJson, snakesFromJson } from './formats-json.js';

/** What a message adds when a board cannot be read at all: every way one can be written. */
const SNAKES_NOTATIONS = `a board is a JSON object {"squares": …}, or its numbers (an n×n leetcode grid, a moves list, GfG's N = k and 2k squares, ladders and snakes as pairs) written as ${NOTATIONS}`;

/**
 * The board `text` is as JSON written as it is (the board object, LeetCode's rows, the moves list);
 * null when it is no JSON, so perhaps a paste. JSON with a key written twice, or nested too deep,
 * is refused as such. Cost: O(length).
 */
export function snakesAsWritten(
  text: string,
  format: SnakesFormat | undefined,
  file: string | undefined,
): SnakesBoard | null {
  let json: unknown;
  try {
    json = parseJson(text, file);
  } catch (error) {
    if (!(error instanceof BoardpathError)) throw error;
    if (error.code !== 'E_JSON') throw withNotations(error, text, SNAKES_NOTATIONS);
    return null;
  }
  return located(() => snakesFromJson(json, format, file, text), file);
}

/**
 * The boards in one part of a paste (`readExamples`): JSON as written (unless `read`, the whole
 * text was tried as such already), then the notations. With `alone` (the part is the whole
 * paste) a text that fits none is refused with the notations listed; otherwise a part with no
 * board gives []. Cost: O(length of the part).
 */
export function snakesInPart(
  part: string,
  alone: boolean,
  format: SnakesFormat | undefined,
  file: string | undefined,
  read = false,
): FoundBoard<SnakesBoard>[] {
  // A part with no number (the end of a program) holds no board.
  if (!alone && !/\d/.test(blankComments(part))) return [];
  const written = read ? null : snakesAsWritten(part, format, file);
  if (written) return [{ board: written, line: 1 }];
  const found = format === 'board' ? boardObject(part) : (boardObject(part) ?? notations(part, format));
  if (found) return found;
  if (!alone) return [];
  try {
    parseJson(part, file);
  } catch (error) {
    if (error instanceof BoardpathError) throw withNotations(error, part, SNAKES_NOTATIONS);
    throw error;
  }
  throw new BoardpathError('E_FORMAT', `not a board; ${SNAKES_NOTATIONS}`, { file });
}

// A board-format error said with the file.
function located(read: () => SnakesBoard, file: string | undefined): SnakesBoard {
  try {
    return read();
  } catch (error) {
    throw error instanceof BoardpathError ? error.at({ file }) : error;
  }
}

// The board object written with comments, trailing commas, keys without quotes, single quotes.
function boardObject(part: string): FoundBoard<SnakesBoard>[] | null {
  const json = relaxedJson(part);
  if (json === null || !/^\{"squares":|[{,]"squares":/.test(json)) return null;
  try {
    return [{ board: fromBoardJson(parseJson(json)), line: 1 }];
  } catch (error) {
    // (The JSON is rewritten: its lines and columns are not the paste's.)
    if (!(error instanceof BoardpathError)) throw error;
    if (error.code === 'E_JSON') return null;
    throw convertedError(error, OBJECT_NOTATION);
  }
}

/** How an object written as code is named in messages. */
const OBJECT_NOTATION = 'an object written as code';

// Every other notation: comments and a size line `n = 4` first, then the board in code (a list
// built by statements, literals, tables of pairs), labelled lines, then the numbers as copied.
function notations(part: string, format: SnakesFormat | undefined): FoundBoard<SnakesBoard>[] | null {
  const prepared = withSizeLine(blankComments(part));
  // JSON once the comments are gone (its lines and columns the paste's).
  const json = prepared === part ? null : snakesAsWritten(prepared, format, undefined);
  if (json) return [{ board: json, line: 1 }];
  const code = copiedCode(part);
  if (code) {
    const tables = fromTables(code.literals, code.named);
    if (tables) return [tables];
    if (code.boards.length > 0)
      return code.boards.map((copied) => ({
        board: fromCopied(copied, format, code.boards.length > 1),
        line: copied.line ?? 1,
      }));
  }
  const labelled = fromLabels(prepared);
  if (labelled) return [labelled];
  const copied = copiedNumbers(prepared);
  if (!copied) return null;
  const rows = JSON.parse(copied.json) as unknown;
  const tests = Array.isArray(rows) && rows.every(Array.isArray) ? testCases(rows as number[][]) : null;
  if (tests) return tests.map((board) => ({ board, line: 1 }));
  return [{ board: fromCopied(copied, format), line: 1 }];
}

// The board of numbers read in a notation: GfG's pairs, or the rows (a size line dropped) or list.
function fromCopied(copied: CopiedNumbers, format: SnakesFormat | undefined, several = false): SnakesBoard {
  let json = copiedValue(copied);
  const pairs = format === undefined ? gfgPairs(copied, json) : null;
  if (pairs) return pairs;
  if (Array.isArray(json) && json.every(Array.isArray)) json = withoutSizeRow(json as number[][]);
  try {
    return snakesFromJson(json, format);
  } catch (error) {
    if (!(error instanceof BoardpathError)) throw error;
    throw copiedError(error, copied, undefined, several);
  }
}

/**
 * GfG's "Snake and Ladder Problem": `N = 8, arr[] = {3, 22, 5, 8, …}`, N snakes and ladders as 2N
 * squares (from, to) on its board of 30 squares, the token starting on square 1. Null when the
 * numbers are not that.
 */
function gfgPairs(copied: CopiedNumbers, json: unknown): SnakesBoard | null {
  const n = copied.named.get('N') ?? copied.named.get('n');
  if (
    n === undefined ||
    !Array.isArray(json) ||
    json.length !== 2 * n ||
    !json.every((v) => typeof v === 'number')
  )
    return null;
  return gfgBoard(json as number[]);
}

function gfgBoard(squares: readonly number[]): SnakesBoard {
  const n = squares.length / 2;
  const jumps = Array.from({ length: n }, (_, k) => ({ from: squares[2 * k], to: squares[2 * k + 1] }));
  return makeSnakesBoard({
    format: 'board',
    name: `GfG board, N = ${n}`,
    first: 1,
    last: 30,
    start: 1,
    jumps,
  });
}

/**
 * Test cases one after another as judges read them, a first line T: HackerRank's "The Quickest Way
 * Up" (per test, n then n ladders a line, m then m snakes; 100 squares, start on square 1), or
 * GfG's (per test, N then its 2N squares on one line; 30 squares). HackerRank's single test without
 * T too. Null when the rows are not that.
 */
function testCases(rows: readonly (readonly number[])[]): SnakesBoard[] | null {
  if (rows.every((row) => row.length === rows[0].length)) return null;
  const hackerRank = (from: number): [SnakesBoard, number] | null => {
    const tables: number[][][] = [];
    let at = from;
    while (tables.length < 2) {
      const count = rows[at]?.length === 1 ? rows[at][0] : -1;
      const pairs = rows.slice(at + 1, at + 1 + count);
      if (count < 0 || pairs.length !== count || !pairs.every((pair) => pair.length === 2)) return null;
      tables.push(pairs.map((pair) => [...pair]));
      at += 1 + count;
    }
    return [fromBoardJson({ squares: 100, start: 1, ladders: tables[0], snakes: tables[1] }), at];
  };
  const gfg = (from: number): [SnakesBoard, number] | null => {
    const n = rows[from]?.length === 1 ? rows[from][0] : -1;
    const squares = rows[from + 1];
    return n > 0 && squares?.length === 2 * n ? [gfgBoard(squares), from + 2] : null;
  };
  const count = rows[0].length === 1 ? rows[0][0] : 0;
  for (const test of [hackerRank, gfg]) {
    const boards: SnakesBoard[] = [];
    let at = 1;
    while (boards.length < count && at < rows.length) {
      const read = test(at);
      if (!read) break;
      boards.push(read[0]);
      at = read[1];
    }
    if (boards.length === count && count > 0 && at === rows.length) return boards;
  }
  const single = hackerRank(0);
  return single && single[1] === rows.length ? [single[0]] : null;
}

// Names that give the number of squares when code gives its tables of pairs.
const SIZE_NAMES = ['squares', 'size', 'board_size', 'boardSize', 'BOARD_SIZE', 'SIZE', 'N', 'n', 'cells'];
const FACES_NAMES = ['faces', 'dice', 'die', 'FACES', 'DICE'];

/**
 * Code that gives its ladders and snakes as tables (`ladders = {3: 22}`, `snakes = [(17, 4)]`,
 * `int ladders[][2] = {{3, 22}}`): the board of `N` (or `squares`, `size`) squares, 100 when none is
 * named, starting on square 1 as programming exercises do. Null when there are no tables.
 */
function fromTables(
  literals: readonly NumbersLiteral[],
  named: ReadonlyMap<string, number>,
): FoundBoard<SnakesBoard> | null {
  const ladders = literals.filter((literal) => literal.role === 'ladders');
  const snakes = literals.filter((literal) => literal.role === 'snakes');
  if (ladders.length === 0 && snakes.length === 0) return null;
  const pairs = (tables: readonly NumbersLiteral[]) => tables.flatMap((table) => pairsOf(table));
  const size = SIZE_NAMES.map((name) => named.get(name)).find((value) => value !== undefined);
  const faces = FACES_NAMES.map((name) => named.get(name)).find((value) => value !== undefined);
  const board = boardOfPairs(pairs(ladders), pairs(snakes), size, faces);
  return { board, line: 1 };
}

// The pairs a table holds: `{3: 22}`, `[(3, 22)]`, `{{3, 22}}`, or a flat list `{3, 22, 5, 8}`.
function pairsOf(table: NumbersLiteral): number[][] {
  const numbers = wholeNumbers(table.text, /[-−]?\d+/g);
  if ((table.dict || literalJson(table) !== null) && numbers.length % 2 === 0)
    return Array.from({ length: numbers.length / 2 }, (_, k) => numbers.slice(2 * k, 2 * k + 2));
  throw new BoardpathError(
    'E_FORMAT',
    `${table.name ?? 'a table'} holds ${numbers.length} numbers: a table of ${table.role} is pairs of squares, from and to`,
  );
}

// The whole numbers `pattern` finds in `text`, one at a time (no string of each is kept).
function wholeNumbers(text: string, pattern: RegExp): number[] {
  const numbers: number[] = [];
  for (const match of text.matchAll(pattern)) numbers.push(Number(match[0].replace('−', '-')));
  return numbers;
}

// The board of these ladders and snakes, on `size` squares (100 when not said; the side of a
// square board when a jump goes past it), starting on square 1.
function boardOfPairs(ladders: number[][], snakes: number[][], size?: number, faces?: number): SnakesBoard {
  const highest = Math.max(0, ...ladders.flat(), ...snakes.flat());
  let squares = size ?? 100;
  if (squares < highest && squares * squares >= highest) squares *= squares;
  return fromBoardJson({ squares, start: 1, ladders, snakes, ...(faces !== undefined && { faces }) });
}

/**
 * A handout's lines `Ladders: 3 22, 5 8` (or `3->22`, `3 → 22`) and `Snakes: 17 4`, with an optional
 * `Squares: 30` (or `N = 30`): the board, starting on square 1. Null when no line names them.
 */
function fromLabels(text: string): FoundBoard<SnakesBoard> | null {
  const tables: Record<'ladders' | 'snakes', number[][]> = { ladders: [], snakes: [] };
  let found = false;
  for (const [, label, rest] of text.matchAll(
    /^[ \t]*(ladders?|snakes?|chutes?)\b[^:=\n\d]{0,40}[:=][ \t]*(.*)$/gim,
  )) {
    const numbers = wholeNumbers(rest, /\d+/g);
    if (numbers.length === 0) continue;
    const kind = /^l/i.test(label) ? 'ladders' : 'snakes';
    if (numbers.length % 2 !== 0)
      throw new BoardpathError(
        'E_FORMAT',
        `${label}: ${numbers.length} numbers, not pairs of squares (from, to)`,
      );
    for (let k = 0; k < numbers.length; k += 2) tables[kind].push([numbers[k], numbers[k + 1]]);
    found = true;
  }
  if (!found) return null;
  const size = /^[ \t]*(?:squares|size|board\s*size|cells|n)\b[^:=\n\d]{0,20}[:=][ \t]*(\d+)/im.exec(text);
  return { board: boardOfPairs(tables.ladders, tables.snakes, size ? Number(size[1]) : undefined), line: 1 };
}
