// The board a design search holds: where each square's jump leads, and the moves that change one
// jump (add, remove, lengthen or shorten, slide), each a change of one or two squares' landing.
import type { SeededRandom } from '../../../random.js';
import type { DesignRules } from './feeders.js';
import type { JumpChange } from './fundamental.js';

/** How many ladders and snakes a design may have: from `min` to `max` of each. */
export interface JumpCounts {
  readonly ladders: { readonly min: number; readonly max: number };
  readonly snakes: { readonly min: number; readonly max: number };
}

/** The moves of the search, as the search counts them. */
export const DESIGN_MOVES = ['add', 'remove', 'lengthen', 'shorten', 'slide'] as const;

/** One of `DESIGN_MOVES`. */
export type DesignMove = (typeof DESIGN_MOVES)[number];

/** A move proposed: the squares whose landing it changes (one, or two for a slide). */
export interface Proposal {
  move: DesignMove;
  readonly changes: JumpChange[];
}

/**
 * A board under design: squares 1 … last, the token off the board at the start. Every square but
 * the last may start one jump; no square is both a jump's start and a jump's end (so a jump never
 * lands on another, and a board reads the same to every player); every square can still reach the
 * last (the search checks that by its figures). Memory: 12 bytes per square.
 */
export class Layout {
  /** landing[p]: where a throw reaching p ends (p itself when no jump starts there). */
  readonly landing: Int32Array;
  /** How many jumps end on each square. */
  readonly ends: Int32Array;
  ladders = 0;
  snakes = 0;

  constructor(
    readonly rules: DesignRules,
    readonly counts: JumpCounts,
    landing?: Int32Array,
  ) {
    const size = rules.last + 1;
    this.landing = new Int32Array(size);
    this.ends = new Int32Array(size);
    for (let square = 0; square < size; square++) this.landing[square] = landing?.[square] ?? square;
    for (let square = 1; square < size; square++) {
      const to = this.landing[square];
      if (to === square) continue;
      this.ends[to]++;
      if (to > square) this.ladders++;
      else this.snakes++;
    }
  }

  /** A copy to change on its own. Cost: O(squares). */
  copy(): Layout {
    return new Layout(this.rules, this.counts, this.landing);
  }

  /** The squares where jumps start, ascending. Cost: O(squares). */
  starts(): number[] {
    const starts: number[] = [];
    for (let square = 1; square < this.rules.last; square++)
      if (this.landing[square] !== square) starts.push(square);
    return starts;
  }

  /**
   * Fills `proposal` with a random move that keeps the board within its rules and counts: true when
   * one was found within a few tries. Does not change the board. Cost: O(squares) at most.
   */
  propose(random: SeededRandom, proposal: Proposal): boolean {
    for (let attempt = 0; attempt < 8; attempt++) {
      const move = this.pickMove(random);
      proposal.move = move;
      proposal.changes.length = 0;
      if (this.fill(move, random, proposal.changes) && this.allows(proposal.changes)) return true;
    }
    return false;
  }

  /** Makes the changes of a proposal. Cost: O(1). */
  apply(changes: readonly JumpChange[]): void {
    for (const { square, from, to } of changes) {
      if (from !== square) {
        this.ends[from]--;
        if (from > square) this.ladders--;
        else this.snakes--;
      }
      if (to !== square) {
        this.ends[to]++;
        if (to > square) this.ladders++;
        else this.snakes++;
      }
      this.landing[square] = to;
    }
  }

  // Adds are as likely as removals when the counts allow both; the rest reshape a jump.
  private pickMove(random: SeededRandom): DesignMove {
    const jumps = this.ladders + this.snakes;
    if (jumps === 0) return 'add';
    return DESIGN_MOVES[random.int(0, DESIGN_MOVES.length - 1)];
  }

