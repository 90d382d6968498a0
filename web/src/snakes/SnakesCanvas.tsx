import { jumpsOf } from 'boardpath';
import { useCallback, useMemo } from 'react';
import { PixelBoard } from '../board/PixelBoard.js';
import { boardPalette } from '../board/palette.js';
import { SHADE_COLOURS, SHADE_WORDS, countsAt } from '../search/shading.js';
import type { SnakesViewProps } from './frames.js';
import { boardLayout, cellOf, squareAt, squareCount } from './model.js';
import { jumpEndOn, jumpWords } from './words.js';

/** Boards with more snakes and ladders than this draw them as their start squares, not as lines. */
const MAX_JUMP_LINES = 2000;
/** Pixels a board is drawn with at most: past this, each pixel stands for a block of squares. */
const MAX_PIXELS = 4_000_000;

/**
 * A board too large for SVG, in its own layout (square 1 at the bottom-left, rows in turn): one
 * pixel per square painted from typed arrays, or on boards of more than 4 million squares one pixel
 * per block of squares; snakes and ladders as lines over it (or as coloured start squares when there
 * are thousands), the search's shading, and the token where the game stands.
 */
export function SnakesCanvas({ board, pending, frame, onSquare, onCancel, editing = true }: SnakesViewProps) {
  const layout = useMemo(() => boardLayout(board), [board]);
  // Each pixel is a block × block of squares (1 on boards of up to MAX_PIXELS squares).
  const block = Math.max(1, Math.ceil(Math.sqrt((layout.rows * layout.columns) / MAX_PIXELS)));
  const rows = Math.ceil(layout.rows / block);
  const columns = Math.ceil(layout.columns / block);
  const lines = board.jumpFrom.length <= MAX_JUMP_LINES;
  // As objects only when drawn as lines: a board of many thousands is painted from its typed arrays.
  const jumps = useMemo(() => (lines ? jumpsOf(board) : []), [board, lines]);

  const paint = useCallback(
    (pixels: Uint32Array) => {
      const colour = boardPalette();
      pixels.fill(colour['cell-a']);
      // The pixel of a square, as `cellOf` places it, without an object per square.
      const index = (square: number) => {
        const along = square - board.first;
        const fromBottom = Math.floor(along / layout.columns);
        const inRow = along - fromBottom * layout.columns;
        const row = layout.rows - 1 - fromBottom;
        const column = fromBottom % 2 === 0 ? inRow : layout.columns - 1 - inRow;
        return Math.floor(row / block) * columns + Math.floor(column / block);
      };
      // Where the top row runs out, the board ends: leave those pixels clear.
      if (block === 1)
        for (let square = board.last + 1; square < board.first + layout.rows * layout.columns; square++)
          pixels[index(square)] = 0;
      if (frame?.learn) {
        const { shades } = frame.learn;
        for (let square = board.first; square <= board.last; square++) {
          const shade = shades[square];
          if (shade) pixels[index(square)] = colour[SHADE_COLOURS[shade]];
        }
      } else if (frame?.run) {
        const { order } = frame.run;
        const { explored, shown } = countsAt(frame.run, frame.level);
        for (let i = 0; i < shown; i++) {
          const square = order[i];
          if (square >= board.first) pixels[index(square)] = i < explored ? colour.reached : colour.frontier;
        }
      }
      if (!lines)
        for (let i = 0; i < board.jumpFrom.length; i++) {
          const [from, to] = [board.jumpFrom[i], board.jumpTo[i]];
          pixels[index(from)] = to > from ? colour.ladder : colour.snake;
        }
    },
    [board, layout, block, columns, frame, lines],
  );

  const at = (square: number) => {
    const { row, column } = cellOf(board, square, layout);
    return { x: (column + 0.5) / block, y: (row + 0.5) / block };
  };
  const mark = Math.max(0.6, Math.max(rows, columns) / 120);
  const game = frame?.game ?? null;
  const token = game && frame && !frame.learn ? game[frame.played] : null;
  const overlay = (
    <>
      {lines &&
        jumps.map((jump) => {
          const from = at(jump.from);
          const to = at(jump.to);
          return (
            <line
              key={jump.from}
              className={`pixel-jump ${jump.to > jump.from ? 'ladder' : 'snake'}`}
              x1={from.x}
              y1={from.y}
              x2={to.x}
              y2={to.y}
              style={{ strokeWidth: mark / 3 }}
            />
          );
        })}
      {pending !== null && <circle className="pending-mark" {...circleAt(at(pending), mark)} />}
      {token !== null && token >= board.first && <circle className="token" {...circleAt(at(token), mark)} />}
    </>
  );

  const squares = squareCount(board).toLocaleString('en');
  const squareOf = (cell: number) =>
    block === 1 ? squareAt(board, Math.floor(cell / columns), cell % columns, layout) : null;
  return (
    <PixelBoard
      className="snakes-pixels"
      columns={columns}
      rows={rows}
      paint={paint}
      overlay={overlay}
      label={
        block === 1
          ? `Snakes and Ladders board of ${squares} squares, one pixel each, ${layout.rows} rows by ${layout.columns} columns (add jumps with the form under "Snakes and ladders")`
          : `Snakes and Ladders board of ${squares} squares in ${layout.rows.toLocaleString('en')} rows, drawn one pixel for each block of ${block.toLocaleString('en')} × ${block.toLocaleString('en')} squares (add jumps with the form under "Snakes and ladders")`
      }
      pointer={{
        down(cell) {
          // A pixel stands for one square only on boards drawn a pixel a square.
          const square = cell === null ? null : squareOf(cell);
          if (square !== null) onSquare(square);
        },
      }}
      keyboard={{
        first: (rows - 1) * columns,
        activate(cell) {
          const square = squareOf(cell);
          if (square !== null) onSquare(square);
        },
        cancel: onCancel,
        describe(cell) {
          const square = squareOf(cell);
          if (block > 1)
            return `row ${Math.floor(cell / columns)}, column ${cell % columns}: a block of ${block} × ${block} squares`;
          if (square === null) return 'past the last square';
          const shade = frame?.learn?.shades[square] ?? 0;
          const end = jumpEndOn(board, square);
          return `square ${square}${end === null ? '' : jumpWords(square, end, editing)}${pending === square ? ', chosen as a jump start' : ''}${shade ? `, ${SHADE_WORDS[shade]}` : ''}`;
        },
      }}
    />
  );
}

function circleAt(point: { x: number; y: number }, r: number) {
  return { cx: point.x, cy: point.y, r };
}
