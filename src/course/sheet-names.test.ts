// Worksheet files named from students' names: never a path, a control character, a hidden file or a
// device; short enough for any file system; one file a student, without regard to capitals.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random.js';
import { sheetFileNames } from './sheet-names.js';

/** What every file name must be, whatever the name it came from. */
function expectSafe(names: readonly string[], roster: readonly string[]): void {
  expect(names).toHaveLength(roster.length);
  for (const name of names) {
    expect(name).toMatch(/^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}-]*\.html$/u);
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(100);
    expect(name.replace(/\.html$/, '')).not.toMatch(/^(con|prn|aux|nul|com\d|lpt\d)$/i);
  }
  expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
}

describe('sheetFileNames', () => {
  it('keeps a name readable: letters of any script and digits, the rest a dash', () => {
    expect(sheetFileNames(['Ada Lovelace', 'Zoë O’Brien', '李小龍', 'Grace  Hopper (2)'])).toEqual([
      'Ada-Lovelace.html',
      'Zoë-O-Brien.html',
      '李小龍.html',
      'Grace-Hopper-2.html',
    ]);
  });

  it('makes no path, hidden file or device of a hostile name', () => {
    const roster = [
      '../x',
      '..',
      '/etc/passwd',
      'a\\b',
      'a\nb',
      'a\u001b[31mb',
      '\u202egnp.exe',
      '.bashrc',
      'con',
      'NUL',
      '-rf',
      '   ',
    ];
    const names = sheetFileNames(roster);
    expectSafe(names, roster);
    expect(names).toEqual([
      'x.html',
      'student.html',
      'etc-passwd.html',
      'a-b.html',
      'a-b-2.html',
      'a-31mb.html',
      'gnp-exe.html',
      'bashrc.html',
      'con-.html',
      'NUL-.html',
      'rf.html',
      'student-2.html',
    ]);
  });

  it('cuts a long name within a character, and tells apart names that meet', () => {
    // 𠀀 is a letter of four bytes in UTF-8.
    const long = ['𠀀'.repeat(60), '𠀀'.repeat(59) + '𠀁', 'é'.repeat(300), 'a'.repeat(300)];
    const names = sheetFileNames(long);
    expectSafe(names, long);
    expect(names[0]).toBe(`${'𠀀'.repeat(20)}.html`);
    expect(names[1]).toBe(`${'𠀀'.repeat(20)}-2.html`);
    expect(names[2]).toBe(`${'é'.repeat(40)}.html`);
    expect(names[3]).toBe(`${'a'.repeat(80)}.html`);
    const meeting = ['Ada Lovelace', 'Ada-Lovelace', 'ada_lovelace', 'ADA LOVELACE 2', 'Ada Lovelace-2'];
    expect(sheetFileNames(meeting)).toEqual([
      'Ada-Lovelace.html',
      'Ada-Lovelace-2.html',
      'ada-lovelace-3.html',
      'ADA-LOVELACE-2-2.html',
      'Ada-Lovelace-2-3.html',
    ]);
  });

  it('names any roster safely, one file a student, the same again', () => {
    const random = seededRandom('sheet-names', 'test');
    const alphabet = [
      'a',
      'B',
      '-',
      '.',
      '/',
      '\\',
      ' ',
      '\n',
      '\u0000',
      'é',
      'e\u0301',
      '😀',
      ':',
      '*',
      '?',
      '"',
      '<',
      '|',
      '\u200b',
    ];
    for (let round = 0; round < 200; round++) {
      const roster = Array.from({ length: random.int(1, 30) }, () =>
        Array.from({ length: random.int(0, 90) }, () => alphabet[random.int(0, alphabet.length - 1)]).join(
          '',
        ),
      );
      const names = sheetFileNames(roster);
      expectSafe(names, roster);
      expect(sheetFileNames(roster)).toEqual(names);
    }
  });
});
