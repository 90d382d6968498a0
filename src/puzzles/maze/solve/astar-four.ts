// The shortest path with four moves: A* from the goal over the bordered grid's level bytes, and the
// walk from the start that picks, among the shortest paths, the first in dictionary order.
import { BoardpathError } from '../../../errors.js';
import { checkpoint, doubled, type IntSearchOptions } from '../../../search/int-graph.js';

/**
 * Bytes per cell A*'s stacks may reach on an open grid (every cell waiting in one of them, and the
 * copy made as one doubles): below this much room beside the rest, the breadth-first search.
 */
export const A_STAR_STACK_BYTES_PER_CELL = 12;

/** The level byte of an open cell no search has reached yet: the grid's own byte for it. */
export const NOT_REACHED = 1;

// Level bytes beyond the breadth-first search's (0 blocked, 1 not reached, 2…4 closed): 5 and 6
// label the cells waiting in A*'s two stacks; after the search, the walk marks the cells it has
// found to have an estimate of exactly the path's length (ON_TIME) or more (LATE).
const ON_TIME = 7;
const LATE = 8;

/** Where A* stopped: the cells it closed, the fewest steps (-1: none), and its stacks' labels. */
interface AStarEnd {
  readonly closed: number;
  readonly moves: number;
  /** The label of the cells waiting with an estimate of `moves`, and of those waiting with 2 more. */
  readonly waiting: number;
  readonly later: number;
}

/**
 * The first shortest path in dictionary order from `to` (the start) to `from` (the goal) on the
 * bordered grid `level` (1 open, 0 blocked) of rows `width` bytes long, with the four moves
 * `forward` (offsets in try order): its bordered indexes, start first (null when there is none),
 * and the cells A* closed. `level` is left as the search left it.
 *
 * How: A* from the goal, guided by the Manhattan distance to the start, stops as soon as it takes
 * the start off its stack, with L = the fewest steps. A cell's estimate f = distance to the goal +
 * Manhattan distance to the start; every cell of estimate under L has been closed by then, so a
 * cell still waiting with estimate L has that as its exact distance too. The walk from the start
 * takes at each cell the first move in try order into a cell one step nearer the goal: a closed
 * cell tells by its level, a waiting one by L less its Manhattan distance. A cell the search has
 * not reached is one step nearer only if its estimate is exactly L, which holds when a move away
 * from the start leads to a cell of estimate L (a waiting one, or one shown so before): a small
 * search away from the start, each cell's answer kept in its byte. Stopping at the start instead of
 * closing every cell of estimate L closes an eighth of the cells on the bench's 4000×4000 maze
 * (0.2 of 1.6 million; the walk's questions look at 0.83 million more, at less cost each).
 *
 * Cost: O(cells searched), at worst every cell; the stacks grow within `room` bytes.
 */
export function fourWaysPath(
  level: Uint8Array,
  width: number,
  from: number,
  to: number,
  forward: readonly number[],
  options: IntSearchOptions,
  room: number,
): { readonly path: Int32Array | null; readonly closed: number } {
  const end = searchFourWaysAStar(level, width, from, to, options, room);
  if (end.moves < 0) return { path: null, closed: end.closed };
  const { moves, waiting, later } = end;
  const targetRow = Math.floor(to / width);
  const targetColumn = to - targetRow * width;
  const manhattan = (spot: number) => {
    const row = Math.floor(spot / width);
    return Math.abs(row - targetRow) + Math.abs(spot - row * width - targetColumn);
  };
  let stack: Int32Array = new Int32Array(1024);
  let answered = 0;
  // Whether a cell that A* did not close or leave waiting with estimate L has estimate L: whether
  // moves away from the start lead to one that has (a search of such moves, depth first, each
  // cell's answer kept in its byte).
  const onTime = (spot: number): boolean => {
    let depth = 0;
    stack[depth++] = spot;
    while (depth > 0) {
      const cell = stack[depth - 1];
      const row = Math.floor(cell / width);
      const column = cell - row * width;
      let answer = LATE;
      for (let i = 0; i < 4; i++) {
        const away =
          i === 0
            ? row >= targetRow
            : i === 1
              ? column <= targetColumn
              : i === 2
                ? column >= targetColumn
                : row <= targetRow;
        if (!away) continue;
        const other = i === 0 ? cell + width : i === 1 ? cell - 1 : i === 2 ? cell + 1 : cell - width;
        const seen = level[other];
        if (seen === waiting || seen === ON_TIME) {
          answer = ON_TIME;
          break;
        }
        // Not reached yet, or waiting with estimate L + 2: not known yet, so look there first. (A
        // closed cell never lies away from a cell not waiting: closing it made that cell wait.)
        if (seen === NOT_REACHED || seen === later) {
          answer = 0;
          if (depth === stack.length) stack = grown(stack, 0, room);
          stack[depth++] = other;
          break;
        }
      }
      if (answer === 0) continue;
      level[cell] = answer;
      depth--;
      // On a big maze the questions may look at millions of cells: a signal must still stop them.
      if ((++answered & 0xfffff) === 0) checkpoint(options, end.closed, moves - manhattan(cell));
    }
    return level[spot] === ON_TIME;
  };
  const path = new Int32Array(moves + 1);
  path[0] = to;
  for (let spot = to, distance = moves, length = 1; spot !== from; length++, distance--) {
    let step = 0;
    for (; step < forward.length; step++) {
      const other = spot + forward[step];
      const seen = level[other];
      if (seen >= 2 && seen <= 4) {
        if (seen - 2 === (distance - 1) % 3) break;
      } else if (seen !== 0 && seen !== LATE && moves - manhattan(other) === distance - 1) {
        if (seen === waiting || seen === ON_TIME || onTime(other)) break;
      }
    }
    if (step === forward.length) throw new Error('maze walk lost its way (a bug in boardpath)');
    spot += forward[step];
    path[length] = spot;
  }
  return { path, closed: end.closed };
}

