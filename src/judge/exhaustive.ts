// Every board of at most K cells, smallest first, for `--exhaustive K`: judged before the random
// boards, so that a failure found among them is, by proof, the smallest there is: every board of
// fewer cells passed, and every one of as many cells with fewer jumps, walls or labels above 1.
// The places and values of the marks are the puzzle's (`judge.marks`, `judge.marked`).
import { BoardpathError } from '../errors.js';
import type { CaseBoard, Problem } from '../puzzles/judge-hooks.js';
import { kitOf } from '../puzzles/kits.js';

/** The most boards `--exhaustive` judges: beyond, the cells asked for are refused. */
const MOST_EXHAUSTIVE = 200_000;

/**
 * The most boards of the fast first pass the command runs when no `--exhaustive` is given: a
 * hundred runs cost a solution file milliseconds and a program started per board a second or
 * two, and they take in every board of the problem's smallest sizes (every 2×2 board, with every
 * jump, wall or label on it; for rectangular mazes the thin ones of up to 4 cells too).
 */
const FAST_PASS_BOARDS = 100;

/** The most cells a fast pass is looked for up to: a 20×20 board, the largest any problem has. */
const MOST_FAST_CELLS = 400;

/** The shapes of boards of at most `cells` cells the problem's boards may have, fewest cells first. */
function shapes(problem: Problem, cells: number): Array<[number, number]> {
  const [least, most] = problem.sizes;
  const found: Array<[number, number]> = [];
  const low = Math.max(1, least);
  for (let rows = low; rows <= most && rows * low <= cells; rows++)
    for (let columns = low; columns <= most && rows * columns <= cells; columns++)
      if (!problem.square || rows === columns) found.push([rows, columns]);
  return found.sort((a, b) => a[0] * a[1] - b[0] * b[1] || a[0] - b[0]);
}

/**
 * How many boards of at most `cells` cells there are (exactly: every place marked or not, with every
 * value). Cost: O(shapes).
 */
export function exhaustiveCount(problem: Problem, cells: number): number {
  const hooks = kitOf(problem.puzzle).judge;
  let count = 0;
  for (const [rows, columns] of shapes(problem, cells)) {
    const { places, values } = hooks.marks(problem, rows, columns);
    count += (values.length + 1) ** places.length;
  }
  return count;
}

/**
 * The cells of the fast first pass: the fewest cells whose boards are the most there are within
 * `FAST_PASS_BOARDS` (so that the report's "at most K cells" names the largest board judged); 0
 * when even the smallest boards the problem's sizes allow are more, or the problem has no smaller
 * boards (GfG's line of 30 squares). Cost: O(shapes) for each number of cells tried.
 */
export function fastPassCells(problem: Problem): number {
  if (problem.line) return 0;
  let cells = 0;
  let boards = 0;
  for (let tried = 1; tried <= MOST_FAST_CELLS; tried++) {
    const count = exhaustiveCount(problem, tried);
    if (count > FAST_PASS_BOARDS) break;
    if (count > boards) [cells, boards] = [tried, count];
  }
  return cells;
}

/**
 * Every board of at most `cells` cells, in order: fewer cells first; then fewer marks (jumps, walls,
 * labels above 1); then the marked places and their values in dictionary order. GfG's board of 30
 * squares has no smaller boards: none. A request past `MOST_EXHAUSTIVE` boards is refused
 * (`E_USAGE`), with how many it would be. Cost: O(cells) a board, made lazily.
 */
export function* exhaustiveBoards(problem: Problem, cells: number): Generator<CaseBoard> {
  if (problem.line) return;
  const hooks = kitOf(problem.puzzle).judge;
  const count = exhaustiveCount(problem, cells);
  if (count > MOST_EXHAUSTIVE)
    throw new BoardpathError(
      'E_USAGE',
      `--exhaustive ${cells} would judge ${count.toLocaleString('en-US')} ${problem.puzzle} boards, more than ${MOST_EXHAUSTIVE.toLocaleString('en-US')}: ask for fewer cells`,
      { option: 'exhaustive' },
    );
  for (const [rows, columns] of shapes(problem, cells)) {
    const { places, values } = hooks.marks(problem, rows, columns);
    for (let marked = 0; marked <= places.length; marked++)
      for (const chosen of combinations(places.length, marked))
        for (const picked of products(values.length, marked))
          yield hooks.marked(
            problem,
            rows,
            columns,
            chosen.map((i, k) => [places[i], values[picked[k]]]),
          );
  }
}

/** Every choice of `k` of `n` indices, in dictionary order. */
function* combinations(n: number, k: number): Generator<number[]> {
  const chosen = Array.from({ length: k }, (_, i) => i);
  if (k > n) return;
  for (;;) {
    yield [...chosen];
    let i = k - 1;
    while (i >= 0 && chosen[i] === n - k + i) i--;
    if (i < 0) return;
    chosen[i]++;
    for (let j = i + 1; j < k; j++) chosen[j] = chosen[j - 1] + 1;
  }
}

/** Every `k` digits of base `n`, in dictionary order. */
function* products(n: number, k: number): Generator<number[]> {
  const digits = new Array<number>(k).fill(0);
  if (n === 0 && k > 0) return;
  for (;;) {
    yield [...digits];
    let i = k - 1;
    while (i >= 0 && digits[i] === n - 1) digits[i--] = 0;
    if (i < 0) return;
    digits[i]++;
  }
}
