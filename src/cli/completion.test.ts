// `boardpath completion`: the scripts are sourced in the shells that are here and asked to complete
// words, and each is held to the commands and options the program defines.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUZZLE_COMMANDS } from './puzzle-commands.js';
import { runCli } from './run-cli.test-util.js';
import { TOOL_COMMANDS } from './tool-commands.js';
import type { CliIO } from './types.js';

let folder: string;
const scripts: Record<string, string> = {};

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'boardpath-completion-'));
  // Names for the file completions to find: a board, a folder of boards.
  writeFileSync(join(folder, 'board.json'), '{"squares": 30}');
  mkdirSync(join(folder, 'boards'));
  for (const shell of ['bash', 'zsh', 'fish']) {
    const run = await runCli(['completion', shell]);
    expect(run, shell).toMatchObject({ code: 0, stderr: '' });
    scripts[shell] = run.stdout;
    writeFileSync(join(folder, `script.${shell}`), run.stdout);
  }
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

const has = (shell: string) => spawnSync('sh', ['-c', `command -v ${shell}`]).status === 0;

function shell(name: string, program: string, args: string[] = []): string {
  // bash and zsh take $0 before the arguments, fish does not.
  const run = spawnSync(name, ['-c', program, ...(name === 'fish' ? [] : ['_']), ...args], {
    cwd: folder,
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return run.stdout;
}

// What bash offers for a command line typed up to its end, as the shell splits it (at `=` too).
function bash(line: string): string[] {
  const program = `source script.bash
COMP_LINE=$1 COMP_POINT=\${#1}
COMP_WORDS=($(printf '%s\\n' "$1" | sed 's/=/ = /g'))
[[ $1 == *' ' || $1 == *= ]] && COMP_WORDS+=('')
[[ $1 == *= ]] && unset 'COMP_WORDS[-1]'
COMP_CWORD=$((\${#COMP_WORDS[@]} - 1))
_boardpath
printf '%s\\n' "\${COMPREPLY[@]}"`;
  return shell('bash', program, [line]).split('\n').filter(Boolean).sort();
}

describe('the bash script', () => {
  it('completes the commands, their options and the options’ values', () => {
    expect(bash('boardpath sn')).toEqual(['snakes']);
    expect(bash('boardpath gen')).toEqual(['generate']);
    expect(bash('boardpath co')).toEqual(['completion', 'course']);
    expect(bash('boardpath maze --mo')).toEqual(['--moves']);
    expect(bash('boardpath maze --moves ')).toEqual(['2', '4', '8']);
    expect(bash('boardpath maze --moves=')).toEqual(['2', '4', '8']);
    expect(bash('boardpath maze --format=te')).toEqual(['text']);
    expect(bash('boardpath generate ')).toEqual(['maze', 'snakes', 'tokens']);
    expect(bash('boardpath generate maze --sh')).toEqual(['--sheet', '--shortest']);
    expect(bash('boardpath generate tokens --format ')).toEqual(
      ['course', 'c', 'java', 'json', 'python', 'rows'].sort(),
    );
    expect(bash('boardpath judge ')).toEqual(['maze', 'snakes', 'tokens']);
    expect(bash('boardpath completion ')).toEqual(['bash', 'fish', 'zsh']);
    expect(bash('boardpath help ma')).toEqual(['maze']);
    expect(bash('boardpath -')).toEqual(['--help', '--version', '-V', '-h']);
  });

  it('offers the built-in boards and file names where a board goes, folders where a folder goes', () => {
    expect(bash('boardpath snakes cl')).toEqual(['classic', 'classic-48']);
    expect(bash('boardpath snakes bo')).toEqual(['board.json', 'boards']);
    expect(bash('boardpath maze --moves 8 b')).toEqual(['board.json', 'boards']);
    expect(bash('boardpath generate maze --out ')).toEqual(['boards']);
    expect(bash('boardpath judge maze --solution b')).toEqual(['board.json', 'boards']);
    // A puzzle command takes several files: the second is completed as the first.
    expect(bash('boardpath maze board.json b')).toEqual(['board.json', 'boards']);
  });

  it('offers nothing where any text goes, nor a second subcommand', () => {
    expect(bash('boardpath generate maze --seed ')).toEqual([]);
    expect(bash('boardpath course make ')).toEqual([]);
    expect(bash('boardpath generate maze ')).toEqual([]);
  });
});

// Every command's place and long options, read from the commands as commander holds them.
async function definitions(): Promise<Array<{ path: string; options: string[] }>> {
  const context = { io: {} as CliIO, exitCode: 0 };
  const all: Array<{ path: string; options: string[] }> = [];
  const walk = (command: Command, path: string[]) => {
    all.push({
      path: path.join(' '),
      options: command.options.filter((option) => !option.hidden).map((option) => option.long!),
    });
    for (const sub of command.commands) walk(sub, [...path, sub.name()]);
  };
  for (const lazy of [...PUZZLE_COMMANDS, ...TOOL_COMMANDS]) walk((await lazy.load())(context), [lazy.name]);
  return all;
}

describe('every script', () => {
  it('holds every command and option the program defines', async () => {
    const commands = await definitions();
    expect(commands.map((command) => command.path)).toEqual(
      expect.arrayContaining(['snakes', 'generate maze', 'course grade', 'completion']),
    );
    for (const { path, options } of commands) {
      const [parent, name] = [path.split(' ').slice(0, -1).join(' '), path.split(' ').at(-1)];
      expect(scripts.bash, path).toMatch(
        new RegExp(`\\n {4}(.*\\|)?'${parent}'\\) REPLY='[^']*\\b${name}\\b`),
      );
      expect(scripts.zsh, path).toContain(`'${name}:`);
      expect(scripts.fish, path).toContain(`-n "__boardpath_at '${parent}' 0" -a ${name} -d `);
      for (const option of [...options, '--help']) {
        expect(scripts.bash, `${path} ${option}`).toMatch(
          new RegExp(`\\n {4}(.*\\|)?'${path}'(\\|.*)?\\) REPLY='([^']* )?${option}( |')`),
        );
        expect(scripts.zsh, `${path} ${option}`).toMatch(
          new RegExp(`\\n {4}(.*\\|)?'options:${path}'(\\|.*)?\\) reply=\\((.* )?'${option}:`),
        );
        expect(scripts.fish, `${path} ${option}`).toContain(
          `-n "__boardpath_at '${path}'" -l ${option.slice(2)}`,
        );
      }
    }
  });

  it.each([['zsh'], ['fish']])('%s reads its script, when it is here', (name) => {
    // Where the shell is not installed, the structure above is what is checked.
    if (has(name)) shell(name, `${name === 'zsh' ? 'zsh' : 'fish'} -n script.${name}`);
    expect(scripts[name]).toMatch(name === 'zsh' ? /^#compdef boardpath\n/ : /\ncomplete -c boardpath -f\n/);
  });

  it('fish, when it is here, completes as bash does', () => {
    if (!has('fish')) return;
    const fish = (line: string) =>
      shell('fish', 'source script.fish; complete -C $argv[1]', [line])
        .split('\n')
        .filter(Boolean)
        .map((entry) => entry.split('\t')[0])
        .sort();
    expect(fish('boardpath sn')).toEqual(['snakes']);
    expect(fish('boardpath maze --mo')).toEqual(['--moves']);
    expect(fish('boardpath maze --moves ')).toEqual(['2', '4', '8']);
    expect(fish('boardpath generate ')).toEqual(['maze', 'snakes', 'tokens']);
    expect(fish('boardpath snakes cl')).toEqual(['classic', 'classic-48']);
    expect(fish('boardpath judge ')).toEqual(['maze', 'snakes', 'tokens']);
    expect(fish('boardpath generate maze --out bo')).toEqual(['boards/']);
  });
});

describe('boardpath completion', () => {
  it('names the shells when it is given another or none', async () => {
    expect(await runCli(['completion', 'tcsh'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "boardpath: command-argument value 'tcsh' is invalid for argument 'shell'. Allowed choices are bash, zsh, fish.\n",
    });
    expect(await runCli(['completion'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'boardpath: choose a shell: boardpath completion <bash|zsh|fish> (boardpath completion --help tells how to install it)\n',
    });
  });

  it('is listed by the help', async () => {
    expect((await runCli(['--help'])).stdout).toMatch(/\n {2}completion .*bash, zsh or fish/);
  });
});
