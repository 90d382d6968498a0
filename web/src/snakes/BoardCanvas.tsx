import { jumpsOf, layoutOf } from 'boardpath';
import { useCallback, useMemo } from 'react';
import { PixelBoard } from '../board/PixelBoard.js';
import { boardPalette } from '../board/palette.js';
import { CURRENT } from '../learn/replay.js';
import { countsAt } from '../search/shading.js';
import type { BoardViewProps } from './frame.js';
import { cellOf, squareAt, squareCount } from './model.js';

/** Boards with more snakes and ladders than this draw them as their start squares, not as lines. */
const MAX_JUMP_LINES = 2000;

/**
 * A board too large for SVG: one pixel per square in the board's own layout (square 1 at the
 * bottom-left, rows in turn), painted from typed arrays; snakes and ladders as lines over it (or as
 * coloured start squares when there are thousands), and the token where the game stands.
 */
export function BoardCanvas({ board, pending, frame, onSquare }: BoardViewProps) {
  const layout = useMemo(() => layoutOf(board), [board]);
  const { rows, columns } = layout;
  const jumps = useMemo(() => jumpsOf(board), [board]);
  const lines = jumps.length <= MAX_JUMP_LINES;

  const paint = useCallback(
    (pixels: Uint32Array) => {
      const colour = boardPalette();
      pixels.fill(colour['cell-a']);
      // The pixel of a square, as `cellOf` places it, without an object per square.
      const index = (square: number) => {
        const along = square - board.first;
        const fromBottom = Math.floor(along / columns);
        const inRow = along - fromBottom * columns;
        return (rows - 1 - fromBottom) * columns + (fromBottom % 2 === 0 ? inRow : columns - 1 - inRow);
      };
      // Where the top row runs out, the board ends: leave those pixels clear.
      for (let square = board.last + 1; square < board.first + rows * columns; square++)
        pixels[index(square)] = 0;
      if (frame) {
        if (frame.learn) {
          const { shades } = frame.learn;
          for (let square = board.first; square <= board.last; square++) {
            const shade = shades[square];
            if (shade)
              pixels[index(square)] =
                shade === CURRENT ? colour.token : shade === 1 ? colour.reached : colour.frontier;
          }
        } else {
          const { order } = frame.run;
          const { explored, shown } = countsAt(frame.run, frame.level);
          for (let i = 0; i < shown; i++) {
            const square = order[i];
            if (square >= board.first)
              pixels[index(square)] = i < explored ? colour.reached : colour.frontier;
          }
        }
      }
      if (!lines)
        for (const jump of jumps)
          pixels[index(jump.from)] = jump.to > jump.from ? colour.ladder : colour.snake;
    },
    [board, rows, columns, frame, jumps, lines],
  );

  const at = (square: number) => {
    const { row, column } = cellOf(board, square, layout);
    return { x: column + 0.5, y: row + 0.5 };
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

  return (
    <PixelBoard
      className="snakes-pixels"
      columns={columns}
      rows={rows}
      paint={paint}
      overlay={overlay}
      label={`Snakes and Ladders board of ${squareCount(board).toLocaleString('en')} squares, one pixel each, ${rows} rows by ${columns} columns (add jumps with the form under "Snakes and ladders")`}
      pointer={{
        down(cell) {
          if (cell === null) return;
          const square = squareAt(board, Math.floor(cell / columns), cell % columns, layout);
          if (square !== null) onSquare(square);
        },
      }}
    />
  );
}

function circleAt(point: { x: number; y: number }, r: number) {
  return { cx: point.x, cy: point.y, r };
}
