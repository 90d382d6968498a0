import { endsOf, parseMaze } from 'boardpath';
import { describe, expect, it } from 'vitest';
import { adoptGrid, defaultMaze, resizeMaze } from './model.js';
import { mazeWords } from './words.js';

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

describe('a grid from the worker', () => {
  it('is made again by the library once: the same cells and ends, frozen as the library leaves its own', () => {
    const copy = structuredClone(defaultMaze());
    expect(Object.isFrozen(copy)).toBe(false);
    const adopted = adoptGrid(copy);
    expect(Object.isFrozen(adopted)).toBe(true);
    expect(Array.from(adopted.open)).toEqual(Array.from(copy.open));
    expect(endsOf(adopted)).toEqual(endsOf(copy));
    expect(adoptGrid(adopted)).toStrictEqual(adopted);
  });

  it('is named cell by cell in the learn view’s words', () => {
    const words = mazeWords(structuredClone(parseMaze('S..\n.#.\n..G')));
    expect(words.state(5)).toBe('(1, 2)');
    expect(words.move(4, 5, 0)).toBe('right');
    expect(words.move(8, 4, 0)).toBe('up-left');
  });
});
