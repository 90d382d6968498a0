// The help is the same wherever it is asked for, and every command's ends with its exit statuses,
// the shared ones (74, 130) included.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.test-util.js';

const COMMANDS = ['snakes', 'maze', 'tokens', 'generate', 'judge', 'design', 'completion'];

describe('the help', () => {
  it('boardpath help and boardpath help COMMAND are --help, examples and statuses included', async () => {
    const top = await runCli(['--help']);
    expect(top.code).toBe(0);
    expect(await runCli(['help'])).toEqual(top);
    for (const command of COMMANDS) {
      const asked = await runCli([command, '--help']);
      expect(asked.code).toBe(0);
      expect(asked.stdout).toMatch(/\nExamples:\n/);
      expect(await runCli(['help', command])).toEqual(asked);
    }
    expect(await runCli(['generate', 'help'])).toEqual(await runCli(['generate', '--help']));
  });

  it('ends with every exit status the command gives, 74 and 130 too', async () => {
    for (const words of [[], ...COMMANDS.map((command) => [command]), ['generate', 'maze']]) {
      const { stdout } = await runCli([...words, '--help']);
      const statuses = /\nExit status: ([^]*)$/.exec(stdout)?.[1] ?? '';
      expect(statuses, words.join(' ')).toMatch(/\b0 .*\b2 /s);
      expect(statuses, words.join(' ')).toMatch(
        /74 the input could not be read or the output written, 130 interrupted\.\n$/,
      );
    }
  });

  it("generate --help points at each puzzle's options", async () => {
    const { stdout } = await runCli(['generate', '--help']);
    for (const puzzle of ['snakes', 'maze', 'tokens'])
      expect(stdout).toContain(`  $ boardpath generate ${puzzle} --help\n`);
    expect((await runCli(['generate', 'maze', '--help'])).stdout).toMatch(
      /\n {2}--size <rows>x<columns>|\n {2}--size/,
    );
  });
});

describe('--color and --no-color', () => {
  it('are taken by every command, those whose output has no colour too', async () => {
    const plain = await runCli(['generate', 'maze', '--seed', 'c']);
    expect(plain.code).toBe(0);
    for (const flag of ['--color', '--no-color']) {
      expect(await runCli(['generate', 'maze', '--seed', 'c', flag])).toEqual(plain);
      expect((await runCli(['judge', 'snakes', flag])).stderr).toBe(
        'boardpath: nothing to judge: give a command after -- or --solution FILE\n',
      );
    }
  });
});

describe("design's --json", () => {
  it('is said as what design prints, no word of pastes it does not read', async () => {
    const { stdout } = await runCli(['design', '--help']);
    expect(stdout).toMatch(/ {2}--json +print one JSON object on standard output and nothing else\n/);
    expect(stdout).not.toContain('paste');
  });
});
