import type { MazeGrid } from 'boardpath';
import { memo, useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';

/** Mazes with more cells than this are painted on a canvas: thousands of SVG nodes are slow. */
export const MAX_SVG_CELLS = 2500;
/** Mazes up to this many cells make every cell a focusable button. */
const MAX_FOCUSABLE_CELLS = 400;
const CELL = 32;

/** What the animation shows on the maze at its current frame. */
export interface MazeOverlay {
  /** Search levels (steps from the start, -1 unreached), shown up to `shown`; `shown` is the frontier. */
  readonly levels?: Int32Array;
  readonly shown?: number;
  /** Cells the backtracking has stepped into so far. */
  readonly tried?: Uint8Array;
  /** A path of cell numbers to draw: the backtracking's current path, or an answer. */
  readonly path?: ArrayLike<number> | null;
  /** `final` draws an answer; `walk` the path the backtracking is on. */
  readonly pathKind?: 'final' | 'walk';
}

interface MazeViewProps {
  readonly grid: MazeGrid;
  readonly overlay: MazeOverlay | null;
  /** Paint cells open (1) or blocked (0): a click toggles, a drag paints the same (cells already so are skipped by the owner). */
  readonly onPaint: (cells: number[], value: 0 | 1) => void;
  /** Move the start or the goal (dragged there). */
  readonly onMoveEnd: (end: 'start' | 'goal', cell: number) => void;
}

/** The maze: SVG up to `MAX_SVG_CELLS` cells, a canvas beyond; both take clicks and drags. */
export function MazeView(props: MazeViewProps) {
  const drag = useRef<
    { kind: 'paint'; value: 0 | 1; last: number } | { kind: 'start' | 'goal'; last: number } | null
  >(null);
  const { grid } = props;

  const cellAt = (event: ReactPointerEvent<Element>): number | null => {
    const box = event.currentTarget.getBoundingClientRect();
    const column = Math.floor(((event.clientX - box.left) / box.width) * grid.columns);
    const row = Math.floor(((event.clientY - box.top) / box.height) * grid.rows);
    if (row < 0 || column < 0 || row >= grid.rows || column >= grid.columns) return null;
    return row * grid.columns + column;
  };
  const handlers = {
    onPointerDown(event: ReactPointerEvent<Element>) {
      if (event.button !== 0) return;
      const cell = cellAt(event);
      if (cell === null) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      if (cell === grid.start || cell === grid.goal) {
        drag.current = { kind: cell === grid.start ? 'start' : 'goal', last: cell };
        return;
      }
      const value = grid.open[cell] === 1 ? 0 : 1;
      drag.current = { kind: 'paint', value, last: cell };
      props.onPaint([cell], value);
    },
    onPointerMove(event: ReactPointerEvent<Element>) {
      const current = drag.current;
      if (!current) return;
      const cell = cellAt(event);
      if (cell === null || cell === current.last) return;
      current.last = cell;
      // A drag paints over the start and goal without changing them; a click (above) may block them.
      if (current.kind === 'paint') {
        if (cell !== grid.start && cell !== grid.goal) props.onPaint([cell], current.value);
      } else props.onMoveEnd(current.kind, cell);
    },
    onPointerUp() {
      drag.current = null;
    },
    onPointerCancel() {
      drag.current = null;
    },
  };

  return grid.rows * grid.columns > MAX_SVG_CELLS ? (
    <MazeCanvas {...props} handlers={handlers} />
  ) : (
    <MazeSvg {...props} handlers={handlers} />
  );
}

type Handlers = Record<
  'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel',
  (event: ReactPointerEvent<Element>) => void
>;

function cellFill(grid: MazeGrid, overlay: MazeOverlay | null, cell: number, checker: boolean): string {
  if (grid.open[cell] !== 1) return 'var(--wall)';
  const level = overlay?.levels?.[cell] ?? -1;
  if (level >= 0 && level <= (overlay?.shown ?? -1))
    return level === overlay!.shown ? 'var(--frontier)' : 'var(--reached)';
  if (overlay?.tried?.[cell]) return 'var(--tried)';
  return checker ? 'var(--open-a)' : 'var(--open-b)';
}

const MazeSvg = memo(function MazeSvg({
  grid,
  overlay,
  onPaint,
  handlers,
}: MazeViewProps & { handlers: Handlers }) {
  const { rows, columns } = grid;
  const focusable = rows * columns <= MAX_FOCUSABLE_CELLS;
  const cells = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const cell = r * columns + c;
      const open = grid.open[cell] === 1;
      const end = cell === grid.start ? 'start' : cell === grid.goal ? 'goal' : null;
      cells.push(
        <rect
          key={cell}
          x={c * CELL}
          y={r * CELL}
          width={CELL}
          height={CELL}
          fill={cellFill(grid, overlay, cell, (r + c) % 2 === 0)}
          className={`maze-cell${open ? '' : ' wall'}`}
          data-cell={`${r},${c}`}
          role={focusable ? 'button' : undefined}
          tabIndex={focusable ? 0 : undefined}
          aria-label={
            focusable
              ? `row ${r}, column ${c}: ${open ? 'open' : 'wall'}${end ? `, the ${end}` : ''}. Activate to ${open ? 'build a wall' : 'open it'}`
              : undefined
          }
          onKeyDown={
            focusable
              ? (event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    onPaint([cell], open ? 0 : 1);
                  }
                }
              : undefined
          }
        />,
      );
    }
  }
  const path = overlay?.path;
  const centre = (cell: number) =>
    `${(cell % columns) * CELL + CELL / 2},${Math.floor(cell / columns) * CELL + CELL / 2}`;
  const [startRow, startColumn] = [Math.floor(grid.start / columns), grid.start % columns];
  const [goalRow, goalColumn] = [Math.floor(grid.goal / columns), grid.goal % columns];
  return (
    <svg
      className="board maze-board"
      viewBox={`0 0 ${columns * CELL} ${rows * CELL}`}
      style={{ maxWidth: `${Math.max(320, columns * 48)}px` }}
      role="group"
      aria-label={`maze of ${rows} rows and ${columns} columns; drag on it to draw or erase walls, drag S or G to move the start or goal`}
      {...handlers}
    >
      {cells}
      {path && path.length > 1 && (
        <polyline
          className={`maze-path ${overlay?.pathKind ?? 'final'}`}
          points={Array.from(path, centre).join(' ')}
        />
      )}
      {path && path.length > 0 && overlay?.pathKind === 'walk' && (
        // The rat: where the backtracking stands now.
        <circle
          className="rat"
          cx={(path[path.length - 1] % columns) * CELL + CELL / 2}
          cy={Math.floor(path[path.length - 1] / columns) * CELL + CELL / 2}
          r={CELL * 0.28}
        />
      )}
      <g className="end start" aria-hidden="true">
        <circle cx={startColumn * CELL + CELL / 2} cy={startRow * CELL + CELL / 2} r={CELL * 0.38} />
        <text x={startColumn * CELL + CELL / 2} y={startRow * CELL + CELL / 2 + 5}>
          S
        </text>
      </g>
      <g className="end goal" aria-hidden="true">
        <circle cx={goalColumn * CELL + CELL / 2} cy={goalRow * CELL + CELL / 2} r={CELL * 0.38} />
        <text x={goalColumn * CELL + CELL / 2} y={goalRow * CELL + CELL / 2 + 5}>
          G
        </text>
      </g>
    </svg>
  );
});

