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
    // Every small board (squares 0 or 1 … last, up to 30), every die up to 12 faces, every position:
    // the squares below the last with a throw past the end onto it, found face by face.
    for (const rule of END_RULES) {
      const { pastEnd, pastEndFrom } = END_RULE_TABLE[rule];
      for (const first of [0, 1])
        for (let last = first; last <= 30; last++)
          for (let faces = 2; faces <= 12; faces++)
            for (let position = 0; position <= last; position++) {
              const expected: number[] = [];
              for (let square = 0; square < last; square++) {
                let hits = false;
                for (let face = 1; face <= faces; face++)
                  if (square + face > last && pastEnd(square + face, first, last) === position) hits = true;
                if (hits) expected.push(square);
              }
              const listed: number[] = [];
              for (let square = pastEndFrom(position, first, last, faces); square < last; square++)
                listed.push(square);
              expect(listed, `${rule}, squares ${first}–${last}, ${faces} faces, onto ${position}`).toEqual(
                expected,
              );
            }
    }
  });
});
