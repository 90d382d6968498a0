import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';

/** Pixels a cell may grow to when zoomed in. */
const MAX_CELL_PIXELS = 32;

/**
 * Writes a board's colours, one 0xAABBGGRR pixel per cell, row after row. `fresh` is true when the
 * pixels are new (all transparent); otherwise they hold what the last paint left, so a paint may
 * change only what changed since, and say which rows it changed (`first` to `last`, from 0; none
 * when `first` > `last`): only those go to the canvas.
 */
export type PaintCells = (pixels: Uint32Array, fresh: boolean) => void | { first: number; last: number };

/** Pointer handlers that take the cell under the pointer (null off the board). */
export interface CellPointer {
  down?(cell: number | null, event: ReactPointerEvent<HTMLCanvasElement>): void;
  move?(cell: number | null, event: ReactPointerEvent<HTMLCanvasElement>): void;
  up?(event: ReactPointerEvent<HTMLCanvasElement>): void;
}

/**
 * The keyboard on a pixel board: the board is one Tab stop whose arrow keys move a cursor from cell
 * to cell (Home and End to the first and last), Enter or Space act on the cell under it, Escape
 * cancels; `describe` says what the cursor is on, announced as it moves.
 */
export interface CellKeyboard {
  activate(cell: number): void;
  cancel?(): void;
  describe(cell: number): string;
  /** The first cell the cursor stands on (default 0). */
  readonly first?: number;
}

/** Draws straight on the canvas between two paints (a wall being drawn under the pointer). */
export interface PixelPen {
  set(cell: number, colour: number): void;
}

/**
 * A board of `columns × rows` cells drawn from a typed array: `paint` fills one 32-bit pixel per
 * cell, the pixels go to the canvas in one `putImageData`, and the browser scales the canvas up
 * without smoothing, so a million cells cost one pass over an array instead of a million
 * `fillRect`s. Lines, tokens and markers go in `overlay`, an SVG in cell units laid over the canvas.
 * Zoom with the buttons (or Ctrl + wheel); a zoomed board scrolls inside its frame to pan.
 */
