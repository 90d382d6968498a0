/**
 * Fuzzing properties shared by `src/fuzz.test.ts` (a few thousand runs in `npm test`) and
 * `npm run fuzz` (the same file with FUZZ_RUNS=100000). Every parser and the CLI are fed random
 * bytes, random JSON, random shapes and near-valid inputs (valid boards with characters deleted,
 * duplicated, swapped, numbers made huge/negative/fractional, `__proto__` keys, BOMs, CRLF, long
 * lines, deep nesting). The contract: a `BoardpathError` (CLI: exit 2, one line on stderr, nothing
 * on stdout) or a well-formed answer (CLI: exit 0/1) — never another exception, never a hang.
 * Inputs stay small (under ~200 characters, or one long line) so that every case is instant.
 */
import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import { BoardpathError } from './errors.js';
import { parseSnakes, parseSnakesExamples } from './puzzles/snakes/board/formats.js';
import { parseMaze, parseMazeExamples } from './puzzles/maze/board/formats.js';
import { parseTokens, parseTokensExamples } from './puzzles/tokens/board/formats.js';
import { runCli } from './cli/run-cli.test-util.js';

/** Valid inputs the near-valid generator mutates, by parser. */
const SEEDS = {
  snakes: [
    '{"squares": 30, "ladders": {"3": 22, "5": 8, "11": 26, "20": 29}, "snakes": {"17": 4, "19": 7, "21": 9, "27": 1}}',
    '{"squares": 12, "ladders": {"2": 9}, "snakes": {"11": 1}, "start": 0, "faces": 4, "rows": 3, "columns": 4, "name": "x"}',
    '[[-1,-1,-1],[-1,9,-1],[-1,-1,-1]]',
    '[[-1,-1,-1,-1],[-1,-1,-1,-1],[-1,35,-1,-1],[-1,13,-1,-1]]',
    '[-1,-1,21,-1,7,-1,-1,-1,-1,-1,25,-1,-1,-1,-1,-1,3,-1,6,28,8,-1,-1,-1,-1,-1,0,-1,-1,-1]',
    '{"squares": 5, "chutes": {"4": 1}}',
  ],
  maze: [
    '[[1,0,0,0],[1,1,0,1],[1,1,0,0],[0,1,1,1]]',
    '{"grid": [[1,1,0],[0,1,1],[0,0,1]], "start": [0,0], "goal": [2,2]}',
    '1 0 0 0\n1 1 0 1\n0 1 0 0\n1 1 1 1\n',
    '1101\n0111\n1001\n1111\n',
    '1,1,0\n0,1,1\n1,1,1\n',
    'S..#\n#.#.\n...G\n',
    '#S#\n#.#\n#G#\n',
  ],
  tokens: [
    '4\n1, 2, 4, 3\n3, 4, 1, 2\n3, 1, 2, 3\n2, 3, 1, 2\n',
    '1 2 4 3\n3 4 1 2\n3 1 2 3\n2 3 1 2\n',
    '[[1,2,4,3],[3,4,1,2],[3,1,2,3],[2,3,1,2]]',
    '2 1 1\n1 1 2\n',
    '# a comment\n3\n1,1,1\n1,2,1\n1,1,1\n',
  ],
} as const;

/** A puzzle whose input the fuzzer generates. */
export type FuzzPuzzle = keyof typeof SEEDS;

const WEIRD_NUMBERS = [
  '0',
  '-1',
  '-0',
  '1e309',
  '-1e309',
  '1e15',
  '9007199254740993',
  '99999999999999999999',
  '0.5',
  '1.0',
  '2.5e1',
  '-2',
  '1e-7',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'true',
  '"3"',
  '[]',
  '{}',
  '0x10',
  '1_000',
  '01',
  '+1',
  '',
  ' ',
];
const WEIRD_PIECES = [
  '"__proto__"',
  '"constructor"',
  '"prototype"',
  '{"__proto__": {"squares": 5}}',
  '"__proto__": 1,',
  '"constructor": {"prototype": 1},',
  '\uFEFF',
  '\r\n',
  '\r',
  '\t',
  '\u0000',
  '\uD800',
  '\u2028',
  '𝟙',
  '１',
  '"',
  '\\',
  '\\u0000',
  '[',
  ']',
  '{',
  '}',
  ',',
  ':',
  '#',
  'S',
  'G',
  '.',
  '\n\n',
  ' , ',
  '-',
  'e',
  '[[[[[[[[[[',
  ']]]]]]]]]]',
];

