import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';

/** Pixels a cell may grow to when zoomed in. */
const MAX_CELL_PIXELS = 32;

/**
 * Writes a board's colours, one 0xAABBGGRR pixel per cell, row after row. `fresh` is true when the
 * pixels are new (all transparent); otherwise they hold what the last paint left, so a paint may
 * change only what changed since.
 */
export type PaintCells = (pixels: Uint32Array, fresh: boolean) => void;

/** Pointer handlers that take the cell under the pointer (null off the board). */
export interface CellPointer {
  down?(cell: number | null, event: ReactPointerEvent<HTMLCanvasElement>): void;
  move?(cell: number | null, event: ReactPointerEvent<HTMLCanvasElement>): void;
  up?(event: ReactPointerEvent<HTMLCanvasElement>): void;
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
}) {
  const { columns, rows, paint, overlay, label, pointer, penRef, className, zoomable = true } = props;
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState(1);
  const [zoom, setZoom] = useState(1);

  // The scale at zoom 1 fits the board to its frame's width.
  useLayoutEffect(() => {
    const box = frame.current;
    if (!box) return;
    const measure = () => setFit(Math.min(MAX_CELL_PIXELS, Math.max(0.05, box.clientWidth / columns)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [columns]);

  // The pixels stay between paints (a paint may change only what changed), new for a new size.
  const image = useRef<ImageData | null>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    let fresh = false;
    if (!image.current || image.current.width !== columns || image.current.height !== rows) {
      image.current = context.createImageData(columns, rows);
      fresh = true;
    }
    paint(new Uint32Array(image.current.data.buffer), fresh);
    context.putImageData(image.current, 0, 0);
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
              ? `${Math.round(scale * 10) / 10} px per cell`
              : `${Math.round(1 / scale)} cells per px`}
          </span>
        </div>
      )}
      <div
        ref={frame}
        className="pixel-frame"
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
          {overlay && (
            <svg
              className="pixel-overlay"
              viewBox={`0 0 ${columns} ${rows}`}
              preserveAspectRatio="none"
              aria-hidden="true"
            >
              {overlay}
            </svg>
          )}
        </div>
      </div>
    </div>
  );
}
