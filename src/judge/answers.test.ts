import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random.js';
import { answerOfReturned, expectedAnswer, sameAnswer, samePathsReordered } from './answers.js';
import { familySource } from './board-source.js';
import type { ProblemRequest } from '../puzzles/judge-hooks.js';
import { kitOf } from '../puzzles/kits.js';
import { problemOf } from './problem.js';
import { refereeAnswer } from './reference.test-util.js';

// Every question the judge asks, each on boards of its own families.
const REQUESTS: Array<ProblemRequest & { cases: number }> = [
  { puzzle: 'snakes', cases: 300 },
  { puzzle: 'snakes', call: 'minThrow', cases: 200 },
  { puzzle: 'maze', mode: 'shortest', cases: 300 },
  { puzzle: 'maze', mode: 'shortest', moves: 2, cases: 100 },
  { puzzle: 'maze', mode: 'cells', cases: 300 },
  { puzzle: 'maze', mode: 'all', cases: 100 },
  { puzzle: 'maze', mode: 'count', size: [2, 4], cases: 100 },
  { puzzle: 'tokens', cases: 200 },
  { puzzle: 'tokens', format: 'rows', cases: 100 },
];

describe("the right answers are a plain search's, on the board as the program reads it", () => {
  for (const { cases, ...request } of REQUESTS) {
    const problem = problemOf(request);
    it(`${problem.puzzle} ${problem.mode}, ${problem.moves} moves${problem.line ? ', GfG' : ''}`, () => {
      const source = familySource(problem);
      const answers = new Set<string>();
      for (let index = 1; index <= cases; index++) {
        const board = source.board(seededRandom('answers', index), index);
        const expected = expectedAnswer(problem, board);
        expect(expected).toBe(refereeAnswer(problem, kitOf(problem.puzzle).judge.value(problem, board)));
        answers.add(expected === '-1' || expected === '0' ? 'none' : 'some');
      }
      // The families hold boards with no way through and boards with one (tokens on 2×2 to 8×8 too).
      expect(answers).toEqual(new Set(['none', 'some']));
    });
  }
});

describe('the answers are compared word for word', () => {
  const snakes = problemOf({ puzzle: 'snakes' });
  const all = problemOf({ puzzle: 'maze', mode: 'all' });

  it('whatever the spaces and line ends around and between them', () => {
    expect(sameAnswer(snakes, '4', '4\n')).toBe(true);
    expect(sameAnswer(snakes, '4', '  4 \r\n\n')).toBe(true);
    expect(sameAnswer(snakes, '4', '4.0')).toBe(false);
    expect(sameAnswer(snakes, '4', '')).toBe(false);
    expect(sameAnswer(all, 'DDRR DRDR', 'DDRR\nDRDR\n')).toBe(true);
    expect(sameAnswer(all, 'DDRR DRDR', 'DRDR DDRR')).toBe(false);
  });

  it('with nothing printed as good as -1 where GfG prints nothing for no path', () => {
    expect(sameAnswer(all, '-1', '')).toBe(true);
    expect(sameAnswer(all, '-1', '-1\n')).toBe(true);
    expect(sameAnswer(snakes, '-1', '')).toBe(false);
  });

  it("with a function's returned value as its driver prints it", () => {
    expect(answerOfReturned('4')).toBe('4');
    expect(answerOfReturned('123456789012345678901234567890')).toBe('123456789012345678901234567890');
    expect(answerOfReturned('["DR","RD"]')).toBe('DR RD');
    expect(answerOfReturned('[]')).toBe('-1');
    expect(answerOfReturned('null')).toBe('null');
    expect(answerOfReturned('"3"')).toBe('3');
    expect(answerOfReturned('[1,2]')).toBe('[1,2]');
  });

  it("with GfG's rat's paths sorted as its driver sorts them, and None as GfG's Python prints it", () => {
    expect(answerOfReturned('["RD","DR","DDRR"]', { sorts: true })).toBe('DDRR DR RD');
    expect(answerOfReturned('["RD","DR","DR"]', { sorts: true })).toBe('DR DR RD');
    expect(answerOfReturned('["RD","DR"]')).toBe('RD DR');
    expect(answerOfReturned('null', { none: 'None' })).toBe('None');
    expect(answerOfReturned('"inf"')).toBe('inf');
  });

  it('tells the same paths in another order from other paths', () => {
    expect(samePathsReordered('DR RD', 'RD DR')).toBe(true);
    expect(samePathsReordered('DR RD', 'RD\nDR\n')).toBe(true);
    expect(samePathsReordered('DR RD', 'DR RD')).toBe(false);
    expect(samePathsReordered('DR RD', 'RD RD')).toBe(false);
    expect(samePathsReordered('DR RD', 'RD DR DR')).toBe(false);
    expect(samePathsReordered('-1', '')).toBe(false);
  });
});