export function PixelBoard(props: {
  columns: number;
  rows: number;
  paint: PaintCells;
  overlay?: ReactNode;
  label: string;
  pointer?: CellPointer;
  /** Receives a pen for drawing single cells at once, between paints. */
  penRef?: (pen: PixelPen | null) => void;
  className?: string;
  /** Offer the zoom buttons (default true). */
  zoomable?: boolean;
  /** Arrow keys, Enter and Escape on the board (it is then one Tab stop). */
  keyboard?: CellKeyboard;
}) {
  const {
    columns,
    rows,
    paint,
    overlay,
    label,
    pointer,
    penRef,
    className,
    zoomable = true,
    keyboard,
  } = props;
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState(1);
  const [zoom, setZoom] = useState(1);
  const [cursor, setCursor] = useState(keyboard?.first ?? 0);
  const [told, setTold] = useState('');
  const retell = useRef(false);
  const describe = keyboard?.describe;
  useEffect(() => {
    if (!retell.current || !describe) return;
    retell.current = false;
    setTold(describe(Math.min(cursor, columns * rows - 1)));
  }, [describe, paint, cursor, columns, rows]);

  // The scale at zoom 1 fits the whole board in its frame: its width, and the height the frame may
  // grow to (its max-height), so the last row is in view without scrolling.
  useLayoutEffect(() => {
    const box = frame.current;
    if (!box) return;
    const measure = () => {
      const height = Number.parseFloat(getComputedStyle(box).maxHeight);
      const across = box.clientWidth / columns;
      const down = Number.isFinite(height) && height > 0 ? (height - 2) / rows : across;
      setFit(Math.min(MAX_CELL_PIXELS, Math.max(0.05, Math.min(across, down))));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      removeEventListener('resize', measure);
    };
  }, [columns, rows]);

  // The pixels stay between paints (a paint may change only what changed), new for a new size.
  // A new size is painted in the next frame, a task of its own: the render that made the canvas
  // (a board of millions of squares just read, say) is work enough for one task.
  const image = useRef<ImageData | null>(null);
  // Whether `image` holds a paint yet (a paint waiting for its frame may be overtaken by the next).
  const painted = useRef(false);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const draw = () => {
      const changed = paint(new Uint32Array(image.current!.data.buffer), !painted.current);
      painted.current = true;
      if (!changed) context.putImageData(image.current!, 0, 0);
      else if (changed.first <= changed.last)
        context.putImageData(
          image.current!,
          0,
          0,
          0,
          changed.first,
          columns,
          changed.last - changed.first + 1,
        );
    };
    if (image.current && image.current.width === columns && image.current.height === rows && painted.current)
      return draw();
    if (!image.current || image.current.width !== columns || image.current.height !== rows) {
      image.current = context.createImageData(columns, rows);
      painted.current = false;
    }
    const later = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(later);
  }, [paint, columns, rows]);

  useEffect(() => {
    if (!penRef) return;
    const context = canvas.current?.getContext('2d');
    if (!context) return penRef(null);
    const pixel = context.createImageData(1, 1);
    const word = new Uint32Array(pixel.data.buffer);
    penRef({
      set(cell, colour) {
        word[0] = colour;
        context.putImageData(pixel, cell % columns, Math.floor(cell / columns));
        // The kept pixels too, so that a paint building on them starts from what is on screen.
        if (image.current) new Uint32Array(image.current.data.buffer)[cell] = colour;
      },
    });
    return () => penRef(null);
  }, [penRef, columns]);

  const scale = fit * zoom;
  const maxZoom = Math.max(1, MAX_CELL_PIXELS / fit);
  const zoomTo = useCallback(
    (next: number, around?: { x: number; y: number }) => {
      const box = frame.current;
      const clamped = Math.max(1, Math.min(maxZoom, next));
      if (box && around) {
        // Keep the point under the pointer where it is.
        const ratio = clamped / zoom;
        const x = box.scrollLeft + around.x;
        const y = box.scrollTop + around.y;
        requestAnimationFrame(() => {
          box.scrollLeft = x * ratio - around.x;
          box.scrollTop = y * ratio - around.y;
        });
      }
      setZoom(clamped);
    },
    [zoom, maxZoom],
  );

  // Arrow keys move the cursor (and the view, to keep it in sight); Enter acts on its cell.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!keyboard) return;
    const cell = Math.min(cursor, columns * rows - 1);
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      // What the cell has become is told once the board is drawn again (below).
      retell.current = true;
      keyboard.activate(cell);
      return;
    }
    if (event.key === 'Escape') return keyboard.cancel?.();
    const [row, column] = [Math.floor(cell / columns), cell % columns];
    const step = STEPS[event.key];
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? columns * rows - 1
          : step &&
              row + step[0] >= 0 &&
              row + step[0] < rows &&
              column + step[1] >= 0 &&
              column + step[1] < columns
            ? cell + step[0] * columns + step[1]
            : -1;
    if (next < 0) return;
    event.preventDefault();
    setCursor(next);
    setTold(keyboard.describe(next));
    const box = frame.current;
    if (!box) return;
    const [x, y] = [(next % columns) * scale, Math.floor(next / columns) * scale];
    if (x < box.scrollLeft || x + scale > box.scrollLeft + box.clientWidth)
      box.scrollLeft = x - box.clientWidth / 2;
    if (y < box.scrollTop || y + scale > box.scrollTop + box.clientHeight)
      box.scrollTop = y - box.clientHeight / 2;
  };
  const mark = Math.min(cursor, columns * rows - 1);

  const cellAt = (event: ReactPointerEvent<HTMLCanvasElement>): number | null => {
    const box = event.currentTarget.getBoundingClientRect();
    const column = Math.floor(((event.clientX - box.left) / box.width) * columns);
    const row = Math.floor(((event.clientY - box.top) / box.height) * rows);
    if (row < 0 || column < 0 || row >= rows || column >= columns) return null;
    return row * columns + column;
  };

  return (
    <div className={`pixel-board ${className ?? ''}`}>
      {zoomable && (
        <div className="zoom" role="group" aria-label="Zoom">
          <button type="button" onClick={() => zoomTo(zoom * 2)} aria-disabled={zoom >= maxZoom || undefined}>
            Zoom in
          </button>
          <button type="button" onClick={() => zoomTo(zoom / 2)} aria-disabled={zoom <= 1 || undefined}>
            Zoom out
          </button>
          <button type="button" onClick={() => zoomTo(1)} aria-disabled={zoom === 1 || undefined}>
            Fit
          </button>
          <span className="zoom-level" aria-live="polite">
            {scale >= 1
              ? `${(Math.round(scale * 10) / 10).toLocaleString('en')} px per cell`
              : `${(1 / scale).toLocaleString('en', { maximumFractionDigits: 2 })} cells per px`}
          </span>
        </div>
      )}
      <div
        ref={frame}
        className="pixel-frame"
        {...(keyboard && {
          tabIndex: 0,
          role: 'group',
          'aria-label': `${label}. Arrow keys move a cursor from cell to cell, Enter acts on its cell.`,
          onKeyDown,
        })}
        onWheel={(event) => {
          if (!event.ctrlKey) return;
          event.preventDefault();
          const box = frame.current!.getBoundingClientRect();
          zoomTo(zoom * (event.deltaY < 0 ? 1.25 : 0.8), {
            x: event.clientX - box.left,
            y: event.clientY - box.top,
          });
        }}
      >
        <div className="pixel-stage" style={{ width: columns * scale, height: rows * scale }}>
          <canvas
            ref={canvas}
            width={columns}
            height={rows}
            role="img"
            aria-label={label}
            onPointerDown={(event) => {
              if (event.button !== 0 || !pointer?.down) return;
              event.currentTarget.setPointerCapture?.(event.pointerId);
              pointer.down(cellAt(event), event);
            }}
            onPointerMove={(event) => pointer?.move?.(cellAt(event), event)}
            onPointerUp={(event) => pointer?.up?.(event)}
            onPointerCancel={(event) => pointer?.up?.(event)}
          />
          {(overlay || keyboard) && (
            <svg
              className="pixel-overlay"
              viewBox={`0 0 ${columns} ${rows}`}
              preserveAspectRatio="none"
              aria-hidden="true"
            >
              {overlay}
              {keyboard && (
                <g className="focus-mark">
                  <rect
                    className="focus-outer"
                    x={mark % columns}
                    y={Math.floor(mark / columns)}
                    width={1}
                    height={1}
                  />
                  <rect
                    className="focus-inner"
                    x={mark % columns}
                    y={Math.floor(mark / columns)}
                    width={1}
                    height={1}
                  />
                </g>
              )}
            </svg>
          )}
        </div>
      </div>
      {keyboard && (
        <p className="visually-hidden" aria-live="polite" data-testid="board-cursor">
          {told}
        </p>
      )}
    </div>
  );
}

const STEPS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};
