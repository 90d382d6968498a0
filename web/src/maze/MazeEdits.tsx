import { parseMaze, type MazeGrid } from 'boardpath';
import { useState } from 'react';
import { NumberField } from '../NumberField.js';
import { DEFAULT_MAZE, paint, randomMaze } from './model.js';

/** The maze tab's whole-maze edits: a random maze of some share of walls, no walls, the default maze. */
export function MazeEdits({
  grid,
  attempt,
  setGrid,
}: {
  grid: MazeGrid;
  /** Runs an edit, showing the library's reason if it refuses it. */
  attempt: (edit: () => void) => void;
  setGrid: (grid: MazeGrid, message: string) => void;
}) {
  const [density, setDensity] = useState(30);
  const [seed, setSeed] = useState(1);
  return (
    <div className="controls">
      <NumberField label="Walls %" unit="%" value={density} min={0} max={90} onCommit={setDensity} />
      <button
        type="button"
        onClick={() => {
          const next = seed + 1;
          setSeed(next);
          attempt(() =>
            setGrid(
              randomMaze(grid, density / 100, next * 2654435761),
              `A random maze (seed ${next}, ${density}% walls).`,
            ),
          );
        }}
      >
        Random maze
      </button>
      <button
        type="button"
        onClick={() => attempt(() => setGrid(paint(grid, 'all', 1), 'Every wall erased.'))}
      >
        Clear walls
      </button>
      <button
        type="button"
        onClick={() => attempt(() => setGrid(parseMaze(DEFAULT_MAZE), 'The default maze.'))}
      >
        Default maze
      </button>
    </div>
  );
}
