import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aOrAn, counted, grouped, printable, printableJson, printableJsonPieces, wordList } from './words.js';
import { propertyRuns } from './property-runs.test-util.js';

describe('counted', () => {
  it('says one thing in the singular, the rest in the plural, with thousands grouped', () => {
    expect(counted(1, 'square')).toBe('1 square');
    expect(counted(0, 'square')).toBe('0 squares');
    expect(counted(1234, 'path')).toBe('1,234 paths');
    expect(counted(1n, 'path')).toBe('1 path');
    expect(counted(2, 'run event')).toBe('2 run events');
  });
});

describe('grouped', () => {
  it('writes any number as toLocaleString does in English', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }), fc.bigInt(), fc.double()),
        (n) => {
          expect(grouped(n)).toBe(n.toLocaleString('en-US'));
        },
      ),
      { numRuns: propertyRuns(2000) },
    );
    expect(grouped(1_000_000)).toBe('1,000,000');
    expect(grouped(-1234)).toBe('-1,234');
    expect(grouped(1e21)).toBe('1,000,000,000,000,000,000,000');
  });
});

describe('printable', () => {
  // The characters that must never reach a terminal raw, listed one range at a time.
  const unsafe = (code: number) =>
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x061c ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069) ||
    code === 0x2028 ||
    code === 0x2029;
  const expected = (text: string, lines: boolean) =>
    [...text]
      .map((c) => {
        const code = c.codePointAt(0)!;
        if (!unsafe(code) || (lines && (c === '\n' || c === '\t'))) return c;
        return `\\u${code.toString(16).padStart(4, '0')}`;
      })
      .join('');
  // Text with many of them: every code unit below U+0100 and the marks near them.
  const hostile = fc.string({
    unit: fc.oneof(
      fc.integer({ min: 0, max: 0xff }).map((code) => String.fromCharCode(code)),
      fc.integer({ min: 0x2000, max: 0x206f }).map((code) => String.fromCharCode(code)),
      fc.constantFrom('\u061c', '\u061b', 'é', '→', '😀'),
    ),
  });

  it('escapes controls, bidirectional marks and separators, and nothing else', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        expect(printable(text)).toBe(expected(text, false));
        expect(printable(text, { lines: true })).toBe(expected(text, true));
      }),
      { numRuns: 500 },
    );
    expect(printable('a\u202eb\u2066c\u2028d\x1b[2J\u009b\u007f')).toBe(
      'a\\u202eb\\u2066c\\u2028d\\u001b[2J\\u009b\\u007f',
    );
    expect(printable('line\n\tnext\r', { lines: true })).toBe('line\n\tnext\\u000d');
  });

  it('printableJson writes them as JSON escapes: the same value read back, no raw one written', () => {
    fc.assert(
      fc.property(fc.dictionary(hostile, fc.oneof(hostile, fc.integer(), fc.constant(null))), (value) => {
        const json = printableJson({ name: value });
        expect(JSON.parse(json)).toEqual({ name: value });
        expect([...json].some((c) => unsafe(c.codePointAt(0)!))).toBe(false);
      }),
      { numRuns: 300 },
    );
    expect(printableJson({ name: '\u009b\u202e\u2028\u007f' })).toBe(
      '{"name":"\\u009b\\u202e\\u2028\\u007f"}',
    );
  });
});

describe('printableJsonPieces', () => {
  const text = fc.string({
    unit: fc.integer({ min: 0, max: 0x20ff }).map((code) => String.fromCharCode(code)),
  });
  // Typed arrays as JSON.stringify would write them if they were plain arrays.
  const plain = (value: unknown): unknown =>
    JSON.parse(
      JSON.stringify(value, (_, field: unknown) =>
        ArrayBuffer.isView(field) ? Array.from(field as Float64Array) : field,
      ),
    );
  const typed = fc.oneof(
    fc.float64Array({ maxLength: 200 }),
    fc.int32Array({ maxLength: 50 }),
    fc.integer({ min: 0, max: 200_000 }).map((n) => new Float64Array(n).map((_, i) => i / 7)),
  );
  const value = fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: 'small' },
      typed,
      text,
      fc.double(),
      fc.constant(null),
      fc.array(tie('node'), { maxLength: 4 }),
      fc.dictionary(text, tie('node'), { maxKeys: 4 }),
    ),
  })).node;

  it('joined, is printableJson of the same value with each typed array as a plain array', () => {
    fc.assert(
      fc.property(value, (v) => {
        const text = [...printableJsonPieces(v)].join('');
        expect(text).toBe(printableJson(plain(v)));
      }),
      { numRuns: propertyRuns(200) },
    );
  });

  it('writes a long typed array in several pieces, none longer than its numbers need', () => {
    const pieces = [...printableJsonPieces({ d: new Float64Array(300_000).fill(0.25) })];
    expect(pieces.length).toBeGreaterThan(4);
    expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThan(400_000);
    expect(JSON.parse(pieces.join(''))).toEqual({ d: new Array(300_000).fill(0.25) });
  });
});

describe('wordList', () => {
  it('joins words with commas and "or" (or "and") before the last', () => {
    expect(wordList([])).toBe('');
    expect(wordList(['exact'])).toBe('exact');
    expect(wordList(['1', '2'])).toBe('1 or 2');
    expect(wordList(['exact', 'bounce', 'overshoot'])).toBe('exact, bounce or overshoot');
    expect(wordList(['the grid', 'the board', 'the paths'], 'and')).toBe('the grid, the board and the paths');
  });
});

describe('aOrAn', () => {
  it('says an before the numbers spoken with a vowel first, a before the rest', () => {
    const an = [8, 11, 18, 80, 89, 800, 8000, 11_000, 18_500, 80_000, 11_000_000];
    const a = [1, 2, 7, 9, 10, 12, 19, 100, 110, 180, 1100, 1800, 110_000, 181_000, 1_000_000];
    for (const n of an) expect(`${n}: ${aOrAn(n)}`).toBe(`${n}: an`);
    for (const n of a) expect(`${n}: ${aOrAn(n)}`).toBe(`${n}: a`);
  });
});
