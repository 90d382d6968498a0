// Boards made to order as the judge's boards: each case's board made by the puzzle's generator
// with the order given, on sides drawn as the families draw them, from the case's own stream. Sides no board of the order fits (refused by the
// generator's own range checks, or not met within a fixed amount of its work) are passed over.
import { BoardpathError } from '../errors.js';
import { drawSides, type CaseBoard, type Problem, type PuzzleOrder } from '../puzzles/judge-hooks.js';
import { kitOf } from '../puzzles/kits.js';
import type { SeededRandom } from '../random.js';
import type { BoardSource } from './board-source.js';

/**
 * The generator's work a board may take (steps of its searches, the same on every machine): a
 * tenth of a second or so. A side whose board is not made within it is passed over, on every
 * machine alike.
 */
const ORDER_WORK = 10_000_000;

/** The draws of sides a case makes before it takes the smallest sides that fit. */
const DRAWS = 20;

/** The sides passed over for their work, while no board at all was made, before the order is refused. */
const MOST_MISSED = 8;

/**
 * The cells of the sides whose range is checked at the start, at most: past them (a maze's sides
 * up to 100 and a length none can lay) the order is refused rather than checked for seconds.
 */
const MOST_CHECKED_CELLS = 2_000_000;

/**
 * The boards of `order` for `problem`: refused at once (`E_USAGE`, in the generator's words for
 * the last sides checked) when no sides of the problem's fit it, and at the first board when
 * sides after sides are not made within the generator's work. Cost: per board, the generator's;
 * at the start, one range check per pair of sides, fewest cells first, until one fits (at most
 * `MOST_CHECKED_CELLS` cells in all).
 */
export function generatedSource(problem: Problem, order: PuzzleOrder): BoardSource {
  const make = maker(problem, order);
  // What is known of each pair of sides: fits, made once, or why not (so each is tried once).
  const known = new Map<string, 'fits' | 'made' | BoardpathError>();
  const fitting = (rows: number, columns: number): boolean => {
    const key = `${rows}×${columns}`;
    if (!known.has(key)) {
      try {
        make.check(rows, columns);
        known.set(key, 'fits');
      } catch (error) {
        if (!(error instanceof BoardpathError) || error.code !== 'E_USAGE') throw error;
        known.set(key, error);
      }
    }
    return !(known.get(key) instanceof BoardpathError);
  };
  const smallest = smallestFitting(problem, fitting);
  if (smallest === undefined) {
    const why = [...known.values()].pop() as BoardpathError;
    throw new BoardpathError(
      'E_USAGE',
      `no board of sides ${problem.sizes[0]}..${problem.sizes[1]} can be made to order: ${why.message}`,
      { option: why.where.option ?? 'generate' },
    );
  }
  let missed = 0;
  const attempt = (rows: number, columns: number, random: SeededRandom): CaseBoard | undefined => {
    if (!fitting(rows, columns)) return undefined;
    const board = make.board(rows, columns, random);
    const key = `${rows}×${columns}`;
    if (board) known.set(key, 'made');
    else {
      // Not made within the generator's work: the same on every machine, so passed over for good.
      known.set(key, new BoardpathError('E_USAGE', 'not made within the work'));
      const madeAny = [...known.values()].includes('made');
      if (!madeAny && ++missed >= MOST_MISSED) throw unmade(problem);
    }
    return board;
  };
  return {
    board(random) {
      // The generator draws from a stream of its own: a side passed over does not change the next.
      const made = random.fork('made');
      for (let draw = 0; draw < DRAWS; draw++) {
        const [rows, columns] = drawSides(problem, random);
        const board = attempt(rows, columns, made);
        if (board) return board;
      }
      for (const [rows, columns] of [smallest, ...allSides(problem)]) {
        const board = attempt(rows, columns, made);
        if (board) return board;
      }
      throw unmade(problem);
    },
  };
}

function unmade(problem: Problem): BoardpathError {
  return new BoardpathError(
    'E_USAGE',
    `no board of sides ${problem.sizes[0]}..${problem.sizes[1]} was made to order within the generator's work of ${ORDER_WORK.toLocaleString('en')} steps a board: ask for other sides (--size) or an easier order`,
    { option: 'generate' },
  );
}

/** Every pair of sides of the problem's boards, fewest cells first. */
function allSides(problem: Problem): Array<[number, number]> {
  const [least, most] = problem.sizes;
  const square = problem.square;
  const pairs: Array<[number, number]> = [];
  for (let rows = least; rows <= most; rows++)
    for (let columns = least; columns <= most; columns++)
      if (!square || rows === columns) pairs.push([rows, columns]);
  return pairs.sort((a, b) => a[0] * a[1] - b[0] * b[1] || a[0] - b[0]);
}

/** The fewest cells that fit, checked in that order up to `MOST_CHECKED_CELLS` cells. */
function smallestFitting(
  problem: Problem,
  fitting: (rows: number, columns: number) => boolean,
): [number, number] | undefined {
  let cells = 0;
  for (const [rows, columns] of allSides(problem)) {
    if (fitting(rows, columns)) return [rows, columns];
    cells += rows * columns;
    if (cells > MOST_CHECKED_CELLS) return undefined;
  }
  return undefined;
}

/** How the problem's generator is asked: a range check alone, and a board (undefined: not within its work). */
interface Maker {
  check(rows: number, columns: number): void;
  board(rows: number, columns: number, random: SeededRandom): CaseBoard | undefined;
}

function maker(problem: Problem, order: PuzzleOrder): Maker {
  const { generator, judge } = kitOf(problem.puzzle);
  const limits = { maxWork: ORDER_WORK, timeLimit: 1e9 };
  const options = (rows: number, columns: number) => judge.orderOptions(problem, order, rows, columns);
  return {
    check: (rows, columns) => generator.check(options(rows, columns)),
    board(rows, columns, random) {
      try {
        const seed = String(random.int(0, 2 ** 31));
        const { board } = generator.generate({ ...options(rows, columns), ...limits, seed });
        return judge.caseOf(problem, board, rows, columns, random);
      } catch (error) {
        if (error instanceof BoardpathError && error.code === 'E_WORK') return undefined;
        throw error;
      }
    },
  };
}
