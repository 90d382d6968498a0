import type { MazeViewProps } from './drag.js';
import { MazeCanvas } from './MazeCanvas.js';
import { MazeSvg } from './MazeSvg.js';

/** Mazes with more cells than this are painted on a canvas: thousands of SVG nodes are slow. */
const MAX_SVG_CELLS = 2500;

/** The maze: SVG up to `MAX_SVG_CELLS` cells, a canvas beyond; both take clicks and drags. */
export function MazeView(props: MazeViewProps) {
  return props.grid.rows * props.grid.columns > MAX_SVG_CELLS ? (
    <MazeCanvas {...props} />
  ) : (
    <MazeSvg {...props} />
  );
}
