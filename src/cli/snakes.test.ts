import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.test-util.js';

describe('boardpath snakes', () => {
  it('solves the classic board by default, drawn and listed', async () => {
    const run = await runCli(['snakes']);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('Fewest throws: 7');
    expect(run.stdout).toContain('throw 1: 1 → lands on 1, ladder to 38');
  });

  it('prints one JSON object with --json', async () => {
    const run = await runCli(['snakes', 'example-30', '--json']);
    const answer = JSON.parse(run.stdout);
    expect(answer).toMatchObject({ puzzle: 'snakes', solvable: true, moves: 3 });
    expect(answer.path[0]).toBe(0);
    expect(answer.rolls).toHaveLength(3);
  });
});
