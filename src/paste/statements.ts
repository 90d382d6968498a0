// A list of numbers built by statements, as GfG's and many textbooks' programs build a Snakes and
// Ladders board: an initialiser that fills it with -1 (`moves = [-1] * N`, `int moves[N];` and a
// loop, `vector<int> moves(N, -1);`, `Arrays.fill(moves, -1)`, `new Array(N).fill(-1)`), then one
// square at a time (`moves[2] = 21;`). boardpath runs no code: statements of any other kind that
// change the list are refused, with the line that has one.
import { BoardpathError } from '../errors.js';
import { lineColumn } from '../json.js';

/** A list of numbers built by statements: its name, the list as JSON, where its initialiser is. */
export interface BuiltList {
  readonly name: string;
  readonly json: string;
  readonly line: number;
}

/**
 * Whole numbers the text names: `N = 30`, `int N = 30;`, `n = 8,` and C's `#define N 30` (looked for
 * in `raw`, the text before its comments were blanked). Cost: O(length).
 */
export function namedNumbers(text: string, raw: string = text): Map<string, number> {
  const named = new Map<string, number>();
  for (const [, name, value] of raw.matchAll(/^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)[ \t]+(\d+)[ \t]*$/gm))
    named.set(name, Number(value));
  for (const [, name, value] of text.matchAll(/\b([A-Za-z_]\w*)\s*=\s*(\d+)\s*(?=[,;)\n]|$)/g))
    named.set(name, Number(value));
  return named;
}

/**
 * The list the statements of `text` (comments blanked) build, when it has element assignments of
 * numbers (`moves[2] = 21`): null when it has none; a `BoardpathError` (E_FORMAT, with the line)
 * when the list is built by statements boardpath does not read. Cost: O(length).
 */
export function builtByStatements(text: string, named: ReadonlyMap<string, number>): BuiltList | null {
  // The lists whose elements are set to numbers, most set first; the first one made as boardpath
  // reads it is the board.
  const counts = new Map<string, { count: number; first: RegExpExecArray }>();
  for (const match of text.matchAll(ELEMENTS)) {
    const seen = counts.get(match[1]);
    if (seen) seen.count++;
    else counts.set(match[1], { count: 1, first: match });
  }
  if (counts.size === 0) return null;
  const where = (at: number) => lineColumn(text, at);
  // (The few most set: each is looked for in the whole text.)
  const names = [...counts.keys()].sort((a, b) => counts.get(b)!.count - counts.get(a)!.count).slice(0, 4);
  for (const name of names) {
    const id = name.replace(/\$/g, '\\$');
    const init = initialiser(text, id);
    if (init) return built(text, name, id, init, named);
  }
  // None is made as boardpath reads it: a list that is a board is said to be refused, any other
  // (a search's own `dist[1] = 0`) is not a board.
  const board = names.find((name) => BOARD_NAMES.test(name));
  if (board === undefined) return null;
  const { first } = counts.get(board)!;
  throw new BoardpathError(
    'E_FORMAT',
    `${board}[${first[2]}] = ${first[3]} sets one square of a list whose size and first values are not given as boardpath reads them (${board} = [-1] * N, int ${board}[N]; with a loop of ${board}[i] = -1, vector<int> ${board}(N, -1))`,
    where(first.index),
  );
}

// Names of lists that hold a board.
const BOARD_NAMES = /^(?:moves?|board|arr|jumps?|cells?|squares?|snakes?|ladders?|a)$/i;

// The list `name` built from its initialiser and its element assignments.
function built(
  text: string,
  name: string,
  id: string,
  init: Initialiser,
  named: ReadonlyMap<string, number>,
): BuiltList {
  const where = (at: number) => lineColumn(text, at);
  const size = sizeOf(init.size, named);
  if (size === undefined || size < 1 || size > MAX_BUILT)
    throw new BoardpathError(
      'E_FORMAT',
      size === undefined
        ? `the size of ${name}, ${init.size}, is not given as a number (${init.size} = 30)`
        : `${name} has ${size} entries: a list built by statements has 1 to ${MAX_BUILT}`,
      where(init.at),
    );
  let fill = init.fill;
  const values: number[] = [];
  for (const match of text.matchAll(
    new RegExp(`\\b${id}\\s*\\[([^\\]\\n]*)\\]\\s*=(?!=)\\s*([^;\\n]*)`, 'g'),
  )) {
    const [, index, value] = match;
    // `int moves[] = new int[N]`: the declaration, not an element.
    if (index.trim() === '') continue;
    const number = /^\s*([-−]?\d+)\s*[,)]?\s*$/.exec(value);
    const entry = /^\s*\d+\s*$/.test(index) ? Number(index) : undefined;
    if (number && entry === undefined && /^\s*[A-Za-z_]\w*\s*$/.test(index)) {
      // A loop that fills the list (`for (i = 0; i < N; i++) moves[i] = -1;`).
      fill = Number(number[1].replace('−', '-'));
      continue;
    }
    if (!number || entry === undefined)
      throw new BoardpathError(
        'E_FORMAT',
        `${printed(match[0])}: boardpath runs no code; a list built by statements is read when each sets one square to a number, as ${name}[2] = 21`,
        where(match.index),
      );
    if (entry >= size)
      throw new BoardpathError(
        'E_FORMAT',
        `${printed(match[0])}: ${name} has ${size} entries, 0 to ${size - 1}`,
        where(match.index),
      );
    values[entry] = Number(number[1].replace('−', '-'));
  }
  if (fill === undefined)
    throw new BoardpathError(
      'E_FORMAT',
      `${name} is never filled with -1 before its squares are set (a loop of ${name}[i] = -1, or ${name} = [-1] * N)`,
      where(init.at),
    );
  if (fill !== -1)
    throw new BoardpathError(
      'E_FORMAT',
      `${name} starts filled with ${fill}: a list of jumps starts filled with -1 (no jump)`,
      where(init.at),
    );
  const list = Array.from({ length: size }, (_, i) => values[i] ?? fill);
  return { name, json: JSON.stringify(list), line: where(init.at).line };
}

