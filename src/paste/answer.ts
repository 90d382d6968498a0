// An answer as a problem page or a student pastes it after a board: a number (`4`, and `-1` for
// "none", as LeetCode and GfG write it), a word for none (`impossible`, `None`, `[]`), GfG's list of
// paths (`["DDRDRR", "DRDDRR"]`, or `DDRDRR DRDDRR`), a 0/1 solution matrix. Each puzzle then
// compares it with its own answer.

import { printable, printableJson } from '../words.js';

/** A pasted answer, read. */
export type PastedAnswer =
  /** A whole number, `-1` included (LeetCode's and GfG's "none"). */
  | { readonly kind: 'number'; readonly value: bigint }
  /** A word or an empty list for "no answer": `impossible`, `None`, `no path`, `[]`. */
  | { readonly kind: 'none'; readonly text: string }
  /** Paths as letters (D, L, R, U and the diagonals' b, n, u, y), in the order pasted. */
  | { readonly kind: 'paths'; readonly value: readonly string[] }
  /** Rows of 0 and 1: a solution matrix. */
  | { readonly kind: 'matrix'; readonly value: readonly (readonly number[])[] }
  /** Anything else, as pasted. */
  | { readonly kind: 'text'; readonly text: string };

/** The longest pasted answer read; a longer one is kept as text (it answers nothing here). */
const LONGEST_ANSWER = 1_000_000;

/** `text` (what follows `Output:`, or `--expect`'s value) read as an answer. Cost: O(length). */
export function readPastedAnswer(text: string): PastedAnswer {
  const answer = text
    .trim()
    .replace(/^`+|`+$/g, '')
    .replace(/\.$/, '')
    .trim();
  if (answer.length > LONGEST_ANSWER) return { kind: 'text', text: answer };
  if (/^[-−+]?\d+$/.test(answer)) return { kind: 'number', value: BigInt(answer.replace('−', '-')) };
  if (NONE.test(answer)) return { kind: 'none', text: answer };
  const paths = pathsIn(answer);
  if (paths) return { kind: 'paths', value: paths };
  const matrix = matrixIn(answer);
  if (matrix) return { kind: 'matrix', value: matrix };
  return { kind: 'text', text: answer };
}

const NONE =
  /^(?:none|null|nil|impossible|not\s+possible|no(?:\s+(?:path|paths|solution|answer|way))?|unsolvable|unreachable|cannot be (?:done|reached)|\[\s*\]|\{\s*\}|"-1"|\[\s*"?-1"?\s*\])$/i;

// Letters of paths: `["DDRDRR", "DRDDRR"]`, `['DR']`, `DDRDRR DRDDRR`, `DDRDRR, DRDDRR`.
function pathsIn(answer: string): string[] | null {
  const inside = /^[[{(]([^[\]{}()]*)[\]})]$/.exec(answer)?.[1] ?? answer;
  const words = inside
    .split(/[\s,]+/)
    .map((word) => word.replace(/^["']|["']$/g, ''))
    .filter((word) => word !== '');
  return words.length > 0 && words.every((word) => /^[DLRUbnuy]+$/.test(word)) ? words : null;
}

// Rows of 0 and 1, two rows at least: `[[1, 0], [0, 1]]`, `{{1,0},{0,1}}`, or a row a line.
function matrixIn(answer: string): number[][] | null {
  const bracketed = /^[[{]/.test(answer);
  const rows = bracketed
    ? [...answer.matchAll(/[[{]([^[\]{}]*)[\]}]/g)].map((match) => match[1])
    : answer.split('\n');
  const cells = rows
    .map((row) => row.trim())
    .filter((row) => row !== '')
    .map((row) => row.split(/[\s,]+/).filter((cell) => cell !== ''));
  if (cells.length < 2 || !cells.every((row) => row.length === cells[0].length)) return null;
  if (!cells.every((row) => row.every((cell) => cell === '0' || cell === '1'))) return null;
  return cells.map((row) => row.map(Number));
}

/** The answer as JSON shows it: a number (a decimal string past 2^53), the paths, the rows, or the text. */
export function answerJson(answer: PastedAnswer): unknown {
  switch (answer.kind) {
    case 'number':
      return answer.value >= BigInt(Number.MIN_SAFE_INTEGER) &&
        answer.value <= BigInt(Number.MAX_SAFE_INTEGER)
        ? Number(answer.value)
        : String(answer.value);
    case 'paths':
    case 'matrix':
      return answer.value;
    default:
      return answer.text;
  }
}

/**
 * The answer as a message shows it: `4`, `["DDRDRR", "DRDDRR"]`, cut short past 60 characters, any
 * character that would drive or reorder a terminal written as an escape (`printable`).
 */
export function answerShown(answer: PastedAnswer): string {
  return printable(shownAsPasted(answer));
}

// The answer as pasted, cut short past 60 characters.
function shownAsPasted(answer: PastedAnswer): string {
  const shown =
    answer.kind === 'number'
      ? String(answer.value)
      : answer.kind === 'paths'
        ? answer.value.join(' ')
        : answer.kind === 'matrix'
          ? JSON.stringify(answer.value)
          : answer.text.replace(/\s+/g, ' ');
  return shown.length > 60 ? `${shown.slice(0, 59)}…` : shown;
}

/**
 * The answers for `count` boards in one pasted answer: HackerRank's `Sample Output` gives one a
 * line (`3` then `5`), some pages one after another (`3 5`). Null when it is not `count` of them.
 */
export function splitAnswers(text: string, count: number): string[] | null {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length === count) return lines;
  const words = text.trim().split(/\s+/);
  return words.length === count && words.every((word) => /^[-−]?\d+$/.test(word)) ? words : null;
}

/** What a pasted answer says of a puzzle's answer. */
export interface AnswerCheck {
  /** The answer as read (`answerJson`): a number (-1 for none), the paths listed, the rows, or the text. */
  readonly expected: unknown;
  /** Whether it is the answer; null when it answers another question and is not compared. */
  readonly matches: boolean | null;
  /**
   * One line: `4 matches the expected output`, `differs: the paste says 3, the fewest is 4, e.g. …`,
   * or why it was not compared.
   */
  readonly verdict: string;
}

/** Who gives the answer, in a verdict's words: the paste (its `Output:` line) unless told. */
export const PASTE = 'the paste';

/** The verdict for an answer that agrees: `4 matches the expected output`. */
export function agreed(answer: PastedAnswer, what = ''): AnswerCheck {
  return {
    expected: answerJson(answer),
    matches: true,
    verdict: `${answerShown(answer)}${what} matches the expected output`,
  };
}

/** The verdict for an answer that does not: `differs: the paste says 3, …`. */
export function differed(answer: PastedAnswer, by: string, rest: string): AnswerCheck {
  const says = answer.kind === 'paths' ? 'lists' : 'says';
  return {
    expected: answerJson(answer),
    matches: false,
    verdict: `differs: ${by} ${says} ${answerShown(answer)}, ${rest}`,
  };
}

/** The verdict for an answer to another question: not compared, and why. */
export function notCompared(answer: PastedAnswer, by: string, wanted: string): AnswerCheck {
  return {
    expected: answerJson(answer),
    matches: null,
    verdict: `not compared: ${by} says ${printableJson(shownAsPasted(answer))}, not ${wanted}`,
  };
}

/** Squares, cells or steps as an example shows them: the first `shown`, then `…`. */
export function exampleOf(items: readonly string[], joint: string, shown = 12): string {
  return items.length > shown ? `${items.slice(0, shown).join(joint)}${joint}…` : items.join(joint);
}
