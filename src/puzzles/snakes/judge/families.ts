// Snakes and Ladders boards that break solutions: each family stresses one rule that solutions get
// wrong — one jump per throw (jumps onto other jumps' starts), the ends of the board (snakes to
// square 1, ladders to the last square, jumps near the end), jumps to their own square, the
// boustrophedon numbering (jumps where the rows turn), boards that cannot be finished.
import { pickWeighted, type SeededRandom } from '../../../random.js';
import { snakesCase, type SnakesCase } from './case.js';

/** The families and how often each is drawn (weights). */
const FAMILIES = {
  sparse: 2,
  crowded: 2,
  chained: 3,
  ends: 2,
  self: 1,
  walled: 2,
  turns: 2,
  empty: 0.5,
} as const;

type Family = keyof typeof FAMILIES;

/** The squares a jump may start on: not the first (the token starts there) nor the last. */
function starts(squares: number): number[] {
  return Array.from({ length: Math.max(0, squares - 2) }, (_, i) => i + 2);
}

/**
 * A board of `squares` squares (`side` × `side` for LeetCode, 0 for GfG's line) from one family
 * drawn at random. Cost: O(squares).
 */
export function randomSnakesBoard(random: SeededRandom, squares: number, side: number): SnakesCase {
  const family = pickWeighted<Family>(random, FAMILIES);
  const jumps = new Map<number, number>();
  const free = random.shuffle(starts(squares));
  const anyTarget = () => random.int(1, squares);
  const sprinkle = (share: number) => {
    for (const square of free) if (!jumps.has(square) && random.chance(share)) jumps.set(square, anyTarget());
  };
  switch (family) {
    case 'sparse':
      sprinkle(random.pick([0.05, 0.1, 0.2]));
      break;
    case 'crowded':
      sprinkle(random.pick([0.4, 0.6, 0.9]));
      break;
    case 'chained': {
      // Jumps whose ends are other jumps' starts: a token carried onto one must stay there.
      const count = random.int(1, Math.max(1, Math.floor(free.length / 3)));
      const chosen = free.slice(0, count + 1);
      for (let i = 0; i < count && i + 1 < chosen.length; i++) jumps.set(chosen[i], chosen[i + 1]);
      sprinkle(0.1);
      break;
    }
    case 'ends': {
      // Snakes to square 1 and ladders to the last square; throws that must not pass it.
      for (const square of free) if (random.chance(0.3)) jumps.set(square, random.chance(0.5) ? 1 : squares);
      sprinkle(0.05);
      break;
    }
    case 'self':
      for (const square of free) if (random.chance(0.3)) jumps.set(square, square);
      sprinkle(0.1);
      break;
    case 'walled': {
      // Six snakes in a row: no throw gets past them (unless a ladder does).
      if (squares >= 8) {
        const first = random.int(2, squares - 6);
        for (let square = first; square < first + 6 && square < squares; square++)
          jumps.set(square, random.int(1, Math.max(1, first - 1)));
      }
      sprinkle(random.pick([0, 0.05, 0.15]));
      break;
    }
    case 'turns': {
      // Jumps from and to the squares where the rows turn, where a wrong numbering shows first.
      const width = side > 0 ? side : 6;
      const turning = free.filter((square) => square % width <= 1);
      for (const square of turning)
        if (random.chance(0.5)) jumps.set(square, turningTarget(random, squares, width));
      break;
    }
    case 'empty':
      break;
  }
  if (side === 0) return gfgBoard(random, squares, jumps);
  return snakesCase(squares, side, jumps);
}

/** GfG's board: one to ten snakes and ladders, none to its own square, as its constraints say. */
function gfgBoard(random: SeededRandom, squares: number, jumps: Map<number, number>): SnakesCase {
  const kept = random.shuffle([...jumps].filter(([from, to]) => from !== to)).slice(0, GFG_MOST_JUMPS);
  if (kept.length === 0) {
    const from = random.int(2, squares - 1);
    kept.push([from, random.chance(0.5) ? random.int(from + 1, squares) : random.int(1, from - 1)]);
  }
  return snakesCase(squares, 0, kept);
}

/** The most snakes and ladders of GfG's board. */
const GFG_MOST_JUMPS = 10;

function turningTarget(random: SeededRandom, squares: number, width: number): number {
  const rows = Math.ceil(squares / width);
  const row = random.int(0, rows - 1);
  return Math.min(squares, Math.max(1, row * width + random.pick([0, 1, width])));
}
