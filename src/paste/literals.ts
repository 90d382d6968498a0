// The literals of numbers in pasted code: `board = [[-1, 3], …]`, `int maze[][] = {{1, 0}, …};`,
// `vector<vector<int>> grid{{…}};`, `new int[][] {…}`, `print(f([[…]]))`, `ladders = {3: 22}`,
// `[(3, 22), (5, 8)]`, and C rows `{1, 0},` copied without the braces around them all. Everything
// else (statements, declarations, the solution's own code, `class Solution {…}`) is skipped: only a
// bracket group of numbers in the place of a value is a literal. One pass over the characters, each
// group looked at when it closes.

import { MAX_NESTING } from '../json.js';

/** What a literal is to a board reader, told from its name and its numbers. */
type LiteralRole =
  /** A board's numbers (or a board's rows). */
  | 'board'
  /** A cell the code names as an end (`start = {0, 0}`, `destination = {2, 3}`). */
  | 'start'
  | 'goal'
  /** A table of snakes or of ladders (`ladders = [(3, 22)]`). */
  | 'ladders'
  | 'snakes'
  /** The code's own helpers: directions (`dx = {-1, 0, 1, 0}`), a queue's first entry, `visited`. */
  | 'helper';

/** A literal of numbers found in code. */
export interface NumbersLiteral {
  /** Its text, from its opening bracket to its closing one (rows without braces around them: all of them). */
  readonly text: string;
  /** Where it starts in the text searched. */
  readonly offset: number;
  /** The name it is given (`board` in `board = […]`, `arr` in `int arr[] = {…}`), or null. */
  readonly name: string | null;
  readonly role: LiteralRole;
  /** How deep its brackets nest: 1 for `[1, 2]`, 2 for rows. */
  readonly depth: number;
  /** Whether it is a dictionary of number keys (`{3: 22, 5: 8}`). */
  readonly dict: boolean;
  /** Whether it is C rows copied without the braces around them all. */
  readonly rows: boolean;
}

/** What `numbersLiterals` found: the literals, and a bracket group that looks like a board gone wrong. */
export interface FoundLiterals {
  readonly literals: readonly NumbersLiteral[];
  /** Where a value of mostly numbers holding something else starts (`{1, 2, x, 0}`), or -1. */
  readonly broken: number;
  /** More literals than `MAX_LITERALS`: the rest were not looked at. */
  readonly tooMany: boolean;
}

/** The most literals one paste is searched for: a paste of more boards is refused, not read. */
export const MAX_LITERALS = 10_000;

// A group of brackets being read.
interface Group {
  readonly opener: string;
  readonly at: number;
  /** 'index' after a name (`a[0]`, `int a[3]`), 'call' for `f(…)`, else a value. */
  readonly kind: 'value' | 'index' | 'call';
  /** The name before a call's parenthesis. */
  readonly callee: string;
  numeric: boolean;
  numbers: number;
  junk: number;
  depth: number;
  dict: boolean;
  /** A value was read and no comma since. */
  valued: boolean;
}

/**
 * The literals of numbers in `text` (comments already blanked), in order. Text in quotes on one
 * line is skipped. Cost: O(length); nothing when brackets nest past `MAX_NESTING`.
 */