/**
 * A* over the bordered grid with four moves, from `from` (the goal) towards `to` (the start), guided
 * by the Manhattan distance to `to`. A step changes the distance walked by 1 and the Manhattan
 * distance by ±1, so a cell's estimate f = walked + Manhattan is the same as its parent's or 2 more:
 * two stacks (this f, and f + 2) replace a priority queue.
 *
 * Nothing but the level byte is kept per cell. A waiting cell's distance walked so far is its
 * stack's f less its Manhattan distance, so its byte only says which stack: 5 or 6 by the parity
 * of f / 2 (the two stacks' labels swap as f moves on). A cell taken out of the stack of the
 * smallest f has its exact distance (the heuristic is consistent) and gets its level, 2 + distance
 * mod 3, as in the breadth-first search; a later entry of it is then passed over. It stops when it
 * takes out `to`. In an open maze it closes a small part of the cells a breadth-first search would
 * (on the bench's 4000×4000 maze, 0.2 of 11.4 million); at worst about as many. (A distance per
 * cell in an Int32Array makes it half as fast: four more bytes per cell read from memory.)
 */
function searchFourWaysAStar(
  level: Uint8Array,
  width: number,
  from: number,
  to: number,
  options: IntSearchOptions,
  room: number,
): AStarEnd {
  const targetRow = Math.floor(to / width);
  const targetColumn = to - targetRow * width;
  const fromRow = Math.floor(from / width);
  let f = Math.abs(fromRow - targetRow) + Math.abs(from - fromRow * width - targetColumn);
  // Small at first, so that both grow in the first few steps, before the engine optimises the
  // loop: a growth first met in optimised code threw that code away in the middle of the search.
  let bucket: Int32Array = new Int32Array(16);
  let later: Int32Array = new Int32Array(16);
  let inBucket = 0;
  let inLater = 0;
  // The labels of the cells waiting in `bucket` (f) and in `later` (f + 2).
  let now = 5 + ((f >> 1) & 1);
  let next = 11 - now;
  level[from] = now;
  bucket[inBucket++] = from;
  let closed = 0;
  let pops = 0;
  for (;;) {
    if (inBucket === 0) {
      if (inLater === 0) return { closed, moves: -1, waiting: now, later: next };
      [bucket, later] = [later, bucket];
      inBucket = inLater;
      inLater = 0;
      f += 2;
      [now, next] = [next, now];
    }
    const spot = bucket[--inBucket];
    if (level[spot] !== now) continue; // closed already (a stale entry)
    const row = (spot / width) | 0;
    const column = spot - row * width;
    const walked = f - Math.abs(row - targetRow) - Math.abs(column - targetColumn);
    if ((++pops & 0xfffff) === 0) checkpoint(options, closed, walked);
    level[spot] = 2 + (walked % 3);
    closed++;
    if (spot === to) return { closed, moves: walked, waiting: now, later: next };
    // A neighbour not reached yet, or waiting for f + 2: moving towards the target keeps f (the
    // neighbour goes on this stack, even if it was waiting on the other); moving away adds 2. They
    // are pushed U, R, L, D so that D comes off first: the search then tends towards the path the
    // walk takes, arriving at each cell the way the walk leaves it (on the bench maze, pushed D
    // first it closed 418,128 cells; pushed U first, 196,414, and the whole command took 5 ms less).
    for (let i = 3; i >= 0; i--) {
      const other = i === 0 ? spot + width : i === 1 ? spot - 1 : i === 2 ? spot + 1 : spot - width;
      const seen = level[other];
      if (seen !== NOT_REACHED && seen !== next) continue;
      const nearer =
        i === 0
          ? row < targetRow
          : i === 1
            ? column > targetColumn
            : i === 2
              ? column < targetColumn
              : row > targetRow;
      if (nearer) {
        level[other] = now;
        if (inBucket === bucket.length) bucket = grown(bucket, later.byteLength, room);
        bucket[inBucket++] = other;
      } else if (seen === NOT_REACHED) {
        level[other] = next;
        if (inLater === later.length) later = grown(later, bucket.byteLength, room);
        later[inLater++] = other;
      }
    }
  }
}

// `stack` doubled, unless it, its copy being made and `beside` bytes of other stacks would pass
// `room` bytes.
function grown(stack: Int32Array, beside: number, room: number): Int32Array {
  const bytes = 3 * stack.byteLength + beside;
  if (bytes > room) {
    throw new BoardpathError(
      'E_MEMORY',
      `this maze's search frontier outgrew the memory limit: it would take ${Math.ceil(bytes / 2 ** 20)} MB, and ${Math.max(0, Math.floor(room / 2 ** 20))} MB are left beside the grid and the path`,
    );
  }
  return doubled(stack);
}
