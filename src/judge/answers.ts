// The right answer in the problem's own convention, from boardpath's own searches, and the
// comparison with what the program gave: words compared one by one, so spaces, line breaks and a
// trailing newline never matter.
import type { CaseBoard, Problem } from '../puzzles/judge-hooks.js';
import { kitOf } from '../puzzles/kits.js';

/**
 * The right answer for `board`, as the problem's convention writes it (the puzzle's own
 * `judge.expected`): snakes, the fewest throws or -1 (LeetCode 909); the maze, its question's
 * answer; tokens, the fewest moves or -1. Cost: that of the puzzle's search: O(squares × 6),
 * O(cells), O(paths × cells) at most for listing or counting a maze's paths, O(squares²) for the
 * two tokens.
 */
export function expectedAnswer(problem: Problem, board: CaseBoard): string {
  return kitOf(problem.puzzle).judge.expected(problem, board);
}

/** Text as it is compared: its words, one space between them. Cost: O(length). */
export function words(text: string): string {
  return text
    .split(/\s+/)
    .filter((word) => word !== '')
    .join(' ');
}

/**
 * Whether the program's output `got` says `expected`, word for word; for `all`, printing nothing
 * when there is no path is as good as `-1`. Cost: O(length).
 */
export function sameAnswer(problem: Problem, expected: string, got: string): boolean {
  const said = words(got);
  if (problem.mode === 'all' && expected === '-1' && said === '') return true;
  return said === expected;
}

/** How a problem's own driver prints a function's returned value (`answerOfReturned`). */
export interface Printing {
  /** GfG's rat: the driver sorts a returned list of paths before printing it. */
  readonly sorts?: boolean;
  /** What it prints for no value (`null` returned): `None` for GfG's Python, else `null`. */
  readonly none?: string;
}

/**
 * A solution function's returned value (the JSON its driver sent) as the problem's own driver
 * would print it: a number as itself; a list of paths separated by spaces, sorted when the driver
 * sorts them, `-1` when empty (as GfG's driver prints them); a string (a float that JSON cannot
 * hold, sent as the language prints it: `inf`, `nan`) as itself; `null` as `printing.none`;
 * anything else as its JSON. A whole number too large for a double keeps its digits: the driver's
 * own text is read. Cost: O(length), O(paths × log paths) to sort.
 */
export function answerOfReturned(json: string, printing: Printing = {}): string {
  if (/^-?\d+$/.test(json)) return json;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return json;
  }
  if (value === null) return printing.none ?? 'null';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    const paths = printing.sorts ? [...value].sort() : value;
    return paths.length === 0 ? '-1' : paths.join(' ');
  }
  return json;
}

/**
 * Whether two answers of a maze's `all` question list the same paths, only in another order
 * (what a report says of a wrong answer that differs in nothing else). Cost: O(paths × log paths).
 */
export function samePathsReordered(expected: string, got: string): boolean {
  const a = words(expected).split(' ');
  const b = words(got).split(' ');
  if (a.length !== b.length || a.join(' ') === b.join(' ')) return false;
  return [...a].sort().join(' ') === [...b].sort().join(' ');
}
