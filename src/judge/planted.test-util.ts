// Planted bugs written in the test, run in this process: the same mistakes as the solution files of
// fixtures/judge/, each a plain search with one thing wrong, on the board exactly as a judged
// program reads it (JSON rows). Shrinking is tried on them over many seeds, which the solution
// files, run through their drivers, would make slow.
import { plainMazePaths, plainMazeSteps, plainSnakes, plainTokens } from './reference.test-util.js';

type Rows = readonly (readonly number[])[];

/** What a LeetCode 909 solution gets wrong (nothing, when empty). */
export interface SnakesBug {
  /** Rows read left to right only; or the turn counted from the top row (right for even n only). */
  readonly turn?: 'none' | 'from-top';
  /** A jump onto another jump's start followed on. */
  readonly chained?: boolean;
  /** A die of 1…5. */
  readonly faces?: number;
  /** The landing square looked up among the squares seen (a square reached by a jump is marked too). */
  readonly landingSeen?: boolean;
  /** The last square counted only when landed on, not at a ladder's top. */
  readonly landedGoal?: boolean;
  /** 0 where the last square cannot be reached. */
  readonly noMinusOne?: boolean;
  /** The last square taken as soon as a throw or a jump reaches it, before the cell of a throw's square is read. */
  readonly earlyGoal?: boolean;
}

/** LeetCode 909 with `bug`: the fewest throws as the buggy solution counts them. */
export function buggySnakes(rows: Rows, bug: SnakesBug): number {
  const n = rows.length;
  const last = n * n;
  const valueOf = (square: number) => {
    const fromBottom = Math.floor((square - 1) / n);
    const along = (square - 1) % n;
    const turned =
      bug.turn === 'none'
        ? false
        : bug.turn === 'from-top'
          ? (n - 1 - fromBottom) % 2 === 0
          : fromBottom % 2 === 1;
    return rows[n - 1 - fromBottom][turned ? n - 1 - along : along];
  };
  const destination = (landing: number) => {
    let end = valueOf(landing) === -1 ? landing : valueOf(landing);
    const seen = new Set([landing]);
    while (bug.chained && valueOf(end) !== -1 && !seen.has(end)) {
      seen.add(end);
      end = valueOf(end);
    }
    return end;
  };
  const seen = new Set([1]);
  const queue: Array<[number, number]> = [[1, 0]];
  for (let head = 0; head < queue.length; head++) {
    const [square, throws] = queue[head];
    if (square === last && !bug.landedGoal) return throws;
    for (let face = 1; face <= (bug.faces ?? 6) && square + face <= last; face++) {
      const landing = square + face;
      if ((bug.landedGoal || bug.earlyGoal) && landing === last) return throws + 1;
      if (bug.landingSeen && seen.has(landing)) continue;
      const end = destination(landing);
      if (bug.earlyGoal && end === last) return throws + 1;
      if (!bug.landingSeen && seen.has(end)) continue;
      if (bug.landingSeen) seen.add(landing);
      seen.add(end);
      queue.push([end, throws + 1]);
    }
  }
  return bug.noMinusOne ? 0 : -1;
}

const EIGHT: Array<[number, number]> = [
  [1, 1],
  [1, 0],
  [0, 1],
  [1, -1],
  [-1, 1],
  [0, -1],
  [-1, 0],
  [-1, -1],
];

/** What a LeetCode 1091 solution gets wrong. */
export interface CellsBug {
  /** One of the eight moves left out, as `[dr, dc]`. */
  readonly without?: readonly [number, number];
  /** The goal looked for only among a cell's neighbours: a 1×1 grid never reaches it. */
  readonly neighboursOnly?: boolean;
  /** The goal taken before its own cell is looked at: a blocked goal is reached. */
  readonly blockedGoal?: boolean;
  /** A depth-first search, diagonal first, answering with the first path it finds. */
  readonly depthFirst?: boolean;
}

/** LeetCode 1091 (0 open, eight moves, cells on the path) with `bug`. */
export function buggyCells(grid: Rows, bug: CellsBug): number {
  const n = grid.length;
  const moves = EIGHT.filter(([dr, dc]) => !(bug.without && bug.without[0] === dr && bug.without[1] === dc));
  if (grid[0][0] !== 0 || (!bug.blockedGoal && grid[n - 1][n - 1] !== 0)) return -1;
  const inside = (r: number, c: number) => r >= 0 && c >= 0 && r < n && c < n;
  if (bug.depthFirst) {
    const seen = new Set<number>();
    const walk = (r: number, c: number, cells: number): number => {
      if (r === n - 1 && c === n - 1) return cells;
      seen.add(r * n + c);
      for (const [dr, dc] of moves) {
        const [nr, nc] = [r + dr, c + dc];
        if (inside(nr, nc) && grid[nr][nc] === 0 && !seen.has(nr * n + nc)) {
          const found = walk(nr, nc, cells + 1);
          if (found !== -1) return found;
        }
      }
      return -1;
    };
    return walk(0, 0, 1);
  }
  if (!bug.neighboursOnly && n === 1) return 1;
  const cells = new Map([[0, 1]]);
  const queue = [0];
  for (let head = 0; head < queue.length; head++) {
    const [r, c] = [Math.floor(queue[head] / n), queue[head] % n];
    for (const [dr, dc] of moves) {
      const [nr, nc] = [r + dr, c + dc];
      if (!inside(nr, nc) || cells.has(nr * n + nc)) continue;
      if (bug.blockedGoal && nr === n - 1 && nc === n - 1) return cells.get(r * n + c)! + 1;
      if (grid[nr][nc] !== 0) continue;
      if (nr === n - 1 && nc === n - 1) return cells.get(r * n + c)! + 1;
      cells.set(nr * n + nc, cells.get(r * n + c)! + 1);
      queue.push(nr * n + nc);
    }
  }
  return -1;
}