/** A small random string of anything, including broken surrogates and control characters. */
const anyText = fc.string({ unit: 'binary', maxLength: 80 });

/** Random bytes, decoded as the CLI would (UTF-8, invalid sequences replaced). */
const randomBytes = fc.uint8Array({ maxLength: 120 }).map((bytes) => Buffer.from(bytes).toString('utf8'));

/** A random JSON value of small size, written as text. */
const randomJson = fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value) ?? 'null');

/** Random text made from the puzzle's own alphabet: digits, separators, brackets, art characters. */
const alphabetSoup = fc
  .array(
    fc.constantFrom(
      '0',
      '1',
      '2',
      '9',
      '-1',
      ' ',
      ',',
      '\n',
      '\r\n',
      '[',
      ']',
      '{',
      '}',
      ':',
      '"squares"',
      '"grid"',
      '"start"',
      '#',
      '.',
      'S',
      'G',
      '\t',
      '3\n',
    ),
    { maxLength: 60 },
  )
  .map((parts) => parts.join(''));

/**
 * Random pastes made of what people paste around a board: a problem page's markers and answers,
 * statements and declarations of five languages, comments, element assignments, tables, size lines.
 */
const pastePieces = fc
  .array(
    fc.constantFrom(
      'Example 1:\n',
      'Example 2:\n',
      'Input: ',
      'Input:\n',
      'Output: ',
      'Output:\n',
      'Expected\n',
      'Explanation: ',
      'Sample Input\n',
      'Sample Output\n',
      'Constraints:\n',
      '4',
      '-1',
      '[]',
      '["DDRDRR", "DRDDRR"]',
      'DDRDRR DRDDRR',
      'board = ',
      'grid = ',
      'mat[][] = ',
      'int a[2][2] = ',
      'vector<vector<int>> b',
      'new int[][] ',
      '[[-1,-1],[-1,3]]',
      '[[1,0],[1,1]]',
      '[[1, 2], [2, 1]]',
      '{{1, 0}, {1, 1}}',
      '{1, 0},',
      '[(3, 22), (5, 8)]',
      '{3: 22, 17: 4}',
      'ladders = ',
      'snakes = ',
      'source = {0, 0}',
      'N = 30\n',
      'n = 4\n',
      '#define N 30\n',
      'moves = [-1] * N\n',
      'int moves[N];\n',
      'for (int i = 0; i < N; i++) moves[i] = -1;\n',
      'moves[2] = 21;\n',
      'moves[i] = i + 1;\n',
      'print(Solution().f(board))',
      'console.log(f(b)); // 1\n',
      '# Output: 4\n',
      '// note\n',
      '/* ',
      ' */',
      '#include <bits/stdc++.h>\n',
      'class Solution {\n',
      '}\n',
      ';\n',
      '\n',
      ' ',
      ',',
      "'",
      '"',
      '(',
      ')',
      'Ladders: 3->22, 5->8\n',
      '2\n3\n32 62\n',
      'S..#\n#..G\n',
      '1 0 1\n',
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

/** Random shapes: arrays of arrays of small numbers, objects with the formats' keys. */
const randomShape = fc
  .oneof(
    fc.array(fc.array(fc.integer({ min: -3, max: 40 }), { maxLength: 7 }), { maxLength: 7 }),
    fc.array(fc.integer({ min: -3, max: 40 }), { maxLength: 40 }),
    fc.record(
      {
        squares: fc.oneof(fc.integer({ min: -5, max: 60 }), fc.double(), fc.string()),
        ladders: fc.dictionary(
          fc.oneof(fc.integer({ min: -2, max: 70 }).map(String), fc.string({ maxLength: 3 })),
          fc.oneof(fc.integer({ min: -2, max: 70 }), fc.double()),
        ),
        snakes: fc.dictionary(fc.integer({ min: 0, max: 70 }).map(String), fc.integer({ min: -2, max: 70 })),
        start: fc.integer({ min: -2, max: 70 }),
        faces: fc.integer({ min: -1, max: 20 }),
        grid: fc.array(fc.array(fc.integer({ min: -1, max: 2 }), { maxLength: 5 }), { maxLength: 5 }),
        goal: fc.array(fc.integer({ min: -1, max: 6 }), { maxLength: 3 }),
      },
      { requiredKeys: [] },
    ),
  )
  .map((value) => JSON.stringify(value));

type Mutation =
  | { kind: 'delete' | 'duplicate'; at: number }
  | { kind: 'swap'; at: number; other: number }
  | { kind: 'insert'; at: number; piece: string }
  | { kind: 'number'; which: number; to: string }
  | { kind: 'bom' | 'crlf' | 'long-line' | 'nest' | 'proto-key' | 'trailing' };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constantFrom('delete' as const, 'duplicate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('swap' as const), at: fc.nat(), other: fc.nat() }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    piece: fc.oneof(fc.constantFrom(...WEIRD_PIECES), anyText),
  }),
  fc.record({
    kind: fc.constant('number' as const),
    which: fc.nat(),
    to: fc.oneof(fc.constantFrom(...WEIRD_NUMBERS), fc.double().map(String), fc.integer().map(String)),
  }),
  fc.record({
    kind: fc.constantFrom(
      'bom' as const,
      'crlf' as const,
      'long-line' as const,
      'nest' as const,
      'proto-key' as const,
      'trailing' as const,
    ),
  }),
);

