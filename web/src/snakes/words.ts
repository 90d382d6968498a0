/** How the learn view names the squares of a Snakes and Ladders board and what a throw does. */
import { jumpsOf, type SnakesBoard } from 'boardpath';
import type { LearnWords } from '../learn/lesson.js';

/**
 * The learn view's words for a board: a throw names the square it lands on and every jump it then
 * takes ("face 1 lands on square 1 and climbs the ladder to square 38"), so the square a move
 * leads to is never a surprise.
 */
export function snakesWords(board: SnakesBoard, chain: boolean): LearnWords {
  // Made when a throw is first told: a board of many thousands of jumps in the Solve view never needs it.
  let table: Map<number, number> | null = null;
  const jumpsTable = () => (table ??= new Map(jumpsOf(board).map((jump) => [jump.from, jump.to])));
  const state = (square: number) => (square === 0 ? 'square 0 (off the board)' : `square ${square}`);
  return {
    state,
    move: (_from, _to, move) => `face ${move + 1}`,
    reach(from, to, move) {
      const jumps = jumpsTable();
      let at = from + move + 1;
      const said = [`face ${move + 1} lands on ${state(at)}`];
      // A chain of jumps ends within as many jumps as the board has.
      for (let taken = 0; jumps.has(at) && taken <= jumps.size; taken++) {
        const next = jumps.get(at)!;
        said.push(`${next > at ? 'climbs the ladder' : 'slides down the snake'} to ${state(next)}`);
        at = next;
        if (!chain) break;
      }
      if (at !== to) return `face ${move + 1} leads to ${state(to)}`;
      if (said.length === 1) return said[0];
      if (said.length === 2) return `${said[0]} and ${said[1]}`;
      return `${said.slice(0, -1).join(', ')}, then ${said.at(-1)}`;
    },
    plural: 'squares',
    unit: 'throws',
  };
}

/**
 * A square's jump as a square's name goes on: ", the foot of a ladder up to 38" or ", the head of a
 * snake down to 6"; with `editing`, what activating the square does to it.
 */
export function jumpWords(from: number, to: number, editing: boolean): string {
  const jump = to > from ? `, the foot of a ladder up to ${to}` : `, the head of a snake down to ${to}`;
  return editing ? `${jump}: activate to remove it` : jump;
}

/** Where the jump starting on `square` ends, or null: the board's starts are sorted. Cost: O(log jumps). */
export function jumpEndOn(board: SnakesBoard, square: number): number | null {
  const starts = board.jumpFrom;
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (starts[middle] < square) low = middle + 1;
    else high = middle;
  }
  return starts[low] === square ? board.jumpTo[low] : null;
}
