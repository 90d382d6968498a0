// The command as the build bundles it (rolldown.config.mjs): dist/bin/boardpath.js, whose commands
// are chunks beside it that `import()` loads when they run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const bin = join(root, 'bin/boardpath.js');
const bundled = join(root, 'dist/bin');

// The bundle's files a run of the command loads, by name without the chunk's hash (`snakes` for
// snakes-Bx1_a2c3.js): a module required first writes down Node's cache of modules as it exits.
function loaded(args: string[], input?: string): string[] {
  const folder = mkdtempSync(join(tmpdir(), 'boardpath-loaded-'));
  try {
    const list = join(folder, 'loaded.txt');
    const recorder = join(folder, 'recorder.cjs');
    writeFileSync(
      recorder,
      `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(list)}, Object.keys(require.cache).join('\\n')));\n`,
    );
    const run = spawnSync(process.execPath, ['--require', recorder, bin, ...args], {
      input,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(run.stderr).toBe('');
    return readFileSync(list, 'utf8')
      .split('\n')
      .filter((file) => dirname(file) === bundled)
      .map((file) => basename(file).replace(/(-[\w-]{8})?\.js$/, ''));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const COMMANDS = ['snakes', 'maze', 'tokens', 'generate', 'judge', 'design', 'web', 'completion'];
const commandsIn = (files: string[]) => COMMANDS.filter((command) => files.includes(command));

describe('the bundled command', () => {
  it('is one file for the command, its commands in chunks, the helper threads beside them', () => {
    const files = readdirSync(bundled);
    expect(files.filter((file) => !/-[\w-]{8}\.js$/.test(file)).sort()).toEqual([
      'bit-search-threads.worker.js',
      'boardpath.js',
      'count-threads.worker.js',
      'distribution-threads.worker.js',
      'package.json',
      'progress-ticker.js',
    ]);
    for (const command of COMMANDS)
      expect(
        files.some((file) => file.startsWith(`${command}-`)),
        command,
      ).toBe(true);
  });

  it("loads no command's code for --version, and only the command it runs", () => {
    expect(commandsIn(loaded(['--version']))).toEqual([]);
    expect(commandsIn(loaded(['snakes', 'classic']))).toEqual(['snakes']);
    expect(commandsIn(loaded(['maze', '-'], '1 1\n1 1\n'))).toEqual(['maze']);
    expect(commandsIn(loaded(['generate', 'tokens', '--size', '4x4', '--fewest', '4']))).toEqual([
      'generate',
    ]);
  });

  it('loads every command for the help, which lists them all, and for completion, which reads them', () => {
    expect(commandsIn(loaded(['--help']))).toEqual(COMMANDS);
    expect(commandsIn(loaded(['completion', 'bash']))).toEqual(COMMANDS);
  });
});
