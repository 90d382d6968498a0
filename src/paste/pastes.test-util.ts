// Boards as people paste them: problem pages (LeetCode 909 and 1091, GfG's rat in a maze and its
// snakes and ladders, HackerRank), course handouts, and their own programs in Python, JavaScript,
// C, C++ and Java. Each example says the board it holds, written plainly here, and the answer the
// problem gives for it (-1 for none); `pastes.test.ts` reads every paste and holds each answer to a
// plain search of its own.

/** A board as this file writes it, plainly. */
export type PlainBoard =
  /** Snakes and Ladders as LeetCode's rows (start on 1), a moves list (start on 0), or jumps. */
  | { readonly leetcode: readonly (readonly number[])[] }
  | { readonly moves: readonly number[] }
  | {
      readonly squares: number;
      readonly start: number;
      readonly jumps: readonly (readonly [number, number])[];
    }
  /** A maze: rows of 0 and 1 as read (1 open), and its ends when not the corners. */
  | {
      readonly maze: readonly string[];
      readonly start?: readonly [number, number];
      readonly goal?: readonly [number, number];
    }
  /** The two tokens' grid. */
  | { readonly grid: readonly (readonly number[])[] };

/** One example of a paste. */
interface PastedCase {
  readonly board: PlainBoard;
  /** The fewest throws, steps or moves (-1: none). */
  readonly fewest: number;
  /** The answer the paste gives for it, as written, or null; and whether it is right. */
  readonly expected?: string;
  readonly matches?: boolean;
}

/** A paste and what it holds. */
export interface Paste {
  readonly name: string;
  readonly puzzle: 'snakes' | 'maze' | 'tokens';
  readonly text: string;
  /** The maze's moves (default 4), and its open digit (default 1). */
  readonly moves?: 2 | 4 | 8;
  readonly open?: 0 | 1;
  readonly examples: readonly PastedCase[];
}

const LC909 = [
  [-1, -1, -1, -1, -1, -1],
  [-1, -1, -1, -1, -1, -1],
  [-1, -1, -1, -1, -1, -1],
  [-1, 35, -1, -1, 13, -1],
  [-1, -1, -1, -1, -1, -1],
  [-1, 15, -1, -1, -1, -1],
];
const LC909_2 = [
  [-1, -1],
  [-1, 3],
];
const json = (rows: readonly (readonly number[])[]) => JSON.stringify(rows);
const braces = (rows: readonly (readonly number[])[]) => json(rows).replace(/\[/g, '{').replace(/\]/g, '}');
// GfG's board of 30 squares: ladders 3→22, 5→8, 11→26, 20→29; snakes 17→4, 19→7, 21→9, 27→1.
const GFG30 = {
  squares: 30,
  start: 1,
  jumps: [
    [3, 22],
    [5, 8],
    [11, 26],
    [20, 29],
    [17, 4],
    [19, 7],
    [21, 9],
    [27, 1],
  ],
} as const;
// The board of the textbook (and GfG's `getMinDiceThrows`): moves on squares 0…29.
const EXAMPLE30 = Array.from(
  { length: 30 },
  (_, i) => ({ 2: 21, 4: 7, 10: 25, 19: 28, 26: 0, 20: 8, 16: 3, 18: 6 })[i] ?? -1,
);
const RAT = ['1000', '1101', '1100', '0111'];
const TEXTBOOK = ['1000', '1101', '0100', '1111'];
const COURSE = [
  [1, 2, 4, 3],
  [3, 4, 1, 2],
  [3, 1, 2, 3],
  [2, 3, 1, 2],
];

