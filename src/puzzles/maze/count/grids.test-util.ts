import { mulberry32 } from '../../../random.test-util.js';
import type { CountGrid } from './frontier-count.js';

/** A rows × columns grid whose cells are open with chance `openChance`, from a fixed seed. */
export function randomGrid(rows: number, columns: number, openChance: number, seed: number): CountGrid {
  const random = mulberry32(seed);
  const open = new Uint8Array(rows * columns);
  for (let cell = 0; cell < open.length; cell++) open[cell] = random() < openChance ? 1 : 0;
  return { rows, columns, open };
}
