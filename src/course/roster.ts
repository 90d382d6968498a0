/**
 * A course's roster: the students' names, one a line, as a spreadsheet exports a class list (a CSV
 * whose first column is the name; a first line of headings is recognised and skipped). A student is
 * known by name without regard to capitals or spaces (`studentKey`), so two lines naming one student
 * are refused, as is a name no link can carry.
 */
import { BoardpathError } from '../errors.js';
import { printable } from '../words.js';
import { readCsv } from './csv.js';
import { studentKey } from './practice.js';

/** The longest name a roster takes (a link's `?student=` takes as many). */
export const MAX_NAME = 60;
/** The most students one roster takes. */
const MAX_STUDENTS = 5000;

const HEADINGS = new Set(['name', 'student', 'students', 'student name', 'full name']);

/** The names of a roster's text, in its order. Bad lines are `E_FORMAT` at their line. Cost: O(length). */
export function readRoster(text: string, file: string): string[] {
  const records = readCsv(text, file);
  const names: string[] = [];
  const lines = new Map<string, number>();
  for (const [index, { line, fields }] of records.entries()) {
    const name = fields[0].normalize('NFC').trim().replace(/\s+/g, ' ');
    if (index === 0 && HEADINGS.has(name.toLowerCase())) continue;
    const at = { file, line, column: 1 };
    if (name === '') throw new BoardpathError('E_FORMAT', 'the first column names no student', at);
    if (name.length > MAX_NAME)
      throw new BoardpathError('E_FORMAT', `a name of more than ${MAX_NAME} characters`, at);
    if (/\p{Cc}/u.test(name))
      throw new BoardpathError(
        'E_FORMAT',
        `${printable(JSON.stringify(name))} holds a control character`,
        at,
      );
    const key = studentKey(name);
    const before = lines.get(key);
    if (before !== undefined)
      throw new BoardpathError('E_FORMAT', `${name} is on the roster already, on line ${before}`, at);
    lines.set(key, line);
    names.push(name);
    if (names.length > MAX_STUDENTS)
      throw new BoardpathError('E_FORMAT', `a roster of more than ${MAX_STUDENTS} students`, at);
  }
  if (names.length === 0) throw new BoardpathError('E_FORMAT', 'the roster names no student', { file });
  return names;
}

/** The roster's spelling of `name`, found without regard to capitals or spaces; undefined if absent. */
export function onRoster(roster: readonly string[], name: string): string | undefined {
  const key = studentKey(name);
  return roster.find((each) => studentKey(each) === key);
}
