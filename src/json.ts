import { BoardpathError } from './errors.js';
import { duplicateKey } from './json-keys.js';

/**
 * Parses JSON text with the platform's `JSON.parse`; when that fails, finds where the text goes
 * wrong and throws a `BoardpathError` (code `E_JSON`) with the line and column, which `JSON.parse`
 * does not reliably give.
 *
 * Text nested deeper than `MAX_NESTING` is refused first (`checkNesting`), before it is parsed.
 *
 * Cost: O(length) time; the error scan runs only on failure.
 */
export function parseJson(text: string, file?: string): unknown {
  checkNesting(text, file);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const { offset, problem } = findJsonError(text);
    throw new BoardpathError('E_JSON', `not valid JSON: ${problem}`, { file, ...lineColumn(text, offset) });
  }
  const twice = text.includes('{') ? duplicateKey(text) : null;
  if (twice)
    throw new BoardpathError(
      'E_FORMAT',
      `the key ${JSON.stringify(twice.key)} is written twice in one object: which one is meant?`,
      { file, ...lineColumn(text, twice.offset) },
    );
  // Only text that could spell one (plainly or with \u escapes) is walked, so big boards pay nothing.
  if (MAYBE_POLLUTING.test(text)) {
    const key = pollutingKey(value);
    if (key !== null) {
      const at = text.indexOf(JSON.stringify(key));
      throw new BoardpathError(
        'E_FORMAT',
        `the key ${JSON.stringify(key)} is not allowed in a board (it could change the prototype of every object)`,
        at < 0 ? { file } : { file, ...lineColumn(text, at) },
      );
    }
  }
  return value;
}

/**
 * The deepest nesting of brackets a reader takes: a board or a grid needs three levels at most
 * (`{"grid": [[…]]}`), and every level past that costs memory (`[[[[…` a million deep takes some
 * 200 MB to parse) and, in any recursive walk, stack.
 */
export const MAX_NESTING = 64;

/**
 * Where `text` first opens a bracket (`[` or `{`, outside JSON strings) nested more than
 * `MAX_NESTING` deep: its offset, or -1 when it never does. One pass, no allocation.
 *
 * Cost: O(length) time, O(1) memory.
 */
export function tooDeep(text: string): number {
  let depth = 0;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === 0x5b || code === 0x7b) {
      if (++depth > MAX_NESTING) return at;
    } else if (code === 0x5d || code === 0x7d) {
      if (depth > 0) depth--;
    } else if (code === 0x22) {
      // A string: its brackets are text. An unclosed one ends the scan (JSON's own error says so).
      for (at++; at < text.length && text.charCodeAt(at) !== 0x22; at++)
        if (text.charCodeAt(at) === 0x5c) at++;
    }
  }
  return -1;
}

/**
 * Refuses (`E_FORMAT`) text nested more than `MAX_NESTING` deep, with the line and column of the
 * bracket that goes past it, before anything is built from it. Cost: O(length) time, O(1) memory.
 */
function checkNesting(text: string, file?: string): void {
  const at = tooDeep(text);
  if (at >= 0) throw nestingError(text, at, file);
}

/** The error of text nested too deep at `offset` (`tooDeep`). */
export function nestingError(text: string, offset: number, file?: string): BoardpathError {
  return new BoardpathError(
    'E_FORMAT',
    `brackets nested more than ${MAX_NESTING} deep: a board or grid needs a few levels at most`,
    { ...(file === undefined ? {} : { file }), ...lineColumn(text, offset) },
  );
}

/** Object keys that reach `Object.prototype` when the object is copied or merged. */
const POLLUTING_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];
const MAYBE_POLLUTING = /__proto__|constructor|prototype|\\u/;

/**
 * The first prototype-polluting key (`__proto__`, `constructor`, `prototype`) of any object inside
 * a parsed JSON value, or null. Iterative, so any depth is fine.
 *
 * Cost: O(size of the value).
 */
function pollutingKey(value: unknown): string | null {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item !== 'object' || item === null) continue;
    if (Array.isArray(item)) {
      for (const element of item) if (typeof element === 'object' && element !== null) stack.push(element);
      continue;
    }
    for (const key of Object.keys(item)) {
      if (POLLUTING_KEYS.includes(key)) return key;
      const inner = (item as Record<string, unknown>)[key];
      if (typeof inner === 'object' && inner !== null) stack.push(inner);
    }
  }
  return null;
}

