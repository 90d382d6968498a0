import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readerWindow, scanBoardJson, scanBoardWindows, WINDOW_AHEAD, type ByteWindow } from './scan-json.js';
import { propertyRuns } from '../../../property-runs.test-util.js';

// The window a file reader gets, over `input` in memory.
function windowOver(input: Uint8Array, room: number): ByteWindow {
  const window = readerWindow((into, position) => {
    const count = Math.min(into.length, input.length - position);
    into.set(input.subarray(position, position + count));
    return count;
  }, room);
  window.keepFrom(0);
  return window;
}

// A board-format text of `jumps` ladders and snakes, spaced as `seed` says (runs of up to `spaces`).
function boardText(jumps: number, seed: number, spaces: number): string {
  let state = seed >>> 0 || 1;
  const random = (n: number) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % n;
  };
  const space = () => ' \n\t\r'.charAt(random(4)).repeat(random(spaces + 1));
  const table = (first: number, up: boolean) =>
    Array.from({ length: jumps }, (_, k) => {
      const from = first + 2 * k;
      const to = up ? from + 1 + random(50) : from - 1 - random(from - 1);
      return `${space()}"${from}"${space()}:${space()}${to}${space()}`;
    }).join(',');
  const squares = 4 * jumps + 100;
  return `${space()}{"squares":${space()}${squares}, "name": "big ✓",${space()}"ladders": {${table(2, true)}},${space()}"snakes":{${table(2 * jumps + 3, false)}}, "start": 1}${space()}`;
}

describe('scanBoardWindows', () => {
  it('reads a board a window at a time as scanBoardJson reads it whole', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12_000 }),
        fc.integer(),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 2 * WINDOW_AHEAD, max: 3 * WINDOW_AHEAD }),
        (jumps, seed, spaces, room) => {
          const bytes = new TextEncoder().encode(boardText(jumps, seed, spaces));
          const whole = scanBoardJson(bytes)!;
          expect(whole).not.toBeNull();
          const windows = scanBoardWindows(windowOver(bytes, room), bytes.length);
          expect(windows).toEqual({ fields: whole.fields, from: whole.from, to: whole.to });
        },
      ),
      { numRuns: 25 },
    );
  });

  it('leaves to the whole read what it leaves, and a run of spaces longer than it holds ahead', () => {
    const good = boardText(9000, 7, 3);
    expect(good.length).toBeGreaterThan(3 * WINDOW_AHEAD);
    const room = 2 * WINDOW_AHEAD;
    const scan = (text: string) => {
      const bytes = new TextEncoder().encode(text);
      return scanBoardWindows(windowOver(bytes, room), bytes.length);
    };
    expect(scan(good)).not.toBeNull();
    // A pair far from the start, spaced wider than a window holds ahead.
    const far = good.indexOf('"15000"');
    expect(scan(`${good.slice(0, far)}${' '.repeat(room)}${good.slice(far)}`)).toBeNull();
    // Broken or other JSON in the last window, as the whole scan leaves it.
    const broken = [
      `${good}x`,
      good.slice(0, good.lastIndexOf('}')),
      good.replace('"17000"', '"17000": 1.5, "x"'),
    ];
    for (const text of broken) {
      expect(scanBoardJson(new TextEncoder().encode(text))).toBeNull();
      expect(scan(text)).toBeNull();
    }
  });

  it('scans plain pairs in WebAssembly, and leaves every other pair to the TypeScript scan', () => {
    const odd = [
      '"3000000000": 3000000001', // past 32 bits: doubles
      '"00012": 40', // leading zeros
      '"123456789012": 123456789013', // twelve digits
      '"18446744073709551623": 9', // twenty digits: 2^64 + 7, which 64 bits would wrap to 7
      '"7": 7.5', // a fraction: the whole read words it
      '"9": 1e3',
      '"11": -4', // an end below the board, for the board's check
      '"13" : 2', // a ladder going down, or a snake going up: refused with its words
      '"15":\n\t 99',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 4000 }),
        fc.integer(),
        fc.array(fc.record({ where: fc.nat(), pair: fc.constantFrom(...odd), snakes: fc.boolean() }), {
          maxLength: 3,
        }),
        (jumps, seed, insertions) => {
          let text = boardText(jumps, seed, 2);
          for (const { where, pair, snakes } of insertions) {
            const table = text.indexOf(snakes ? '"snakes":{' : '"ladders": {');
            const open = text.indexOf('{', table) + 1;
            const comma = text.indexOf(',', open + (where % 1000));
            if (comma < 0 || comma > text.indexOf('}', open)) continue;
            text = `${text.slice(0, comma + 1)}${pair},${text.slice(comma + 1)}`;
          }
          const bytes = new TextEncoder().encode(text);
          const outcome = (scan: () => unknown) => {
            try {
              const scanned = scan() as { fields: unknown; from: unknown; to: unknown } | null;
              return scanned && { fields: scanned.fields, from: scanned.from, to: scanned.to };
            } catch (error) {
              return (error as Error).message;
            }
          };
          const window = windowOver(bytes, 2 * WINDOW_AHEAD);
          expect(window.pairs).toBeDefined();
          expect(outcome(() => scanBoardWindows(window, bytes.length))).toEqual(
            outcome(() => scanBoardJson(bytes)),
          );
        },
      ),
      { numRuns: propertyRuns(200) },
    );
  });
});
