import { memo, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ArrowHead } from '../board/ArrowHead.js';
import { FocusMark } from '../board/FocusMark.js';
import { SHADE_COLOURS, SHADE_WORDS, shadesAt } from '../search/shading.js';
import type { MazeOverlay } from './frames.js';
import { cellUnder, useDrag, type MazeViewProps } from './drag.js';

const CELL = 32;

function cellFill(open: boolean, shade: number, tried: boolean, checker: boolean): string {
  if (!open) return 'var(--wall)';
  if (shade) return `var(--${SHADE_COLOURS[shade]})`;
  if (tried) return 'var(--tried)';
  return checker ? 'var(--open-a)' : 'var(--open-b)';
}

const STEP_KEYS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * A small maze as SVG: every cell a button, one tab stop for the whole maze (arrow keys move
 * between cells, Home and End to the corners, Enter or Space builds or erases a wall), the
 * search's shades, the path, and in the learn view each seen cell's parent as an arrow.
 */
export const MazeSvg = memo(function MazeSvg(props: MazeViewProps) {
  const { grid, overlay, onPaint, onChoose } = props;
  const { rows, columns } = grid;
  const drag = useDrag(props);
  const [focused, setFocused] = useState(0);
  const svg = useRef<SVGSVGElement>(null);
  const shades = useMemo(() => shadesOf(overlay), [overlay]);
  const tabStop = focused < rows * columns ? focused : 0;

  const onKeyDown = (event: KeyboardEvent, cell: number, open: boolean) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (onChoose) onChoose(cell);
      else if (cell !== grid.start && cell !== grid.goal) onPaint([cell], open ? 0 : 1);
      return;
    }
    if (event.key === 'Escape') return drag.cancel();
    const r = Math.floor(cell / columns);
    const c = cell % columns;
    let next = -1;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = rows * columns - 1;
    else if (STEP_KEYS[event.key]) {
      const [dr, dc] = STEP_KEYS[event.key];
      if (r + dr >= 0 && r + dr < rows && c + dc >= 0 && c + dc < columns) next = (r + dr) * columns + c + dc;
    }
    if (next < 0) return;
    event.preventDefault();
    setFocused(next);
    svg.current
      ?.querySelector<SVGRectElement>(`[data-cell="${Math.floor(next / columns)},${next % columns}"]`)
      ?.focus();
  };

  const cells = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const cell = r * columns + c;
      const open = grid.open[cell] === 1;
      const end = cell === grid.start ? 'start' : cell === grid.goal ? 'goal' : null;
      const shade = shades?.[cell] ?? 0;
      cells.push(
        <rect
          key={cell}
          x={c * CELL}
          y={r * CELL}
          width={CELL}
          height={CELL}
          fill={cellFill(open, shade, Boolean(overlay?.tried?.[cell]), (r + c) % 2 === 0)}
          className={`maze-cell${open ? '' : ' wall'}`}
          data-cell={`${r},${c}`}
          data-shade={shade}
          role="button"
          tabIndex={cell === tabStop ? 0 : -1}
          aria-label={`row ${r}, column ${c}: ${open ? 'open' : 'wall'}${end ? `, the ${end}` : ''}${shade ? `, ${SHADE_WORDS[shade]}` : ''}${overlay?.marked?.cell === cell ? `, ${overlay.marked.words}` : ''}`}
          onFocus={() => setFocused(cell)}
          onKeyDown={(event) => onKeyDown(event, cell, open)}
        />,
      );
    }
  }
  const centre = (cell: number) =>
    `${(cell % columns) * CELL + CELL / 2},${Math.floor(cell / columns) * CELL + CELL / 2}`;
  const path = overlay?.path;
  const ahead = overlay?.ahead;
  return (
    <svg
      ref={svg}
      className="board maze-board"
      viewBox={`0 0 ${columns * CELL} ${rows * CELL}`}
      style={{ maxWidth: `${Math.max(320, columns * 48)}px` }}
      role="group"
      aria-label={
        onChoose
          ? `maze of ${rows} rows and ${columns} columns: click a cell to choose it; arrow keys move between cells, Enter chooses one`
          : `maze of ${rows} rows and ${columns} columns: drag on it to draw or erase walls, drag S or G to move the start or goal; arrow keys move between cells, Enter builds or erases a wall`
      }
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        if (onChoose) {
          const cell = cellUnder(event, grid);
          if (cell !== null) onChoose(cell);
          return;
        }
        event.currentTarget.setPointerCapture?.(event.pointerId);
        drag.down(cellUnder(event, grid));
      }}
      onPointerMove={(event) => drag.move(cellUnder(event, grid))}
      onPointerUp={drag.up}
      onPointerCancel={drag.up}
    >
      {cells}
      {overlay?.parents && overlay.shades && (
        <ParentArrows parents={overlay.parents} shades={overlay.shades} columns={columns} />
      )}
      {ahead && ahead.length > 1 && (
        <polyline className="maze-path ahead" points={Array.from(ahead, centre).join(' ')} />
      )}
      {path && path.length > 1 && (
        <>
          {/* A light casing under the path, so it reads on every shade. */}
          <polyline className="maze-path casing" points={Array.from(path, centre).join(' ')} />
          <polyline
            className={`maze-path ${overlay?.pathKind ?? 'final'}`}
            points={Array.from(path, centre).join(' ')}
          />
        </>
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
      {(['start', 'goal'] as const).map((end) => (
        <g key={end} className={`end ${end}`} aria-hidden="true">
          <circle
            cx={(grid[end] % columns) * CELL + CELL / 2}
            cy={Math.floor(grid[end] / columns) * CELL + CELL / 2}
            r={CELL * 0.38}
          />
          <text
            x={(grid[end] % columns) * CELL + CELL / 2}
            y={Math.floor(grid[end] / columns) * CELL + CELL / 2 + 5}
          >
            {end === 'start' ? 'S' : 'G'}
          </text>
        </g>
      ))}
      {overlay?.marked && (
        <circle
          className="marked-ring"
          cx={(overlay.marked.cell % columns) * CELL + CELL / 2}
          cy={Math.floor(overlay.marked.cell / columns) * CELL + CELL / 2}
          r={CELL * 0.42}
          aria-hidden="true"
        />
      )}
      <FocusMark x={(tabStop % columns) * CELL} y={Math.floor(tabStop / columns) * CELL} size={CELL} />
      <defs>
        <ArrowHead id="maze-parent" tip={9} size={5} className="parent-head" />
      </defs>
    </svg>
  );
});

