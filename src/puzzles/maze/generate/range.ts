// Which shortest paths a maze can be made with (docs/generate.md says why): a request outside the
// range is refused at once, naming it.
import { aOrAn, counted, grouped } from '../../../words.js';
import { describeRuns, impossible, inRuns } from '../../generate.js';
import { exactLengths, exactPaths, type ExactLengths } from './exact-mazes.js';
import { PathLengths } from './lay-path.js';
import type { MazeRequest } from './options.js';
import { TwoWaySearch } from './two-way.js';

/** The laid paths of a grid, row after row and (the grid turned) column after column. */
export interface MazeLengths {
  /** The paths that go down a row at a time (with 2 moves, those of 4 moves: only the fewest steps are used). */
  readonly byRows: PathLengths;
  /** The paths that go right a column at a time: those of the grid turned, columns for rows; none with 2 moves. */
  readonly byColumns: PathLengths | null;
  /** The fewest steps from the top-left to the bottom-right. */
  readonly least: number;
  /** The most steps of a path laid (the fewest with 2 moves). */
  readonly most: number;
  /** Per parity, even then odd, the `[least, most]` steps laid either way (empty: least > most). */
  readonly byParity: readonly [readonly [number, number], readonly [number, number]];
  /** Whether a path of exactly `steps` steps is laid, one way or the other (or, `exact`, from its table). */
  lays(steps: number): boolean;
  /** Every length a shortest path can have and a path of each length not laid, on sizes searched whole. */
  readonly exact?: ExactLengths;
}

/**
 * The shortest paths `request`'s grid and moves allow: from the fewest steps between the corners
 * (rows + columns − 2 with 2 or 4 moves; the longer side − 1 with 8) to the longest path laid row
 * after row or column after column (`PathLengths`); with 4 moves only lengths of the corners'
 * parity (every step changes row + column by one); with 2 moves every path takes the fewest.
 * Cost: O(rows × columns) time, 256 bytes a cell (128 with 2 moves); `spend`, when given, is told
 * the steps as they are taken (a row at a time), and may throw to stop.
 */
export function mazeLengths(request: MazeRequest, spend?: (steps: number) => void): MazeLengths {
  const { rows, columns, moves } = request;
  const least = moves === 8 ? Math.max(rows, columns) - 1 : rows + columns - 2;
  // With 2 moves every path takes the fewest steps: one of those laid with 4 moves.
  const byRows = new PathLengths(rows, columns, moves === 8 ? 8 : 4, spend);
  if (moves === 2) {
    const only: [number, number] = [least, least];
    const empty: [number, number] = [Infinity, -Infinity];
    return {
      byRows,
      byColumns: null,
      least,
      most: least,
      byParity: least % 2 === 0 ? [only, empty] : [empty, only],
      lays: (steps) => steps === least,
    };
  }
  const byColumns = new PathLengths(columns, rows, moves, spend);
  const exact = exactLengths(rows, columns, moves);
  if (exact) {
    const [even, odd]: [number, number][] = [
      [Infinity, -Infinity],
      [Infinity, -Infinity],
    ];
    for (const [from, to] of exact.lengths)
      for (let steps = from; steps <= to; steps++) {
        const parity = steps & 1 ? odd : even;
        [parity[0], parity[1]] = [Math.min(parity[0], steps), Math.max(parity[1], steps)];
      }
    return {
      byRows,
      byColumns,
      least,
      most: exact.lengths.at(-1)![1],
      byParity: [even, odd],
      lays: (steps) => inRuns(exact.lengths, steps),
      exact,
    };
  }
  const [rowsEven, rowsOdd] = byRows.byParity;
  const [columnsEven, columnsOdd] = byColumns.byParity;
  const union = (a: readonly [number, number], b: readonly [number, number]): [number, number] => [
    Math.min(a[0], b[0]),
    Math.max(a[1], b[1]),
  ];
  return {
    byRows,
    byColumns,
    least,
    most: Math.max(byRows.most, byColumns.most),
    byParity: [union(rowsEven, columnsEven), union(rowsOdd, columnsOdd)],
    lays: (steps) => byRows.lays(steps) || byColumns.lays(steps),
  };
}

/** The lengths laid in words: "10 to 20 steps (an even number)", "4 to 12 steps (odd ones from 5 to 7 only)". */
function describeLengths(lengths: MazeLengths): string {
  if (lengths.least === lengths.most) return counted(lengths.least, 'step');
  const all = `${grouped(lengths.least)} to ${grouped(lengths.most)} steps`;
  const [even, odd] = lengths.byParity;
  // Each parity's lengths a whole run (as the laid ones are), or else every run named.
  for (const [from, to] of [even, odd])
    for (let steps = from; steps <= to; steps += 2)
      if (!lengths.lays(steps))
        return `${lengths.exact!.lengths.map(([a, b]) => (a === b ? grouped(a) : `${grouped(a)} to ${grouped(b)}`)).join(', ')} steps`;
  const has = ([least, most]: readonly [number, number]) => least <= most;
  if (!has(odd)) return `${all} (an even number)`;
  if (!has(even)) return `${all} (an odd number)`;
  const [fewer, kind] = even[1] - even[0] < odd[1] - odd[0] ? [even, 'even'] : [odd, 'odd'];
  const whole = fewer[0] <= lengths.least + 1 && fewer[1] >= lengths.most - 1;
  return whole ? all : `${all} (${kind} ones from ${grouped(fewer[0])} to ${grouped(fewer[1])} only)`;
}

