import type { BreadthTrace } from '../learn/record.js';
import { useCallback, useMemo, useRef } from 'react';
import { PixelBoard, type PixelPen } from '../board/PixelBoard.js';
import { boardPalette } from '../board/palette.js';
import { SHADE_COLOURS, SHADE_WORDS, countsAt } from '../search/shading.js';
import { useDrag, type MazeViewProps } from './drag.js';

/**
 * A big maze: one pixel per cell, painted from the grid's typed array and the search's queue order
 * in one pass, then scaled up by the browser (zoom and pan with the board's controls). A drag paints
 * its cells straight onto the canvas and hands them to the tab when the pointer is released.
 */
export function MazeCanvas(props: MazeViewProps) {
  const { grid, overlay } = props;
  const { rows, columns } = grid;
  const pen = useRef<PixelPen | null>(null);
  const drag = useDrag(props, (cell, value) => {
    const colour = boardPalette();
    pen.current?.set(cell, value === 1 ? colour['cell-a'] : colour.wall);
  });

  // The walls and open cells, coloured once per grid: each paint starts from a copy.
  const base = useMemo(() => {
    const colour = boardPalette();
    const pixels = new Uint32Array(grid.open.length);
    const [open, wall] = [colour['cell-a'], colour.wall];
    for (let cell = 0; cell < pixels.length; cell++) pixels[cell] = grid.open[cell] === 1 ? open : wall;
    return pixels;
  }, [grid]);
  // What the pixels show of a level-by-level run, so that the next level paints only what changed.
  const shown = useRef<{ base: Uint32Array; run: BreadthTrace; explored: number; shown: number } | null>(
    null,
  );

  const paint = useCallback(
    (pixels: Uint32Array, fresh: boolean) => {
      const colour = boardPalette();
      const run = overlay?.run;
      if (run && overlay.level !== undefined && !overlay.shades) {
        const counts = countsAt(run, overlay.level);
        const last = shown.current;
        const { order } = run;
        // Going forwards over the same run, cells only move from unseen to queued to explored.
        const onward =
          !fresh &&
          last !== null &&
          last.base === base &&
          last.run === run &&
          counts.explored >= last.explored &&
          counts.shown >= last.shown;
        if (!onward) pixels.set(base);
        for (let i = onward ? last.explored : 0; i < counts.explored; i++) pixels[order[i]] = colour.reached;
        for (let i = Math.max(counts.explored, onward ? last.shown : 0); i < counts.shown; i++)
          pixels[order[i]] = colour.frontier;
        shown.current = { base, run, explored: counts.explored, shown: counts.shown };
        return;
      }
      shown.current = null;
      pixels.set(base);
      if (overlay?.shades) {
        const { shades } = overlay;
        for (let cell = 0; cell < shades.length; cell++)
          if (shades[cell]) pixels[cell] = colour[SHADE_COLOURS[shades[cell]]];
      } else if (overlay?.tried) {
        const { tried } = overlay;
        for (let cell = 0; cell < tried.length; cell++)
          if (tried[cell] && grid.open[cell] === 1) pixels[cell] = colour.tried;
      }
    },
    [grid, overlay, base],
  );

  const point = (cell: number) => `${(cell % columns) + 0.5},${Math.floor(cell / columns) + 0.5}`;
  const width = Math.max(0.5, Math.max(rows, columns) / 250);
  const path = overlay?.path;
  const ahead = overlay?.ahead;
  const mark = Math.max(0.6, Math.max(rows, columns) / 100);
  return (
    <PixelBoard
      className="maze-pixels"
      columns={columns}
      rows={rows}
      paint={paint}
      penRef={useCallback((next: PixelPen | null) => {
        pen.current = next;
      }, [])}
      label={`maze of ${rows} rows and ${columns} columns, one pixel per cell: drag on it to draw or erase walls, drag S or G to move the start or goal`}
      pointer={{ down: drag.down, move: drag.move, up: drag.up }}
      keyboard={{
        activate(cell) {
          if (cell !== grid.start && cell !== grid.goal) props.onPaint([cell], grid.open[cell] === 1 ? 0 : 1);
        },
        describe(cell) {
          const shade = overlay?.shades?.[cell] ?? 0;
          const end = cell === grid.start ? ', the start' : cell === grid.goal ? ', the goal' : '';
          return `row ${Math.floor(cell / columns)}, column ${cell % columns}: ${grid.open[cell] === 1 ? 'open' : 'wall'}${end}${shade ? `, ${SHADE_WORDS[shade]}` : ''}`;
        },
      }}
      overlay={
        <>
          {ahead && ahead.length > 1 && (
            <polyline
              className="maze-path ahead"
              points={Array.from(ahead, point).join(' ')}
              style={{ strokeWidth: width }}
            />
          )}
          {path && path.length > 1 && (
            <>
              <polyline
                className="maze-path casing"
                points={Array.from(path, point).join(' ')}
                style={{ strokeWidth: width * 2.5 }}
              />
              <polyline
                className={`maze-path ${overlay?.pathKind ?? 'final'}`}
                points={Array.from(path, point).join(' ')}
                style={{ strokeWidth: width * 1.5 }}
              />
            </>
          )}
          {(['start', 'goal'] as const).map((end) => (
            <circle
              key={end}
              className={`pixel-end ${end}`}
              cx={(grid[end] % columns) + 0.5}
              cy={Math.floor(grid[end] / columns) + 0.5}
              r={mark}
            />
          ))}
        </>
      }
    />
  );
}