export const PASTES: readonly Paste[] = [
  // ---- Snakes and Ladders ----
  {
    name: 'LeetCode 909, the page with both examples',
    puzzle: 'snakes',
    text: `909. Snakes and Ladders\nMedium\nYou are given an n x n integer matrix board where the cells are labeled from 1 to n2 in a Boustrophedon style starting from the bottom left of the board (i.e. board[n - 1][0]).\n\nExample 1:\n\n\nInput: board = ${json(LC909)}\nOutput: 4\nExplanation: \nIn the beginning, you start at square 1 (at row 5, column 0).\nYou decide to move to square 2 and must take the ladder to square 15.\nThis is the lowest possible number of moves to reach the last square, so return 4.\nExample 2:\n\nInput: board = ${json(LC909_2)}\nOutput: 1\n \n\nConstraints:\n\nn == board.length == board[i].length\n2 <= n <= 20\nboard[i][j] is either -1 or in the range [1, n2].`,
    examples: [
      { board: { leetcode: LC909 }, fewest: 4, expected: '4', matches: true },
      { board: { leetcode: LC909_2 }, fewest: 1, expected: '1', matches: true },
    ],
  },
  {
    name: "LeetCode's result panel: the program's Output and the Expected one",
    puzzle: 'snakes',
    text: `Input\nboard =\n${json(LC909_2)}\nOutput\n2\nExpected\n1`,
    examples: [{ board: { leetcode: LC909_2 }, fewest: 1, expected: '1', matches: true }],
  },
  {
    name: 'Python: a list over several lines, then the print',
    puzzle: 'snakes',
    text: `from typing import List\n\nboard = [[-1,-1,-1,-1,-1,-1],\n         [-1,-1,-1,-1,-1,-1],\n         [-1,-1,-1,-1,-1,-1],\n         [-1,35,-1,-1,13,-1],\n         [-1,-1,-1,-1,-1,-1],\n         [-1,15,-1,-1,-1,-1]]\nprint(Solution().snakesAndLadders(board))\n`,
    examples: [{ board: { leetcode: LC909 }, fewest: 4 }],
  },
  {
    name: 'JavaScript: const, console.log and the answer in a comment',
    puzzle: 'snakes',
    text: `const board = ${json(LC909_2)};\nconsole.log(snakesAndLadders(board)); // 1\n`,
    examples: [{ board: { leetcode: LC909_2 }, fewest: 1, expected: '1', matches: true }],
  },
  {
    name: 'C++: class Solution around the board, brace initialisation without =',
    puzzle: 'snakes',
    text: `#include <bits/stdc++.h>\nusing namespace std;\n\nclass Solution {\npublic:\n    int snakesAndLadders(vector<vector<int>>& board) {\n        int n = board.size();\n        vector<int> dist(n * n + 1, -1);\n        queue<int> q;\n        q.push(1);\n        dist[1] = 0;\n        return dist[n * n];\n    }\n};\n\nint main() {\n    // the first example\n    vector<vector<int>> board${braces(LC909)};\n    cout << Solution().snakesAndLadders(board) << endl;\n}\n`,
    examples: [{ board: { leetcode: LC909 }, fewest: 4 }],
  },
  {
    name: 'Java: int[][] in main, the answer the student expects in a comment',
    puzzle: 'snakes',
    text: `public class Main {\n    public static void main(String[] args) {\n        int[][] board = ${braces(LC909)};\n        System.out.println(new Solution().snakesAndLadders(board)); // expected 3\n    }\n}\n`,
    examples: [{ board: { leetcode: LC909 }, fewest: 4, expected: '3', matches: false }],
  },
  {
    name: "GfG's C++ program: the board built by statements",
    puzzle: 'snakes',
    text: `int main()\n{\n    // Let us construct the board given in above diagram\n    int N = 30;\n    int moves[N];\n    for (int i = 0; i < N; i++)\n        moves[i] = -1;\n\n    // Ladders\n    moves[2] = 21;\n    moves[4] = 7;\n    moves[10] = 25;\n    moves[19] = 28;\n\n    // Snakes\n    moves[26] = 0;\n    moves[20] = 8;\n    moves[16] = 3;\n    moves[18] = 6;\n\n    cout << "Min Dice throws required is " << getMinDiceThrows(moves, N);\n    return 0;\n}\n`,
    examples: [{ board: { moves: EXAMPLE30 }, fewest: 3 }],
  },
  {
    name: "GfG's Python program: [-1] * N, then the squares",
    puzzle: 'snakes',
    text: `N = 30\nmoves = [-1] * N\n\n# Ladders\nmoves[2] = 21\nmoves[4] = 7\nmoves[10] = 25\nmoves[19] = 28\n\n# Snakes\nmoves[26] = 0\nmoves[20] = 8\nmoves[16] = 3\nmoves[18] = 6\n\nprint("Min Dice throws required is", getMinDiceThrows(moves, N))\n`,
    examples: [{ board: { moves: EXAMPLE30 }, fewest: 3 }],
  },
  {
    name: 'JavaScript: new Array(N).fill(-1), then the squares',
    puzzle: 'snakes',
    text: `let N = 30;\nlet moves = new Array(N).fill(-1);\nmoves[2] = 21; moves[4] = 7; moves[10] = 25; moves[19] = 28;\nmoves[26] = 0; moves[20] = 8; moves[16] = 3; moves[18] = 6;\nconsole.log(getMinDiceThrows(moves, N)); // Output: 3\n`,
    examples: [{ board: { moves: EXAMPLE30 }, fewest: 3, expected: '3', matches: true }],
  },
  {
    name: "GfG's page: n = 8, arr[] = […]",
    puzzle: 'snakes',
    text: `Examples:\n\nInput: n = 8, arr[] = [3, 22, 5, 8, 11, 26, 20, 29, 17, 4, 19, 7, 27, 1, 21, 9]\nOutput: 3\nExplanation: The given board is the board shown in the figure. For the above board output will be 3.\na) For 1st throw get a 2.\nb) For 2nd throw get a 6.\nc) For 3rd throw get a 2.\n`,
    examples: [{ board: GFG30, fewest: 3, expected: '3', matches: true }],
  },
  {
    name: "GfG's older page: N on its own line, the array over two lines",
    puzzle: 'snakes',
    text: `Input:\nN = 8\narr[] = {3, 22, 5, 8, 11, 26, 20, 29,\n       17, 4, 19, 7, 27, 1, 21, 9}\nOutput: 3\n`,
    examples: [{ board: GFG30, fewest: 3, expected: '3', matches: true }],
  },
  {
    name: "HackerRank's sample: two test cases and their answers",
    puzzle: 'snakes',
    text: `Sample Input\n\n2\n3\n32 62\n42 68\n12 98\n7\n95 13\n97 25\n93 37\n79 27\n75 19\n49 47\n67 17\n4\n8 52\n6 80\n26 42\n2 72\n9\n51 19\n39 11\n37 29\n81 3\n59 5\n79 23\n53 7\n43 33\n77 21\n\nSample Output\n\n3\n5\n`,
    examples: [
      {
        board: {
          squares: 100,
          start: 1,
          jumps: [
            [32, 62],
            [42, 68],
            [12, 98],
            [95, 13],
            [97, 25],
            [93, 37],
            [79, 27],
            [75, 19],
            [49, 47],
            [67, 17],
          ],
        },
        fewest: 3,
        expected: '3',
        matches: true,
      },
      {
        board: {
          squares: 100,
          start: 1,
          jumps: [
            [8, 52],
            [6, 80],
            [26, 42],
            [2, 72],
            [51, 19],
            [39, 11],
            [37, 29],
            [81, 3],
            [59, 5],
            [79, 23],
            [53, 7],
            [43, 33],
            [77, 21],
          ],
        },
        fewest: 5,
        expected: '5',
        matches: true,
      },
    ],
  },
  {
    name: 'Python: dictionaries of ladders and snakes, and N',
    puzzle: 'snakes',
    text: `N = 30\nladders = {3: 22, 5: 8, 11: 26, 20: 29}\nsnakes = {17: 4, 19: 7, 21: 9, 27: 1}\nprint(min_throws(N, ladders, snakes))  # Output: 3\n`,
    examples: [{ board: GFG30, fewest: 3, expected: '3', matches: true }],
  },
  {
    name: 'the board object with comments, a trailing comma and a pair list',
    puzzle: 'snakes',
    text: `{\n  "squares": 30,\n  // ladders as pairs, as the textbook lists them\n  "ladders": [[3, 22], [5, 8], [11, 26], [20, 29]],\n  "snakes": {"17": 4, "19": 7, "21": 9, "27": 1,},\n  "start": 1,\n}\n`,
    examples: [{ board: GFG30, fewest: 3 }],
  },
  {
    name: "a handout's lines of ladders and snakes",
    puzzle: 'snakes',
    text: `Board: 30 squares\nSquares: 30\nLadders: 3->22, 5->8, 11->26, 20->29\nSnakes: 17->4, 19->7, 21->9, 27->1\n`,
    examples: [{ board: GFG30, fewest: 3 }],
  },
  {
    name: 'C rows copied without the outer braces, with a comment',
    puzzle: 'snakes',
    text: `// the 6x6 board\n{-1,-1,-1,-1,-1,-1},\n{-1,-1,-1,-1,-1,-1},\n{-1,-1,-1,-1,-1,-1},\n{-1,35,-1,-1,13,-1},\n{-1,-1,-1,-1,-1,-1},\n{-1,15,-1,-1,-1,-1}\n`,
    examples: [{ board: { leetcode: LC909 }, fewest: 4 }],
  },
  {
    name: 'a board no throws finish, its answer -1',
    puzzle: 'snakes',
    text: `Input: board = [[-1,-1,-1],[-1,-1,-1],[-1,-1,-1]]\nOutput: 2\nInput: board = [[1,1,-1],[1,1,1],[-1,1,1]]\nOutput: -1\n`,
    examples: [
      {
        board: {
          leetcode: [
            [-1, -1, -1],
            [-1, -1, -1],
            [-1, -1, -1],
          ],
        },
        fewest: 2,
        expected: '2',
        matches: true,
      },
      {
        board: {
          leetcode: [
            [1, 1, -1],
            [1, 1, 1],
            [-1, 1, 1],
          ],
        },
        fewest: -1,
        expected: '-1',
        matches: true,
      },
    ],
  },
  // ---- Rat in a Maze ----
  {
    name: "GfG's rat in a maze page: three examples and their paths",
    puzzle: 'maze',
    text: `Examples:\n\nInput: mat[][] = [[1, 0, 0, 0], [1, 1, 0, 1], [1, 1, 0, 0], [0, 1, 1, 1]]\nOutput: ["DDRDRR", "DRDDRR"]\nExplanation: The rat can reach the destination at (3, 3) from (0, 0) by two paths - DRDDRR and DDRDRR, when printed in sorted order we get DDRDRR DRDDRR.\nInput: mat[][] = [[1, 0], [1, 0]]\nOutput: []\nExplanation: No path exists as the destination cell is blocked.\nInput: mat = [[1, 1, 1], [1, 0, 1], [1, 1, 1]]\nOutput: ["DDRR", "RRDD"]\n`,
    examples: [
      { board: { maze: RAT }, fewest: 6, expected: '["DDRDRR", "DRDDRR"]', matches: true },
      { board: { maze: ['10', '10'] }, fewest: -1, expected: '[]', matches: true },
      { board: { maze: ['111', '101', '111'] }, fewest: 4, expected: '["DDRR", "RRDD"]', matches: true },
    ],
  },
  {
    name: "GfG's older page: N, m[][] over lines, the paths under Output",
    puzzle: 'maze',
    text: `Input:\nN = 4\nm[][] = {{1, 0, 0, 0},\n         {1, 1, 0, 1}, \n         {1, 1, 0, 0},\n         {0, 1, 1, 1}}\nOutput:\nDDRDRR DRDDRR\nExplanation:\nThe rat can reach the destination at \n(3, 3) from (0, 0) by two paths.\n`,
    examples: [{ board: { maze: RAT }, fewest: 6, expected: 'DDRDRR DRDDRR', matches: true }],
  },
  {
    name: 'LeetCode 1091: three examples, 0 open, the length in cells',
    puzzle: 'maze',
    moves: 8,
    open: 0,
    text: `Example 1:\n\n\nInput: grid = [[0,1],[1,0]]\nOutput: 2\nExample 2:\n\n\nInput: grid = [[0,0,0],[1,1,0],[1,1,0]]\nOutput: 4\nExample 3:\n\nInput: grid = [[1,0,0],[1,1,0],[1,1,0]]\nOutput: -1\n`,
    examples: [
      { board: { maze: ['10', '01'] }, fewest: 1, expected: '2', matches: true },
      { board: { maze: ['111', '001', '001'] }, fewest: 3, expected: '4', matches: true },
      { board: { maze: ['011', '001', '001'] }, fewest: -1, expected: '-1', matches: true },
    ],
  },
  {
    name: 'LeetCode 1091 as Python: a 0-open grid and the answer in a comment',
    puzzle: 'maze',
    moves: 8,
    open: 0,
    text: `grid = [\n    [0, 0, 0],\n    [1, 1, 0],\n    [1, 1, 0],\n]\nprint(Solution().shortestPathBinaryMatrix(grid))  # 4\n`,
    examples: [{ board: { maze: ['111', '001', '001'] }, fewest: 3, expected: '4', matches: true }],
  },
  {
    name: 'rows of digits with # and // comments',
    puzzle: 'maze',
    text: `# the textbook maze\n1 0 0 0   # row 0\n1 1 0 1\n// the middle\n0 1 0 0\n1 1 1 1   /* the last row */\n`,
    examples: [{ board: { maze: TEXTBOOK }, fewest: 6 }],
  },
  {
    name: 'a drawing with notes',
    puzzle: 'maze',
    text: `# a maze drawn for the class\nS..#  # the top row\n#.#.\n...G  // the goal\n`,
    examples: [{ board: { maze: ['1110', '0101', '1111'], goal: [2, 3] }, fewest: 5 }],
  },
  {
    name: 'n = 4 over the rows',
    puzzle: 'maze',
    text: `n = 4\n1 0 0 0\n1 1 0 1\n0 1 0 0\n1 1 1 1\n`,
    examples: [{ board: { maze: TEXTBOOK }, fewest: 6 }],
  },
  {
    name: 'rows under "rows columns"',
    puzzle: 'maze',
    text: `4 4\n1,0,0,0\n1,1,0,1\n0,1,0,0\n1,1,1,1\n`,
    examples: [{ board: { maze: TEXTBOOK }, fewest: 6 }],
  },
  {
    name: "C++: a student's BFS with its direction arrays, and the maze in main",
    puzzle: 'maze',
    text: `#include <bits/stdc++.h>\nusing namespace std;\nint dr[] = {1, 0, 0, -1};\nint dc[] = {0, -1, 1, 0};\nint bfs(vector<vector<int>>& m) {\n    queue<pair<int, int>> q;\n    q.push({0, 0});\n    return 0;\n}\nint main() {\n    vector<vector<int>> maze = {{1, 0, 0, 0},\n                                {1, 1, 0, 1},\n                                {1, 1, 0, 0},\n                                {0, 1, 1, 1}};\n    cout << bfs(maze) << endl; // 6\n}\n`,
    examples: [{ board: { maze: RAT }, fewest: 6, expected: '6', matches: true }],
  },
  {
    name: 'Java: new int[][] {…} and the expected answer in a comment',
    puzzle: 'maze',
    text: `class Main {\n  public static void main(String[] args) {\n    int[][] maze = new int[][] {\n      {1, 0, 0, 0},\n      {1, 1, 0, 1},\n      {0, 1, 0, 0},\n      {1, 1, 1, 1}\n    };\n    System.out.println(shortest(maze)); // expected: 5\n  }\n}\n`,
    examples: [{ board: { maze: TEXTBOOK }, fewest: 6, expected: '5', matches: false }],
  },
  {
    name: 'JavaScript: two mazes, two answers in comments',
    puzzle: 'maze',
    text: `const a = [[1, 1], [0, 1]];\nconsole.log(ratPath(a)); // 2\nconst b = [[1, 0], [0, 1]];\nconsole.log(ratPath(b)); // -1\n`,
    examples: [
      { board: { maze: ['11', '01'] }, fewest: 2, expected: '2', matches: true },
      { board: { maze: ['10', '01'] }, fewest: -1, expected: '-1', matches: true },
    ],
  },
  {
    name: "GfG's shortest source-to-destination path: the ends named in the paste",
    puzzle: 'maze',
    text: `Input:\ngrid[][] = {{1, 1, 1, 1},\n            {1, 1, 0, 1},\n            {1, 1, 1, 1},\n            {1, 1, 0, 0},\n            {1, 0, 0, 1}}\nsource = {0, 1}\ndestination = {2, 2}\nOutput:\n3\n`,
    examples: [
      {
        board: { maze: ['1111', '1101', '1111', '1100', '1001'], start: [0, 1], goal: [2, 2] },
        fewest: 3,
        expected: '3',
        matches: true,
      },
    ],
  },
  {
    name: 'the textbook backtracking: the solution matrix as the answer',
    puzzle: 'maze',
    moves: 2,
    text: `Input:\n{1, 0, 0, 0}\n{1, 1, 0, 1}\n{0, 1, 0, 0}\n{1, 1, 1, 1}\nOutput:\n1 0 0 0\n1 1 0 0\n0 1 0 0\n0 1 1 1\n`,
    examples: [
      { board: { maze: TEXTBOOK }, fewest: 6, expected: '1 0 0 0\n1 1 0 0\n0 1 0 0\n0 1 1 1', matches: true },
    ],
  },
  {
    name: 'the maze object with comments and trailing commas',
    puzzle: 'maze',
    text: `{\n  "grid": [[1, 1, 0], [0, 1, 1], [0, 0, 1],],  // open diagonal\n  "start": [0, 0],\n  "goal": [2, 2],\n}\n`,
    examples: [{ board: { maze: ['110', '011', '001'] }, fewest: 4 }],
  },
  {
    name: 'a Python list with trailing commas and a wrong answer under it',
    puzzle: 'maze',
    text: `maze = [\n    [1, 1, 1],\n    [0, 0, 1],\n    [1, 1, 1],\n]\nOutput: 3\n`,
    examples: [{ board: { maze: ['111', '001', '111'] }, fewest: 4, expected: '3', matches: false }],
  },
  // ---- The two tokens ----
  {
    name: "the course's handout: n = 4 over its rows",
    puzzle: 'tokens',
    text: `n = 4\n1, 2, 4, 3\n3, 4, 1, 2\n3, 1, 2, 3\n2, 3, 1, 2\n`,
    examples: [{ board: { grid: COURSE }, fewest: 5 }],
  },
  {
    name: 'the course format with comments',
    puzzle: 'tokens',
    text: `4   // the size\n1 2 4 3  # first row\n3 4 1 2\n3 1 2 3\n2 3 1 2  /* last */\n`,
    examples: [{ board: { grid: COURSE }, fewest: 5 }],
  },
  {
    name: 'Java: the grid in main, the answer in a comment',
    puzzle: 'tokens',
    text: `public class Main {\n    public static void main(String[] args) {\n        // the course's example\n        int[][] grid = {\n            {1, 2, 4, 3},\n            {3, 4, 1, 2},\n            {3, 1, 2, 3},\n            {2, 3, 1, 2},\n        };\n        System.out.println(solve(grid)); // expected 5\n    }\n}\n`,
    examples: [{ board: { grid: COURSE }, fewest: 5, expected: '5', matches: true }],
  },
  {
    name: 'Python: the grid and a print with its answer',
    puzzle: 'tokens',
    text: `grid = [[1, 1], [1, 1]]\nprint(swap_tokens(grid))  # Output: 4\n`,
    examples: [
      {
        board: {
          grid: [
            [1, 1],
            [1, 1],
          ],
        },
        fewest: 4,
        expected: '4',
        matches: true,
      },
    ],
  },
  {
    name: 'two examples, one that cannot be done',
    puzzle: 'tokens',
    text: `Example 1:\nInput: grid = [[1,2,4,3],[3,4,1,2],[3,1,2,3],[2,3,1,2]]\nOutput: 5\nExample 2:\nInput: grid = [[1,2],[2,1]]\nOutput: -1\n`,
    examples: [
      { board: { grid: COURSE }, fewest: 5, expected: '5', matches: true },
      {
        board: {
          grid: [
            [1, 2],
            [2, 1],
          ],
        },
        fewest: -1,
        expected: '-1',
        matches: true,
      },
    ],
  },
  {
    name: 'C: an array with its sizes',
    puzzle: 'tokens',
    text: `int grid[2][3] = {{2, 1, 1},\n                  {1, 1, 2}};\nprintf("%d\\n", solve(grid));\n`,
    examples: [
      {
        board: {
          grid: [
            [2, 1, 1],
            [1, 1, 2],
          ],
        },
        fewest: 8,
      },
    ],
  },
  {
    name: 'JavaScript: let, and a wrong answer expected',
    puzzle: 'tokens',
    text: `let grid = [\n  [1, 2, 4, 3],\n  [3, 4, 1, 2],\n  [3, 1, 2, 3],\n  [2, 3, 1, 2],\n];\nconsole.log(solve(grid)); // 6\n`,
    examples: [{ board: { grid: COURSE }, fewest: 5, expected: '6', matches: false }],
  },
  {
    name: 'rows and columns as statements over comma rows',
    puzzle: 'tokens',
    text: `rows = 2, cols = 3\n2, 1, 1\n1, 1, 2\n`,
    examples: [
      {
        board: {
          grid: [
            [2, 1, 1],
            [1, 1, 2],
          ],
        },
        fewest: 8,
      },
    ],
  },
  // ---- Programs and tests as students paste them ----
  {
    name: "Python: LeetCode's class with its BFS, then the board and the expected answer",
    puzzle: 'snakes',
    text: 'from collections import deque\nfrom typing import List\n\nclass Solution:\n    def snakesAndLadders(self, board: List[List[int]]) -> int:\n        n = len(board)\n        def cell(s):\n            r, c = divmod(s - 1, n)\n            row = n - 1 - r\n            col = c if r % 2 == 0 else n - 1 - c\n            return row, col\n        dist = {1: 0}\n        q = deque([1])\n        visited = {1}\n        while q:\n            s = q.popleft()\n            if s == n * n:\n                return dist[s]\n            for nxt in range(s + 1, min(s + 6, n * n) + 1):\n                r, c = cell(nxt)\n                if board[r][c] != -1:\n                    nxt = board[r][c]\n                if nxt not in dist:\n                    dist[nxt] = dist[s] + 1\n                    q.append(nxt)\n        return -1\n\nif __name__ == "__main__":\n    board = [[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,35,-1,-1,13,-1],[-1,-1,-1,-1,-1,-1],[-1,15,-1,-1,-1,-1]]\n    print(Solution().snakesAndLadders(board))  # Expected: 4\n',
    examples: [{ board: { leetcode: LC909 }, fewest: 4, expected: '4', matches: true }],
  },
  {
    name: 'LeetCode Input over several lines',
    puzzle: 'snakes',
    text: 'Input: board = [\n  [-1,-1,-1],\n  [-1,9,8],\n  [-1,8,9]\n]\nOutput: 1\n',
    examples: [
      {
        board: {
          leetcode: [
            [-1, -1, -1],
            [-1, 9, 8],
            [-1, 8, 9],
          ],
        },
        fewest: 1,
        expected: '1',
        matches: true,
      },
    ],
  },
  {
    name: "GfG's older test cases: T, then N and its squares on a line",
    puzzle: 'snakes',
    text: 'Input:\n2\n8\n3 22 5 8 11 26 20 29 17 4 19 7 27 1 21 9\n1\n2 30\nOutput:\n3\n1\n',
    examples: [
      { board: GFG30, fewest: 3, expected: '3', matches: true },
      { board: { squares: 30, start: 1, jumps: [[2, 30]] }, fewest: 1, expected: '1', matches: true },
    ],
  },
  {
    name: "Python tests: unittest's assertEqual and a bare assert",
    puzzle: 'snakes',
    text: 'import unittest\nclass T(unittest.TestCase):\n    def test_1(self):\n        self.assertEqual(Solution().snakesAndLadders([[-1,-1],[-1,3]]), 1)\n\nassert Solution().snakesAndLadders([[-1,-1,-1],[-1,9,8],[-1,8,9]]) == 1\n',
    examples: [
      { board: { leetcode: LC909_2 }, fewest: 1, expected: '1', matches: true },
      {
        board: {
          leetcode: [
            [-1, -1, -1],
            [-1, 9, 8],
            [-1, 8, 9],
          ],
        },
        fewest: 1,
        expected: '1',
        matches: true,
      },
    ],
  },
  {
    name: "GfG's C program for the textbook backtracking, its zero solution matrix beside the maze",
    puzzle: 'maze',
    moves: 2,
    text: '#include <stdbool.h>\n#include <stdio.h>\n\n// Maze size\n#define N 4\n\nbool solveMazeUtil(int maze[N][N], int x, int y, int sol[N][N]);\n\nvoid printSolution(int sol[N][N])\n{\n    for (int i = 0; i < N; i++) {\n        for (int j = 0; j < N; j++)\n            printf(" %d ", sol[i][j]);\n        printf("\\n");\n    }\n}\n\nbool solveMaze(int maze[N][N])\n{\n    int sol[N][N] = { { 0, 0, 0, 0 },\n                      { 0, 0, 0, 0 },\n                      { 0, 0, 0, 0 },\n                      { 0, 0, 0, 0 } };\n    if (solveMazeUtil(maze, 0, 0, sol) == false) {\n        printf("Solution doesn\'t exist");\n        return false;\n    }\n    printSolution(sol);\n    return true;\n}\n\nint main()\n{\n    int maze[N][N] = { { 1, 0, 0, 0 },\n                       { 1, 1, 0, 1 },\n                       { 0, 1, 0, 0 },\n                       { 1, 1, 1, 1 } };\n    solveMaze(maze);\n    return 0;\n}\n',
    examples: [{ board: { maze: TEXTBOOK }, fewest: 6 }],
  },
  {
    name: 'LeetCode 1091 in C++: the class with its directions, the grid in main',
    puzzle: 'maze',
    moves: 8,
    open: 0,
    text: 'class Solution {\npublic:\n    int shortestPathBinaryMatrix(vector<vector<int>>& grid) {\n        int n = grid.size();\n        if (grid[0][0] || grid[n-1][n-1]) return -1;\n        vector<vector<int>> dirs = {{1,0},{-1,0},{0,1},{0,-1},{1,1},{1,-1},{-1,1},{-1,-1}};\n        queue<pair<int,int>> q;\n        q.push({0, 0});\n        grid[0][0] = 1;\n        return -1;\n    }\n};\n\nint main() {\n    vector<vector<int>> grid = {{0,0,0},{1,1,0},{1,1,0}};\n    cout << Solution().shortestPathBinaryMatrix(grid) << endl; // 4\n}\n',
    examples: [{ board: { maze: ['111', '001', '001'] }, fewest: 3, expected: '4', matches: true }],
  },
  {
    name: 'Jest: expect(…).toBe(…)',
    puzzle: 'maze',
    text: 'test("maze", () => {\n  expect(ratPath([[1, 0], [1, 1]])).toBe(2);\n});\n',
    examples: [{ board: { maze: ['10', '11'] }, fewest: 2, expected: '2', matches: true }],
  },
  {
    name: 'JUnit: assertEquals(expected, …)',
    puzzle: 'tokens',
    text: '@Test\nvoid small() {\n    int[][] grid = {{1, 1}, {1, 1}};\n    assertEquals(4, new Swap().fewest(grid));\n}\n',
    examples: [
      {
        board: {
          grid: [
            [1, 1],
            [1, 1],
          ],
        },
        fewest: 4,
        expected: '4',
        matches: true,
      },
    ],
  },
  {
    name: 'the course format under Input: and its answer under Output:',
    puzzle: 'tokens',
    text: 'Input:\n4\n1, 2, 4, 3\n3, 4, 1, 2\n3, 1, 2, 3\n2, 3, 1, 2\nOutput:\n5\n',
    examples: [{ board: { grid: COURSE }, fewest: 5, expected: '5', matches: true }],
  },
  {
    name: "a handout's test file: the number of grids, each in the course format, and the answers",
    puzzle: 'tokens',
    text: 'Input:\n3\n4\n1, 2, 4, 3\n3, 4, 1, 2\n3, 1, 2, 3\n2, 3, 1, 2\n2\n1 1\n1 1\n2\n1 2\n2 1\nOutput:\n5\n4\n-1\n',
    examples: [
      { board: { grid: COURSE }, fewest: 5, expected: '5', matches: true },
      {
        board: {
          grid: [
            [1, 1],
            [1, 1],
          ],
        },
        fewest: 4,
        expected: '4',
        matches: true,
      },
      {
        board: {
          grid: [
            [1, 2],
            [2, 1],
          ],
        },
        fewest: -1,
        expected: '-1',
        matches: true,
      },
    ],
  },
];
