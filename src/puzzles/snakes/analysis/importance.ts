import { BoardpathError } from '../../../errors.js';
import { z } from 'zod';
import { allowing, checkValue, type Progress } from '../../../options.js';
import { makeSnakesBoard, type JumpKind, type SnakesBoard } from '../board/board.js';
import { chainReach } from './reach.js';
import { checkSnakesCall, importanceSchema } from '../options.js';
import { expectedThrows } from './expected.js';
import { snakesChain, type ChainOptions } from './chain.js';

const BASELINE = allowing('the expected throws with every jump (a number), or null', z.number().nullable());

/** How the expected game changes without one snake or ladder. */
export interface JumpImportance {
  readonly kind: JumpKind;
  readonly from: number;
  readonly to: number;
  /** Expected throws without this jump (null: the game could then go on for ever). */
  readonly expected: number | null;
  /** `expected` minus the board's expected throws (null when either is infinite). */
  readonly change: number | null;
}

/**
 * The most squares × faces × jumps `jumpImportance` takes: one full solve per jump, each some tens
 * of sweeps over the board of squares × faces steps (at the limit, about fifteen seconds).
 */
const MAX_IMPORTANCE_WORK = 1e8;

/**
 * Refuses (`E_USAGE`) a board whose squares × faces × jumps passes `MAX_IMPORTANCE_WORK`: what
 * `jumpImportance` checks first, for a caller that wants to know before other work. Cost: O(1).
 */
export function checkImportance(board: SnakesBoard, options: ChainOptions = {}): void {
  const jumps = board.jumpFrom.length;
  const faces = options.faces ?? board.faces;
  if (jumps * (board.last + 1) * faces > MAX_IMPORTANCE_WORK) {
    throw new BoardpathError(
      'E_USAGE',
      `the importance of the snakes and ladders takes one solve of the board per jump: ` +
        `${jumps} jumps on ${board.last + 1} squares with ${faces} faces is too much ` +
        `(at most ${MAX_IMPORTANCE_WORK.toExponential()} squares × faces × jumps)`,
    );
  }
}

/**
 * Expected throws with each snake or ladder removed in turn, sorted by how much the removal changes
 * the expected game (largest change first; removals that make the game endless first of all).
 * One `expectedThrows` solve per jump, so boards are limited to squares × faces × jumps ≤
 * `MAX_IMPORTANCE_WORK`, refused before the first solve. `baseline`, when given, saves the first
 * solve. Takes any board, as `boardFrom` does.
 *
 * Cost: O(jumps × solve) = O(jumps × iterations × squares × faces).
 */
export function jumpImportance(
  board: SnakesBoard,
  options: ChainOptions & {
    /** Told after each solve: the snakes and ladders taken away so far, of all. */
    readonly progress?: Progress;
  } = {},
  baseline: number | null = null,
): JumpImportance[] {
  [board, options] = checkSnakesCall(board, importanceSchema, options);
  checkValue('baseline', BASELINE, baseline);
  checkImportance(board, options);
  const jumps = board.jumpFrom.length;
  const base = baseline ?? expectedOf(board, options);
  const rows: JumpImportance[] = [];
  for (let j = 0; j < jumps; j++) {
    const from = board.jumpFrom.filter((_, i) => i !== j);
    const to = board.jumpTo.filter((_, i) => i !== j);
    const without = makeSnakesBoard({ ...board, jumps: { from, to } });
    const expected = expectedOf(without, options);
    const jumpTo = board.jumpTo[j];
    const jumpFrom = board.jumpFrom[j];
    rows.push({
      kind: jumpTo > jumpFrom ? 'ladder' : 'snake',
      from: jumpFrom,
      to: jumpTo,
      expected,
      change: expected === null || base === null ? null : expected - base,
    });
    options.progress?.(j + 1, jumps);
  }
  const weight = (row: JumpImportance): number =>
    row.expected === null ? Infinity : Math.abs(row.change ?? 0);
  return rows.sort((a, b) => weight(b) - weight(a) || a.from - b.from);
}

function expectedOf(board: SnakesBoard, options: ChainOptions): number | null {
  const chain = snakesChain(board, options);
  const reach = chainReach(chain);
  return reach.trap >= 0 ? null : expectedThrows(chain, reach).expected;
}