/** Applies one mutation to a text. */
function mutate(text: string, change: Mutation): string {
  const at = (n: number) => (text.length === 0 ? 0 : n % (text.length + 1));
  switch (change.kind) {
    case 'delete':
      return text.slice(0, at(change.at)) + text.slice(at(change.at) + 1);
    case 'duplicate':
      return (
        text.slice(0, at(change.at)) +
        text.slice(at(change.at), at(change.at) + 1) +
        text.slice(at(change.at))
      );
    case 'swap': {
      const chars = [...text];
      if (chars.length < 2) return text;
      const i = change.at % chars.length;
      const j = change.other % chars.length;
      [chars[i], chars[j]] = [chars[j], chars[i]];
      return chars.join('');
    }
    case 'insert':
      return text.slice(0, at(change.at)) + change.piece + text.slice(at(change.at));
    case 'number': {
      const numbers = [...text.matchAll(/-?\d+(?:\.\d+)?/g)];
      if (numbers.length === 0) return text;
      const found = numbers[change.which % numbers.length];
      return text.slice(0, found.index) + change.to + text.slice(found.index + found[0].length);
    }
    case 'bom':
      return '\uFEFF' + text;
    case 'crlf':
      return text.replace(/\n/g, '\r\n');
    case 'long-line':
      // One long line: a row of 3,000 cells, or a string of 3,000 characters.
      return text.replace(/\n|$/, (end) => ' 1'.repeat(1500) + end);
    case 'nest':
      return '['.repeat(2000) + text + ']'.repeat(2000);
    case 'proto-key':
      return text.replace(/\{/, '{"__proto__": {"polluted": 1}, ');
    case 'trailing':
      return text + '\n}';
  }
}

/** A valid input of the puzzle with one to three mutations. */
function nearValid(puzzle: FuzzPuzzle): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...SEEDS[puzzle]), fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([seed, changes]) => changes.reduce(mutate, seed as string));
}

