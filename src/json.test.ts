import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoardpathError } from './errors.js';
import { findJsonError, lineColumn, MAX_NESTING, parseJson, showJsonValue, tooDeep } from './json.js';
import { propertyRuns } from './property-runs.test-util.js';

function errorOf(text: string): BoardpathError {
  try {
    parseJson(text, 'board.json');
  } catch (error) {
    return error as BoardpathError;
  }
  throw new Error('expected a failure');
}

describe('parseJson', () => {
  it('parses valid JSON as JSON.parse does', () => {
    expect(parseJson('{"squares": 100, "ladders": {"1": 38}}')).toEqual({ squares: 100, ladders: { 1: 38 } });
  });

  it.each([
    ['{\n  "squares": 100,\n}', 3, 1, /property name/],
    ['{"a": }', 1, 7, /unexpected "}" \(expected a value\)/],
    ['[1, 2', 1, 6, /end of input/],
    ['', 1, 1, /empty/],
    ['[1] x', 1, 5, /end of the input/],
    ['{"a" 1}', 1, 6, /':'/],
    ["{'a': 1}", 1, 2, /double quotes/],
    ['[01]', 1, 3, /',' or '\]'/],
  ])('locates the error in %j at line %i, column %i', (text, line, column, problem) => {
    const error = errorOf(text);
    expect(error.code).toBe('E_JSON');
    expect(error.where).toMatchObject({ file: 'board.json', line, column });
    expect(error.message).toMatch(problem);
  });

  it('finds an error in every text JSON.parse rejects, and none past the end', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json().map((json) => json.slice(0, -1)),
          fc.json(),
        ),
        (text) => {
          let valid = true;
          try {
            JSON.parse(text);
          } catch {
            valid = false;
          }
          if (valid) return;
          const { offset, problem } = findJsonError(text);
          expect(problem).not.toBe('unknown error');
          expect(offset).toBeGreaterThanOrEqual(0);
          expect(offset).toBeLessThanOrEqual(text.length);
        },
      ),
      { numRuns: propertyRuns(3000) },
    );
  });

  it('survives deep nesting', () => {
    expect(findJsonError('['.repeat(200_000)).problem).toMatch(/end of input/);
  });

  it('refuses brackets nested more than 64 deep before parsing, saying where', () => {
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    expect(parseJson(nested(MAX_NESTING))).toEqual(JSON.parse(nested(MAX_NESTING)));
    for (const text of [nested(MAX_NESTING + 1), '['.repeat(1_000_000), '{"a":\n  ' + '[{"b":'.repeat(40)]) {
      const error = errorOf(text);
      expect(error.code).toBe('E_FORMAT');
      expect(error.message).toBe(
        'brackets nested more than 64 deep: a board or grid needs a few levels at most',
      );
      expect(error.where.file).toBe('board.json');
    }
    // The 65th bracket opened: the brace of the 32nd `[{"b":` on the second line.
    expect(errorOf('{"a":\n  ' + '[{"b":'.repeat(40)).where).toMatchObject({
      line: 2,
      column: 3 + 31 * 6 + 1,
    });
  });

  it('counts only brackets outside strings', () => {
    const quoted = JSON.stringify({ name: '[{'.repeat(1000) + '\\"[[' });
    expect(tooDeep(quoted)).toBe(-1);
    expect(parseJson(quoted)).toEqual(JSON.parse(quoted));
    expect(tooDeep('[]'.repeat(1000) + '['.repeat(65))).toBe(2000 + 64);
  });
});

describe('lineColumn', () => {
  it('counts lines and columns from 1', () => {
    expect(lineColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});

describe('showJsonValue', () => {
  it('shows short values as written and long or deep ones by their kind, on one line', () => {
    expect(showJsonValue([-1])).toBe('[-1]');
    expect(showJsonValue('a\nb')).toBe('"a\\nb"');
    expect(showJsonValue(undefined)).toBe('nothing');
    expect(showJsonValue('x'.repeat(100))).toBe(`"${'x'.repeat(40)}…"`);
    expect(showJsonValue(Array.from({ length: 100 }, () => 1))).toBe('an array');
    expect(showJsonValue({ a: 'y'.repeat(50) })).toBe('an object');
    let deep: unknown = 1;
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(showJsonValue(deep)).toBe('an array');
  });

  it('shows what a program passes that JSON cannot hold, without throwing', () => {
    expect(showJsonValue(0n)).toBe('0n');
    expect(showJsonValue({ a: 1n })).toBe('an object');
    expect(showJsonValue(Infinity)).toBe('a number too large to read');
    expect(showJsonValue(Number.NaN)).toBe('NaN');
    expect(showJsonValue(Symbol('x'))).toBe('Symbol(x)');
  });
});