function shadesOf(overlay: MazeOverlay | null): Uint8Array | null {
  if (overlay?.shades) return overlay.shades;
  if (overlay?.run && overlay.level !== undefined) return shadesAt(overlay.run, overlay.level);
  return null;
}

/**
 * The learn view's parents: in each seen cell an arrow from the side of the cell it was reached
 * from; the moves of the cell being expanded are drawn bolder.
 */
function ParentArrows({
  parents,
  shades,
  columns,
}: {
  parents: NonNullable<MazeOverlay['parents']>;
  shades: Uint8Array;
  columns: number;
}) {
  const { parent, current } = parents;
  const arrows = [];
  for (let cell = 0; cell < shades.length; cell++) {
    const from = parent[cell];
    if (!shades[cell] || from < 0 || from === cell) continue;
    const [r, c] = [Math.floor(cell / columns), cell % columns];
    const [dr, dc] = [r - Math.floor(from / columns), c - (from % columns)];
    const x = c * CELL + CELL / 2;
    const y = r * CELL + CELL / 2;
    arrows.push(
      <line
        key={cell}
        className={`parent-arrow${from === current ? ' current' : ''}`}
        x1={x - dc * CELL * 0.85}
        y1={y - dr * CELL * 0.85}
        x2={x - dc * CELL * 0.1}
        y2={y - dr * CELL * 0.1}
        markerEnd="url(#maze-parent)"
      />,
    );
  }
  return (
    <g className="parent-arrows" aria-hidden="true">
      {arrows}
    </g>
  );
}
