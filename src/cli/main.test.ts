import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.test-util.js';
import { PUZZLE_COMMANDS } from './puzzle-commands.js';
import { TOOL_COMMANDS } from './tool-commands.js';
import type { CommandContext } from './types.js';

// The commands beside the puzzles, as the unknown-command message names them.
const tools = TOOL_COMMANDS.map(({ name }) => name);
const others = tools.length > 0 ? `; the other commands: ${tools.join(', ')}` : '';

// What the command line itself says, before any puzzle runs.
describe('boardpath', () => {
  it('knows each command by the name the command gives itself once loaded', async () => {
    for (const { name, load } of [...PUZZLE_COMMANDS, ...TOOL_COMMANDS]) {
      const build = await load();
      expect(build({ io: {}, exitCode: 0 } as CommandContext).name()).toBe(name);
    }
  });

  it('asks for a puzzle when none is given, in one line', async () => {
    expect(await runCli([])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'boardpath: choose a puzzle: boardpath <snakes|maze|tokens> [FILE...] (boardpath --help tells more)\n',
    });
  });

  it('says a command is unknown, and which it may have meant', async () => {
    expect((await runCli(['foo'])).stderr).toBe(
      `boardpath: unknown command 'foo' (the puzzles: snakes, maze, tokens${others})\n`,
    );
    expect((await runCli(['snake', 'classic'])).stderr).toBe(
      "boardpath: unknown command 'snake' (did you mean snakes?)\n",
    );
    expect((await runCli(['judg', 'snakes'])).stderr).toBe(
      "boardpath: unknown command 'judg' (did you mean judge?)\n",
    );
    expect(await runCli(['help', 'foo'])).toMatchObject({
      code: 2,
      stderr: `boardpath: unknown command 'foo' (the puzzles: snakes, maze, tokens${others})\n`,
    });
  });

  it('shows the help of a puzzle through help, and its own', async () => {
    const snakes = await runCli(['help', 'snakes']);
    expect(snakes).toMatchObject({ code: 0, stderr: '' });
    expect(snakes.stdout).toMatch(/^Usage: boardpath snakes \[options\] \[FILE\.\.\.\]/);
    const own = await runCli(['help']);
    expect(own.stdout).toMatch(/^Usage: boardpath <snakes\|maze\|tokens> \[FILE\.\.\.\] \[options\]/);
  });

  it('points -v at -V', async () => {
    expect(await runCli(['-v'])).toMatchObject({
      code: 2,
      stderr: "boardpath: unknown option '-v' (did you mean -V, --version?)\n",
    });
  });
});

describe('colour', () => {
  const coloured = async (env: Record<string, string>, stdoutIsTTY = true) =>
    (await runCli(['snakes'], { stdoutIsTTY, env })).stdout.includes('\u001b[');

  it('follows NO_COLOR, FORCE_COLOR and TERM=dumb, and --color/--no-color first', async () => {
    expect(await coloured({})).toBe(true);
    expect(await coloured({ NO_COLOR: '1' })).toBe(false);
    expect(await coloured({ TERM: 'dumb' })).toBe(false);
    expect(await coloured({ FORCE_COLOR: '0' })).toBe(false);
    expect(await coloured({ FORCE_COLOR: 'false' })).toBe(false);
    expect(await coloured({ FORCE_COLOR: '1' }, false)).toBe(true);
    expect(await coloured({ FORCE_COLOR: '1', NO_COLOR: '1' }, false)).toBe(false);
    expect(await coloured({}, false)).toBe(false);
    expect((await runCli(['snakes', '--no-color'], { stdoutIsTTY: true })).stdout).not.toContain('\u001b[');
    expect((await runCli(['snakes', '--color'], { env: { NO_COLOR: '1' } })).stdout).toContain('\u001b[');
  });
});
