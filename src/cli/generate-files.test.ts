// `boardpath generate --out` and `--sheet` as a real process on the real disk: nothing written
// through a symbolic link, and an interrupt never leaves a board file empty or half written.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parseMaze } from '../puzzles/maze/board/formats.js';

const bin = fileURLToPath(new URL('../../bin/boardpath.js', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'boardpath-generate-files-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const boardpath = (args: string[], cwd: string) =>
  spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', timeout: 60_000 });

describe('boardpath generate writing files', () => {
  it('refuses a board file, the answers or the worksheet that is a symbolic link, and leaves its target', () => {
    const cases: [string[], string][] = [
      [['--out', 'out'], 'out/1.json'],
      [['--out', 'out'], 'out/answers.json'],
      [['--sheet', 'sheet.html'], 'sheet.html'],
    ];
    for (const [index, [flags, link]] of cases.entries()) {
      const place = join(folder, `links-${index}`);
      mkdirSync(join(place, 'out'), { recursive: true });
      writeFileSync(join(place, 'victim'), 'precious\n');
      symlinkSync(join(place, 'victim'), join(place, link));
      const run = boardpath(['generate', 'snakes', '--seed', 's', ...flags], place);
      expect(run.stderr).toBe(
        `boardpath: ${link}: a symbolic link, not written through (name the file it points to, or remove the link)\n`,
      );
      expect(run.status).toBe(2);
      expect(readFileSync(join(place, 'victim'), 'utf8')).toBe('precious\n');
    }
  });

  it('leaves every board file whole, and no file of its own, when interrupted while writing', async () => {
    for (const [round, signal] of (['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGINT'] as const).entries()) {
      const out = join(folder, `interrupted-${round}`);
      const child = spawn(
        process.execPath,
        [
          bin,
          'generate',
          'maze',
          '--size',
          '12x12',
          '--count',
          '100000',
          '--seed',
          `i${round}`,
          '--out',
          out,
        ],
        { stdio: 'ignore' },
      );
      const ended = new Promise<NodeJS.Signals | null>((resolve) =>
        child.on('exit', (_, how) => resolve(how)),
      );
      // Some boards written, then the signal: at a time that lands in a write as often as not.
      while (!existsSync(out) || readdirSync(out).length < 20 + 10 * round)
        await new Promise((resolve) => setTimeout(resolve, 5));
      child.kill(signal);
      expect(await ended).toBe(signal);
      const files = readdirSync(out);
      expect(files.filter((name) => !/^\d+\.txt$/.test(name))).toEqual([]);
      for (const name of files) {
        const text = readFileSync(join(out, name), 'utf8');
        expect(text.split('\n')).toHaveLength(13);
        expect(parseMaze(text).rows).toBe(12);
      }
    }
  }, 120_000);
});
