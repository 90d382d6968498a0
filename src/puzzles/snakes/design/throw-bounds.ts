// What any board of a size and counts allows its throws, the ground of the design's refusals: the
// most chance one throw has to end the game, the most chance a game has to end on a given throw, how
// many squares a token can stand on, and the longest game that always takes the same number of
// throws. Each is proven in docs/design.md; the property tests hold real boards to them.
import { throwPosition } from '../analysis/chain.js';
import type { EndRule } from '../analysis/end-rules.js';
import { plainChain, type DesignRules } from './feeders.js';
import type { JumpCounts } from './layout.js';

/** Bounds every board of a size and counts obeys, throw by throw. */
export interface ThrowBounds {
  /** The fewest throws any game can end in. */
  readonly minimum: number;
  /**
   * W: the throws' positions, each counted as often as the most faces of one square reach it (a
   * throw that stays counts as a position of its own): every game ending on throw k lands k times,
   * and each position serves a game that ends on one throw count only, so k · P(T = k) ≤ W / faces.
   */
  readonly positions: number;
  /** The first throw from which the hazard stays the same (`hazard` is constant from there on). */
  readonly lateFrom: number;
  /** The squares a token can stand on before the last (the start included). */
  readonly standing: number;
  /**
   * The most throws of a game with no spread at all (every game as long), 0 when none has: each
   * throw but the last needs faces − 1 jumps of its own, the last a funnel of ladders to the end.
   */
  readonly steady: number;
  /** The most chance that throw `n` ends a game not ended before it. */
  hazard(n: number): number;
  /** The most chance that a game ends on throw `n` exactly. */
  cap(n: number): number;
}

/**
 * The bounds of `rules` within `counts`, a game that takes at least `fewest` throws (a target of the
 * puzzle's fewest throws: no real game beats the player who chooses every face). Cost:
 * O(squares × faces) time, O(squares) memory.
 */
export function throwBounds(rules: DesignRules, counts: JumpCounts, fewest = 0): ThrowBounds {
  const { last, faces, end } = rules;
  const ladders = counts.ladders.max;
  const walk = Math.ceil(last / faces);
  const minimum = Math.max(ladders > 0 ? 1 : walk, fewest);
  // Throws 1 … `near` start from a square no walk reaches within one throw of the last: a token
  // standing that near then came by a ladder, one fewer left to lead to the last square.
  const near = Math.max(0, Math.ceil((last - faces) / faces));
  const early = Math.min(1, earlyFaces(end, ladders) / faces);
  const late = Math.min(1, lateFaces(end, ladders) / faces);
  const positions = positionWeight(rules);
  const hazard = (n: number) => (n < minimum ? 0 : n <= near ? early : late);
  return {
    minimum,
    positions,
    lateFrom: Math.max(minimum, near + 1),
    standing: last - counts.ladders.min - counts.snakes.min,
    steady: steadiest(rules, counts),
    hazard,
    cap: (n) => (n < minimum ? 0 : Math.min(1, hazard(n), positions / (faces * n))),
  };
}

// The faces of one throw from a square within a throw of the last that can end the game: the last
// square itself, and a ladder to it on each square reached (twice under bounce, as a plain throw and
// a bounce can both reach it; overshoot: every face from the square before the last).
function lateFaces(end: EndRule, ladders: number): number {
  if (end === 'overshoot') return Infinity;
  return end === 'bounce' ? 2 * ladders + 1 : ladders + 1;
}

// The same before a walk can have come that near: a ladder to the last on a square reached (one
// face each), or, once a ladder has brought the token near, the late count with a ladder fewer.
function earlyFaces(end: EndRule, ladders: number): number {
  if (ladders === 0) return 0;
  return Math.max(ladders, lateFaces(end, ladders - 1));
}

// W: for each position a throw can decide (a square, or "stays on square s"), the most faces of one
// square that reach it, summed.
function positionWeight(rules: DesignRules): number {
  const { last, faces } = rules;
  const chain = plainChain(rules);
  const most = new Int32Array(last + 1);
  const here = new Int32Array(last + 1);
  let weight = 0;
  for (let square = 0; square < last; square++) {
    let stays = 0;
    for (let face = 1; face <= faces; face++) {
      const position = throwPosition(chain, square, face);
      if (position < 0) stays++;
      else here[position]++;
    }
    weight += stays;
    for (let face = 1; face <= faces; face++) {
      const position = throwPosition(chain, square, face);
      if (position < 0 || here[position] === 0) continue;
      most[position] = Math.max(most[position], here[position]);
      here[position] = 0;
    }
  }
  for (let position = 1; position <= last; position++) weight += most[position];
  return weight;
}

/**
 * The longest game with no spread: 1 + ⌊(ladders + snakes − f) / (faces − 1)⌋ throws, f the fewest
 * ladders to the last that let one square end the game surely in one throw; 0 when the ladders are
 * fewer than f. Cost: O(squares × faces).
 */
function steadiest(rules: DesignRules, counts: JumpCounts): number {
  const { last, faces } = rules;
  const ladders = counts.ladders.max;
  const final = finalLadders(rules);
  if (final > ladders) return 0;
  // A throw before the last one starts at least a full throw short of the last square.
  if (faces >= last) return 1;
  return 1 + Math.floor((ladders + counts.snakes.max - final) / (faces - 1));
}

// The fewest ladders to the last square that make some square end the game surely in one throw:
// every square its throws decide must end the game (the last square, or a ladder to it), and no
// throw may leave the token where it was (Infinity when no square can).
function finalLadders(rules: DesignRules): number {
  const { last, faces } = rules;
  const chain = plainChain(rules);
  const seen = new Uint8Array(last + 1);
  let fewest = Infinity;
  for (let square = 0; square < last; square++) {
    let need = 0;
    let stays = false;
    const decided: number[] = [];
    for (let face = 1; face <= faces; face++) {
      const position = throwPosition(chain, square, face);
      if (position < 0 || position === square) stays = true;
      else if (!seen[position]) {
        seen[position] = 1;
        decided.push(position);
        if (position !== last) need++;
      }
    }
    for (const position of decided) seen[position] = 0;
    if (!stays) fewest = Math.min(fewest, need);
  }
  return fewest;
}
