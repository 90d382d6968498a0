import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseSnakes } from '../puzzles/snakes/board/formats.js';
import { processIO, READ_EXPANSION } from './io.js';
import { main } from './main.js';
import { PUZZLE_COMMANDS } from './puzzle-commands.js';
import { readBoardFile } from './read-snakes.js';
import type { CliIO } from './types.js';

const folder = mkdtempSync(join(tmpdir(), 'boardpath-read-snakes-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const io = processIO();

// The file `name` holding `text`, and its path.
function file(name: string, text: string): string {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
}

// A board of `jumps` ladders, one per line, the last of them on line jumps + 1.
function ladders(jumps: number, last = ''): string {
  const pairs = Array.from({ length: jumps }, (_, k) => `\n  "${3 * k + 2}": ${3 * k + 4}`);
  return `{"squares": ${3 * jumps + 10}, "name": "many", "ladders": {${pairs.join(',')}${last}\n}}\n`;
}

// The board's fields and jumps, for comparing boards read two ways.
const shown = (board: ReturnType<typeof parseSnakes>) => ({
  ...board,
  jumpFrom: [...board.jumpFrom],
  jumpTo: [...board.jumpTo],
});

describe('readBoardFile', () => {
  it('reads a board file of many megabytes a piece at a time into the board parseSnakes makes', () => {
    for (const jumps of [3, 200_000]) {
      const text = ladders(jumps);
      const read = readBoardFile(io, file(`ladders${jumps}.json`, text));
      expect(read).not.toBeNull();
      expect(shown(read!)).toEqual(shown(parseSnakes(text)));
    }
    expect(ladders(200_000).length).toBeGreaterThan(3 * 2 ** 20);
  });

  it('leaves every other file, and every mistake, to the whole read (null)', () => {
    const cases = {
      'a leetcode grid': '[[-1, -1], [-1, 3]]',
      'a moves list': '[-1, 3, -1]',
      'a ladder going down, far in': ladders(100_000, ',\n  "300003": 5'),
      'two jumps on one square': ladders(1000, ',\n  "2": 7'),
      'a key the scanner leaves': '{"squares": 100, "ladders": {"3": 40}, "x": 1}',
      'a NUL byte in the name': '{"squares": 100, "name": "a\u0000b"}',
      'an empty file': '',
    };
    for (const [name, text] of Object.entries(cases))
      expect(readBoardFile(io, file(`${name}.json`, text)), name).toBeNull();
    expect(readBoardFile(io, join(folder, 'missing.json'))).toBeNull();
    expect(readBoardFile(io, folder)).toBeNull();
    expect(readBoardFile(io, '-')).toBeNull();
  });

  it('never opens a named pipe (it would wait for a writer whose text the whole read then misses)', () => {
    const pipe = join(folder, 'pipe');
    expect(spawnSync('mkfifo', [pipe]).status).toBe(0);
    expect(readBoardFile(io, pipe)).toBeNull(); // returns at once: opening it would block
  });

  it('leaves a file the memory limit refuses to the whole read, which says why', () => {
    const path = file('limit.json', '{"squares": 100}');
    expect(readBoardFile(io, path, 16 * READ_EXPANSION)).not.toBeNull();
    expect(readBoardFile(io, path, 16 * READ_EXPANSION - 1)).toBeNull();
  });

  it('lets the command say where a mistake is in a big file, as the whole read finds it', async () => {
    const path = file('down.json', ladders(100_000, ',\n  "300003": 5'));
    let stderr = '';
    const capture: CliIO = { ...io, out: () => undefined, err: (text) => void (stderr += text) };
    expect(await main(['snakes', path], capture, PUZZLE_COMMANDS)).toBe(2);
    expect(stderr).toBe(
      `boardpath: ${path}:100002:3: square 300003: ladder 300003→5 goes down: a ladder must go up and a snake down\n`,
    );
  });
});