/** Every generator, mixed, for one puzzle. */
export function anyInput(puzzle: FuzzPuzzle): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: nearValid(puzzle), weight: 4 },
    { arbitrary: fc.constantFrom(...SEEDS[puzzle]), weight: 1 },
    { arbitrary: randomBytes, weight: 1 },
    { arbitrary: randomJson, weight: 1 },
    { arbitrary: randomShape, weight: 2 },
    { arbitrary: alphabetSoup, weight: 2 },
    { arbitrary: anyText, weight: 1 },
    { arbitrary: pastePieces, weight: 3 },
  );
}

/** Calls `parse`; a `BoardpathError` is fine, anything else fails the property with the input shown. */
function expectOnlyBoardpathErrors<T>(parse: () => T, check: (value: T) => void): void {
  let value: T;
  try {
    value = parse();
  } catch (error) {
    if (error instanceof BoardpathError) {
      if (error.message.includes('\n'))
        throw new Error(`a BoardpathError of more than one line: ${JSON.stringify(error.message)}`, {
          cause: error,
        });
      return;
    }
    throw error;
  }
  check(value);
}

function assert(condition: boolean, what: string): void {
  if (!condition) throw new Error(`malformed result: ${what}`);
}

/** The parsers, each with the checks its result must pass. */
export const PARSERS: Record<string, (text: string) => void> = {
  'parseSnakes (auto)': (text) =>
    expectOnlyBoardpathErrors(() => parseSnakes(text, { file: 'f' }), checkSnakes),
  // The bytes as the command reads them, and the same with a byte cut off somewhere (broken UTF-8).
  'parseSnakes (auto, bytes)': (text) =>
    expectOnlyBoardpathErrors(() => {
      const bytes = Buffer.from(text);
      const cut = text.length % 7 === 0 ? bytes.subarray(0, Math.max(0, bytes.length - 1)) : bytes;
      return parseSnakes(cut, { file: 'f' });
    }, checkSnakes),
  'parseSnakes board': (text) =>
    expectOnlyBoardpathErrors(() => parseSnakes(text, { file: 'f', format: 'board' }), checkSnakes),
  'parseSnakes leetcode': (text) =>
    expectOnlyBoardpathErrors(() => parseSnakes(text, { file: 'f', format: 'leetcode' }), checkSnakes),
  'parseSnakes moves': (text) =>
    expectOnlyBoardpathErrors(() => parseSnakes(text, { file: 'f', format: 'moves' }), checkSnakes),
  'parseMaze (auto, text)': (text) =>
    expectOnlyBoardpathErrors(() => parseMaze(text, { file: 'f' }), checkMaze),
  'parseMaze (auto, bytes)': (text) =>
    expectOnlyBoardpathErrors(() => parseMaze(Buffer.from(text), { file: 'f' }), checkMaze),
  'parseMaze json': (text) =>
    expectOnlyBoardpathErrors(() => parseMaze(text, { file: 'f', format: 'json' }), checkMaze),
  'parseMaze text': (text) =>
    expectOnlyBoardpathErrors(() => parseMaze(Buffer.from(text), { file: 'f', format: 'text' }), checkMaze),
  'parseMaze art': (text) =>
    expectOnlyBoardpathErrors(() => parseMaze(text, { file: 'f', format: 'art' }), checkMaze),
  'parseTokens (auto)': (text) =>
    expectOnlyBoardpathErrors(() => parseTokens(text, { file: 'f' }), checkTokens),
  'parseTokens course': (text) =>
    expectOnlyBoardpathErrors(() => parseTokens(text, { file: 'f', format: 'course' }), checkTokens),
  'parseTokens rows': (text) =>
    expectOnlyBoardpathErrors(() => parseTokens(text, { file: 'f', format: 'rows' }), checkTokens),
  'parseTokens json': (text) =>
    expectOnlyBoardpathErrors(() => parseTokens(text, { file: 'f', format: 'json' }), checkTokens),
  // Every example of a paste.
  'parseSnakesExamples (auto)': (text) =>
    expectOnlyBoardpathErrors(
      () => parseSnakesExamples(text, { file: 'f' }),
      (examples) => examples.forEach((example) => checkSnakes(example.board)),
    ),
  'parseMazeExamples (auto, 0 open)': (text) =>
    expectOnlyBoardpathErrors(
      () => parseMazeExamples(Buffer.from(text), { file: 'f', open: 0 }),
      (examples) => examples.forEach((example) => checkMaze(example.board)),
    ),
  'parseTokensExamples (auto)': (text) =>
    expectOnlyBoardpathErrors(
      () => parseTokensExamples(text, { file: 'f' }),
      (examples) => examples.forEach((example) => checkTokens(example.board)),
    ),
};

