import type { BreadthTrace } from '../learn/record.js';
import { useCallback, useMemo, useRef } from 'react';
import { PixelBoard, type PaintCells, type PixelPen } from '../board/PixelBoard.js';
import { boardPalette } from '../board/palette.js';
import { SHADE_COLOURS, SHADE_WORDS, countsAt } from '../search/shading.js';
import { useDrag, type MazeViewProps } from './drag.js';

/** The rows a paint changed (see `PaintCells`). */
type ChangedRows = Exclude<ReturnType<PaintCells>, void>;

/** What the canvas shows: a level of a breadth-first run, or the learn view's shades. */
type Shown =
  | { kind: 'level'; base: Uint32Array; run: BreadthTrace; explored: number; shown: number }
  | { kind: 'shades'; base: Uint32Array; shades: Uint8Array };

/**
 * Paints the cells whose shade is not what `before` says, from `base` (unseen) or `colours` (by
 * shade), and brings `before` up to date; the first and last cells changed (`last` -1 for none).
 * A step changes a few cells of a million: they are compared four at a time, as 32-bit words.
 */
function paintChangedShades(
  pixels: Uint32Array,
  base: Uint32Array,
  shades: Uint8Array,
  before: Uint8Array,
  colours: Uint32Array,
): { first: number; last: number } {
  let first = -1;
  let last = -1;
  const paintIfChanged = (cell: number) => {
    const shade = shades[cell];
    if (shade === before[cell]) return;
    before[cell] = shade;
    pixels[cell] = shade ? colours[shade] : base[cell];
    if (first < 0) first = cell;
    last = cell;
  };
  const words = wordsOf(shades);
  const was = wordsOf(before);
  const aligned = words && was ? words.length * 4 : 0;
  for (let word = 0; word < aligned / 4; word++)
    if (words![word] !== was![word])
      for (let cell = word * 4; cell < word * 4 + 4; cell++) paintIfChanged(cell);
  for (let cell = aligned; cell < shades.length; cell++) paintIfChanged(cell);
  return { first, last };
}

/** The bytes' whole 32-bit words (the last few bytes left out), or null when they are not aligned. */
function wordsOf(bytes: Uint8Array): Uint32Array | null {
  return bytes.byteOffset % 4 === 0
    ? new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length >> 2)
    : null;
}

/** Cells set one by one, and the first and last rows they are on. */
class RowsChanged {
  private least = Infinity;
  private most = -1;
  constructor(private readonly columns: number) {}
  set(pixels: Uint32Array, cell: number, colour: number): void {
    pixels[cell] = colour;
    if (cell < this.least) this.least = cell;
    if (cell > this.most) this.most = cell;
  }
  /** The rows changed; none (`first` past `last`) when no cell was set. */
  changed(): ChangedRows {
    if (this.most < 0) return { first: 1, last: 0 };
    return { first: Math.floor(this.least / this.columns), last: Math.floor(this.most / this.columns) };
  }
}

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
  // What the pixels show now (a level of a run, or the learn view's shades), so that the next frame
  // paints only the cells that changed, and only their rows go to the canvas: a million cells copied
  // and sent whole on every frame would take longer than a frame.
  const shown = useRef<Shown | null>(null);

  const paint = useCallback(
    (pixels: Uint32Array, fresh: boolean): ChangedRows | void => {
      const colour = boardPalette();
      const run = overlay?.run;
      const last = fresh || shown.current?.base !== base ? null : shown.current;
      if (run && overlay.level !== undefined && !overlay.shades) {
        const counts = countsAt(run, overlay.level);
        const { order } = run;
        // Going forwards over the same run, cells only move from unseen to queued to explored.
        const onward =
          last?.kind === 'level' &&
          last.run === run &&
          counts.explored >= last.explored &&
          counts.shown >= last.shown;
        shown.current = { kind: 'level', base, run, explored: counts.explored, shown: counts.shown };
        if (!onward) {
          pixels.set(base);
          for (let i = 0; i < counts.explored; i++) pixels[order[i]] = colour.reached;
          for (let i = counts.explored; i < counts.shown; i++) pixels[order[i]] = colour.frontier;
          return;
        }
        const rows = new RowsChanged(columns);
        for (let i = last.explored; i < counts.explored; i++) rows.set(pixels, order[i], colour.reached);
        for (let i = Math.max(counts.explored, last.shown); i < counts.shown; i++)
          rows.set(pixels, order[i], colour.frontier);
        return rows.changed();
      }
      if (overlay?.shades) {
        const { shades } = overlay;
        const before = last?.kind === 'shades' ? last.shades : null;
        const kept = before ?? new Uint8Array(shades.length);
        shown.current = { kind: 'shades', base, shades: kept };
        if (!before) {
          pixels.set(base);
          for (let cell = 0; cell < shades.length; cell++)
            if (shades[cell]) pixels[cell] = colour[SHADE_COLOURS[shades[cell]]];
          kept.set(shades);
          return;
        }
        const colours = Uint32Array.from(SHADE_COLOURS, (name) => colour[name]);
        const changed = paintChangedShades(pixels, base, shades, before, colours);
        return changed.last < 0
          ? { first: 1, last: 0 }
          : {
              first: Math.floor(changed.first / columns),
              last: Math.floor(changed.last / columns),
            };
      }
      shown.current = null;
      pixels.set(base);
      if (overlay?.tried) {
        const { tried } = overlay;
        for (let cell = 0; cell < tried.length; cell++)
          if (tried[cell] && grid.open[cell] === 1) pixels[cell] = colour.tried;
      }
    },
    [grid, overlay, base, columns],
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
