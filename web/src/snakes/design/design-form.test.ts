import { parseSnakes, jumpsOf } from 'boardpath';
import { describe, expect, it } from 'vitest';
import { FIRST_FORM, notationOf, optionsOf } from './design-form.js';

describe("the designer's form", () => {
  it('makes the options of designSnakes, percentages as chances, empty fields as no target', () => {
    expect(
      optionsOf({
        ...FIRST_FORM,
        withinThrows: '50',
        withinChance: '90',
        players: '3',
        fair: '1.5',
        ladders: '4',
      }),
    ).toEqual({
      options: {
        size: 10,
        mean: 40,
        sd: 25,
        within: { throws: 50, chance: 0.9 },
        fewest: undefined,
        players: 3,
        fair: 0.015,
        ladders: [4, 4],
        snakes: [0, 12],
        end: 'exact',
        time: 10,
        seed: 'boardpath',
      },
    });
  });

  it('says which field is wrong', () => {
    expect(optionsOf({ ...FIRST_FORM, mean: 'forty' })).toEqual({ problem: 'Mean: “forty” is not a number' });
    expect(optionsOf({ ...FIRST_FORM, snakes: '5-8' })).toEqual({
      problem: 'Snakes: “5-8” is neither a count (5) nor a range (3..8)',
    });
    expect(optionsOf({ ...FIRST_FORM, withinThrows: '50' })).toEqual({
      problem: 'Within: give both the throws and the chance, or neither',
    });
  });

  it('writes a board the command reads back', () => {
    const jumps = [
      { from: 3, to: 40 },
      { from: 60, to: 12 },
    ];
    const board = parseSnakes(notationOf(100, 6, jumps));
    expect(board.last).toBe(100);
    expect(jumpsOf(board)).toEqual(jumps);
    expect(notationOf(30, 8, jumps.slice(0, 1))).toBe(
      '{"squares": 30, "faces": 8, "ladders": {"3": 40}, "snakes": {}}',
    );
  });
});
