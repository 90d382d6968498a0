import { describe, expect, it } from 'vitest';
import { pasteChunks } from './examples.js';

// The inputs of the chunks, as their lines (blanks at the ends dropped) and where they start.
function inputs(text: string) {
  return (pasteChunks(text) ?? []).map((chunk) => ({
    line: chunk.line,
    lines: chunk.text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    outputs: chunk.outputs.map((output) => output.text),
  }));
}

describe('pasteChunks', () => {
  it('leaves a board with no marker whole (null)', () => {
    expect(pasteChunks('[[-1,-1],[-1,3]]')).toBeNull();
    expect(pasteChunks('1 0\n1 1\n')).toBeNull();
    expect(pasteChunks('board = [[1]]\nprint(f(board))')).toBeNull();
  });

  it("cuts LeetCode's page into its examples, the statement and explanations left out", () => {
    const page = [
      '909. Snakes and Ladders',
      'You are given an n x n integer matrix board where the cells are labeled from 1 to n2.',
      'Example 1:',
      '',
      'Input: board = [[-1,-1],[-1,3]]',
      'Output: 1',
      'Explanation: In the beginning, you start at square 1 (at row 1, column 0).',
      'Example 2:',
      '',
      '**Input:** board = [[-1,4],[-1,3]]',
      '**Output:** 1',
      ' ',
      'Constraints:',
      'n == board.length == board[i].length',
    ].join('\n');
    expect(inputs(page)).toEqual([
      { line: 5, lines: ['board = [[-1,-1],[-1,3]]'], outputs: ['1'] },
      { line: 10, lines: ['board = [[-1,4],[-1,3]]'], outputs: ['1'] },
    ]);
  });

  it("cuts GfG's Input blocks, answers on the line under their marker too", () => {
    const page = [
      'Examples:',
      'Input: mat[][] = [[1, 0],',
      '                [1, 1]]',
      'Output: ["DR"]',
      'Explanation: one path.',
      'Input:',
      'N = 2',
      'm[][] = {{1, 1},',
      '         {0, 1}}',
      'Output:',
      'RD',
    ].join('\n');
    expect(inputs(page)).toEqual([
      { line: 2, lines: ['mat[][] = [[1, 0],', '[1, 1]]'], outputs: ['["DR"]'] },
      { line: 6, lines: ['N = 2', 'm[][] = {{1, 1},', '{0, 1}}'], outputs: ['RD'] },
    ]);
  });

  it("reads HackerRank's Sample Input and its Sample Output of one answer a line", () => {
    const page = 'Sample Input 0\n\n1\n1\n3 90\n0\n\nSample Output 0\n\n1\n\nExplanation 0\nOne throw.';
    expect(inputs(page)).toEqual([{ line: 1, lines: ['1', '1', '3 90', '0'], outputs: ['1'] }]);
  });

  it("prefers LeetCode's Expected over the Output of the program in its result panel", () => {
    const panel = 'Input\nboard =\n[[-1,-1],[-1,3]]\nOutput\n2\nExpected\n1';
    expect(inputs(panel)).toEqual([{ line: 1, lines: ['board =', '[[-1,-1],[-1,3]]'], outputs: ['1'] }]);
  });

  it('takes the answers in comments of code, and the code before them as input', () => {
    const code = [
      'b1 = [[-1,-1],[-1,3]]',
      'print(f(b1))  # 1',
      'b2 = [[-1,4],[-1,3]]',
      '# Output: 1',
      'print(f(b2))',
    ].join('\n');
    expect(inputs(code)).toEqual([
      { line: 1, lines: ['b1 = [[-1,-1],[-1,3]]', 'print(f(b1))'], outputs: ['1'] },
      { line: 3, lines: ['b2 = [[-1,4],[-1,3]]'], outputs: ['1'] },
      { line: 5, lines: ['print(f(b2))'], outputs: [] },
    ]);
  });

  it('reads prose that only starts with a marker word as prose', () => {
    expect(pasteChunks('Input is a grid\noutput = solve(grid)\n1 0\n1 1')).toBeNull();
  });
});
