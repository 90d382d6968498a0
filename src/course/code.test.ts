// Completion codes: what goes in comes out, any one letter changed is refused, and the checksum
// is the CRC-32 that Node's zlib computes.
import { crc32 as zlibCrc32 } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc32 } from './checksum.js';
import { decodeCompletion, encodeCompletion, type CourseAnswer } from './code.js';

const answer: fc.Arbitrary<CourseAnswer> = fc.oneof(
  fc.constant(null),
  fc.record({
    kind: fc.constantFrom('fewest' as const, 'distance' as const),
    moves: fc.option(fc.nat({ max: 2 ** 31 - 2 }), { nil: null }),
  }),
  fc.record({ kind: fc.constant('next' as const), state: fc.nat({ max: 2 ** 31 - 1 }) }),
  fc.record({
    kind: fc.constant('path' as const),
    path: fc.array(fc.nat({ max: 100_000 }), { maxLength: 40 }),
  }),
  fc.record({ kind: fc.constant('longer' as const), board: fc.constantFrom(0 as const, 1 as const) }),
);

const completion = fc.record({
  set: fc.nat({ max: 2 ** 32 - 1 }),
  student: fc.string({ minLength: 1, maxLength: 60, unit: 'grapheme' }),
  answers: fc.array(answer, { maxLength: 40 }),
});

describe('completion codes', () => {
  it('computes the CRC-32 zlib computes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => crc32(bytes) === zlibCrc32(bytes)));
  });

  it('gives back what was encoded, whatever the case and the dashes', () => {
    fc.assert(
      fc.property(completion, (given) => {
        const code = encodeCompletion(given);
        expect(code).toMatch(/^BP1(-[0-9A-HJKMNP-TV-Z]{1,5})+$/);
        expect(decodeCompletion(code)).toEqual(given);
        expect(decodeCompletion(code.toLowerCase().replace(/-/g, ' '))).toEqual(given);
      }),
    );
  });

  it('refuses a code with any one letter changed', () => {
    fc.assert(
      fc.property(completion, fc.nat(), fc.nat({ max: 31 }), (given, at, letter) => {
        const code = encodeCompletion(given);
        const places = [...code].flatMap((c, i) => (i > 3 && c !== '-' ? [i] : []));
        const i = places[at % places.length];
        const other = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'[letter];
        fc.pre(other !== code[i]);
        const changed = code.slice(0, i) + other + code.slice(i + 1);
        expect(() => decodeCompletion(changed)).toThrow(/checksum|cut short|cannot be read|version/);
      }),
    );
  });

  it('says what is wrong with text that is no code', () => {
    expect(() => decodeCompletion('hello')).toThrow('a completion code starts with BP1-');
    expect(() => decodeCompletion('BP1-ABCDE-U')).toThrow('"U" is not a letter of a completion code');
    expect(() => decodeCompletion('BP1-A0')).toThrow('cut short');
  });
});
