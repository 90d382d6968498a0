// `generateTokens`: a two-token grid made to order, proven by the solver.
import { checkMemory } from '../../../errors.js';
import type { SeededRandom } from '../../../random.js';
import { DEFAULT_ENGINE_MEMORY } from '../../../search/check-graph.js';
import { counted } from '../../../words.js';
import {
  boardRandom,
  frozenResult,
  GenerateBudget,
  inRuns,
  type Certified,
  type Generated,
} from '../../generate.js';
import { makeTokensBoard, type TokensBoard } from '../board/board.js';
import type { TokensSolution } from '../solve/solve.js';
import { buildTokens, type TokensTarget, type TokensWorkspace } from './build.js';
import { tokensExample } from './exact-tokens.js';
import { tokensCertificate } from './certificate.js';
import { checkGenerateTokens, type GenerateTokensOptions, type TokensRequest } from './options.js';
import { POSITIONS_BYTES, TokenPositions } from './positions.js';
import { SOLUTIONS_GRAPH_BYTES, ShortestSolutions } from './solutions-graph.js';
import { checkTokensRequest, describeTokens, type MovesRange } from './range.js';

/**
 * The shortest solutions of a grid asked for one: a solution and its mirror image. Played backwards
 * with the colours swapped, a shortest solution is a shortest solution again (every move can be
 * undone, and the swap is the start with the colours swapped), and never the same one: that would
 * put its middle position (or its middle move's two ends) on its own colour swap, both tokens on one
 * square (or both moving in one move). So shortest solutions come in pairs, and one pair is unique.
 */
const MIRRORED = 2n;

/** A generated two-token grid and its certificate. */
export type GeneratedTokens = Generated<TokensBoard, Certified<TokensSolution>>;

// Bytes a position: the generator's two looks, its graph of solutions, and the certificate's search
// (queue, levels, counts).
const BYTES_PER_POSITION = 2 * POSITIONS_BYTES + SOLUTIONS_GRAPH_BYTES + 26;

/**
 * A two-token grid made to order: red top-left, blue bottom-right, exactly
 * `fewest` moves to swap them (-1: they cannot), one shortest solution up to its mirror image if
 * `unique` (`solutions` is then 2: see `MIRRORED`), labels from
 * `labels[0]` to `labels[1]`. Board `index` of `seed` is the same grid on every machine. The answer
 * is the certificate: the solver's fewest moves and one shortest solution, and `solutions`, how many
 * shortest solutions (sequences of positions) the engine counts. A request no grid meets is refused
 * at once (`E_USAGE`, with the range that can be met); one not met within `timeLimit` or `maxWork`
 * is `E_WORK`, with the nearest number of moves found.
 *
 * Cost: O(cells² × 8) a label tried at most, about 70 bytes a position (cells²), refused past `maxMemory`
 * (1 GiB by default) before anything is allocated.
 *
 * @example
 * generateTokens({ rows: 6, columns: 6, fewest: 10, unique: true, seed: 'Ada' }).answer.moves // 10
 */
export function generateTokens(options: GenerateTokensOptions = {}): GeneratedTokens {
  const { checked, request } = checkGenerateTokens(options);
  const cells = request.rows * request.columns;
  const maxMemory = checked.maxMemory ?? DEFAULT_ENGINE_MEMORY;
  checkMemory(describeTokens(request), BYTES_PER_POSITION * cells * cells, maxMemory, ' to generate');
  const range = checkTokensRequest(request);
  const random = boardRandom(checked.seed, checked.index);
  const target: TokensTarget = {
    fewest: request.fewest ?? naturalFewest(request, range, random),
    unique: request.unique,
  };
  const closest = { moves: -1 };
  const budget = new GenerateBudget(
    checked,
    () => `no ${wanted(request, target)} was found${nearest(target, closest)}`,
  );
  const workspace: TokensWorkspace = {
    looks: [
      new TokenPositions(request.rows, request.columns),
      new TokenPositions(request.rows, request.columns),
    ],
    solutions: new ShortestSolutions(cells),
  };
  const limits = { maxMemory, signal: checked.signal };
  for (let attempt = 0; ; attempt++) {
    // A target few grids of a small size take: after two attempts, the table's grid of it.
    const labels =
      (attempt >= 2 &&
        target.fewest > 0 &&
        tokensExample(request.rows, request.columns, request.labels, target.fewest, target.unique, random)) ||
      buildTokens(request, workspace, target, random, budget, closest);
    budget.spend(1);
    if (!labels) continue;
    const grid = Array.from({ length: request.rows }, (_, row) =>
      Array.from(labels.subarray(row * request.columns, (row + 1) * request.columns)),
    );
    const board = makeTokensBoard({ format: request.rows === request.columns ? 'course' : 'rows', grid });
    const answer = tokensCertificate(board, limits);
    const met =
      answer.moves === (target.fewest === -1 ? null : target.fewest) &&
      (!target.unique || answer.solutions === MIRRORED);
    if (met) return frozenResult(board, answer);
  }
}

// Without a target: a few moves more than the fewest any grid of the size takes; on a size searched
// whole, one that some grid takes (with `unique`, with one pair of shortest solutions).
function naturalFewest(request: TokensRequest, range: MovesRange, random: SeededRandom): number {
  if (range.least === null) return -1;
  const few = range.least + random.int(1, Math.max(2, request.rows + request.columns - 2));
  if (!range.exact) return few;
  const runs = request.unique ? range.exact.unique : range.exact.fewest;
  if (inRuns(runs, few)) return few;
  const near: number[] = [];
  for (const [from, to] of runs) for (let moves = from; moves <= Math.min(to, few); moves++) near.push(moves);
  return near.length > 0 ? random.pick(near) : runs.length > 0 ? runs[0][0] : -1;
}

// The request in words, for the message of a budget run out.
function wanted(request: TokensRequest, target: TokensTarget): string {
  const moves = target.fewest === -1 ? 'no swap' : `${counted(target.fewest, 'move')} at the fewest`;
  return `${describeTokens(request).replace(/^an? /, '')} with ${moves}${target.unique ? ' and one shortest solution (and its mirror image)' : ''}`;
}

// The nearest the search came, when it came anywhere.
function nearest(target: TokensTarget, closest: { moves: number }): string {
  return target.fewest === -1 || closest.moves < 0 ? '' : ` (the nearest: ${counted(closest.moves, 'move')})`;
}
