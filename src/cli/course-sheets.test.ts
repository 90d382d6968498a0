// `boardpath course make`'s worksheets as a real process on the real disk: one file a student from
// any name, every file inside the course's folder, nothing written through a symbolic link, the
// same bytes again.
import { spawnSync } from 'node:child_process';
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
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readCsv } from '../course/csv.js';

const bin = fileURLToPath(new URL('../../bin/boardpath.js', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'boardpath-course-sheets-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const ARGS = [
  'course',
  'make',
  '--roster',
  'roster.csv',
  '--puzzle',
  'maze',
  '--questions',
  '2',
  '--seed',
  'w',
];
const boardpath = (cwd: string, args = [...ARGS, '--out', 'week']) =>
  spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', timeout: 120_000 });

let made = 0;
/** A fresh folder holding `roster.csv`. */
function fresh(roster: string): string {
  const place = join(folder, `case-${++made}`);
  mkdirSync(place);
  writeFileSync(join(place, 'roster.csv'), roster);
  return place;
}

/** Every file under `place`, by its path from there, with its bytes. */
function filesUnder(place: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const entry of readdirSync(place, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      found[relative(place, path)] = readFileSync(path, 'latin1');
    }
  return found;
}

const HOSTILE = [
  '../x',
  '..',
  '/etc/passwd',
  'a\\b',
  'Ada Lovelace',
  'Ada-Lovelace',
  'ada_lovelace',
  'é'.repeat(60),
  'con',
  '<b>Bold</b>',
];

describe('boardpath course make: the worksheets', () => {
  it('writes one worksheet a student inside the folder, whatever the names, the same bytes again', () => {
    const place = fresh(`Name\n${HOSTILE.map((name) => `"${name}"`).join('\n')}\n`);
    const runs = [1, 2].map(() => {
      const run = boardpath(place);
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      return filesUnder(place);
    });
    expect(runs[1]).toEqual(runs[0]);
    // Nothing beside the case's folder either (`../x` is a name, not a way out).
    expect(readdirSync(folder)).toEqual([basename(place)]);
    const sheets = [
      'x.html',
      'student.html',
      'etc-passwd.html',
      'a-b.html',
      'Ada-Lovelace.html',
      'Ada-Lovelace-2.html',
      'ada-lovelace-3.html',
      `${'é'.repeat(40)}.html`,
      'con-.html',
      'b-Bold-b.html',
    ];
    expect(Object.keys(runs[0]).sort()).toEqual(
      [
        'roster.csv',
        'week/course.json',
        'week/key.md',
        'week/links.csv',
        ...sheets.map((name) => `week/sheets/${name}`),
      ].sort(),
    );
    // links.csv names each student's worksheet, and it is theirs.
    const rows = readCsv(readFileSync(join(place, 'week/links.csv'), 'utf8'), 'links.csv').map(
      ({ fields }) => fields,
    );
    expect(rows[0]).toEqual(['Student', 'Link', 'Worksheet']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(HOSTILE);
    expect(rows.slice(1).map((row) => row[2])).toEqual(sheets.map((name) => `sheets/${name}`));
    for (const [student, , sheet] of rows.slice(1)) {
      const html = readFileSync(join(place, 'week', sheet), 'utf8');
      const escaped = student.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
      expect(html).toContain(`<h1>Rat in a Maze: ${escaped}</h1>`);
    }
  });

  it('reads a line break inside a name as a space, and refuses an escape by its line, writing nothing', () => {
    const broken = fresh('Ada\n"Grace\nHopper"\n');
    expect(boardpath(broken)).toMatchObject({ status: 0, stderr: '' });
    expect(readFileSync(join(broken, 'week/links.csv'), 'utf8')).toContain('\r\nGrace Hopper,');
    expect(readdirSync(join(broken, 'week/sheets')).sort()).toEqual(['Ada.html', 'Grace-Hopper.html']);
    const place = fresh('Ada\na\u001b[31mb\n');
    const run = boardpath(place);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('boardpath: roster.csv:2:1: "a\\u001b[31mb" holds a control character\n');
    expect(existsSync(join(place, 'week'))).toBe(false);
  });

  it('writes nothing through a symbolic link in place of the worksheets folder or of a worksheet', () => {
    const elsewhere = join(folder, 'elsewhere');
    mkdirSync(elsewhere);
    const place = fresh('Ada Lovelace\n');
    mkdirSync(join(place, 'week'));
    symlinkSync(elsewhere, join(place, 'week/sheets'));
    const run = boardpath(place);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      'boardpath: week/sheets: a symbolic link, not written through (name the folder it points to)\n',
    );
    expect(readdirSync(elsewhere)).toEqual([]);

    const victim = join(folder, 'victim.html');
    writeFileSync(victim, 'precious\n');
    const other = fresh('Ada Lovelace\n');
    mkdirSync(join(other, 'week/sheets'), { recursive: true });
    symlinkSync(victim, join(other, 'week/sheets/Ada-Lovelace.html'));
    const through = boardpath(other);
    expect(through.status).toBe(2);
    expect(through.stderr).toBe(
      'boardpath: week/sheets/Ada-Lovelace.html: a symbolic link, not written through (name the file it points to, or remove the link)\n',
    );
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
  });
});
