import { endsOf, parseMaze } from 'boardpath';
import { describe, expect, it } from 'vitest';
import { defaultMaze, resizeMaze } from './model.js';

describe('resizeMaze', () => {
  it('keeps a goal in the corner in the new corner, growing and shrinking', () => {
    const grown = resizeMaze(defaultMaze(), 1000, 1000);
    expect(endsOf(grown)).toEqual({ start: [0, 0], goal: [999, 999] });
    const shrunk = resizeMaze(defaultMaze(), 5, 6);
    expect(endsOf(shrunk)).toEqual({ start: [0, 0], goal: [4, 5] });
    // The corner it moved to was a wall: it is opened for the goal.
    expect(shrunk.open[shrunk.goal]).toBe(1);
  });

  it('keeps an end inside the grid where it was, and one on an edge on that edge', () => {
    const maze = parseMaze('....\n.S..\n...G\n....');
    expect(endsOf(resizeMaze(maze, 6, 7))).toEqual({ start: [1, 1], goal: [2, 6] });
    expect(endsOf(resizeMaze(maze, 2, 2))).toEqual({ start: [0, 0], goal: [1, 1] });
  });
});
