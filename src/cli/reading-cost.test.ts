import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countReading, READING_COSTS, readingBytes, TEXT_BYTES } from './reading-cost.js';
import { runCli } from './run-cli.test-util.js';
import { propertyRuns } from '../property-runs.test-util.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('countReading', () => {
  it('counts the brackets and the numbers inside and outside them', () => {
    expect(countReading(bytes('board = [[-1, 2], [30, -1]]  # 4 rows\n7 8'), false)).toEqual({
      bytes: 41,
      brackets: 3,
      bracketed: 4,
      bare: 3,
      bareLines: 2,
      rows: false,
    });
  });

  it("takes a maze's digit rows, in any shape, for cells: no number to count", () => {
    expect(countReading(bytes('1 0 1\r\n1,1,0\n0110\n'), true)).toMatchObject({ bare: 0, rows: true });
    // The same text with a size line is read by the notations, a number at a time.
    expect(countReading(bytes('3\n1 0 1\n1 1 0\n0 1 1\n'), true)).toMatchObject({ bare: 10, rows: false });
    expect(countReading(bytes('1 0 1\n'), false)).toMatchObject({ bare: 3, rows: false });
  });

  it('tells digit rows four bytes at a time as a pattern of their characters tells them', () => {
    // Texts mostly of digit rows (spaced, side by side, with commas), at every alignment of their
    // words, and a stray character or not: digit rows have nothing to count, any other text is
    // counted as without cells.
    const rowCharacters = ['0', '1', ' ', ',', '\n', '\r', '\t', '1 ', '0 ', '1,', '0101', '1010'];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...rowCharacters), { maxLength: 40 }),
        fc.option(fc.tuple(fc.nat(), fc.constantFrom('2', '[', '{', 'a', '!', '-', '\u00e9'))),
        fc.integer({ min: 0, max: 3 }),
        (parts, stray, offset) => {
          let text = parts.join('');
          if (stray) {
            const at = stray[0] % (text.length + 1);
            text = text.slice(0, at) + stray[1] + text.slice(at);
          }
          const padded = new Uint8Array(offset + bytes(text).length);
          padded.set(bytes(text), offset);
          const input = padded.subarray(offset);
          expect(countReading(input, true)).toEqual(
            /^[01 ,\t\r\n]*$/.test(text)
              ? { bytes: input.length, brackets: 0, bracketed: 0, bare: 0, bareLines: 0, rows: true }
              : countReading(input, false),
          );
        },
      ),
      { numRuns: propertyRuns(2000) },
    );
  });

  it('counts what a reader of numbers would build, whichever notation holds them', () => {
    const row = Array.from({ length: 1000 }, (_, i) => i - 1);
    const notations = [
      JSON.stringify(row),
      `moves = [${row.join(', ')}]`,
      `int moves[] = {${row.join(', ')}};`,
      `Example 1:\nInput: moves = [${row.join(',')}]\nOutput: 3`,
    ];
    for (const text of notations) expect(countReading(bytes(text), false).bracketed).toBe(1000);
    expect(countReading(bytes(row.join(' ')), false).bare).toBe(1000);
  });
});

describe('readingBytes', () => {
  it('is the bytes, brackets and numbers at their measured costs', () => {
    const count = { bytes: 100, brackets: 2, bracketed: 10, bare: 5, bareLines: 1, rows: false };
    const costs = READING_COSTS.snakes;
    expect(readingBytes(count, costs)).toBe(
      100 * TEXT_BYTES + 3 * 400 + 10 * costs.bracketed + 5 * costs.bare,
    );
  });
});

describe('a list of millions of numbers', () => {
  // A million squares of a moves list, 3 MB of text: some 50 MB to read, far past the 3 bytes a
  // byte the file's size alone would say. Refused before it is parsed, in every notation.
  const list = Array.from({ length: 1_000_000 }, () => -1);
  const files = {
    'moves.json': JSON.stringify(list),
    'moves.py': `moves = [${list.join(', ')}]\n`,
    'moves.txt': `${list.join(' ')}\n`,
  };

  it.each(Object.keys(files))(
    '%s is refused for what its numbers take, before it is parsed',
    async (file) => {
      const run = await runCli(['snakes', file, '--max-memory', '32MB'], { files });
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(
        new RegExp(
          `^boardpath: ${file.replace('.', '\\.')} is \\d+ MB with (1 bracket and )?1,000,000 numbers: reading it needs about \\d+ MB but the limit is 32 MB \\(raise it with --max-memory\\)\\n$`,
        ),
      );
    },
  );

  it('is read when the limit allows what it takes', async () => {
    const run = await runCli(['snakes', 'moves.json', '--max-memory', '256MB', '--json'], { files });
    expect(JSON.parse(run.stdout)).toMatchObject({ solvable: true, moves: 166_667 });
  });
});
