/**
 * The Snakes and Ladders editor's operations on a library `SnakesBoard`: every edit builds a new
 * board through the library's `makeSnakesBoard`, so the page enforces exactly the CLI's rules.
 * Also the board's text in the CLI's formats (for export and for the share link).
 */
import { jumpsOf, layoutOf, makeSnakesBoard, withFaces, type Jump, type SnakesBoard } from 'boardpath';

/** How many squares the board has (`first … last`). */
export function squareCount(board: SnakesBoard): number {
  return board.last - board.first + 1;
}

/** Boards with more squares than this (and no rows or columns of their own) are laid out square-ish at once. */
const SEARCHED_LAYOUT_SQUARES = 2 ** 32;

/**
 * The board's rows and columns as the library draws it; a board of billions of squares with no
 * rows or columns of its own is laid out as near a square as whole rows allow, without the
 * library's search for a column count that divides the squares evenly.
 */
export function boardLayout(board: SnakesBoard): { rows: number; columns: number } {
  const cells = squareCount(board);
  if (cells <= SEARCHED_LAYOUT_SQUARES || board.rows !== undefined || board.columns !== undefined)
    return layoutOf(board);
  const columns = Math.ceil(Math.sqrt(cells));
  return { columns, rows: Math.ceil(cells / columns) };
}

/** Where a square is drawn: its row from the top and column from the left, boustrophedon from the bottom-left. */
export function cellOf(
  board: SnakesBoard,
  square: number,
  layout = layoutOf(board),
): { row: number; column: number } {
  const index = square - board.first;
  const fromBottom = Math.floor(index / layout.columns);
  const along = index % layout.columns;
  return {
    row: layout.rows - 1 - fromBottom,
    column: fromBottom % 2 === 0 ? along : layout.columns - 1 - along,
  };
}

/** The square drawn at a row (from the top) and column, or null where the top row runs out. */
export function squareAt(
  board: SnakesBoard,
  row: number,
  column: number,
  layout = layoutOf(board),
): number | null {
  const fromBottom = layout.rows - 1 - row;
  const along = fromBottom % 2 === 0 ? column : layout.columns - 1 - column;
  const square = board.first + fromBottom * layout.columns + along;
  return square >= board.first && square <= board.last ? square : null;
}

function rebuild(
  board: SnakesBoard,
  jumps: readonly Jump[],
  changes: Partial<Pick<SnakesBoard, 'last' | 'start' | 'format' | 'rows' | 'columns'>> = {},
): SnakesBoard {
  const next = { ...board, ...changes };
  return makeSnakesBoard({
    format: next.format,
    first: next.first,
    last: next.last,
    start: next.start,
    faces: next.faces,
    jumps,
    ...(next.rows !== undefined && { rows: next.rows }),
    ...(next.columns !== undefined && { columns: next.columns }),
  });
}

/**
 * A board that crossed from a worker (a structured copy, which the library does not know as one
 * it made) made again by the library once, through all its checks: every library call on the
 * copy would otherwise check and sort its jumps again. Cost: that of `makeSnakesBoard`, O(jumps).
 */
export function adoptBoard(board: SnakesBoard): SnakesBoard {
  return makeSnakesBoard({
    format: board.format,
    ...(board.name !== undefined && { name: board.name }),
    first: board.first,
    last: board.last,
    start: board.start,
    faces: board.faces,
    jumps: { from: board.jumpFrom, to: board.jumpTo },
    ...(board.rows !== undefined && { rows: board.rows }),
    ...(board.columns !== undefined && { columns: board.columns }),
  });
}

/** The jump starting on `square`, if any. */
export function jumpFrom(board: SnakesBoard, square: number): Jump | undefined {
  return jumpsOf(board).find((jump) => jump.from === square);
}

/** The board with one more snake or ladder (a `BoardpathError` says why not, as the CLI would). */
export function addJump(board: SnakesBoard, from: number, to: number): SnakesBoard {
  return rebuild(board, [...jumpsOf(board), { from, to }]);
}

/** The board without the jump that starts on `square`. */
export function removeJump(board: SnakesBoard, square: number): SnakesBoard {
  return rebuild(
    board,
    jumpsOf(board).filter((jump) => jump.from !== square),
  );
}

/**
 * The board with `squares` squares, keeping the jumps that still fit. A leetcode board stays one
 * when the count is a square number (n×n); otherwise it becomes a board-format board that starts
 * on square 1, which plays the same.
 */
export function resize(board: SnakesBoard, squares: number): { board: SnakesBoard; dropped: number } {
  const last = board.first + squares - 1;
  const all = jumpsOf(board);
  const kept = all.filter((jump) => jump.from < last && jump.to <= last);
  const side = Math.round(Math.sqrt(squares));
  const changes =
    board.format === 'leetcode'
      ? side * side === squares
        ? { last, rows: side, columns: side }
        : { last, format: 'board' as const, rows: undefined, columns: undefined }
      : { last, rows: undefined, columns: undefined };
  return { board: rebuild(board, kept, changes), dropped: all.length - kept.length };
}

/** The board-format board with the players starting off the board (0) or on square 1. */
export function withStart(board: SnakesBoard, start: number): SnakesBoard {
  return rebuild(board, jumpsOf(board), { start });
}

export { withFaces };

/** Whether the board's own format can write down its die (only the board format has `faces`). */
export function formatHoldsFaces(board: SnakesBoard): boolean {
  return board.format === 'board' || board.faces === 6;
}

/**
 * The board as text in its own format (board JSON object, leetcode rows or moves array), as the CLI
 * reads it. The leetcode and moves formats have no place for the die: see `formatHoldsFaces`.
 */
export function boardText(board: SnakesBoard): string {
  const jumps = jumpsOf(board);
  if (board.format === 'moves') {
    const move = new Array<number>(squareCount(board)).fill(-1);
    for (const jump of jumps) move[jump.from - board.first] = jump.to;
    return JSON.stringify(move);
  }
  if (board.format === 'leetcode') {
    const n = layoutOf(board).rows;
    const grid = Array.from({ length: n }, () => new Array<number>(n).fill(-1));
    for (const jump of jumps) {
      const { row, column } = cellOf(board, jump.from, { rows: n, columns: n });
      grid[row][column] = jump.to;
    }
    return `[\n${grid.map((row) => `  ${JSON.stringify(row)}`).join(',\n')}\n]`;
  }
  const table = (kind: 'ladder' | 'snake') =>
    JSON.stringify(
      Object.fromEntries(
        jumps
          .filter((jump) => jump.to > jump.from === (kind === 'ladder'))
          .map((jump) => [String(jump.from), jump.to]),
      ),
    );
  const lines = [`"squares": ${board.last}`, `"start": ${board.start}`];
  if (board.faces !== 6) lines.push(`"faces": ${board.faces}`);
  if (board.rows !== undefined) lines.push(`"rows": ${board.rows}`);
  if (board.columns !== undefined) lines.push(`"columns": ${board.columns}`);
  lines.push(`"ladders": ${table('ladder')}`, `"snakes": ${table('snake')}`);
  return `{\n  ${lines.join(',\n  ')}\n}`;
}

/** An empty board of the board format: `squares` squares, players off the board, a six-faced die. */
export function emptyBoard(squares = 100): SnakesBoard {
  return makeSnakesBoard({ format: 'board', first: 1, last: squares, start: 0, jumps: [] });
}
