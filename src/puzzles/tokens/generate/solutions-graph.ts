// The shortest solutions of a grid as a graph of positions, step by step, read from the generator's
// half-way look (`TokenPositions`): the generator walks one at random to find a label a shortest
// solution reads, and changes it.
import type { SeededRandom } from '../../../random.js';
import type { TokenPositions } from './positions.js';

/** Bytes a position `ShortestSolutions` takes: its node number. */
export const SOLUTIONS_GRAPH_BYTES = 4;

/**
 * The positions on shortest solutions, step by step from the start (step k: k moves from the start
 * and fewest − k from the swap), the moves between them, and the square each move reads (the
 * square of the token that stays).
 */
export class ShortestSolutions {
  // node[state]: 1 + its node number while the graph is built, else 0.
  readonly #node: Int32Array;
  readonly #positions: number[] = [];
  readonly #steps: number[] = [];
  // The moves from node n: #moveTo and #moveRead from #firstMove[n], #moveCount[n] of them.
  readonly #firstMove: number[] = [];
  readonly #moveCount: number[] = [];
  readonly #moveTo: number[] = [];
  readonly #moveRead: number[] = [];
  readonly #out = new Int32Array(8);

  constructor(readonly cells: number) {
    this.#node = new Int32Array(cells * cells);
  }

  /**
   * The square a move of a shortest solution of the grid `look` has just searched reads (the square
   * of the token that stays): at a move picked at random, on a solution walked at random from the
   * start, each move on among those that stay on a shortest solution as likely; -1 when the tokens
   * cannot swap. Cost: O(positions within ⌈fewest/2⌉ moves of the start × 8).
   */
  readOnOne(look: TokenPositions, random: SeededRandom): number {
    if (look.fewest <= 0) return -1;
    let node = this.#build(look);
    const at = random.int(0, look.fewest - 1);
    for (let step = 0; step < at; step++)
      node = this.#moveTo[this.#firstMove[node] + random.int(0, this.#moveCount[node] - 1)];
    const read = this.#moveRead[this.#firstMove[node] + random.int(0, this.#moveCount[node] - 1)];
    // The marks left as they were found: cleared.
    for (const state of this.#positions) this.#node[state] = 0;
    return read;
  }

  #add(state: number, step: number): void {
    this.#positions.push(state);
    this.#steps.push(step);
    this.#node[state] = this.#positions.length;
  }

  // The nodes: those of step fewest − depth whose mirror image is at the look's depth (where it met
  // its mirror image), then back to the start those with a move to a node of the step after; past
  // the middle, the mirror images of the nodes before it (a solution played backwards with the
  // colours swapped is one). Then each node's moves to nodes of the step after, in the order
  // `moves` gives them. Returns the start's node number.
  #build(look: TokenPositions): number {
    const { fewest, depth } = look;
    const middle = fewest - depth;
    const node = this.#node;
    const positions = this.#positions;
    const steps = this.#steps;
    const out = this.#out;
    for (const list of [positions, steps, this.#firstMove, this.#moveCount, this.#moveTo, this.#moveRead])
      list.length = 0;
    // Up to the middle, a step at a time from the middle back (so the start is the last of them).
    for (const state of look.level(middle))
      if (look.distanceTo(look.mirror(state)) === depth) this.#add(state, middle);
    for (let step = middle - 1; step >= 0; step--)
      for (const state of look.level(step)) {
        const count = look.moves(state, out);
        for (let i = 0; i < count; i++)
          if (node[out[i]] > 0 && steps[node[out[i]] - 1] === step + 1) {
            this.#add(state, step);
            break;
          }
      }
    const before = positions.length;
    // Past the middle: step fewest − j holds the mirror images of step j, for j from depth − 1 down.
    for (let at = 0; at < before; at++)
      if (steps[at] < depth) this.#add(look.mirror(positions[at]), fewest - steps[at]);
    for (let from = 0; from < positions.length; from++) {
      this.#firstMove[from] = this.#moveTo.length;
      this.#moveCount[from] = 0;
      if (steps[from] === fewest) continue;
      const state = positions[from];
      const red = (state / look.cells) | 0;
      const count = look.moves(state, out);
      for (let i = 0; i < count; i++) {
        const to = node[out[i]] - 1;
        if (to < 0 || steps[to] !== steps[from] + 1) continue;
        this.#moveTo.push(to);
        // The token that stayed is read: red when red's square is the same in both positions.
        this.#moveRead.push(((out[i] / look.cells) | 0) === red ? red : state - red * look.cells);
        this.#moveCount[from]++;
      }
    }
    return before - 1;
  }
}
