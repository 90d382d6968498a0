// Which squares throw onto each square, and with what chance: the column of the one-throw matrix
// that a jump on that square moves. A jump changed is then a change of one column's destination.
import { throwPosition, type SnakesChain } from '../analysis/chain.js';
import type { EndRule } from '../analysis/end-rules.js';

/** The game a design plays: squares 1 … last, the token off the board (square 0) at the start. */
export interface DesignRules {
  readonly last: number;
  readonly faces: number;
  readonly end: EndRule;
}

/**
 * For every square p, the squares s whose throw reaches p before its jump (`throwPosition`) and the
 * chance of that throw (faces reaching it / faces), as compressed rows: `from[p]` … `from[p + 1]` − 1
 * index `square` and `chance`.
 */
export interface Feeders {
  readonly from: Int32Array;
  readonly square: Int32Array;
  readonly chance: Float64Array;
}

/** The chain of `rules` with no jump at all: what `throwPosition` needs. */
export function plainChain(rules: DesignRules): SnakesChain {
  const landing = new Int32Array(rules.last + 1);
  for (let square = 0; square <= rules.last; square++) landing[square] = square;
  return { first: 1, last: rules.last, start: 0, faces: rules.faces, end: rules.end, landing };
}

/**
 * The feeders of every square under the end rule. Cost: O(squares × faces) time and memory.
 */
export function feedersOf(rules: DesignRules): Feeders {
  const { last, faces } = rules;
  const chain = plainChain(rules);
  const counts = new Int32Array(last + 2);
  const each = (visit: (square: number, position: number) => void) => {
    for (let square = 0; square < last; square++)
      for (let face = 1; face <= faces; face++) {
        const position = throwPosition(chain, square, face);
        if (position >= 0) visit(square, position);
      }
  };
  each((_square, position) => counts[position + 1]++);
  for (let p = 0; p <= last; p++) counts[p + 1] += counts[p];
  const from = counts.slice();
  const fill = counts.slice(0, last + 1);
  const square = new Int32Array(from[last + 1]);
  const chance = new Float64Array(from[last + 1]);
  // Faces of one square onto one position (a bounce and a plain throw can meet) add their chances.
  each((s, position) => {
    const at = fill[position];
    if (at > from[position] && square[at - 1] === s) chance[at - 1] += 1 / faces;
    else {
      square[at] = s;
      chance[at] = 1 / faces;
      fill[position]++;
    }
  });
  // Where merged entries left room, the row ends early: mark the gap as a square of no chance.
  for (let p = 0; p <= last; p++) for (let at = fill[p]; at < from[p + 1]; at++) square[at] = 0;
  return { from, square, chance };
}