export function numbersLiterals(text: string): FoundLiterals {
  const literals: NumbersLiteral[] = [];
  // The literals that stand alone at a statement's start, which rows after them may join.
  const bare = new Set<NumbersLiteral>();
  const stack: Group[] = [];
  let broken = -1;
  let tooMany = false;
  // The last character that is not blank, and where it is.
  let last = -1;
  const spoil = () => {
    const top = stack.at(-1);
    if (!top) return;
    top.numeric = false;
    top.junk++;
  };
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    // Blanks, and the digits of a number (the most of any board), without a string per character.
    if (code === 32 || code === 10 || code === 9 || code === 13 || code === 0xa0) continue;
    if (
      (code >= 48 && code <= 57) ||
      ((code === 45 || code === 43 || code === 0x2212) && isDigit(text, at + 1))
    ) {
      const end = numberEnd(text, at);
      const top = stack[stack.length - 1];
      if (top) {
        if (top.valued) spoil();
        top.numbers++;
        top.valued = true;
      }
      at = end - 1;
      last = at;
      continue;
    }
    const c = text[at];
    if (c === '[' || c === '{' || c === '(') {
      if (stack.length >= MAX_NESTING) return { literals: [], broken: -1, tooMany: false };
      const before = last < 0 ? '' : text[last];
      const adjacent = last === at - 1;
      const named = before !== '' && /[\w$]/.test(before);
      const kind =
        c === '[' && adjacent && (named || before === ']' || before === ')')
          ? 'index'
          : c === '(' && named
            ? 'call'
            : 'value';
      const top = stack.at(-1);
      if (top?.valued && kind === 'value') spoil();
      stack.push({
        opener: c,
        at,
        kind,
        callee: kind === 'call' ? nameBefore(text, at) : '',
        numeric: kind === 'value',
        numbers: 0,
        junk: 0,
        depth: 1,
        dict: false,
        valued: false,
      });
    } else if (c === ']' || c === '}' || c === ')') {
      const group = stack.pop();
      if (!group) {
        last = at;
        continue;
      }
      if (CLOSER[group.opener] !== c) group.numeric = false;
      const parent = stack.at(-1);
      // A group's numbers and slips count in the group around it (whether that is mostly numbers).
      if (parent) {
        parent.numbers += group.numbers;
        parent.junk += group.junk;
      }
      if (group.numeric && group.numbers > 0) {
        if (parent?.numeric) {
          parent.depth = Math.max(parent.depth, group.depth + 1);
          parent.valued = true;
        }
        if (literals.length >= MAX_LITERALS) tooMany = true;
        else add(text, literals, bare, literalAt(text, group, at, stack));
      } else {
        // Mostly numbers where a value stands (`{1, x, 0}`, `[1,, 0]`): a board written wrong.
        const mostly = group.numbers >= 2 && group.junk * 2 <= group.numbers;
        if (broken < 0 && mostly && placeOf(text, group, at, stack) !== null) broken = group.at;
        if (parent) {
          parent.numeric = false;
          // (An empty or wordless group, `()` of a call, is one slip.)
          if (group.junk === 0) parent.junk++;
        }
      }
      // A literal inside a bigger one is part of it: only the biggest is kept.
      if (group.numeric && group.numbers > 0 && parent?.numeric) dropInside(literals, group.at);
    } else if (c === ',') {
      const top = stack.at(-1);
      if (top) {
        if (!top.valued && top.numeric && top.numbers > 0 && text[last] !== ':') spoil();
        top.valued = false;
      }
    } else if (c === ':' && stack.at(-1)?.opener === '{' && stack.at(-1)?.valued) {
      stack.at(-1)!.dict = true;
      stack.at(-1)!.valued = false;
    } else if (c === '"' || c === "'") {
      // A string closed on its line is skipped whole; a lone quote is a character.
      let close = at + 1;
      while (close < text.length && text[close] !== c && text[close] !== '\n') close++;
      spoil();
      if (text[close] === c) at = close;
    } else {
      // A name, an operator: not a number. A whole name is skipped at once.
      spoil();
      if (/[A-Za-z_$]/.test(c)) while (at + 1 < text.length && /[\w$]/.test(text[at + 1])) at++;
    }
    last = at;
  }
  return { literals, broken, tooMany };
}

const CLOSER: Record<string, string> = { '[': ']', '{': '}', '(': ')' };

function isDigit(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  return code >= 48 && code <= 57;
}

// The end of the number that starts at `at` (a sign, digits, a fraction, an exponent).
function numberEnd(text: string, at: number): number {
  let i = at + 1;
  for (;;) {
    const code = text.charCodeAt(i);
    if ((code >= 48 && code <= 57) || code === 46) i++;
    else if (code === 101 || code === 69)
      i += text.charCodeAt(i + 1) === 45 || text.charCodeAt(i + 1) === 43 ? 2 : 1;
    else return i;
  }
}

// Drops the literals kept so far that start inside the group at `from` (its own parts).
function dropInside(literals: NumbersLiteral[], from: number): void {
  while (literals.length > 0 && literals[literals.length - 1].offset > from) literals.pop();
}