/** The 1-based line and column of a character offset, as editors count them. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * The 1-based line and column of a byte offset in UTF-8 bytes: lines end at "\n", and the column
 * counts characters (not bytes), as an editor shows it.
 *
 * Cost: O(offset) time.
 */
export function byteLineColumn(bytes: Uint8Array, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = bytes.indexOf(10); i !== -1 && i < offset; i = bytes.indexOf(10, i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: new TextDecoder().decode(bytes.subarray(lineStart, offset)).length + 1 };
}

/**
 * Where JSON text first breaks the grammar, and how. Iterative (an explicit stack of open
 * brackets), so a deeply nested input cannot overflow the call stack.
 */
export function findJsonError(text: string): { offset: number; problem: string } {
  let at = 0;
  const stack: string[] = []; // '{' or '[' for each open container
  const skipSpace = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at])) at++;
  };
  const describe = (expected: string) => {
    if (at >= text.length) return { offset: at, problem: `unexpected end of input (expected ${expected})` };
    const found = JSON.stringify(text[at]);
    return { offset: at, problem: `unexpected ${found} (expected ${expected})` };
  };
  const scanString = (): boolean => {
    at++; // opening quote
    while (at < text.length) {
      const char = text[at];
      if (char === '"') {
        at++;
        return true;
      }
      if (char === '\\') {
        const escape = text[at + 1];
        if (escape === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) return false;
          at += 6;
        } else if (escape !== undefined && '"\\/bfnrt'.includes(escape)) at += 2;
        else return false;
      } else if (char < ' ') return false;
      else at++;
    }
    return false;
  };
  const scanValue = (): { offset: number; problem: string } | null => {
    skipSpace();
    const char = text[at];
    if (char === '"')
      return scanString()
        ? null
        : {
            offset: at,
            problem: 'bad string (unescaped control character, bad escape or missing closing quote)',
          };
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(
      text.slice(at, at + 400),
    );
    if (literal) {
      at += literal[0].length;
      return null;
    }
    return describe('a value');
  };

  skipSpace();
  if (at >= text.length) return { offset: 0, problem: 'the input is empty' };
  for (;;) {
    skipSpace();
    const char = text[at];
    // Open a container, or read one scalar value.
    if (char === '{' || char === '[') {
      stack.push(char);
      at++;
      skipSpace();
      if (char === '{') {
        if (text[at] === '}') {
          stack.pop();
          at++;
        } else {
          if (text[at] !== '"') return describe('a property name in double quotes');
          if (!scanString()) return { offset: at, problem: 'bad property name' };
          skipSpace();
          if (text[at] !== ':') return describe("':'");
          at++;
          continue;
        }
      } else if (text[at] === ']') {
        stack.pop();
        at++;
      } else continue;
    } else {
      const problem = scanValue();
      if (problem) return problem;
    }
    // After a value: close containers or move to the next element.
    for (;;) {
      skipSpace();
      const open = stack[stack.length - 1];
      if (open === undefined) {
        return at < text.length ? describe('the end of the input') : { offset: at, problem: 'unknown error' };
      }
      const close = open === '{' ? '}' : ']';
      if (text[at] === close) {
        stack.pop();
        at++;
        continue;
      }
      if (text[at] !== ',') return describe(`',' or '${close}'`);
      at++;
      skipSpace();
      if (open === '{') {
        if (text[at] !== '"') return describe('a property name in double quotes');
        if (!scanString()) return { offset: at, problem: 'bad property name' };
        skipSpace();
        if (text[at] !== ':') return describe("':'");
        at++;
      }
      break;
    }
  }
}

/**
 * A JSON value as a message shows it: as written when that is short, else by its kind ("an array",
 * a long string cut short) — printing a whole value could overflow the stack (thousands of levels
 * deep) or make the one-line message megabytes long.
 */
export function showJsonValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  // JSON.parse reads 1e400 as Infinity, which JSON.stringify would show as null.
  if (typeof value === 'number' && !Number.isFinite(value))
    return Number.isNaN(value) ? 'NaN' : 'a number too large to read';
  if (typeof value === 'string' && value.length > 40)
    return JSON.stringify(value.slice(0, 40)).slice(0, -1) + '…"';
  // A BigInt (from a program, never from JSON) has no JSON of its own.
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? String(value);
  let written: string | undefined;
  try {
    written = JSON.stringify(value);
  } catch {
    // Too deep for the stack: say what it is.
  }
  if (written !== undefined && written.length <= 40) return written;
  return Array.isArray(value) ? 'an array' : 'an object';
}