  private fill(move: DesignMove, random: SeededRandom, changes: JumpChange[]): boolean {
    const { last } = this.rules;
    const reach = Math.max(1, Math.floor(last / 8));
    if (move === 'add') {
      const ladder = random.chance(0.5);
      const square = random.int(ladder ? 1 : 2, last - 1);
      if (this.landing[square] !== square) return false;
      const to = ladder ? random.int(square + 1, last) : random.int(1, square - 1);
      changes.push({ square, from: square, to });
      return true;
    }
    const start = this.randomStart(random);
    if (start < 0) return false;
    const to = this.landing[start];
    if (move === 'remove') {
      changes.push({ square: start, from: to, to: start });
      return true;
    }
    const step = random.int(1, reach);
    if (move === 'lengthen' || move === 'shorten') {
      const longer = move === 'lengthen';
      const next = to > start === longer ? to + step : to - step;
      changes.push({ square: start, from: to, to: next });
      return true;
    }
    // Slide: both ends move by the same step, up or down.
    const shift = random.chance(0.5) ? step : -step;
    const square = start + shift;
    if (square < 1 || square >= last || this.landing[square] !== square) return false;
    changes.push({ square: start, from: to, to: start });
    changes.push({ square, from: this.landing[square], to: to + shift });
    return true;
  }

  // A jump's start, each as likely: O(squares) at most.
  private randomStart(random: SeededRandom): number {
    const jumps = this.ladders + this.snakes;
    if (jumps === 0) return -1;
    let index = random.int(0, jumps - 1);
    for (let square = 1; square < this.rules.last; square++)
      if (this.landing[square] !== square && index-- === 0) return square;
    return -1;
  }

  /**
   * Whether the board with `changes` made keeps its rules: squares and ends in range, no square
   * both a start and an end, ladders up and snakes down (square 0 is no square), and the counts.
   * Cost: O(changes²).
   */
  allows(changes: readonly JumpChange[]): boolean {
    const { last } = this.rules;
    let ladders = this.ladders;
    let snakes = this.snakes;
    const landingAfter = (square: number): number => {
      for (const change of changes) if (change.square === square) return change.to;
      return this.landing[square];
    };
    const endsAfter = (square: number): number => {
      let count = this.ends[square];
      for (const change of changes) {
        if (change.from === square && change.from !== change.square) count--;
        if (change.to === square && change.to !== change.square) count++;
      }
      return count;
    };
    for (const { square, from, to } of changes) {
      if (square < 1 || square >= last || landingAfter(square) !== to) return false;
      if (from !== square) {
        if (from > square) ladders--;
        else snakes--;
      }
      if (to === square) continue;
      if (to < 1 || to > last) return false;
      if (to > square) ladders++;
      else snakes++;
      if (endsAfter(square) > 0 || landingAfter(to) !== to) return false;
    }
    const { counts } = this;
    return (
      ladders >= counts.ladders.min &&
      ladders <= counts.ladders.max &&
      snakes >= counts.snakes.min &&
      snakes <= counts.snakes.max &&
      changes.every((change) => change.from === this.landing[change.square])
    );
  }
}

/**
 * A random board within the counts: as many ladders and snakes as drawn from their ranges, each on
 * a free square, leading to a square no jump starts on. Null when no such board was found in a few
 * hundred tries (counts that crowd a small board). Cost: O(squares + jumps × tries).
 */
export function randomLayout(rules: DesignRules, counts: JumpCounts, random: SeededRandom): Layout | null {
  const { last } = rules;
  const layout = new Layout(rules, counts);
  const wanted = {
    ladders: random.int(counts.ladders.min, counts.ladders.max),
    snakes: random.int(counts.snakes.min, counts.snakes.max),
  };
  for (let tries = 0; tries < 200 * (wanted.ladders + wanted.snakes + 1); tries++) {
    const ladder = layout.ladders < wanted.ladders;
    if (!ladder && layout.snakes >= wanted.snakes) return layout;
    const square = random.int(ladder ? 1 : 2, last - 1);
    if (layout.landing[square] !== square || layout.ends[square] > 0) continue;
    const to = ladder ? random.int(square + 1, last) : random.int(1, square - 1);
    if (layout.landing[to] !== to) continue;
    layout.apply([{ square, from: square, to }]);
  }
  return layout.ladders === wanted.ladders && layout.snakes === wanted.snakes ? layout : null;
}