/** The maze in words: "a 6×6 maze with 4 moves". */
export function describeMaze(request: MazeRequest): string {
  return `${aOrAn(request.rows)} ${request.rows}×${request.columns} maze with ${request.moves} moves`;
}

/**
 * Refuses at once (`E_USAGE`, naming the option) a request no maze can meet: a shortest path
 * outside `mazeLengths` (or of the wrong parity); a number of shortest paths no maze of the size has
 * with that many steps: on sizes where every maze was searched, any not found; else more than
 * `mostShortestPaths`. Cost: O(rows × columns).
 */
export function checkMazeRequest(request: MazeRequest, lengths: MazeLengths): void {
  const { shortest, paths } = request;
  if (shortest !== undefined && shortest !== -1 && !lengths.lays(shortest))
    throw impossible(
      'shortest',
      `${describeMaze(request)} is made with shortest paths of ${describeLengths(lengths)}, not ${shortest}`,
    );
  if (paths !== undefined && shortest === undefined && !lengthsWith(request, lengths, paths).length)
    throw impossible(
      'paths',
      `no ${describeMaze(request).replace(/^an? /, '')} has ${grouped(paths)} shortest ${paths === 1 ? 'path' : 'paths'}, whatever their length`,
    );
  if (paths === undefined || shortest === undefined || shortest === -1) return;
  const found = exactPaths(request.rows, request.columns, request.moves, shortest);
  const one = found?.length === 1 && found[0][1] === 1;
  const of = `shortest ${one ? 'path' : 'paths'} of ${counted(shortest, 'step')}`;
  if (found) {
    if (!inRuns(found, paths))
      throw impossible(
        'paths',
        `${describeMaze(request)} has ${describeRuns(found)} ${of} (every maze searched), not ${grouped(paths)}`,
      );
    return;
  }
  const most = mostShortestPaths(request, shortest);
  if (paths > most)
    throw impossible(
      'paths',
      `${describeMaze(request)} has at most ${grouped(most)} shortest ${most === 1 ? 'path' : 'paths'} of ${counted(shortest, 'step')}${shortest === lengths.least ? ' (every cell open)' : ''}, not ${grouped(paths)}`,
    );
}

/**
 * The lengths laid at which some maze may have `paths` shortest paths: those where the size's table
 * has that number, or (not searched whole) where `mostShortestPaths` allows it.
 * Cost: O(rows × columns + lengths).
 */
export function lengthsWith(request: MazeRequest, lengths: MazeLengths, paths: number): number[] {
  const fit: number[] = [];
  for (let steps = lengths.least; steps <= lengths.most; steps++) {
    if (!lengths.lays(steps)) continue;
    const found = exactPaths(request.rows, request.columns, request.moves, steps);
    if (found ? inRuns(found, paths) : paths <= mostShortestPaths(request, steps)) fit.push(steps);
  }
  return fit;
}

/**
 * A bound no maze of `request`'s size and moves passes: the number of shortest paths of `steps`
 * steps. At the fewest steps, the open grid's (every path of that many steps is shortest there, and
 * blocking cells only takes paths away). Longer, the smaller of two counts: a shortest path leaves
 * the start for one of its 2 neighbours (3 with 8 moves), and each later step for a cell next to
 * the cell it is on but not to the one before (else that one would be a step nearer): 3 of them (5
 * with 8 moves, after a diagonal step; 3 after a straight one), the last step onto the goal; and a
 * shortest path takes one cell of each of the steps − 1 levels between the corners, distinct open
 * cells, so at most ((cells − 2) / (steps − 1))^(steps − 1) paths (their product, at its largest).
 * Cost: O(rows × columns) at the fewest steps, else O(1).
 */
function mostShortestPaths(request: MazeRequest, steps: number): number {
  const { rows, columns, moves } = request;
  const least = moves === 8 ? Math.max(rows, columns) - 1 : rows + columns - 2;
  if (steps === least) return openGridPaths(request);
  if (steps < 2) return 1;
  const cells = rows * columns;
  const branching = (moves === 8 ? 3 : 2) * (moves === 8 ? 5 : 3) ** (steps - 2);
  const levels = ((cells - 2) / (steps - 1)) ** (steps - 1);
  return Math.floor(Math.min(branching, levels));
}

/**
 * How many shortest paths the grid has with every cell open: the most any maze of the fewest steps
 * can have. Cost: O(rows × columns).
 */
function openGridPaths(request: MazeRequest): number {
  const { rows, columns, moves } = request;
  const search = new TwoWaySearch(rows, columns, moves, 0, rows * columns - 1);
  search.measure(new Uint8Array(rows * columns).fill(1));
  return search.count;
}
