import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blankComments, drawnWithWalls } from './comments.js';

describe('blankComments', () => {
  it('blanks // , /* */ and # comments, every other character where it was', () => {
    const text = 'a = [1, 2] // the row\n/* two\nlines */ b = 3 # note\n#include <x>\nc';
    const blanked = blankComments(text);
    expect(blanked.split('\n').map((line) => line.trimEnd())).toEqual([
      'a = [1, 2]',
      '',
      '         b = 3',
      '',
      'c',
    ]);
    expect(blanked.length).toBe(text.length);
  });

  it('keeps what is quoted on one line, and runs an unclosed /* to the end', () => {
    expect(blankComments('{"name": "a // b # c"} // x')).toBe('{"name": "a // b # c"}     ');
    expect(blankComments("print('#', x) # y")).toBe("print('#', x)    ");
    expect(blankComments("it's # a note")).toBe("it's         ");
    expect(blankComments('1 2 /* open\n3 4')).toBe('1 2        \n   ');
  });

  it('returns the text itself when it has no comment mark', () => {
    const text = '1 0 1\n0 1 1';
    expect(blankComments(text)).toBe(text);
  });

  it('reads # as a wall in a drawing, unless a note follows it', () => {
    const maze = '# the maze\nS..#  # top row\n#.#.\n...G // goal\n#x.#\n# x.#\n#include';
    expect(blankComments(maze, 'wall').split('\n')).toEqual([
      '          ',
      'S..#           ',
      '#.#.',
      '...G        ',
      '#x.#',
      '# x.#',
      '        ',
    ]);
  });

  it('tells a drawing from rows of digits by its lines', () => {
    expect(drawnWithWalls('S.#\n#.G\n# note')).toBe(true);
    expect(drawnWithWalls('1 0 1\n# a comment\n1 1 1')).toBe(false);
  });

  it('blanks a paste of many comments as it blanks a few', () => {
    const line = 'x = 1  # a note é\n// another\n/* a\nblock */ y\n';
    const blankedLine = 'x = 1            \n          \n    \n         y\n';
    expect(blankComments(line.repeat(20_000))).toBe(blankedLine.repeat(20_000));
  });

  it('keeps every line and column on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.constantFrom('comment', 'wall'), (text, hash) => {
        const blanked = blankComments(text, hash as 'comment' | 'wall');
        expect(blanked.length).toBe(text.length);
        expect(blanked.split('\n').map((line) => line.length)).toEqual(
          text.split('\n').map((line) => line.length),
        );
      }),
    );
  });
});