/** The longest list built by statements: the statements are a program's, a board of a few hundred squares. */
const MAX_BUILT = 1_000_000;

// `name[2] = 21`: an element set to a number.
const ELEMENTS = /\b([A-Za-z_$][\w$]*)\s*\[\s*(\d+)\s*\]\s*=(?!=)\s*([-−]?\d+)/g;

// A statement as a message shows it: on one line, and short.
function printed(statement: string): string {
  const one = statement.replace(/\s+/g, ' ').trim();
  return one.length > 60 ? `${one.slice(0, 59)}…` : one;
}

interface Initialiser {
  /** The size as written: a number, a name, or a name plus or minus a number. */
  readonly size: string;
  /** What it fills the list with, when it says (`[-1] * N`, `vector<int> m(N, -1)`). */
  readonly fill: number | undefined;
  readonly at: number;
}

// How the list named `name` is made, in each language's usual ways.
function initialiser(text: string, name: string): Initialiser | null {
  const size = String.raw`(\d+|[A-Za-z_]\w*(?:\s*[-+]\s*\d+)?)`;
  const value = String.raw`([-\u2212]?\d+)`;
  const forms: [RegExp, 'size-fill' | 'fill-size' | 'size' | 'size-fill-js'][] = [
    // Python: moves = [-1] * N, N * [-1], [-1 for _ in range(N)]
    [new RegExp(String.raw`\b${name}\s*=\s*\[\s*${value}\s*\]\s*\*\s*\(?\s*${size}\s*\)?`), 'fill-size'],
    [new RegExp(String.raw`\b${name}\s*=\s*\(?\s*${size}\s*\)?\s*\*\s*\[\s*${value}\s*\]`), 'size-fill'],
    [
      new RegExp(String.raw`\b${name}\s*=\s*\[\s*${value}\s+for\s+\w+\s+in\s+range\(\s*${size}\s*\)\s*\]`),
      'fill-size',
    ],
    // JavaScript: new Array(N).fill(-1), Array.from({length: N}, () => -1)
    [
      new RegExp(
        String.raw`\b${name}\s*=\s*(?:new\s+)?(?:Array|Int32Array|Int16Array|Float64Array)\(\s*${size}\s*\)\s*\.fill\(\s*${value}\s*\)`,
      ),
      'size-fill-js',
    ],
    [
      new RegExp(
        String.raw`\b${name}\s*=\s*Array\.from\(\s*\{\s*length\s*:\s*${size}\s*\}\s*,\s*\(\s*\)\s*=>\s*${value}\s*\)`,
      ),
      'size-fill-js',
    ],
    // C++: vector<int> moves(N, -1);
    [
      new RegExp(String.raw`\bvector\s*<\s*int\s*>\s*${name}\s*\(\s*${size}\s*,\s*${value}\s*\)`),
      'size-fill',
    ],
    [new RegExp(String.raw`\bvector\s*<\s*int\s*>\s*${name}\s*\(\s*${size}\s*\)`), 'size'],
    // C, C++: int moves[N];   Java: int[] moves = new int[N]; int moves[] = new int[N];
    [new RegExp(String.raw`\b(?:int|long|short)\s+${name}\s*\[\s*${size}\s*\]\s*;`), 'size'],
    [new RegExp(String.raw`\b${name}\s*(?:\[\s*\])?\s*=\s*new\s+int\s*\[\s*${size}\s*\]`), 'size'],
  ];
  for (const [pattern, order] of forms) {
    const match = pattern.exec(text);
    if (!match) continue;
    const at = match.index;
    if (order === 'fill-size') return { size: match[2], fill: Number(match[1].replace('−', '-')), at };
    if (order === 'size-fill' || order === 'size-fill-js')
      return { size: match[1], fill: Number(match[2].replace('−', '-')), at };
    return { size: match[1], fill: filled(text, name), at };
  }
  return null;
}

// The value a C, C++ or Java call fills the list with (`memset(m, -1, …)`, `fill(m, m + N, -1)`,
// `Arrays.fill(m, -1)`, `fill(m.begin(), m.end(), -1)`), if one does.
function filled(text: string, name: string): number | undefined {
  const calls = [
    String.raw`\bmemset\s*\(\s*${name}\s*,\s*([-\u2212]?\d+)\s*,`,
    String.raw`\bArrays\.fill\s*\(\s*${name}\s*,\s*([-\u2212]?\d+)\s*\)`,
    String.raw`\bfill\s*\(\s*${name}[^,;\n]*,[^,;\n]*,\s*([-\u2212]?\d+)\s*\)`,
  ];
  for (const call of calls) {
    const match = new RegExp(call).exec(text);
    if (match) return Number(match[1].replace('−', '-'));
  }
  return undefined;
}

// The size as written, worked out: a number, a named number, or one of them plus or minus a number.
function sizeOf(written: string, named: ReadonlyMap<string, number>): number | undefined {
  const match = /^(\d+|[A-Za-z_]\w*)(?:\s*([-+])\s*(\d+))?$/.exec(written.trim());
  if (!match) return undefined;
  const base = /^\d+$/.test(match[1]) ? Number(match[1]) : named.get(match[1]);
  if (base === undefined) return undefined;
  return match[2] === undefined ? base : base + (match[2] === '+' ? 1 : -1) * Number(match[3]);
}
