// A generated board as text in each notation the snakes command reads back.
import { BoardpathError } from '../../../errors.js';
import { CODE_NOTATIONS, isCodeNotation, listAsCode, rowsAsCode, rowsAsJson } from '../../code-notation.js';
import { checkValue, oneOf } from '../../../options.js';
import { boardFrom, jumpsOf, SNAKES_FORMATS, type SnakesBoard } from '../board/board.js';
import { leetcodeSquare } from '../board/formats.js';

/** The notations a generated board is written in: the puzzle's formats, and as code. */
export const SNAKES_NOTATIONS = [...SNAKES_FORMATS, ...CODE_NOTATIONS] as const;

/** One of `SNAKES_NOTATIONS`. */
export type SnakesNotation = (typeof SNAKES_NOTATIONS)[number];

const NOTATION = oneOf(SNAKES_NOTATIONS);

/**
 * `board` written in `notation`: the board format's object (its squares, ladders, snakes, and the
 * die and the drawing's shape when it has them), LeetCode's rows, the moves list, or the rows (a
 * leetcode board) or the list (a moves board) as a Python, C or Java declaration. The leetcode and
 * moves notations carry no die: a board of another die is read back with `--faces`. `notation`
 * is the board's own format unless given; any board is taken, as `solveSnakes` takes it. What
 * `parseSnakes` reads back as the same board. Cost: O(squares).
 */
export function writeSnakes(given: SnakesBoard, asked?: SnakesNotation): string {
  const board = boardFrom(given);
  const notation = checkValue('notation', NOTATION, asked ?? board.format);
  const code = isCodeNotation(notation);
  if (code ? board.format === 'board' : notation !== board.format)
    throw new BoardpathError(
      'E_USAGE',
      code
        ? 'the board format is a JSON object: python, c and java write leetcode rows or a moves list'
        : `a board of the ${board.format} format is not written as ${notation}`,
      { option: 'format' },
    );
  const jumps = jumpsOf(board);
  if (board.format === 'board') {
    const table = (up: boolean) =>
      `{${jumps
        .filter((jump) => jump.to > jump.from === up)
        .map((jump) => `"${jump.from}": ${jump.to}`)
        .join(', ')}}`;
    const fields = [
      `"squares": ${board.last}`,
      `"ladders": ${table(true)}`,
      `"snakes": ${table(false)}`,
      ...(board.start !== 0 ? [`"start": ${board.start}`] : []),
      ...(board.faces !== 6 ? [`"faces": ${board.faces}`] : []),
      ...(board.rows !== undefined ? [`"rows": ${board.rows}`, `"columns": ${board.columns}`] : []),
    ];
    return `{${fields.join(', ')}}\n`;
  }
  const ends = new Map(jumps.map((jump) => [jump.from, jump.to]));
  if (board.format === 'leetcode') {
    const n = Math.round(Math.sqrt(board.last));
    const rows = Array.from({ length: n }, (_, row) =>
      Array.from({ length: n }, (_, column) => ends.get(leetcodeSquare(n, row, column)) ?? -1),
    );
    return code ? rowsAsCode(rows, 'board', notation) : rowsAsJson(rows);
  }
  const moves = Array.from({ length: board.last + 1 }, (_, square) => ends.get(square) ?? -1);
  return code ? listAsCode(moves, 'moves', notation) : `[${moves.join(', ')}]\n`;
}
