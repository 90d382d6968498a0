/**
 * CSV as spreadsheets and learning platforms write it (RFC 4180): fields separated by commas,
 * quoted with double quotes when they hold a comma, a quote (doubled) or a line break; lines end
 * with CRLF or LF. The course's rosters and codes are read with it, its grades written with it.
 */
import { BoardpathError } from '../errors.js';

/** One record of a CSV text and the line it starts on (from 1). */
export interface CsvRecord {
  readonly line: number;
  readonly fields: readonly string[];
}

/**
 * The records of `text`; blank lines are left out. A quote left open is `E_FORMAT` at the line it
 * opened on, in `file`. Cost: O(length).
 */
export function readCsv(text: string, file: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let openedOn = 0;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0].trim() !== '') records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      if (c === '\n') line++;
      field += c;
    } else if (c === '"' && field.trim() === '') {
      quoted = true;
      field = '';
      openedOn = line;
    } else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else field += c;
  }
  if (quoted)
    throw new BoardpathError('E_FORMAT', 'a quoted field is never closed', { file, line: openedOn });
  endRecord();
  return records;
}

/** One field as CSV writes it: quoted when it must be, and a leading =, +, - or @ kept as text. */
function csvField(value: string | number): string {
  let text = String(value);
  // A spreadsheet would run a field starting with one of these as a formula.
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text, CRLF line ends as RFC 4180 says. Cost: O(length). */
export function writeCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return rows.map((row) => row.map(csvField).join(',') + '\r\n').join('');
}
