import { afterAll, describe, expect, it } from 'vitest';
import { liveGroups } from '../process-group.js';
import { refusal, removeSolutions, solutionFile, startDrivers } from './drivers.test-util.js';

afterAll(removeSolutions);

const BOARD = '[[[-1,-1],[-1,-1]]]\n';

describe('the JavaScript driver', () => {
  it("calls LeetCode's `var f = function (board)`, a function declaration, a class, module.exports", async () => {
    const forms = {
      'var.js': 'var snakesAndLadders = function (board) { return board.length * 10; };',
      'declared.js': 'function snakesAndLadders(board) { return board.length * 10; }',
      'arrow.js': 'const snakesAndLadders = (board) => board.length * 10;',
      'class.js': 'class Solution { snakesAndLadders(board) { return board.length * 10; } }',
      'module.js': 'module.exports = { snakesAndLadders: (board) => board.length * 10 };',
    };
    for (const [name, source] of Object.entries(forms)) {
      const runner = await startDrivers(solutionFile(name, source));
      expect(await runner.run(BOARD)).toEqual({ kind: 'answer', text: '20', cut: false });
      runner.close();
    }
  });

  it('keeps what the solution logs apart from its own lines', async () => {
    const runner = await startDrivers(
      solutionFile(
        'noisy.js',
        'console.log("loading");\nvar snakesAndLadders = function (board) {\n  console.log(board);\n  process.stdout.write("7\\n");\n  return 4;\n};\n',
      ),
    );
    expect(await runner.run(BOARD)).toEqual({ kind: 'answer', text: '4', cut: false });
    runner.close();
  });

  it('tells an exception by its kind and line, a death by its status, and starts again', async () => {
    const runner = await startDrivers(
      solutionFile(
        'dies.js',
        [
          'var snakesAndLadders = function (board) {',
          '  if (board.length === 3) return board[5][0];',
          '  if (board.length === 4) process.exit(3);',
          '  return board.length;',
          '};',
        ].join('\n'),
      ),
    );
    const rows = (n: number) => `[${JSON.stringify(Array.from({ length: n }, () => Array(n).fill(-1)))}]\n`;
    expect(await runner.run(rows(3))).toMatchObject({
      kind: 'crash',
      detail: expect.stringMatching(/^raised TypeError: .* \(line 2\)$/),
    });
    expect(await runner.run(rows(4))).toMatchObject({ kind: 'crash', detail: 'exited with status 3' });
    expect(await runner.run(BOARD)).toEqual({ kind: 'answer', text: '2', cut: false });
    runner.close();
    expect(liveGroups()).toBe(0);
  });

  it('stops a case that never ends at the time limit, and starts again', async () => {
    const runner = await startDrivers(
      solutionFile(
        'forever.js',
        'var snakesAndLadders = (board) => { while (board.length === 3) {} return 1; };',
      ),
      'snakes',
      300,
    );
    expect(
      await runner.run(
        `[${JSON.stringify([
          [-1, -1, -1],
          [-1, -1, -1],
          [-1, -1, -1],
        ])}]\n`,
      ),
    ).toEqual({ kind: 'timeout', text: '' });
    expect(await runner.run(BOARD)).toMatchObject({ kind: 'answer', text: '1' });
    runner.close();
  });

  it('holds a solution to 1 GB, buffers outside its heap too, and starts again', async () => {
    const runner = await startDrivers(
      solutionFile(
        'grows.js',
        [
          'function snakesAndLadders(board) {',
          '  if (board.length === 2) return 2;',
          '  const kept = [];',
          '  for (let i = 0; i < 16; i++) kept.push(new Uint8Array(1e8).fill(1));',
          '  return kept.length;',
          '}',
        ].join('\n'),
      ),
      'snakes',
      60_000,
    );
    const three = `[${JSON.stringify(Array.from({ length: 3 }, () => [-1, -1, -1]))}]\n`;
    expect(await runner.run(three)).toMatchObject({
      kind: 'crash',
      detail: expect.stringMatching(/^raised RangeError: Array buffer allocation failed|of memory$/),
    });
    expect(await runner.run(BOARD)).toEqual({ kind: 'answer', text: '2', cut: false });
    runner.close();
  }, 120_000);

  it('refuses a file that does not load, with its line', async () => {
    const broken = solutionFile(
      'broken.js',
      'var snakesAndLadders = function (board) {\n  return board.length +;\n};\n',
    );
    expect(await refusal(startDrivers(broken))).toMatch(
      /^.*broken\.js: cannot load the solution: SyntaxError: Unexpected token .*\(line 2\)$/,
    );
  });
});
