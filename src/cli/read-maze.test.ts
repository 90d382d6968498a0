import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { parseMaze } from '../puzzles/maze/board/formats.js';
import { printedRows } from '../puzzles/maze/board/printed-rows.test-util.js';
import { processIO } from './io.js';
import { readPrintedRows } from './read-maze.js';
import { slow } from '../slow.test-util.js';

const folder = mkdtempSync(join(tmpdir(), 'boardpath-read-maze-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const io = processIO();

// The file `name` holding `text`, and its path.
function file(name: string, text: string | Uint8Array): string {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
}

describe('readPrintedRows', () => {
  it('reads printed rows a piece at a time into the grid parseMaze makes of the whole text', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom(' ', ',', ''),
        fc.infiniteStream(fc.boolean()),
        (rows, columns, separator, bits) => {
          const grid = Array.from({ length: rows }, () =>
            Array.from({ length: columns }, () => +bits.next().value),
          );
          const text = printedRows(grid, separator);
          const read = readPrintedRows(io, file('small.txt', text));
          expect(read).toEqual(parseMaze(text));
        },
      ),
      { numRuns: 60 },
    );
  });

  it(
    'reads a maze of many pieces, odd and even columns, spaced and side by side, to the last line',
    slow,
    () => {
      for (const [columns, separator] of [
        [700, ' '],
        [701, ' '],
        [1500, ''],
        [1501, ''],
      ] as const) {
        const grid = Array.from({ length: 1600 }, (_, r) =>
          Array.from({ length: columns }, (_, c) => ((r * 7 + c * 13) % 5 === 0 ? 0 : 1)),
        );
        grid[1599][columns - 1] = 0;
        const text = printedRows(grid, separator);
        expect(text.length).toBeGreaterThan(2 * 2 ** 20); // three pieces or more
        const read = readPrintedRows(io, file(`big${columns}.txt`, text))!;
        const { open, ...ends } = parseMaze(text);
        expect(read).toMatchObject(ends);
        // Compared as bytes: a deep comparison of millions of cells takes the test tens of seconds.
        expect(Buffer.from(read.open).equals(open)).toBe(true);
        expect(read.open[read.open.length - 1]).toBe(0);
      }
    },
  );

  it('leaves every other text to the whole read (null), even one wrong byte in the last piece', () => {
    const rows = Array.from({ length: 900 }, () => Array.from({ length: 800 }, () => 1));
    const good = printedRows(rows, ' ');
    const cases = {
      'a digit 2 near the end': `${good.slice(0, -4)}2 1\n`,
      'no newline at the end': good.slice(0, -1),
      'carriage returns': good.replaceAll('\n', '\r\n'),
      'lines ended by CR alone': good.replaceAll('\n', '\r'),
      'one line ended by CR alone, in the last piece': `${good.slice(0, -1)}\r`,
      'one line ended by CR alone, in the first piece': good.replace('\n', '\r'),
      'a byte-order mark': `\uFEFF${good}`,
      'ASCII art': '#.\n.#\n',
      JSON: '[[1,0],[0,1]]\n',
      'digits side by side, then a blank': '10\n0 \n',
      'digits side by side, then a 2': '10\n12\n',
      'digits side by side, then spaced': '10\n1 0\n',
      'an empty file': '',
    };
    for (const [name, text] of Object.entries(cases)) {
      expect(readPrintedRows(io, file(`${name}.txt`, text)), name).toBeNull();
    }
    expect(readPrintedRows(io, join(folder, 'missing.txt'))).toBeNull();
    expect(readPrintedRows(io, folder)).toBeNull();
    expect(readPrintedRows(io, '-')).toBeNull();
  });

  it('never opens a named pipe (it would wait for a writer whose text the whole read then misses)', () => {
    const pipe = join(folder, 'pipe');
    expect(spawnSync('mkfifo', [pipe]).status).toBe(0);
    expect(readPrintedRows(io, pipe)).toBeNull(); // returns at once: opening it would block
  });

  it('leaves a file the memory limit refuses to the whole read, which says why', () => {
    const path = file(
      'limit.txt',
      printedRows(
        [
          [1, 0],
          [1, 1],
        ],
        ' ',
      ),
    );
    expect(readPrintedRows(io, path, 3 * 8)).not.toBeNull();
    expect(readPrintedRows(io, path, 3 * 8 - 1)).toBeNull();
  });
});