/** What a GfG rat in a maze solution gets wrong. */
export interface RatBug {
  /** The moves tried in this order, the paths never sorted (`DLRU` sorts them by itself). */
  readonly order?: string;
  /** A move never made. */
  readonly without?: string;
  /** The start's cell never looked at. */
  readonly openStart?: boolean;
}

/** GfG's rat in a maze (1 open, four moves, every path) with `bug`, as its driver prints it. */
export function buggyRat(grid: Rows, bug: RatBug): string {
  const n = grid.length;
  const step: Record<string, [number, number]> = { D: [1, 0], L: [0, -1], R: [0, 1], U: [-1, 0] };
  const letters = [...(bug.order ?? 'DLRU')].filter((letter) => letter !== bug.without);
  const paths: string[] = [];
  const seen = grid.map((row) => row.map(() => false));
  const walk = (r: number, c: number, path: string) => {
    if (r === n - 1 && c === n - 1) {
      paths.push(path);
      return;
    }
    seen[r][c] = true;
    for (const letter of letters) {
      const [nr, nc] = [r + step[letter][0], c + step[letter][1]];
      if (nr >= 0 && nc >= 0 && nr < n && nc < n && grid[nr][nc] === 1 && !seen[nr][nc])
        walk(nr, nc, path + letter);
    }
    seen[r][c] = false;
  };
  if ((bug.openStart || grid[0][0] === 1) && grid[n - 1][n - 1] === 1) walk(0, 0, '');
  return paths.join(' ') || '-1';
}

/** The right answer of GfG's rat, as printed. */
function rightRat(grid: Rows): string {
  return plainMazePaths(grid, 4).join(' ') || '-1';
}

/** What a two-token solution gets wrong. */
export interface TokensBug {
  /** A token may end its move on the other's square. */
  readonly overlap?: boolean;
  /** A token moves by the label under itself, not the other's. */
  readonly ownLabel?: boolean;
  /** A direction never taken, as `[dr, dc]`. */
  readonly without?: readonly [number, number];
  /** A token may not jump over the other. */
  readonly noJumpOver?: boolean;
  /** The tokens take turns, red first. */
  readonly turns?: boolean;
}

/** The two tokens with `bug`: the fewest moves as the buggy solution counts them. */
export function buggyTokens(grid: Rows, bug: TokensBug): number {
  const [height, width] = [grid.length, grid[0].length];
  const key = (p: readonly number[]) => p.join(',');
  const goal = key([height - 1, width - 1, 0, 0, ...(bug.turns ? [0] : [])]);
  const goal2 = key([height - 1, width - 1, 0, 0, ...(bug.turns ? [1] : [])]);
  const start = [0, 0, height - 1, width - 1, ...(bug.turns ? [0] : [])];
  const moves = new Map([[key(start), 0]]);
  const queue = [start];
  const sides = [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ].filter(([dr, dc]) => !(bug.without && bug.without[0] === dr && bug.without[1] === dc));
  for (let head = 0; head < queue.length; head++) {
    const position = queue[head];
    if (key(position) === goal || key(position) === goal2) return moves.get(key(position))!;
    const [rr, rc, br, bc, turn] = position;
    for (const red of [true, false]) {
      if (bug.turns && red !== (turn === 0)) continue;
      const [r, c] = red ? [rr, rc] : [br, bc];
      const [or, oc] = red ? [br, bc] : [rr, rc];
      const step = bug.ownLabel ? grid[r][c] : red ? grid[br][bc] : grid[rr][rc];
      for (const [dr, dc] of sides) {
        const [nr, nc] = [r + dr * step, c + dc * step];
        if (nr < 0 || nc < 0 || nr >= height || nc >= width) continue;
        if (!bug.overlap && nr === or && nc === oc) continue;
        const over = (a: number, b: number, x: number) => Math.min(a, b) < x && x < Math.max(a, b);
        if (
          bug.noJumpOver &&
          ((dc === 0 && oc === c && over(r, nr, or)) || (dr === 0 && or === r && over(c, nc, oc)))
        )
          continue;
        const next = [...(red ? [nr, nc, br, bc] : [rr, rc, nr, nc]), ...(bug.turns ? [1 - turn] : [])];
        if (!moves.has(key(next))) {
          moves.set(key(next), moves.get(key(position))! + 1);
          queue.push(next);
        }
      }
    }
  }
  return -1;
}

/** The right answers, from the referee's plain searches. */
export const RIGHT = {
  snakes: (rows: Rows) => plainSnakes(rows),
  cells: (grid: Rows) => {
    const steps = plainMazeSteps(grid, 0, 8);
    return steps === -1 ? -1 : steps + 1;
  },
  rat: rightRat,
  tokens: (grid: Rows) => plainTokens(grid),
};