// Keeps a literal; C rows written one after another at a statement's start (`{1, 0},` then
// `{1, 1}`), with nothing but commas and blanks between them, are joined into one literal of rows.
function add(
  text: string,
  literals: NumbersLiteral[],
  bare: Set<NumbersLiteral>,
  found: { literal: NumbersLiteral; bare: boolean } | null,
): void {
  if (!found) return;
  const { literal } = found;
  const before = literals.at(-1);
  const end = before ? before.offset + before.text.length : 0;
  if (found.bare && before && bare.has(before) && /^[\s,]*$/.test(text.slice(end, literal.offset))) {
    const rows = text.slice(before.offset, literal.offset + literal.text.length);
    const joined: NumbersLiteral = {
      text: rows,
      offset: before.offset,
      name: null,
      role: roleOf(null, rows),
      depth: Math.max(before.rows ? before.depth - 1 : before.depth, literal.depth) + 1,
      dict: false,
      rows: true,
    };
    literals[literals.length - 1] = joined;
    bare.add(joined);
    return;
  }
  literals.push(literal);
  if (found.bare) bare.add(literal);
}

/**
 * The group that closed at `end` as a literal, if it stands where a value does (`placeOf`).
 */
function literalAt(
  text: string,
  group: Group,
  end: number,
  stack: readonly Group[],
): { literal: NumbersLiteral; bare: boolean } | null {
  const place = placeOf(text, group, end, stack);
  if (place === null) return null;
  const literal = text.slice(group.at, end + 1);
  return {
    literal: {
      text: literal,
      offset: group.at,
      name: place.name,
      role: roleOf(place.name, literal),
      depth: group.depth,
      dict: group.dict,
      rows: false,
    },
    bare: place.bare,
  };
}

/**
 * Where the group that closed at `end` stands, when it stands where a value does: after `=` or
 * `:`, as a call's argument, after a name (`board{…}`, `new int[][] {…}`), or alone at a
 * statement's start; and it ends there (not `[-1] * n`, not `[0].fill`). Null anywhere else.
 */
function placeOf(
  text: string,
  group: Group,
  end: number,
  stack: readonly Group[],
): { name: string | null; bare: boolean } | null {
  if (group.kind !== 'value') return null;
  const enclosing = stack.at(-1);
  const after = nextNonBlank(text, end + 1);
  const next = after < text.length ? text[after] : '';
  const newline = text.slice(end + 1, after).includes('\n');
  // (A closing bracket may follow a value inside code, not a literal alone: `[[1, 0]]]` is a slip.)
  if (next !== '' && !newline && !';,'.includes(next) && !(enclosing && ')}]'.includes(next))) return null;
  const before = prevNonBlank(text, group.at - 1);
  const prev = before < 0 ? '' : text[before];
  if (prev === '=' && !'=<>!'.includes(text[before - 1] ?? ''))
    return { name: assignedName(text, before), bare: false };
  if (prev === ':' && (!enclosing || enclosing.kind !== 'call'))
    return { name: nameBefore(text, before), bare: false };
  if (group.opener === '{' && (/[\w$>]/.test(prev) || prev === ']')) {
    const name = declaredName(text, group.at);
    return name === null || KEYWORDS.has(name) ? null : { name, bare: false };
  }
  if ((prev === '(' || prev === ',') && enclosing?.kind === 'call')
    return IGNORED_CALLS.test(enclosing.callee) ? null : { name: null, bare: false };
  if (enclosing !== undefined) return null;
  if (prev === '' || prev === ';' || prev === ',' || prev === '}') return { name: null, bare: true };
  return text.slice(before + 1, group.at).includes('\n') ? { name: null, bare: true } : null;
}

// Keywords that a brace may follow and that name no literal.
const KEYWORDS = new Set(['return', 'else', 'do', 'try', 'finally', 'new', 'in', 'of', 'yield']);
// Calls whose arguments are a search's own entries, not boards: `deque([(0, 0)])`, `q.push({0, 0})`.
const IGNORED_CALLS =
  /^(?:deque|append\w*|push\w*|emplace\w*|offer\w*|add\w*|insert|heappush|put|enqueue|unshift|set|Set|queue|Queue|PriorityQueue|tuple|range|len|fill|memset|max|min|abs|pair|make_pair|Pair|get|has|contains)$/;