function MazeCanvas({ grid, overlay, handlers }: MazeViewProps & { handlers: Handlers }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { rows, columns } = grid;
  const cell = Math.max(1, Math.min(8, Math.floor(1600 / Math.max(rows, columns))));
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const style = getComputedStyle(canvas.current!);
    const colours = new Map<string, string>();
    const colour = (name: string) => {
      if (!colours.has(name)) colours.set(name, style.getPropertyValue(name.slice(4, -1)).trim() || '#888');
      return colours.get(name)!;
    };
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < columns; c++) {
        context.fillStyle = colour(cellFill(grid, overlay, r * columns + c, true));
        context.fillRect(c * cell, r * cell, cell, cell);
      }
    }
    const path = overlay?.path;
    if (path && path.length > 1) {
      context.strokeStyle = colour(overlay?.pathKind === 'walk' ? 'var(--walk)' : 'var(--path)');
      context.lineWidth = Math.max(1, cell / 2);
      context.beginPath();
      for (let i = 0; i < path.length; i++) {
        const x = (path[i] % columns) * cell + cell / 2;
        const y = Math.floor(path[i] / columns) * cell + cell / 2;
        if (i === 0) context.moveTo(x, y);
        else context.lineTo(x, y);
      }
      context.stroke();
    }
    for (const [end, name] of [
      [grid.start, 'var(--start)'],
      [grid.goal, 'var(--goal)'],
    ] as const) {
      context.fillStyle = colour(name);
      const size = Math.max(cell, 4);
      context.fillRect(
        (end % columns) * cell + cell / 2 - size / 2,
        Math.floor(end / columns) * cell + cell / 2 - size / 2,
        size,
        size,
      );
    }
  }, [grid, overlay, rows, columns, cell]);
  return (
    <canvas
      ref={canvas}
      className="board maze-board"
      width={columns * cell}
      height={rows * cell}
      role="img"
      aria-label={`maze of ${rows} rows and ${columns} columns (drawn small); drag on it to draw or erase walls`}
      {...handlers}
    />
  );
}
