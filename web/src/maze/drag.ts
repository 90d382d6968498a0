/** A maze view's props, and what a pointer does on it: the same for the SVG and the canvas. */
import type { MazeGrid } from 'boardpath';
import { useRef, type PointerEvent as ReactPointerEvent } from 'react';
import type { MazeOverlay } from './frames.js';

/** What the maze view needs from its tab. */
export interface MazeViewProps {
  readonly grid: MazeGrid;
  readonly overlay: MazeOverlay | null;
  /** Paint cells open (1) or blocked (0): a click toggles, a drag paints the same (cells already so are skipped by the owner). */
  readonly onPaint: (cells: number[], value: 0 | 1) => void;
  /** Move the start or the goal (dragged there). */
  readonly onMoveEnd: (end: 'start' | 'goal', cell: number) => void;
  /**
   * When given, a click or Enter on a cell chooses it (a practice answer) instead of editing the
   * maze (small mazes, drawn as SVG, only).
   */
  readonly onChoose?: (cell: number) => void;
}

/** A drag under way: painting walls (or open cells), or carrying the start or the goal. */
export type Drag =
  { kind: 'paint'; value: 0 | 1; last: number; cells: number[] } | { kind: 'start' | 'goal'; last: number };

/**
 * What a press, a move and a release of the pointer do, given the cell under it. A drag over a big
 * maze paints straight on the canvas (`paintNow`) and hands the cells to the tab once, at the
 * release, so a drag keeps up with the pointer; on a small maze each cell is handed at once.
 */
export function useDrag(props: MazeViewProps, paintNow?: (cell: number, value: 0 | 1) => void) {
  const drag = useRef<Drag | null>(null);
  const { grid } = props;
  const finish = () => {
    const current = drag.current;
    drag.current = null;
    if (current?.kind === 'paint' && paintNow && current.cells.length > 0)
      props.onPaint(current.cells, current.value);
  };
  const paint = (current: Extract<Drag, { kind: 'paint' }>, cell: number) => {
    if (grid.open[cell] === current.value) return;
    if (paintNow) {
      current.cells.push(cell);
      paintNow(cell, current.value);
    } else props.onPaint([cell], current.value);
  };
  return {
    down(cell: number | null) {
      if (cell === null) return;
      if (cell === grid.start || cell === grid.goal) {
        drag.current = { kind: cell === grid.start ? 'start' : 'goal', last: cell };
        return;
      }
      const current = {
        kind: 'paint' as const,
        value: (grid.open[cell] === 1 ? 0 : 1) as 0 | 1,
        last: cell,
        cells: [],
      };
      drag.current = current;
      paint(current, cell);
    },
    move(cell: number | null) {
      const current = drag.current;
      if (!current || cell === null || cell === current.last) return;
      const from = current.last;
      current.last = cell;
      // A drag paints over the start and goal without changing them, and carries an end over walls
      // without dropping it there.
      if (current.kind === 'paint') {
        // A quick pointer skips cells between two events: paint the whole line it went along.
        for (const between of cellsBetween(grid, from, cell))
          if (between !== grid.start && between !== grid.goal) paint(current, between);
      } else if (grid.open[cell] === 1) props.onMoveEnd(current.kind, cell);
    },
    up: finish,
    /** Escape: a drag stops where it is; cells painted so far stay painted. */
    cancel: finish,
  };
}

/** The cell under a pointer on a board drawn `columns × rows` over the element's box. */
export function cellUnder(event: ReactPointerEvent<Element>, grid: MazeGrid): number | null {
  const box = event.currentTarget.getBoundingClientRect();
  const column = Math.floor(((event.clientX - box.left) / box.width) * grid.columns);
  const row = Math.floor(((event.clientY - box.top) / box.height) * grid.rows);
  if (row < 0 || column < 0 || row >= grid.rows || column >= grid.columns) return null;
  return row * grid.columns + column;
}

/** The cells on the straight line from `from` (left out) to `to` (included), Bresenham's way. */
export function cellsBetween(grid: Pick<MazeGrid, 'columns'>, from: number, to: number): number[] {
  const { columns } = grid;
  let [r, c] = [Math.floor(from / columns), from % columns];
  const [r1, c1] = [Math.floor(to / columns), to % columns];
  const [dr, dc] = [Math.abs(r1 - r), Math.abs(c1 - c)];
  const [sr, sc] = [Math.sign(r1 - r), Math.sign(c1 - c)];
  let error = dc - dr;
  const cells: number[] = [];
  while (r !== r1 || c !== c1) {
    const twice = 2 * error;
    if (twice > -dr) {
      error -= dr;
      c += sc;
    }
    if (twice < dc) {
      error += dc;
      r += sr;
    }
    cells.push(r * columns + c);
  }
  return cells;
}
