// Plain textbook searches, written apart from boardpath's, on the boards exactly as a judged program
// reads them: the referee of the judge's tests. Each is the first version a student would write.

/** LeetCode 909 on its n×n rows: the fewest throws from square 1 to n², one jump per throw, or -1. */
export function plainSnakes(rows: readonly (readonly number[])[]): number {
  const n = rows.length;
  const valueOf = (square: number) => {
    const fromBottom = Math.floor((square - 1) / n);
    const along = (square - 1) % n;
    return rows[n - 1 - fromBottom][fromBottom % 2 === 0 ? along : n - 1 - along];
  };
  return plainThrows(n * n, (square) => valueOf(square));
}

/** GfG's board of 30 squares, its jumps as pairs `arr` (from, to, from, to…), from square 1. */
function plainGfgSnakes(pairs: readonly number[]): number {
  const jumps = new Map<number, number>();
  for (let i = 0; i < pairs.length; i += 2) jumps.set(pairs[i], pairs[i + 1]);
  return plainThrows(30, (square) => jumps.get(square) ?? -1);
}

function plainThrows(last: number, jumpOf: (square: number) => number): number {
  const throws = new Map([[1, 0]]);
  const queue = [1];
  while (queue.length > 0) {
    const square = queue.shift()!;
    if (square === last) return throws.get(square)!;
    for (let face = 1; face <= 6 && square + face <= last; face++) {
      const landing = square + face;
      const end = jumpOf(landing) === -1 ? landing : jumpOf(landing);
      if (!throws.has(end)) {
        throws.set(end, throws.get(square)! + 1);
        queue.push(end);
      }
    }
  }
  return -1;
}

const STEPS: Record<2 | 4 | 8, Array<[string, number, number]>> = {
  2: [
    ['D', 1, 0],
    ['R', 0, 1],
  ],
  4: [
    ['D', 1, 0],
    ['L', 0, -1],
    ['R', 0, 1],
    ['U', -1, 0],
  ],
  8: [
    ['D', 1, 0],
    ['L', 0, -1],
    ['R', 0, 1],
    ['U', -1, 0],
    ['b', 1, -1],
    ['n', 1, 1],
    ['u', -1, 1],
    ['y', -1, -1],
  ],
};

/** The fewest steps from the top-left cell to the bottom-right one, or -1; `open` is the open digit. */
export function plainMazeSteps(rows: readonly (readonly number[])[], open: number, moves: 2 | 4 | 8): number {
  const [height, width] = [rows.length, rows[0].length];
  if (rows[0][0] !== open || rows[height - 1][width - 1] !== open) return -1;
  const steps = new Map([['0,0', 0]]);
  const queue: Array<[number, number]> = [[0, 0]];
  while (queue.length > 0) {
    const [r, c] = queue.shift()!;
    const here = steps.get(`${r},${c}`)!;
    if (r === height - 1 && c === width - 1) return here;
    for (const [, dr, dc] of STEPS[moves]) {
      const [nr, nc] = [r + dr, c + dc];
      if (nr < 0 || nc < 0 || nr >= height || nc >= width || rows[nr][nc] !== open) continue;
      if (!steps.has(`${nr},${nc}`)) {
        steps.set(`${nr},${nc}`, here + 1);
        queue.push([nr, nc]);
      }
    }
  }
  return -1;
}

/** Every path that visits no cell twice, as direction letters, sorted; 1 is open. */
export function plainMazePaths(rows: readonly (readonly number[])[], moves: 2 | 4 | 8): string[] {
  const [height, width] = [rows.length, rows[0].length];
  const paths: string[] = [];
  const seen = rows.map((row) => row.map(() => false));
  const walk = (r: number, c: number, path: string) => {
    if (r === height - 1 && c === width - 1) {
      paths.push(path);
      return;
    }
    seen[r][c] = true;
    for (const [letter, dr, dc] of STEPS[moves]) {
      const [nr, nc] = [r + dr, c + dc];
      if (nr >= 0 && nc >= 0 && nr < height && nc < width && rows[nr][nc] === 1 && !seen[nr][nc])
        walk(nr, nc, path + letter);
    }
    seen[r][c] = false;
  };
  if (rows[0][0] === 1 && rows[height - 1][width - 1] === 1) walk(0, 0, '');
  return paths.sort();
}

/** The two tokens: the fewest moves that swap them, or -1. */
export function plainTokens(rows: readonly (readonly number[])[]): number {
  const [height, width] = [rows.length, rows[0].length];
  const key = (p: number[]) => p.join(',');
  const start = [0, 0, height - 1, width - 1];
  const goal = key([height - 1, width - 1, 0, 0]);
  const moves = new Map([[key(start), 0]]);
  const queue = [start];
  while (queue.length > 0) {
    const position = queue.shift()!;
    const here = moves.get(key(position))!;
    if (key(position) === goal) return here;
    const [rr, rc, br, bc] = position;
    for (const red of [true, false]) {
      const step = red ? rows[br][bc] : rows[rr][rc];
      const [r, c] = red ? [rr, rc] : [br, bc];
      for (const [, dr, dc] of STEPS[4]) {
        const [nr, nc] = [r + dr * step, c + dc * step];
        if (nr < 0 || nc < 0 || nr >= height || nc >= width) continue;
        if (red ? nr === br && nc === bc : nr === rr && nc === rc) continue;
        const next = red ? [nr, nc, br, bc] : [rr, rc, nr, nc];
        if (!moves.has(key(next))) {
          moves.set(key(next), here + 1);
          queue.push(next);
        }
      }
    }
  }
  return -1;
}

/** What a judged problem is, as the referee needs it. */
export interface RefereeProblem {
  readonly puzzle: 'snakes' | 'maze' | 'tokens';
  readonly mode: 'shortest' | 'cells' | 'all' | 'count';
  readonly moves: 2 | 4 | 8;
  readonly open: 0 | 1;
  readonly line: boolean;
}

/** The right answer, in the problem's convention, for `board` exactly as the program was given it. */
export function refereeAnswer(problem: RefereeProblem, board: unknown): string {
  if (problem.puzzle === 'snakes')
    return String(problem.line ? plainGfgSnakes(board as number[]) : plainSnakes(board as number[][]));
  const rows = board as number[][];
  if (problem.puzzle === 'tokens') return String(plainTokens(rows));
  if (problem.mode === 'shortest') return String(plainMazeSteps(rows, problem.open, problem.moves));
  if (problem.mode === 'cells') {
    const steps = plainMazeSteps(rows, problem.open, problem.moves);
    return String(steps === -1 ? -1 : steps + 1);
  }
  const paths = plainMazePaths(rows, problem.moves);
  if (problem.mode === 'count') return String(paths.length);
  return paths.join(' ') || '-1';
}
