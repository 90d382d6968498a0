// A grid of labels towards its target, one label at a time: each change is kept when a fresh look
// at the positions (`TokenPositions`) finds the grid no further from the target, and the labels
// changed are those a shortest solution reads when it is too short or has company, so each change
// removes the moves that made it so (docs/generate.md).
import type { SeededRandom } from '../../../random.js';
import type { GenerateBudget } from '../../generate.js';
import type { TokensRequest } from './options.js';
import type { TokenPositions } from './positions.js';
import type { ShortestSolutions } from './solutions-graph.js';

/** What the grid must meet: exactly `fewest` moves (-1: no swap), and one shortest solution and its mirror image if `unique`. */
export interface TokensTarget {
  readonly fewest: number;
  readonly unique: boolean;
}

// How far a look is from the target: the moves off by (a million each), then the extra solutions.
function distanceOf(positions: TokenPositions, target: TokensTarget): number {
  const { fewest, count } = positions;
  if (target.fewest === -1) return fewest === -1 ? 0 : 2 ** 40 - fewest;
  if (fewest === -1) return 2 ** 40;
  const off = Math.abs(fewest - target.fewest);
  if (off > 0) return off * 1e6 + 5e5;
  // One solution is one mirrored pair (`MIRRORED`).
  return target.unique ? Math.min(Math.abs(count - 2), 1e6 - 1) : 0;
}

/** What a grid is built with: two looks that take turns, and the graph of their shortest solutions. */
export interface TokensWorkspace {
  readonly looks: readonly [TokenPositions, TokenPositions];
  readonly solutions: ShortestSolutions;
}

/**
 * One attempt at a grid for `target`: its labels row after row, or null when the search stalls
 * (so many changes in a row kept it no nearer). Of the two looks one holds the grid as kept and
 * the other looks at a change, so a change put back needs no look again. Cost: O(positions within
 * ⌈fewest/2⌉ moves × 8) a label tried.
 */
export function buildTokens(
  request: TokensRequest,
  workspace: TokensWorkspace,
  target: TokensTarget,
  random: SeededRandom,
  budget: GenerateBudget,
  closest: { moves: number },
): Int32Array | null {
  const { looks } = workspace;
  const [least, most] = request.labels;
  const cells = request.rows * request.columns;
  const stuck = target.fewest === -1 ? stuckLabel(request, random) : -1;
  if (stuck > 0) return decorated(request, looks[0], stuck, random, budget);
  const labels = Int32Array.from({ length: cells }, () => random.int(least, most));
  // `kept` looks at the grid as it is; `last` is the look made last (at a change put back, perhaps).
  let kept = looks[0];
  let last = kept;
  budget.spend(kept.measure(labels));
  let distance = distanceOf(kept, target);
  if (least === most) return distance === 0 ? labels : null;
  const patience = 20 * cells + 200;
  for (let stale = 0; stale < patience; stale++) {
    if (distance === 0) return labels;
    note(last, target, closest);
    // Too short, or not alone: change a label a shortest solution reads (of the grid as kept).
    const guided =
      last.fewest !== -1 && (target.fewest === -1 || last.fewest <= target.fewest) && random.chance(0.8);
    const read = guided ? workspace.solutions.readOnOne(kept, random) : -1;
    if (guided) budget.spend(kept.count);
    const cell = read >= 0 ? read : random.int(0, cells - 1);
    const was = labels[cell];
    labels[cell] = random.int(least, most - 1);
    if (labels[cell] >= was) labels[cell]++;
    last = kept === looks[0] ? looks[1] : looks[0];
    budget.spend(last.measure(labels));
    const now = distanceOf(last, target);
    if (now <= distance) {
      if (now < distance) stale = 0;
      distance = now;
      kept = last;
    } else labels[cell] = was;
  }
  return null;
}

// Keeps the nearest number of moves seen, for the message when the budget runs out.
function note(positions: TokenPositions, target: TokensTarget, closest: { moves: number }): void {
  if (positions.fewest === -1 || target.fewest === -1) return;
  if (
    closest.moves < 0 ||
    Math.abs(positions.fewest - target.fewest) < Math.abs(closest.moves - target.fewest)
  )
    closest.moves = positions.fewest;
}

// A label that, written on every square, keeps red off blue's square: a token moves only by
// multiples of it, so it must divide both rows − 1 and columns − 1 (or be longer than the grid, and
// nothing moves). -1 when every label allowed divides both.
function stuckLabel(request: TokensRequest, random: SeededRandom): number {
  const [least, most] = request.labels;
  const apart = (label: number) => (request.rows - 1) % label !== 0 || (request.columns - 1) % label !== 0;
  const first = random.int(least, most);
  for (let k = 0; k <= Math.min(most - least, 64); k++) {
    const label = least + ((first - least + k) % (most - least + 1));
    if (apart(label)) return label;
  }
  return -1;
}

// A grid of `label` everywhere (the tokens cannot swap), then labels changed at random, each kept
// only while the tokens still cannot swap.
function decorated(
  request: TokensRequest,
  positions: TokenPositions,
  label: number,
  random: SeededRandom,
  budget: GenerateBudget,
): Int32Array {
  const [least, most] = request.labels;
  const cells = request.rows * request.columns;
  const labels = new Int32Array(cells).fill(label);
  for (let tries = 0; tries < 4 * cells && least < most; tries++) {
    const cell = random.int(0, cells - 1);
    const was = labels[cell];
    labels[cell] = random.int(least, most);
    budget.spend(positions.measure(labels));
    if (positions.fewest !== -1) labels[cell] = was;
  }
  return labels;
}
