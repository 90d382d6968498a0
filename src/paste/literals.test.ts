import { describe, expect, it } from 'vitest';
import { BoardpathError } from '../errors.js';
import { blankComments } from './comments.js';
import { copiedCode } from './copied-code.js';
import { numbersLiterals } from './literals.js';
import { builtByStatements, namedNumbers } from './statements.js';

// Each literal found: its name, role and text.
function found(code: string) {
  return numbersLiterals(blankComments(code)).literals.map(({ name, role, text }) => [name, role, text]);
}

describe('numbersLiterals', () => {
  it('finds the board among statements and declarations of five languages', () => {
    const board = '[[-1,-1],[-1,3]]';
    const braces = '{{-1,-1},{-1,3}}';
    const cases: [string, string][] = [
      [`board = ${board}\nprint(Solution().snakesAndLadders(board))`, board],
      [`const board = ${board};\nconsole.log(snakesAndLadders(board)); // 1`, board],
      [`let board: number[][] = ${board};`, board],
      [`int board[2][2] = ${braces};\nprintf("%d", solve(board));`, braces],
      [`#include <vector>\nusing namespace std;\nvector<vector<int>> board${braces};`, braces],
      [`int[][] board = new int[][] ${braces};\nSystem.out.println(solve(board));`, braces],
      [`print(Solution().snakesAndLadders(${board}))`, board],
      [`import numpy as np\nboard = np.array(${board})`, board],
    ];
    for (const [code, literal] of cases)
      expect(
        found(code)
          .filter(([, role]) => role === 'board')
          .map(([, , text]) => text),
      ).toEqual([literal]);
  });

  it("skips a class's own code around the board, and names the directions and queues as helpers", () => {
    const code = [
      'class Solution {',
      'public:',
      '  int dx[4] = {-1, 0, 1, 0};',
      '  int shortest(vector<vector<int>>& g) { queue<pair<int,int>> q; q.push({0, 0}); return 0; }',
      '};',
      'int main() {',
      '  vector<vector<int>> grid{{1, 0}, {1, 1}};',
      '  cout << Solution().shortest(grid);',
      '}',
    ].join('\n');
    expect(found(code)).toEqual([
      ['dx', 'helper', '{-1, 0, 1, 0}'],
      ['grid', 'board', '{{1, 0}, {1, 1}}'],
    ]);
    expect(found('dirs = [(0, 1), (1, 0), (0, -1), (-1, 0)]\nq = deque([(0, 0)])')).toEqual([
      ['dirs', 'helper', '[(0, 1), (1, 0), (0, -1), (-1, 0)]'],
    ]);
  });

  it('joins C rows copied without the braces around them all', () => {
    expect(found('{1, 0, 1},\n{1, 1, 0},\n{0, 1, 1}')).toEqual([
      [null, 'board', '{1, 0, 1},\n{1, 1, 0},\n{0, 1, 1}'],
    ]);
  });

  it('tells the tables of snakes and ladders, and the ends of a maze, by their names', () => {
    expect(
      found('ladders = {3: 22, 5: 8}\nsnakes = [(17, 4)]\nsource = {0, 1}\ndestination = {2, 2}'),
    ).toEqual([
      ['ladders', 'ladders', '{3: 22, 5: 8}'],
      ['snakes', 'snakes', '[(17, 4)]'],
      ['source', 'start', '{0, 1}'],
      ['destination', 'goal', '{2, 2}'],
    ]);
  });

  it('takes no operand for a literal: [-1] * n, an index, prose in brackets', () => {
    expect(found('moves = [-1] * n\nmoves[2] = 21\nthe range [1, 6] of a die')).toEqual([]);
    expect(found('m = [[1, 0],\n [1, 1]]]')).toEqual([]);
  });

  it('refuses more than 10,000 literals, and nothing nested past 64', () => {
    expect(numbersLiterals('a = [1];'.repeat(10_001)).tooMany).toBe(true);
    expect(numbersLiterals(`b = ${'['.repeat(65)}1${']'.repeat(65)}`).literals).toEqual([]);
  });
});

describe('copiedCode', () => {
  it('gives each board of the code, with the line it starts on', () => {
    const code = 'print(f([[1,0],[1,1]]))\n\nprint(f([[1,1],\n  [0,1]]))';
    expect(copiedCode(code)?.boards.map(({ json, line }) => [json, line])).toEqual([
      ['[[1,0],[1,1]]', 1],
      ['[[1,1],\n  [0,1]]', 3],
    ]);
  });

  it('says where a board written wrong beside a good one goes wrong', () => {
    try {
      copiedCode('a = [[1, 0], [1, 1]]\nb = [[1, 0], [1, x]]');
      expect.unreachable();
    } catch (error) {
      expect((error as BoardpathError).describe()).toBe('2:18: read as a Python list: unexpected "x"');
    }
  });
});

describe('builtByStatements', () => {
  const built = (code: string) => {
    const clean = blankComments(code);
    return builtByStatements(clean, namedNumbers(clean, code));
  };
  const expected = JSON.stringify([-1, -1, 3, -1, 0]);

  it('reads a list filled with -1 and set one square at a time, in each language', () => {
    for (const code of [
      'N = 5\nmoves = [-1] * N\nmoves[2] = 3\nmoves[4] = 0',
      'moves = [-1 for _ in range(5)]\nmoves[2] = 3\nmoves[4] = 0',
      '#define N 5\nint moves[N];\nfor (int i = 0; i < N; i++) moves[i] = -1;\nmoves[2] = 3; moves[4] = 0;',
      'int n = 5;\nvector<int> moves(n, -1);\nmoves[2] = 3;\nmoves[4] = 0;',
      'int N = 5;\nint moves[] = new int[N];\nArrays.fill(moves, -1);\nmoves[2] = 3;\nmoves[4] = 0;',
      'const moves = new Array(5).fill(-1);\nmoves[2] = 3;\nmoves[4] = 0;',
      'int moves[5];\nmemset(moves, -1, sizeof(moves));\nmoves[2] = 3;\nmoves[4] = 0;',
    ])
      expect(built(code)?.json).toBe(expected);
  });

  it('refuses statements it does not run, with their line', () => {
    const refusal = (code: string) => {
      try {
        built(code);
      } catch (error) {
        return (error as BoardpathError).describe();
      }
      return 'read';
    };
    expect(refusal('moves = [-1] * 5\nfor i in range(5):\n    moves[i] = i + 1\nmoves[2] = 3')).toBe(
      '3:5: moves[i] = i + 1: boardpath runs no code; a list built by statements is read when each sets one square to a number, as moves[2] = 21',
    );
    expect(refusal('int moves[5];\nmoves[2] = 3;')).toBe(
      '1:1: moves is never filled with -1 before its squares are set (a loop of moves[i] = -1, or moves = [-1] * N)',
    );
    expect(refusal('int[] moves = new int[5];\nmoves[7] = 3;')).toMatch(
      /^2:1: moves\[7\] = 3: moves has 5 entries/,
    );
    expect(refusal('moves[2] = 21')).toMatch(/^1:1: moves\[2\] = 21 sets one square of a list whose size/);
    expect(refusal('moves = [-1] * M\nmoves[2] = 3')).toMatch(
      /the size of moves, M, is not given as a number/,
    );
  });

  it("reads no board from a search's own assignments", () => {
    expect(built('dist[1] = 0\nvisited[0] = 1')).toBeNull();
  });
});
