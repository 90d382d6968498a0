import { describe, expect, it } from 'vitest';
import type { CaseBoard, ProblemRequest } from '../puzzles/judge-hooks.js';
import { kitOf } from '../puzzles/kits.js';
import { PUZZLES } from '../puzzles/puzzles.js';
import { seededRandom } from '../random.js';
import { familySource } from './board-source.js';
import { problemOf } from './problem.js';

// Each puzzle's families are tested beside them (src/puzzles/<puzzle>/judge/families.test.ts).
const made = (request: ProblemRequest, count: number, seed = 'families') => {
  const source = familySource(problemOf(request));
  return Array.from({ length: count }, (_, i) => source.board(seededRandom(seed, 'case', i + 1), i + 1));
};

describe('the boards of a case', () => {
  it('are made again from the seed and the case number, and differ from case to case', () => {
    const bytes = (boards: CaseBoard[]) =>
      boards.map((board) => {
        const problem = problemOf({ puzzle: board.puzzle });
        return JSON.stringify(kitOf(board.puzzle).judge.value(problem, board));
      });
    for (const puzzle of PUZZLES) {
      const once = bytes(made({ puzzle }, 50));
      expect(bytes(made({ puzzle }, 50))).toEqual(once);
      expect(new Set(once).size).toBeGreaterThan(40);
      expect(bytes(made({ puzzle }, 50, 'another seed'))).not.toEqual(once);
    }
  });
});
