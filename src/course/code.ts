/**
 * A completion code: what a student's page hands back when they finish a set, with no server. It
 * carries the set's name (`setId`), the student's name as the roster spells it and their first
 * answer to each question, as bytes (whole numbers in LEB128) closed by a CRC-32, written in
 * Crockford's base 32 in groups of five: `BP1-…`. Letters may be typed in either case, and O, I
 * and L are read as 0, 1 and 1.
 *
 * The checksum catches a code mistyped or edited by hand; it is no secret. A code cannot claim more
 * than its answers earn: grading works every answer out again from the set's seed.
 */
import { BoardpathError } from '../errors.js';
import { crc32 } from './checksum.js';
import { QUESTION_KINDS, type QuestionKind } from './practice.js';
import { MAX_NAME } from './roster.js';
import { MAX_QUESTIONS } from './set.js';

/** A student's first answer to a question, as a code carries it (null: not answered). */
export type CourseAnswer =
  | { readonly kind: 'fewest' | 'distance'; readonly moves: number | null }
  | { readonly kind: 'next'; readonly state: number }
  /** The states the path went through after the start, in order. */
  | { readonly kind: 'path'; readonly path: readonly number[] }
  | { readonly kind: 'longer'; readonly board: 0 | 1 }
  | null;

/** What a code says. */
export interface Completion {
  readonly set: number;
  readonly student: string;
  readonly answers: readonly CourseAnswer[];
}

const PREFIX = 'BP1';
const VERSION = 1;
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** The longest path an answer carries (the practice boards' are far shorter). */
const MAX_PATH = 10_000;
/** The longest code read: a set of the most questions, each a long path, fits. */
const MAX_CODE = 20_000;

function varint(out: number[], value: number): void {
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
}

function answerBytes(out: number[], answer: CourseAnswer): void {
  if (answer === null) return varint(out, 0);
  varint(out, QUESTION_KINDS.indexOf(answer.kind) + 1);
  switch (answer.kind) {
    case 'fewest':
    case 'distance':
      return varint(out, answer.moves === null ? 0 : answer.moves + 1);
    case 'next':
      return varint(out, answer.state);
    case 'longer':
      return varint(out, answer.board);
    case 'path':
      varint(out, answer.path.length);
      for (const state of answer.path) varint(out, state);
  }
}

/** The code of a student's answers to a set. Cost: O(answers). */
export function encodeCompletion(completion: Completion): string {
  const bytes: number[] = [VERSION];
  for (let shift = 24; shift >= 0; shift -= 8) bytes.push((completion.set >>> shift) & 0xff);
  const name = new TextEncoder().encode(completion.student);
  varint(bytes, name.length);
  bytes.push(...name);
  varint(bytes, completion.answers.length);
  for (const answer of completion.answers) answerBytes(bytes, answer);
  const check = crc32(Uint8Array.from(bytes));
  for (let shift = 24; shift >= 0; shift -= 8) bytes.push((check >>> shift) & 0xff);
  const text = base32(bytes);
  return [PREFIX, ...(text.match(/.{1,5}/g) ?? [])].join('-');
}

function base32(bytes: readonly number[]): string {
  let text = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      text += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) text += ALPHABET[(value << (5 - bits)) & 31];
  return text;
}

/** Why a text is no code of this kind, or null. */
function bytesOf(text: string): Uint8Array | string {
  const compact = text.toUpperCase().replace(/[\s-]/g, '');
  if (!compact.startsWith(PREFIX)) return `a completion code starts with ${PREFIX}-`;
  const digits = compact.slice(PREFIX.length).replace(/O/g, '0').replace(/[IL]/g, '1');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const c of digits) {
    const digit = ALPHABET.indexOf(c);
    if (digit < 0) return `${JSON.stringify(c)} is not a letter of a completion code`;
    value = ((value << 5) | digit) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  // The last letter's spare bits are written as 0: any other letter there was changed.
  if (bits >= 5 || (value & ((1 << bits) - 1)) !== 0)
    return "the completion code's checksum does not match: it was mistyped or changed";
  return Uint8Array.from(bytes);
}

/** Reads LEB128 numbers off bytes, failing (null) past the end or past 2^31. */
class Reader {
  at = 0;
  constructor(readonly bytes: Uint8Array) {}
  next(): number | null {
    let value = 0;
    for (let scale = 1; this.at < this.bytes.length; scale *= 0x80) {
      const byte = this.bytes[this.at++];
      value += (byte & 0x7f) * scale;
      if (value > 0x7fffffff) return null;
      if (byte < 0x80) return value;
    }
    return null;
  }
}

function readAnswer(reader: Reader): CourseAnswer | undefined {
  const tag = reader.next();
  if (tag === null || tag > QUESTION_KINDS.length) return undefined;
  if (tag === 0) return null;
  const kind: QuestionKind = QUESTION_KINDS[tag - 1];
  const value = reader.next();
  if (value === null) return undefined;
  switch (kind) {
    case 'fewest':
    case 'distance':
      return { kind, moves: value === 0 ? null : value - 1 };
    case 'next':
      return { kind, state: value };
    case 'longer':
      return value > 1 ? undefined : { kind, board: value as 0 | 1 };
    case 'path': {
      if (value > MAX_PATH) return undefined;
      const path: number[] = [];
      for (let i = 0; i < value; i++) {
        const state = reader.next();
        if (state === null) return undefined;
        path.push(state);
      }
      return { kind, path };
    }
  }
}

/**
 * What a code says; a text that is no code, or whose checksum does not match (mistyped, edited),
 * is `E_FORMAT` saying which. Cost: O(length of the code).
 */
export function decodeCompletion(text: string): Completion {
  const refuse = (why: string) => new BoardpathError('E_FORMAT', why);
  if (text.length > MAX_CODE) throw refuse(`a completion code of more than ${MAX_CODE} characters`);
  const bytes = bytesOf(text);
  if (typeof bytes === 'string') throw refuse(bytes);
  if (bytes.length < 10) throw refuse('the completion code is cut short');
  const body = bytes.subarray(0, bytes.length - 4);
  const check = new DataView(bytes.buffer, bytes.length - 4, 4).getUint32(0);
  if (crc32(body) !== check)
    throw refuse("the completion code's checksum does not match: it was mistyped or changed");
  if (body[0] !== VERSION) throw refuse(`a completion code of version ${body[0]}, not ${VERSION}`);
  const set = new DataView(body.buffer, 1, 4).getUint32(0);
  const reader = new Reader(body);
  reader.at = 5;
  const length = reader.next();
  if (length === null || length > 4 * MAX_NAME || reader.at + length > body.length)
    throw refuse("the completion code's name is cut short");
  const student = new TextDecoder('utf-8', { fatal: false }).decode(
    body.subarray(reader.at, reader.at + length),
  );
  reader.at += length;
  const count = reader.next();
  if (count === null || count > MAX_QUESTIONS) throw refuse("the completion code's answers are cut short");
  const answers: CourseAnswer[] = [];
  for (let i = 0; i < count; i++) {
    const answer = readAnswer(reader);
    if (answer === undefined) throw refuse(`the completion code's answer ${i + 1} cannot be read`);
    answers.push(answer);
  }
  if (reader.at !== body.length) throw refuse('the completion code has more after its answers');
  return { set, student, answers };
}