const HELPER_NAMES =
  /^(?:d[xyrc]\d*|d?(?:row|col|r|c)s?_?(?:dir|delta|move|step)s?|dirs?|directions?|deltas?|offsets?|neighbou?rs|moves?_?(?:dir|delta)s?|knight\w*|steps?|visited|seen|dist|distances?|queue|q|que|pq|heap|stack|path|res|result|ans|answer|output|expected|memo|dp|parent|prev|sol|soln|solution)$/i;
const START_NAMES = /^(?:start|source|src|begin|from|s)$/i;
const GOAL_NAMES = /^(?:goal|destination|dest|dst|target|end|to|finish|d|g)$/i;
const LADDER_NAMES = /^ladders?(?:_?(?:list|map|pairs|positions))?$/i;
const SNAKE_NAMES = /^(?:snakes?|chutes?)(?:_?(?:list|map|pairs|positions))?$/i;

function roleOf(name: string | null, literal: string): LiteralRole {
  if (name !== null) {
    if (LADDER_NAMES.test(name)) return 'ladders';
    if (SNAKE_NAMES.test(name)) return 'snakes';
    if (START_NAMES.test(name)) return 'start';
    if (GOAL_NAMES.test(name)) return 'goal';
    if (HELPER_NAMES.test(name)) return 'helper';
  }
  return directionShaped(literal) ? 'helper' : 'board';
}

/**
 * Whether the numbers are steps of a search, not a board: 4 or 8 numbers, or pairs, from -2 to 2
 * with a negative one (`{-1, 0, 1, 0}`, `[(0, 1), (1, 0), (0, -1), (-1, 0)]`, a knight's 8 moves).
 */
function directionShaped(literal: string): boolean {
  // (Sixteen short numbers are written in less: a board's numbers are not split into strings.)
  if (literal.length > 160) return false;
  const numbers = literal.match(/[-−]?\d+(?:\.\d+)?/g) ?? [];
  if (numbers.length > 16) return false;
  const values = numbers.map((n) => Number(n.replace('−', '-')));
  if (!values.every((v) => v >= -2 && v <= 2) || !values.some((v) => v < 0)) return false;
  return [4, 8, 16].includes(values.length);
}

// The name given by the `=` at `equals`: `board` in `board =`, `int board[3][3] =`,
// `int[][] board = new int[][]`, `const board: number[][] =`.
function assignedName(text: string, equals: number): string | null {
  const window = statementBefore(text, equals);
  const match = /([A-Za-z_$][\w$]*)\s*(?:\[[^[\]\n]*\]\s*)*(?::[^=;\n]{0,80})?$/.exec(window);
  return match ? match[1] : null;
}

// The name a brace or a `new` follows: `grid` in `vector<vector<int>> grid{`, `= new int[][] {`.
function declaredName(text: string, brace: number): string | null {
  const window = statementBefore(text, brace);
  const created =
    /([A-Za-z_$][\w$]*)\s*(?:\[[^[\]\n]*\]\s*)*=\s*new\s+[\w$.<>, ]*?\s*(?:\[[^[\]\n]*\]\s*)+$/.exec(window);
  if (created) return created[1];
  const braced = /([A-Za-z_$][\w$]*)\s*(?:\[[^[\]\n]*\]\s*)*$/.exec(window);
  return braced ? braced[1] : null;
}

// The statement's text before `at`, at most 120 characters: the window a name is looked for in
// (short, as the expressions that look may try every start in it).
function statementBefore(text: string, at: number): string {
  const window = text.slice(Math.max(0, at - 120), at);
  const start = Math.max(window.lastIndexOf(';'), window.lastIndexOf('\n'), window.lastIndexOf('}'));
  return window.slice(start + 1);
}

// The name just before `at` (a call's, a key's), or ''.
function nameBefore(text: string, at: number): string {
  const window = text.slice(Math.max(0, at - 60), at);
  return /([A-Za-z_$][\w$]*)\s*$/.exec(window)?.[1] ?? '';
}

function nextNonBlank(text: string, from: number): number {
  let at = from;
  while (at < text.length && /[\s\u00a0]/.test(text[at])) at++;
  return at;
}

function prevNonBlank(text: string, from: number): number {
  let at = from;
  while (at >= 0 && /[\s\u00a0]/.test(text[at])) at--;
  return at;
}