/** Which generator feeds each parser. */
export function puzzleOf(parser: string): FuzzPuzzle {
  return parser.startsWith('parseSnakes') ? 'snakes' : parser.startsWith('parseMaze') ? 'maze' : 'tokens';
}

function checkSnakes(board: ReturnType<typeof parseSnakes>): void {
  assert(
    Number.isSafeInteger(board.first) && Number.isSafeInteger(board.last) && board.first <= board.last,
    'snakes squares',
  );
  assert(Number.isSafeInteger(board.start) && board.start >= 0 && board.start <= board.last, 'snakes start');
  assert(Number.isSafeInteger(board.faces) && board.faces >= 1, 'snakes faces');
  assert(Object.getPrototypeOf({}).polluted === undefined, 'Object.prototype polluted');
}

function checkMaze(grid: ReturnType<typeof parseMaze>): void {
  assert(grid.rows >= 1 && grid.columns >= 1 && grid.open.length === grid.rows * grid.columns, 'maze size');
  assert(
    grid.open.every((cell) => cell === 0 || cell === 1),
    'maze cells',
  );
  assert(
    grid.start >= 0 && grid.start < grid.open.length && grid.goal >= 0 && grid.goal < grid.open.length,
    'maze ends',
  );
  assert(Object.getPrototypeOf({}).polluted === undefined, 'Object.prototype polluted');
}

function checkTokens(board: ReturnType<typeof parseTokens>): void {
  // Labels past 2^53 are taken as the nearest double on purpose: any label larger than the grid allows no move.
  assert(
    board.labels.length === board.rows * board.columns && board.rows * board.columns >= 2,
    'tokens size',
  );
  assert(
    board.labels.every((label) => Number.isInteger(label) && label >= 1),
    'tokens labels',
  );
}

/** The CLI invocations fuzzed: the input file is `in`; each list is argv before the checks. */
export const CLI_RUNS: Record<string, { puzzle: FuzzPuzzle; argv: string[] }> = {
  snakes: { puzzle: 'snakes', argv: ['snakes', 'in'] },
  'snakes --json': { puzzle: 'snakes', argv: ['snakes', 'in', '--json'] },
  'snakes --format leetcode --faces 3': {
    puzzle: 'snakes',
    argv: ['snakes', 'in', '--format', 'leetcode', '--faces', '3', '--json'],
  },
  'snakes --chain --analyze': { puzzle: 'snakes', argv: ['snakes', 'in', '--chain', '--analyze'] },
  'snakes --players 2 --end bounce --json': {
    puzzle: 'snakes',
    argv: ['snakes', 'in', '--players', '2', '--end', 'bounce', '--json'],
  },
  maze: { puzzle: 'maze', argv: ['maze', 'in'] },
  'maze --json --moves 8': { puzzle: 'maze', argv: ['maze', 'in', '--json', '--moves', '8'] },
  'maze --first --moves 2': { puzzle: 'maze', argv: ['maze', 'in', '--first', '--moves', '2'] },
  'maze --all --limit 20 --json': {
    puzzle: 'maze',
    argv: ['maze', 'in', '--all', '--limit', '20', '--json'],
  },
  'maze --count': { puzzle: 'maze', argv: ['maze', 'in', '--count'] },
  tokens: { puzzle: 'tokens', argv: ['tokens', 'in'] },
  'tokens --json --alternate': { puzzle: 'tokens', argv: ['tokens', 'in', '--json', '--alternate'] },
  'snakes --levels --expect 3': { puzzle: 'snakes', argv: ['snakes', 'in', '--levels', '--expect', '3'] },
  'maze --open 0 --moves 8 --levels --json': {
    puzzle: 'maze',
    argv: ['maze', 'in', '--open', '0', '--moves', '8', '--levels', '--json'],
  },
  'tokens --levels --json': { puzzle: 'tokens', argv: ['tokens', 'in', '--levels', '--json'] },
  'tokens --method bits --red 0,1 --json': {
    puzzle: 'tokens',
    argv: ['tokens', 'in', '--method', 'bits', '--red', '0,1', '--json'],
  },
};

