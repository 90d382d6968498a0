// Two-token grids that break solutions: tokens that block each other (small labels on small grids,
// where the two land on one square), squares from which a token cannot move (labels larger than
// the grid), uniform labels, thin grids, and the generator's plain labels 1…max(rows, columns) - 1.
import { pickWeighted, type SeededRandom } from '../../../random.js';
import type { TokensCase } from './case.js';

const FAMILIES = {
  plain: 3,
  small: 2,
  stuck: 2,
  uniform: 1,
  hopeless: 0.5,
} as const;

type Family = keyof typeof FAMILIES;

/** A `rows` × `columns` grid of labels from one family drawn at random. Cost: O(squares). */
export function randomTokensGrid(random: SeededRandom, rows: number, columns: number): TokensCase {
  const family = pickWeighted<Family>(random, FAMILIES);
  const size = Math.max(rows, columns);
  const top = Math.max(1, size - 1);
  const labels = new Int32Array(rows * columns);
  const uniform = random.int(1, top);
  for (let square = 0; square < labels.length; square++) {
    switch (family) {
      case 'plain':
        labels[square] = random.int(1, top);
        break;
      case 'small':
        labels[square] = random.chance(0.7) ? 1 : random.int(1, Math.min(2, top));
        break;
      case 'stuck':
        labels[square] = random.chance(0.3) ? random.int(size, size + 2) : random.int(1, top);
        break;
      case 'uniform':
        labels[square] = uniform;
        break;
      case 'hopeless':
        labels[square] = random.int(size, size + 3);
        break;
    }
  }
  return { puzzle: 'tokens', rows, columns, labels };
}
