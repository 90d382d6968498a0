/** A generated board as the engine searches it: its integer graph, its start and its goal. */
import { mazeGraph, snakesGraph, tokensGraph, tokensStateOf, type IntGraph } from '../engine.js';
import type { ExerciseBoard } from './exercise.js';

/** The states a board's search goes from and to. Cost: O(1). */
export function boardEnds(made: ExerciseBoard): { readonly start: number; readonly goal: number } {
  switch (made.puzzle) {
    case 'snakes':
      return { start: made.board.start, goal: made.board.last };
    case 'maze':
      return { start: made.board.start, goal: made.board.goal };
    case 'tokens': {
      const { board } = made;
      return {
        start: tokensStateOf(board, { red: board.red, blue: board.blue }),
        goal: tokensStateOf(board, { red: board.blue, blue: board.red }),
      };
    }
  }
}

/** A board's moves as the engine's integer graph. Cost: O(states) for a Snakes board's landings, else O(1). */
export function boardGraph(made: ExerciseBoard): IntGraph {
  switch (made.puzzle) {
    case 'snakes':
      return snakesGraph(made.board);
    case 'maze':
      return mazeGraph(made.board, made.moves);
    case 'tokens':
      return tokensGraph(made.board);
  }
}