/** Runs the CLI on one input and checks the contract of its exit status and output. */
export async function checkCli(argv: string[], input: string): Promise<void> {
  // FUZZ_TRACE=file logs each input before it runs: after a hang, its last line is the culprit.
  if (process.env.FUZZ_TRACE) appendFileSync(process.env.FUZZ_TRACE, JSON.stringify([argv, input]) + '\n');
  // A small machine: the default --max-memory (3/4 of free memory) is then 48 MB, so a board of a
  // billion squares is refused instead of allocated, as it would be on a real small machine.
  const run = await runCli(argv, { files: { in: input }, freeMemory: 64 * 2 ** 20 });
  const context = `${argv.join(' ')} on ${JSON.stringify(input).slice(0, 300)}: exit ${run.code}, stderr ${JSON.stringify(run.stderr)}`;
  if (run.code === 2) {
    // Under --json the refusal is also one JSON line on standard output, with the same message.
    if (argv.includes('--json')) {
      const lines = run.stdout.split('\n');
      let refusal: { error?: { code?: unknown; message?: unknown } } = {};
      try {
        refusal = JSON.parse(lines[0]) as typeof refusal;
      } catch {
        throw new Error(`${context}: exit 2 under --json without a JSON refusal on stdout`);
      }
      if (lines.length !== 2 || lines[1] !== '' || typeof refusal.error?.code !== 'string')
        throw new Error(`${context}: exit 2 under --json must print one {"error": …} line on stdout`);
      // The line on stderr is the message after its place (file, line, column), which `where` holds.
      if (!run.stderr.endsWith(`${String(refusal.error.message)}\n`))
        throw new Error(`${context}: the JSON refusal and the line on stderr say different things`);
    } else if (run.stdout !== '') throw new Error(`${context}: exit 2 with output on stdout`);
    if (!/^boardpath: [^\n]+\n$/.test(run.stderr))
      throw new Error(`${context}: exit 2 must print exactly one line`);
    if (run.stderr.includes('internal error')) throw new Error(`${context}: internal error`);
    return;
  }
  if (run.code !== 0 && run.code !== 1) throw new Error(`${context}: unexpected exit status`);
  if (run.stderr !== '') throw new Error(`${context}: output on stderr with exit ${run.code}`);
  if (run.stdout === '') throw new Error(`${context}: no output`);
  if (argv.includes('--json')) {
    // One JSON line per example of a paste: status 0 when every one is solved and no answer
    // checked against a pasted `Output:` (or --expect) differs.
    let answers: { solvable?: unknown; matches?: unknown }[];
    try {
      answers = run.stdout
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as (typeof answers)[number]);
    } catch {
      throw new Error(`${context}: --json output is not JSON lines`);
    }
    const passed = answers.every((json) => json.solvable === true && json.matches !== false);
    if (passed !== (run.code === 0) && !argv.includes('--all'))
      throw new Error(`${context}: solvable and matches do not agree with the exit status`);
  }
}
