import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoardpathError } from '../../../errors.js';
import { leetcodeSquare, parseSnakes } from './formats.js';
import { propertyRuns } from '../../../property-runs.test-util.js';

function problem(text: string, format?: 'board' | 'leetcode' | 'moves'): BoardpathError {
  try {
    parseSnakes(text, { format, file: 'board.json' });
  } catch (error) {
    if (error instanceof BoardpathError) return error;
    throw error;
  }
  throw new Error(`parsed without complaint: ${text}`);
}

describe('parseSnakes', () => {
  it('reads the board format with squares numbered 1…squares', () => {
    const board = parseSnakes('{"squares": 100, "ladders": {"1": 38, "4": 14}, "snakes": {"16": 6}}');
    expect(board).toMatchObject({ format: 'board', first: 1, last: 100, start: 0, faces: 6 });
    expect(Array.from(board.jumpFrom)).toEqual([1, 4, 16]);
    expect(Array.from(board.jumpTo)).toEqual([38, 14, 6]);
  });

  it('numbers a leetcode grid boustrophedon from the bottom-left and starts on square 1', () => {
    expect([
      leetcodeSquare(6, 5, 0),
      leetcodeSquare(6, 5, 5),
      leetcodeSquare(6, 4, 5),
      leetcodeSquare(6, 0, 0),
    ]).toEqual([1, 6, 7, 36]);
    const board = parseSnakes('[[-1,-1,-1],[-1,9,-1],[-1,-1,-1]]');
    expect(board).toMatchObject({ format: 'leetcode', first: 1, last: 9, start: 1 });
    expect(Array.from(board.jumpFrom)).toEqual([5]);
  });

  it('reads the moves format with squares 0…N-1', () => {
    const board = parseSnakes('[-1, 3, -1, -1]');
    expect(board).toMatchObject({ format: 'moves', first: 0, last: 3, start: 0 });
  });

  it('drops a jump that leads to its own square (it does nothing)', () => {
    expect(parseSnakes('[[-1,-1],[-1,2]]').jumpFrom.length).toBe(0);
    // Dropped jumps leave gaps in the indexes the sort packs: the rest stay sorted and paired.
    const board = parseSnakes('[9, 1, 2, 3, 4, 0, 6, 5, 8, 9, 2, -1]');
    expect(Array.from(board.jumpFrom)).toEqual([0, 5, 7, 10]);
    expect(Array.from(board.jumpTo)).toEqual([9, 0, 5, 2]);
  });

  it.each([
    ['{"squares": 100,\n "ladders": {"4": 14,}', /board\.json:2:22: not valid JSON/],
    ['', /empty/],
    ['[]', /empty/],
    ['"hello"', /not a Snakes and Ladders board/],
    ['{"squares": 10, "ladders": {"7": 3}}', /square 7.*ladder 7→3 goes down/],
    ['{"squares": 10, "snakes": {"3": 7}}', /snake 3→7 goes up/],
    ['{"squares": 10, "ladders": {"10": 12}}', /square 12 is not on the board/],
    ['{"squares": 10, "snakes": {"10": 2}}', /starts on the last square/],
    ['{"squares": 10, "ladders": {"3": 7}, "snakes": {"3": 1}}', /two jumps start on square 3/],
    ['{"squares": 10, "ladders": {"x": 7}}', /"x" is not a square number/],
    ['{"squares": 10, "ladders": {"3": 7.5}}', /square 3.*whole square number/],
    ['{"squares": 2.5}', /squares must be a whole number/],
    ['{"squares": 0}', /squares must be at least 1/],
    ['{"squares": 10, "ladder": {}}', /unknown key "ladder"/],
    ['{"squares": 10, "start": 11}', /start 11 is past the last square/],
    ['{"squares": 10, "snakes": {"5": 0}}', /square 0 is not on the board/],
    ['[[-1,-1],[-1]]', /row 1 has 1 cell but there are 2 rows/],
    ['[[-1,-1]]', /row 0 has 2 cells but there is 1 row:/],
    ['[[-1,-1],[-1,5]]', /row 1, column 1 \(square 2\): 5 is not a square/],
    ['[[-1,-1],[-1,"a"]]', /expected -1 or a square number/],
    ['[[1,-1],[-1,-1]]', /jump 4→1 starts on the last square/],
    ['[-1, 4, -1]', /move\[1\] is 4/],
    ['[-1, -2]', /move\[1\] is -2/],
    ['[1, [2]]', /move\[1\] is \[2\]: a moves array holds -1 or a square number/],
    ['[-1,\n null, -1]', /move\[1\] is null/],
    ['{"ladders": {}}', /squares is missing/],
    ['{"squares": 10, "faces": 1e9}', /a die has at most 1,000,000 faces/],
    ['{"squares": 1e1, "ladders": {"4": 8}, "snakes": {"9": 2, "9": 3}}', /the key "9" is written twice/],
    ['{"squares": 10, "name": "a", "n\\u0061me": "b"}', /the key "name" is written twice/],
  ])('refuses %j with a located message', (text, message) => {
    const error = problem(text);
    expect(error.describe()).toMatch(message);
    expect(error.describe()).toMatch(/^board\.json/);
  });

  it('says what a forced format expects', () => {
    expect(problem('[[-1,-1],[-1,3]]', 'board').describe()).toMatch(/board format is a JSON object/);
    expect(problem('{"squares": 4}', 'leetcode').describe()).toMatch(
      /leetcode format is a non-empty n×n array/,
    );
    expect(problem('[[-1]]', 'moves').describe()).toMatch(/move\[0\] is \[-1\]/);
  });

  it('refuses rows and columns that do not fit the squares (found by fuzzing: 300,000,000 rows crashed the drawing)', () => {
    expect(problem('{"squares": 12, "rows": 300000000}').describe()).toBe(
      'board.json: rows 300000000 does not fit a board of 12 squares (from 1 to 12)',
    );
    expect(problem('{"squares": 12, "columns": 13}').describe()).toBe(
      'board.json: columns 13 does not fit a board of 12 squares (from 1 to 12)',
    );
    expect(problem('{"squares": 12, "rows": 2, "columns": 5}').describe()).toBe(
      'board.json: 2 rows × 5 columns do not fit 12 squares (every square drawn, no empty row)',
    );
    expect(problem('{"squares": 12, "rows": 4, "columns": 4}').describe()).toMatch(/do not fit/);
    expect(parseSnakes('{"squares": 12, "rows": 3, "columns": 4}').rows).toBe(3);
    expect(parseSnakes('{"squares": 11, "rows": 3, "columns": 4}').columns).toBe(4);
  });

  it('refuses a cell nested thousands deep with one short line, not a stack overflow (found by fuzzing)', () => {
    const deep = '['.repeat(3000) + '1' + ']'.repeat(3000);
    const tooDeep =
      'board.json:1:65: brackets nested more than 64 deep: a board or grid needs a few levels at most';
    expect(problem(`[${deep}]`, 'leetcode').describe()).toMatch(tooDeep);
    expect(problem(`[[${deep}]]`).describe()).toMatch(tooDeep);
    expect(problem(`[-1, ${deep}]`, 'moves').describe()).toMatch(
      'board.json:1:69: brackets nested more than 64 deep',
    );
  });

  it('reads a big board through the scanner with the same result as the general path', () => {
    const text = JSON.stringify({
      squares: 500,
      ladders: { 3: 200, 17: 40 },
      snakes: { 499: 1, 250: 100 },
      start: 1,
      faces: 8,
      name: 'x',
    });
    const spaced = text.replace(/,/g, ' ,\n ').replace(/:/g, ' : ');
    const board = parseSnakes(text);
    expect(parseSnakes(spaced)).toEqual(board);
    expect(parseSnakes(text.replace('"x"', '"\\u0078"'))).toEqual(board); // an escape takes the general path
    expect(board).toMatchObject({ last: 500, start: 1, faces: 8, name: 'x' });
  });

  it('reads boards whose jumps are written short, past the room the scanner starts with', () => {
    // "10000":1, is 10 bytes: the scanner starts with room for a jump per 12 and must grow.
    const snakes = Object.fromEntries(Array.from({ length: 3000 }, (_, k) => [10_000 + 3 * k, 1 + (k % 9)]));
    const text = JSON.stringify({ squares: 20_000, snakes });
    const board = parseSnakes(text);
    expect(Array.from(board.jumpFrom)).toEqual(Object.keys(snakes).map(Number));
    expect(Array.from(board.jumpTo)).toEqual(Object.values(snakes));
    // A bad jump past the growth is still located by line and column.
    const bad = text.replace('"18997":', '\n"18997":').replace('"18997":3', '"18997":0');
    expect(problem(bad).describe()).toBe(
      'board.json:2:1: square 18997: jump 18997→0: square 0 is not on the board (1…20000)',
    );
  });

  it('reads squares past 32 bits wherever they first come, the room full or not', () => {
    // The scanner keeps squares in 32 bits until one does not fit, then in doubles from there on;
    // its room (a jump per 12 bytes: 2,521 here) runs out at jump 2,521, with the big one or not.
    const snakes = Array.from({ length: 3000 }, (_, k): [number, number] => [10_000 + 3 * k, 1 + (k % 9)]);
    for (const at of [0, 1, 2520, 2521, 2522, 3000]) {
      const jumps = [...snakes];
      jumps.splice(at, 0, [5_000_000_000 + at, 4_000_000_000]);
      const text = `{"squares": 1000000000000, "snakes": {${jumps.map(([from, to]) => `"${from}":${to}`).join(',')}}}`;
      const board = parseSnakes(new TextEncoder().encode(text));
      const sorted = jumps.sort((a, b) => a[0] - b[0]);
      expect(Array.from(board.jumpFrom)).toEqual(sorted.map(([from]) => from));
      expect(Array.from(board.jumpTo)).toEqual(sorted.map(([, to]) => to));
    }
  });

  it('locates a bad jump by line and column, and a square written twice', () => {
    expect(problem('{"squares": 100,\n "ladders": {"4": 14,\n   "9": 3}}').describe()).toBe(
      'board.json:3:4: square 9: ladder 9→3 goes down: a ladder must go up and a snake down',
    );
    expect(problem('{"squares": 100, "ladders": {"4": 14, "4": 20}}').describe()).toMatch(
      /two jumps start on square 4/,
    );
    expect(problem('{"squares": 100, "ladders": {"4": 140}}').describe()).toBe(
      'board.json:1:30: square 4: jump 4→140: square 140 is not on the board (1…100)',
    );
  });

  it('reads UTF-8 bytes as it reads text: a byte-order mark, a name in any script, columns in characters', () => {
    const text =
      '{"name": "Schlangen und Leitern — 蛇", "squares": 100, "ladders": {"4": 14}, "snakes": {"16": 6}}';
    const bytes = new TextEncoder().encode(`\ufeff${text}`);
    expect(parseSnakes(bytes)).toEqual(parseSnakes(text));
    expect(parseSnakes(bytes).name).toBe('Schlangen und Leitern — 蛇');
    // The general path (a fraction sends it there) also drops the mark.
    expect(parseSnakes(new TextEncoder().encode('\ufeff{"squares": 1.0}')).last).toBe(1);
    const located = (() => {
      try {
        parseSnakes(new TextEncoder().encode('{"name": "蛇蛇", "squares": 100, "ladders": {"9": 3}}'), {
          file: 'b.json',
        });
      } catch (error) {
        return (error as BoardpathError).describe();
      }
    })();
    expect(located).toBe('b.json:1:44: square 9: ladder 9→3 goes down: a ladder must go up and a snake down');
  });

  it('refuses prototype keys instead of polluting anything', () => {
    expect(problem('{"squares": 10, "ladders": {"__proto__": 4}}').describe()).toMatch(
      /the key "__proto__" is not allowed in a board/,
    );
    expect(problem('{"squares": 10, "__proto__": {"x": 1}}').describe()).toMatch(
      /the key "__proto__" is not allowed in a board/,
    );
  });

  it('throws nothing but BoardpathError on random text and random JSON', () => {
    const inputs = fc.oneof(
      fc.string(),
      fc.json(),
      fc.jsonValue().map((value) => JSON.stringify({ squares: 20, ladders: value })),
      fc
        .array(fc.array(fc.integer({ min: -3, max: 20 }), { maxLength: 5 }), { maxLength: 5 })
        .map((rows) => JSON.stringify(rows)),
      fc.array(fc.integer({ min: -3, max: 12 }), { maxLength: 12 }).map((moves) => JSON.stringify(moves)),
    );
    fc.assert(
      fc.property(inputs, (text) => {
        try {
          parseSnakes(text);
        } catch (error) {
          expect(error).toBeInstanceOf(BoardpathError);
        }
      }),
      { numRuns: propertyRuns(3000) },
    );
  });
});
