import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_END_RULE, END_RULE_TABLE, END_RULES, STAYS } from './end-rules.js';

describe('the end rules', () => {
  it('are exact, bounce and overshoot, exact by default, each with its ways', () => {
    expect(END_RULES).toEqual(['exact', 'bounce', 'overshoot']);
    expect(DEFAULT_END_RULE).toBe('exact');
    expect(Object.keys(END_RULE_TABLE).sort()).toEqual([...END_RULES].sort());
  });

  it('send a throw past square 10 of squares 1–10 where the rules say', () => {
    const past = (rule: (typeof END_RULES)[number]) =>
      [11, 12, 25].map((reach) => END_RULE_TABLE[rule].pastEnd(reach, 1, 10));
    expect(past('exact')).toEqual([STAYS, STAYS, STAYS]);
    expect(past('bounce')).toEqual([9, 8, 1]);
    expect(past('overshoot')).toEqual([10, 10, 10]);
  });

  it('say each rule in words', () => {
    expect(END_RULES.map((rule) => END_RULE_TABLE[rule].describe(100))).toEqual([
      'a throw past square 100 leaves the token where it is',
      'a throw past square 100 bounces back by the excess',
      'reaching or passing square 100 wins',
    ]);
  });

  it('know which squares throw past the end onto each position: exactly those a die reaches it from', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...END_RULES),
        fc.integer({ min: 0, max: 1 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 2, max: 12 }),
        (rule, first, size, faces) => {
          const last = first + size - 1;
          const { pastEnd, pastEndFrom } = END_RULE_TABLE[rule];
          for (let position = 0; position <= last; position++) {
            // Every square below the last, every face: those whose throw passes the end onto `position`.
            const expected: number[] = [];
            for (let square = 0; square < last; square++) {
              let hits = false;
              for (let face = 1; face <= faces; face++)
                if (square + face > last && pastEnd(square + face, first, last) === position) hits = true;
              if (hits) expected.push(square);
            }
            const from = pastEndFrom(position, first, last, faces);
            const listed: number[] = [];
            for (let square = from; square < last; square++) listed.push(square);
            expect(listed).toEqual(expected);
          }
        },
      ),
    );
  });
});
