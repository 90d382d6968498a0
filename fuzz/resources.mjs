// The hostile battery: huge and degenerate inputs per puzzle, devices, full disks and option
// extremes, each run as its own `boardpath` process under a watchdog on time and resident memory.
//
//   node fuzz/resources.mjs            every case (a few minutes, about 1 GB of files in a temp folder)
//   node fuzz/resources.mjs --quick    the fast slice that `npm test` runs too
//   node fuzz/resources.mjs NAME…      the cases whose names contain one of the words
//
// A case holds when the process ends, within its time, with an allowed exit status (0 or 1 for an
// answer, 2 for a refusal, 74 for an I/O error), at most one line on standard error and no stack
// trace, and a peak resident memory within the limit it was given plus the runtime's own (RUNTIME).
import { closeSync, mkdtempSync, openSync, rmSync, truncateSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCase as runWatched } from './watchdog.mjs';
// The battery's second round: each group of cases with the files it reads.
import { OPTION_CASES, OPTION_MAKERS } from './cases-options.mjs';
import { ECHO_CASES, ECHO_MAKERS } from './cases-echo.mjs';
import { STREAM_CASES, STREAM_MAKERS } from './cases-streams.mjs';
import { NUMBER_CASES, NUMBER_MAKERS } from './cases-numbers.mjs';
// The third round: the judge, generate and design held as the solvers are.
import { LIMITS_CASES, LIMITS_MAKERS } from './cases-limits.mjs';

export { limitOf, RUNTIME } from './watchdog.mjs';

const MB = 2 ** 20;

// The analysis's distribution, the readers' nesting and the mate count held to their limits: each
// of these once died, overran its limit many times over, or took far longer at a small limit.
const LIMIT_MAKERS = {
  // Every square but the multiples of 6 is a snake to square 1: some 1.35e13 throws on average.
  'longgame100.json': (path) => {
    const snakes = {};
    for (let square = 2; square < 100; square++) if (square % 6 !== 0) snakes[square] = 1;
    writeFileSync(path, JSON.stringify({ squares: 100, snakes }));
  },
  'deep-json-objects.json': (path) => writeFileSync(path, '{'.repeat(1_000_000)),
  'deep-c.txt': (path) =>
    writeFileSync(path, `int a[][] = ${'{'.repeat(1_000_000)}${'}'.repeat(1_000_000)};`),
  'deep-python.txt': (path) =>
    writeFileSync(path, `board = ${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`),
  'deep1e7.json': (path) => writeRepeated(path, '[', 1e7, ']'.repeat(1e7)),
  'deep1e7-c.txt': (path) => writeRepeated(path, '{', 1e7, ''),
  'tiny-containers.json': (path) => writeRepeated(path, '{},', 7e6, '{}]', '['),
  // 10^12 squares and 10^6 ladders, a thousand squares apart: a game of two million runs of faces.
  'huge-jumps.json': (path) =>
    writeFileSync(
      path,
      `{"squares": 1000000000000, "ladders": {${Array.from({ length: 1e6 }, (_, i) => `"${2 + 1000 * i}": ${502 + 1000 * i}`).join(', ')}}}`,
    ),
};

const LIMIT_CASES = [
  ...[
    ['--analyze', '--budget', '1e15', '--max-memory', '100MB'],
    ['--analyze', '--players', '8', '--budget', '1e15', '--max-memory', '10MB'],
    ['--analyze', '--budget', '1e10', '--max-memory', '100MB'],
    ['--analyze', '--budget', '1e9', '--max-memory', '10MB'],
    ['--analyze', '--budget', '1e9', '--max-memory', '10MB', '--json'],
  ].map((options) => ({
    name: `snakes: a game of 1.35e13 throws, ${options.slice(1).join(' ')}`,
    args: ['snakes', 'longgame100.json', ...options],
    exits: [0],
    seconds: 20,
  })),
  {
    name: 'snakes: a game of 1.35e13 throws, --players 8 --budget 1e15, default limit',
    args: ['snakes', 'longgame100.json', '--analyze', '--players', '8', '--budget', '1e15'],
    exits: [0],
    seconds: 30,
    peakMB: 500,
  },
  ...['snakes', 'maze', 'tokens'].flatMap((puzzle) =>
    ['deep.json', 'deep-json-objects.json', 'deep-c.txt', 'deep-python.txt'].map((file) => ({
      name: `${puzzle}: ${file} nested a million deep, 10 MB`,
      args: [puzzle, file, '--max-memory', '10MB'],
      exits: [2],
      seconds: 10,
      peakMB: 150,
    })),
  ),
  ...['32MB', '64MB', '1GB'].flatMap((limit) =>
    ['deep1e7.json', 'deep1e7-c.txt'].map((file) => ({
      name: `maze: ${file} nested 10^7 deep, ${limit}`,
      args: ['maze', file, '--max-memory', limit],
      exits: [2],
      seconds: 10,
      peakMB: 200,
    })),
  ),
  ...['snakes', 'maze', 'tokens'].map((puzzle) => ({
    name: `${puzzle}: 7·10^6 empty objects in 20 MB, 64 MB`,
    args: [puzzle, 'tiny-containers.json', '--max-memory', '64MB'],
    exits: [2],
    seconds: 10,
    peakMB: 200,
  })),
  ...['100MB', '200MB'].map((limit) => ({
    name: `snakes: 10^12 squares and 10^6 ladders, ${limit}`,
    args: ['snakes', 'huge-jumps.json', '--max-memory', limit],
    exits: [2],
    seconds: 10,
  })),
  ...['1MB', '100MB'].map((limit) => ({
    name: `maze: open 12×12 --count --moves 8, ${limit}`,
    args: ['maze', 'open12.txt', '--count', '--moves', '8', '--max-memory', limit],
    exits: [2],
    seconds: 10,
  })),
];

// The analysis of boards whose distribution a budget or the memory cuts short (its figures then
// bounds, never dashes), and the designer's searches: each within its time and memory.
const DESIGN_MAKERS = {
  // A million plain squares: the shortest game takes 166,667 throws, the default budget lists none.
  'empty-million.json': (path) => writeFileSync(path, '{"squares": 1000000}'),
};

const DESIGN_CASES = [
  {
    name: 'snakes: a million plain squares, --analyze, bounds for a cut distribution',
    args: ['snakes', 'empty-million.json', '--analyze', '--max-memory', '1GB'],
    exits: [0],
    quick: true,
  },
  {
    name: 'snakes: a million plain squares, --players 4 --json, 1 GB',
    args: ['snakes', 'empty-million.json', '--players', '4', '--json', '--max-memory', '1GB'],
    exits: [0],
    seconds: 20,
  },
  {
    name: 'snakes: a game of 1.35e13 throws, --players 3 --json --budget 1e15, 50 MB',
    args: [
      'snakes',
      'longgame100.json',
      '--players',
      '3',
      '--json',
      '--budget',
      '1e15',
      '--max-memory',
      '50MB',
    ],
    exits: [0],
    seconds: 20,
  },
  {
    name: 'design: 20×20, mean 120 and sd 60, 3 s',
    args: ['design', '--size', '20', '--mean', '120', '--sd', '60', '--time', '3', '--max-memory', '100MB'],
    exits: [0, 1],
    seconds: 10,
    quick: true,
  },
  {
    name: 'design: 20×20 within 10,000 throws and a mean no board reaches, 2 s',
    args: ['design', '--size', '20', '--within', '10000:0.5', '--mean', '5000', '--time', '2'],
    exits: [1],
    seconds: 8,
  },
  {
    name: 'design: 1000 players within 0.01% of fair, 2 s',
    args: ['design', '--size', '20', '--players', '1000', '--fair', '0.0001', '--time', '2'],
    exits: [0, 1],
    seconds: 8,
  },
  {
    name: 'design: 400 squares in 1 MB',
    args: ['design', '--squares', '400', '--mean', '100', '--max-memory', '1MB'],
    exits: [2],
    quick: true,
  },
  {
    name: 'design: a mean no board of ladders alone reaches, refused at once',
    args: ['design', '--mean', '1e9', '--snakes', '0'],
    exits: [2],
    seconds: 5,
    quick: true,
  },
  {
    name: 'design: an hour asked, a target met at once',
    args: ['design', '--mean', '40', '--time', '3600', '--json'],
    exits: [0],
    seconds: 10,
  },
];

// Hostile pastes: huge, deeply nested, many examples, many literals, a board of statements.
const PASTE_MAKERS = {
  'paste-huge.txt': (path) => {
    const row = `[${Array(2000).fill(-1).join(',')}]`;
    writeRepeated(path, `${row},`, 1999, `${row}]\nOutput: 666\n`, 'Example 1:\nInput: board = [');
  },
  'paste-many.txt': (path) =>
    writeRepeated(path, 'Example:\nInput: board = [[-1,-1],[-1,3]]\nOutput: 1\n', 5000, ''),
  'paste-too-many.txt': (path) =>
    writeRepeated(path, 'Example:\nInput: board = [[-1,-1],[-1,3]]\nOutput: 1\n', 20_000, ''),
  'paste-deep-code.txt': (path) =>
    writeRepeated(path, '[', 1e6, `${']'.repeat(1e6)})\n`, 'print(Solution().snakesAndLadders('),
  'paste-literals.txt': (path) => writeRepeated(path, 'a = [1, 0];\n', 1e6, ''),
  'paste-statements.txt': (path) => {
    const lines = Array.from({ length: 1e6 }, (_, i) => `moves[${i}] = ${i % 7 === 3 ? i - 2 : -1}`);
    writeFileSync(path, `moves = [-1] * 1000000\n${lines.join('\n')}\n`);
  },
  'paste-comments.txt': (path) =>
    writeRepeated(path, '// a comment line of the handout\n', 3e5, '[[1, 0], [1, 1]]\n'),
  'paste-boards.txt': (path) =>
    writeRepeated(path, `print(f([[1, 0], [1, 1]]))  # ${'a note '.repeat(130)}\n`, 9000, ''),
  'trillion.json': (path) => writeFileSync(path, '{"squares": 1000000000000}'),
};

const PASTE_CASES = [
  {
    name: 'snakes: a pasted 2000×2000 board, 256 MB',
    args: ['snakes', 'paste-huge.txt', '--max-memory', '256MB', '--json'],
    exits: [0, 2],
    seconds: 60,
  },
  {
    name: 'snakes: 5,000 pasted examples, --json',
    args: ['snakes', 'paste-many.txt', '--json', '--max-memory', '256MB'],
    exits: [0],
    seconds: 60,
  },
  {
    name: 'snakes: 20,000 pasted examples',
    args: ['snakes', 'paste-too-many.txt', '--max-memory', '256MB'],
    exits: [2],
    quick: true,
  },
  ...['snakes', 'maze', 'tokens'].map((puzzle) => ({
    name: `${puzzle}: a print nested a million deep, 64 MB`,
    args: [puzzle, 'paste-deep-code.txt', '--max-memory', '64MB'],
    exits: [2],
    seconds: 10,
    peakMB: 200,
  })),
  ...['snakes', 'maze', 'tokens'].map((puzzle) => ({
    name: `${puzzle}: a million literals in code, 256 MB`,
    args: [puzzle, 'paste-literals.txt', '--max-memory', '256MB'],
    exits: [2],
    seconds: 30,
  })),
  {
    name: 'snakes: a board of a million squares built by statements, 512 MB',
    args: ['snakes', 'paste-statements.txt', '--max-memory', '512MB', '--json'],
    exits: [0, 2],
    seconds: 60,
  },
  {
    name: 'maze: 9,000 pasted boards in code, each line a kilobyte, --json',
    args: ['maze', 'paste-boards.txt', '--json', '--max-memory', '256MB'],
    exits: [0],
    seconds: 60,
  },
  {
    name: 'maze: 300,000 comment lines over a board',
    args: ['maze', 'paste-comments.txt', '--max-memory', '256MB'],
    exits: [0],
    seconds: 30,
  },
  {
    name: 'snakes: --levels on 10^12 squares',
    args: ['snakes', 'trillion.json', '--levels', '--max-memory', '64MB'],
    exits: [0],
    quick: true,
  },
];

// Files of the cases, made once per run in a temporary folder.
const MAKERS = {
  ...OPTION_MAKERS,
  ...ECHO_MAKERS,
  ...STREAM_MAKERS,
  ...NUMBER_MAKERS,
  ...LIMITS_MAKERS,
  ...DESIGN_MAKERS,
  'row1e7.txt': (path) => writeRepeated(path, '1', 1e7, '\n'),
  'row5e7.txt': (path) => writeRepeated(path, '1', 5e7, '\n'),
  'row1e8.txt': (path) => writeRepeated(path, '1', 1e8, '\n'),
  'open10000.txt': (path) => writeRepeated(path, '1'.repeat(10_000) + '\n', 10_000, ''),
  'blank-lines.txt': (path) => writeFileSync(path, '1'.repeat(70_000) + '\n'.repeat(70_000)),
  'letters600MB.txt': (path) => writeRepeated(path, 'x', 600 * MB, '\n'),
  'tokens10000.txt': (path) => writeFileSync(path, '10000\n' + '1 '.repeat(9999) + '1\n'),
  'tokens5000-full.txt': (path) => {
    const row = Array.from({ length: 5000 }, (_, i) => (i % 7) + 1).join(' ') + '\n';
    writeRepeated(path, row, 5000, '', '5000\n');
  },
  'tokens100.txt': (path) => {
    const rows = Array.from({ length: 100 }, (_, r) =>
      Array.from({ length: 100 }, (_, c) => ((r * 7 + c * 13 + ((r * c) % 5)) % 3) + 1).join(' '),
    );
    writeFileSync(path, `100\n${rows.join('\n')}\n`);
  },
  'snaky1000.json': (path) =>
    writeFileSync(path, JSON.stringify({ squares: 1000, snakes: { 998: 2, 500: 10 }, ladders: { 3: 400 } })),
  'open5.txt': (path) => writeFileSync(path, ('1'.repeat(5) + '\n').repeat(5)),
  'open11.txt': (path) => writeFileSync(path, ('1'.repeat(11) + '\n').repeat(11)),
  'open14.txt': (path) => writeFileSync(path, ('1'.repeat(14) + '\n').repeat(14)),
  'open8.txt': (path) => writeFileSync(path, ('1'.repeat(8) + '\n').repeat(8)),
  'open12.txt': (path) => writeFileSync(path, ('1'.repeat(12) + '\n').repeat(12)),
  'long1000.json': (path) =>
    writeFileSync(path, '{"squares": 1000, "snakes": {"999": 1, "998": 1, "997": 1, "996": 1, "995": 1}}'),
  'small.json': (path) =>
    writeFileSync(
      path,
      '{"squares": 100, "ladders": {"2": 38, "7": 14, "8": 31, "15": 26, "21": 42, "28": 84}, "snakes": {"99": 80, "95": 75, "92": 88, "89": 68, "74": 53}}',
    ),
  'million.json': (path) => writeFileSync(path, '{"squares": 1000000, "ladders": {"2": 999990}}'),
  'duplicate.json': (path) => writeFileSync(path, '{"squares": 1e2, "ladders": {"4": 14, "4": 20}}'),
  'escape.json': (path) =>
    writeFileSync(path, '{"squares": 10, "name": "\\u001b]0;owned\\u0007\\u001b[31mred"}'),
  'huge-number.json': (path) => writeFileSync(path, '{"squares": 1e400}'),
  'unknown-key.json': (path) => writeFileSync(path, `{"squares": 10, "${'k'.repeat(10 * MB)}": 1}`),
  'many-keys.json': (path) =>
    writeFileSync(
      path,
      `{"squares": 10, ${Array.from({ length: 500_000 }, (_, i) => `"k${i}": 1`).join(', ')}}`,
    ),
  'spaced.json': (path) =>
    writeFileSync(path, `{"squares": 100, "ladders": {"2": 38,${' '.repeat(10 * MB)}"7": 14}}`),
  'utf16.json': (path) => writeFileSync(path, Buffer.from('\ufeff{"squares": 10}', 'utf16le')),
  'deep.json': (path) => writeFileSync(path, '['.repeat(1_000_000)),
  ...LIMIT_MAKERS,
  ...PASTE_MAKERS,
  // Line ends: a 2×2 maze and grid whose true answers are 2 and 4 moves, read as one row before.
  'cr-maze.txt': (path) => writeFileSync(path, '1 0\r1 1\r'),
  'mixed-maze.txt': (path) => writeFileSync(path, '1 0 0\r1 1 0\r\n0 1 1\n'),
  'cr-maze.json': (path) => writeFileSync(path, '[\r[1, 0],\r[1, 1]\r]\r'),
  'cr-tokens.txt': (path) => writeFileSync(path, '1 1\r1 1\r'),
  'cr-course.txt': (path) => writeFileSync(path, '2\r1, 1\r\n1, 1\r'),
  'cr-board.json': (path) => writeFileSync(path, '{\r"squares": 12,\r"ladders": {"2": 11}\r}\r'),
  'cr-moves.py': (path) => writeFileSync(path, 'moves = [\r-1,\r5,\r-1,\r-1,\r-1,\r-1,\r]\r'),
  // Characters that reorder or drive a terminal, in a board's name and in a file's name.
  'bidi-name.json': (path) =>
    writeFileSync(path, JSON.stringify({ squares: 10, name: 'a\u202eb\u2066c\u2028d\u061ce\u200ff' })),
  'c1-name.json': (path) =>
    writeFileSync(path, JSON.stringify({ squares: 10, name: 'a\u009b31mb\u009dc\u007fd' })),
  '\u202ename\u2066.json': (path) => writeFileSync(path, '{"squares": "x"}'),
  'write-only.txt': (path) => writeFileSync(path, ''),
  // Sparse: 2 GiB that take no disk.
  'two-gib.txt': (path) => {
    closeSync(openSync(path, 'w'));
    truncateSync(path, 2 ** 31);
  },
};

// Writes `count` copies of `piece` (a multiple of 1 MB at a time), then `end`.
function writeRepeated(path, piece, count, end, start = '') {
  const fd = openSync(path, 'w');
  try {
    if (start) writeSync(fd, start);
    const batch = Math.max(1, Math.floor(MB / piece.length));
    const block = piece.repeat(batch);
    let left = count;
    for (; left >= batch; left -= batch) writeSync(fd, block);
    if (left > 0) writeSync(fd, piece.repeat(left));
    writeSync(fd, end);
  } finally {
    closeSync(fd);
  }
}

/**
 * The cases: `args` (a file name of MAKERS is replaced by its path), the memory limit given (or
 * null for the default, three quarters of free memory), the time allowed, the exit statuses
 * allowed, `peakMB` (if any) the most resident memory expected, and `quick` for the slice `npm test`
 * runs. `stdin`/`stdout`/`stderr` name a device.
 */
export const CASES = [
  // boardpath web: a port that is no port is refused at once, never served.
  { name: 'web --port 70000', args: ['web', '--port', '70000', '--no-open'], exits: [2], quick: true },
  { name: 'web --port -1', args: ['web', '--port', '-1', '--no-open'], exits: [2], quick: true },
  // Devices and pipes: reading stops at the limit.
  { name: 'snakes /dev/zero', args: ['snakes', '/dev/zero', '--max-memory', '1MB'], exits: [2], quick: true },
  {
    name: 'snakes /dev/urandom',
    args: ['snakes', '/dev/urandom', '--max-memory', '1MB'],
    exits: [2],
    quick: true,
  },
  {
    name: 'maze - < /dev/zero',
    args: ['maze', '-', '--max-memory', '1MB'],
    stdin: '/dev/zero',
    exits: [2],
    quick: true,
  },
  {
    name: 'tokens - < /dev/urandom',
    args: ['tokens', '-', '--max-memory', '4MB'],
    stdin: '/dev/urandom',
    exits: [2],
    quick: true,
  },
  // Full disks: one line and status 74, or nothing at all when standard error is full too.
  {
    name: 'stdout on a full disk',
    args: ['snakes', 'classic'],
    stdout: '/dev/full',
    exits: [74],
    quick: true,
  },
  { name: '--help on a full disk', args: ['--help'], stdout: '/dev/full', exits: [74], quick: true },
  // Bad input stays bad input (2) when the message cannot be written, as GNU tools do.
  {
    name: 'both streams on a full disk, bad input',
    args: ['snakes', 'duplicate.json'],
    stdout: '/dev/full',
    stderr: '/dev/full',
    exits: [2],
    quick: true,
  },
  {
    name: 'stderr on a full disk, bad input',
    args: ['snakes', 'duplicate.json'],
    stderr: '/dev/full',
    exits: [2],
    quick: true,
  },
  // Standard input that is no input, and a file past the most one read takes: bad input, in our words.
  { name: 'snakes - < a directory', args: ['snakes', '-'], stdin: '.', exits: [2], quick: true },
  {
    name: 'snakes - with stdin open for writing only',
    args: ['snakes', '-'],
    stdin: 'write-only.txt',
    stdinFlags: 'w',
    exits: [2],
    quick: true,
  },
  { name: 'maze: a file of 2 GiB', args: ['maze', 'two-gib.txt'], exits: [2], quick: true },
  { name: 'snakes: a file of 2 GiB', args: ['snakes', 'two-gib.txt'], exits: [2], quick: true },
  { name: 'tokens: a file of 2 GiB', args: ['tokens', 'two-gib.txt'], exits: [2], quick: true },
  // Degenerate shapes.
  {
    name: 'maze: a long row, then 70,000 blank lines',
    args: ['maze', 'blank-lines.txt'],
    exits: [0, 1, 2],
    quick: true,
  },
  {
    name: 'maze: one row of 10^7 cells, 256 MB',
    args: ['maze', 'row1e7.txt', '--max-memory', '256MB', '--json'],
    exits: [0],
  },
  {
    name: 'maze: one row of 10^7 cells, --count',
    args: ['maze', 'row1e7.txt', '--max-memory', '256MB', '--count', '--json'],
    exits: [0],
  },
  {
    name: 'maze: one row of 10^7 cells, --first',
    args: ['maze', 'row1e7.txt', '--max-memory', '256MB', '--first', '--json'],
    exits: [0, 2],
  },
  {
    name: 'maze: one row of 5·10^7 cells, 1 GB',
    args: ['maze', 'row5e7.txt', '--max-memory', '1GB', '--json'],
    exits: [0],
    seconds: 60,
  },
  {
    name: 'maze: one row of 10^8 cells, default limit',
    args: ['maze', 'row1e8.txt', '--json'],
    exits: [0, 2],
    seconds: 120,
  },
  {
    name: 'maze: open 10000×10000, 1100 MB',
    args: ['maze', 'open10000.txt', '--max-memory', '1100MB', '--json'],
    exits: [0],
    seconds: 60,
  },
  {
    name: 'maze: 600 MB of letters, 1 GB',
    args: ['maze', 'letters600MB.txt', '--max-memory', '1GB'],
    exits: [2],
    seconds: 60,
  },
  {
    name: 'maze: 600 MB of letters, default limit',
    args: ['maze', 'letters600MB.txt'],
    exits: [2],
    seconds: 60,
  },
  {
    name: 'tokens: 10000×10000 said by the first line',
    args: ['tokens', 'tokens10000.txt'],
    exits: [2],
    quick: true,
  },
  {
    name: 'tokens: 5000×5000 in full, 1 GB',
    args: ['tokens', 'tokens5000-full.txt', '--max-memory', '1GB'],
    exits: [2],
    seconds: 10,
  },
  {
    name: 'tokens: 100×100, 100 MB, 2 threads',
    args: ['tokens', 'tokens100.txt', '--max-memory', '100MB', '--threads', '2'],
    exits: [0, 1, 2],
    seconds: 60,
  },
  {
    name: 'tokens: 100×100, 200 MB, 2 threads',
    args: ['tokens', 'tokens100.txt', '--max-memory', '200MB', '--threads', '2'],
    exits: [0, 1],
    seconds: 60,
  },
  { name: 'json nested a million deep', args: ['maze', 'deep.json'], exits: [2], quick: true },
  // Exponential modes: a budget or an answer, never minutes.
  {
    name: 'maze: open 5×5, --count --moves 8',
    args: ['maze', 'open5.txt', '--count', '--moves', '8'],
    exits: [0],
    quick: true,
  },
  {
    name: 'maze: open 11×11, --count --moves 8 --budget 1e7',
    args: ['maze', 'open11.txt', '--count', '--moves', '8', '--budget', '1e7'],
    exits: [2],
    seconds: 30,
  },
  {
    name: 'maze: open 11×11, --count --moves 8, 64 MB',
    args: ['maze', 'open11.txt', '--count', '--moves', '8', '--max-memory', '64MB'],
    exits: [2],
    seconds: 60,
  },
  {
    name: 'maze: open 14×14 --count, 64 MB, 1 thread',
    args: ['maze', 'open14.txt', '--count', '--max-memory', '64MB', '--threads', '1'],
    exits: [2],
    seconds: 60,
  },
  {
    name: 'maze: open 14×14 --count, 64 MB, 2 threads',
    args: ['maze', 'open14.txt', '--count', '--max-memory', '64MB', '--threads', '2'],
    exits: [2],
    seconds: 60,
  },
  {
    name: 'maze: open 12×12 --count --moves 8 (past the mates, enumerated)',
    args: ['maze', 'open12.txt', '--count', '--moves', '8'],
    exits: [2],
    quick: true,
  },
  {
    name: 'maze: open 8×8 --all --budget 1e7 (789,360,053,252 paths; the first 10^6 pass it)',
    args: ['maze', 'open8.txt', '--all', '--budget', '1e7'],
    exits: [2],
    quick: true,
  },
  {
    name: 'maze: open 5×5 --all --moves 8 --budget 1e6',
    args: ['maze', 'open5.txt', '--all', '--moves', '8', '--budget', '1e6'],
    exits: [2],
    quick: true,
  },
  {
    name: 'snakes --exact, 1000 squares, 100 faces',
    args: ['snakes', 'snaky1000.json', '--exact', '--faces', '100'],
    exits: [2],
    seconds: 30,
  },
  {
    name: 'snakes --importance, 1000 squares, 400000 faces',
    args: ['snakes', 'snaky1000.json', '--importance', '--faces', '400000'],
    exits: [2],
    quick: true,
  },
  {
    name: 'snakes --exact, 30 faces',
    args: ['snakes', 'small.json', '--exact', '--faces', '30'],
    exits: [0, 2],
    quick: true,
  },
  {
    name: 'snakes --importance, 30 faces',
    args: ['snakes', 'small.json', '--importance', '--faces', '30'],
    exits: [0, 2],
    quick: true,
  },
  // Many players and a long game.
  {
    name: 'snakes: 1000 players, 100 MB',
    args: ['snakes', 'long1000.json', '--players', '1000', '--max-memory', '100MB'],
    exits: [0, 2],
    quick: true,
  },
  {
    name: 'snakes: 1000 players, 100 MB, --json',
    args: ['snakes', 'long1000.json', '--players', '1000', '--max-memory', '100MB', '--json'],
    exits: [0, 2],
    quick: true,
  },
  {
    name: 'snakes: 100 players, 100 MB',
    args: ['snakes', 'long1000.json', '--players', '100', '--max-memory', '100MB'],
    exits: [0, 2],
    quick: true,
  },
  {
    name: 'snakes: --analyze --budget 1e15, 100 MB',
    args: ['snakes', 'long1000.json', '--analyze', '--budget', '1e15', '--max-memory', '100MB'],
    exits: [0, 2],
    seconds: 60,
  },
  {
    name: 'snakes: --analyze on two threads, 1 GB',
    args: ['snakes', 'million.json', '--analyze', '--threads', '2', '--max-memory', '1GB'],
    exits: [0, 2],
    seconds: 60,
  },
  {
    name: 'snakes: a million squares, --analyze, 64 MB',
    args: ['snakes', 'million.json', '--analyze', '--max-memory', '64MB'],
    exits: [0, 2],
    quick: true,
  },
  // Messages.
  { name: 'duplicate keys', args: ['snakes', 'duplicate.json'], exits: [2], quick: true },
  { name: 'escape sequences in a name', args: ['snakes', 'escape.json'], exits: [0], quick: true },
  { name: 'bidi controls in a name', args: ['snakes', 'bidi-name.json'], exits: [0], quick: true },
  {
    name: 'C1 controls and DEL in a --json name',
    args: ['snakes', 'c1-name.json', '--json'],
    exits: [0],
    quick: true,
  },
  {
    name: 'bidi controls in a file name',
    args: ['snakes', '\u202ename\u2066.json'],
    exits: [2],
    quick: true,
  },
  // Arguments echoed back by the option parser.
  {
    name: 'an escape in --moves',
    args: ['maze', 'open5.txt', '--moves', '\u001b[2J'],
    exits: [2],
    quick: true,
  },
  {
    name: 'an escape in --max-memory',
    args: ['maze', 'open5.txt', '--max-memory', '\u001b]0;owned\u0007'],
    exits: [2],
    quick: true,
  },
  {
    name: 'a bidi override in --start',
    args: ['maze', 'open5.txt', '--start', '\u202e1,1'],
    exits: [2],
    quick: true,
  },
  {
    name: 'a C1 control in --percentiles',
    args: ['snakes', 'classic', '--analyze', '--percentiles', '50,\u009b31m'],
    exits: [2],
    quick: true,
  },
  {
    name: 'an escape in an unknown option',
    args: ['maze', 'open5.txt', '--\u001b[31mx'],
    exits: [2],
    quick: true,
  },
  // Line ends: CR alone, or mixed, read as lines (a wrong "no path" would be status 1).
  { name: 'maze: CR line ends', args: ['maze', 'cr-maze.txt'], exits: [0], quick: true },
  { name: 'maze: mixed line ends', args: ['maze', 'mixed-maze.txt'], exits: [0], quick: true },
  { name: 'maze: JSON with CR line ends', args: ['maze', 'cr-maze.json'], exits: [0], quick: true },
  { name: 'tokens: CR line ends', args: ['tokens', 'cr-tokens.txt'], exits: [0], quick: true },
  {
    name: 'tokens: course format, mixed line ends',
    args: ['tokens', 'cr-course.txt'],
    exits: [0],
    quick: true,
  },
  { name: 'snakes: board with CR line ends', args: ['snakes', 'cr-board.json'], exits: [0], quick: true },
  { name: 'snakes: Python moves, CR line ends', args: ['snakes', 'cr-moves.py'], exits: [0], quick: true },
  { name: 'a number of 400 digits', args: ['snakes', 'huge-number.json'], exits: [2], quick: true },
  { name: 'an unknown key of 10 MB', args: ['snakes', 'unknown-key.json'], exits: [2], quick: true },
  { name: '500,000 unknown keys', args: ['snakes', 'many-keys.json'], exits: [2], quick: true },
  { name: '10 MB of spaces in a jump table', args: ['snakes', 'spaced.json'], exits: [0], quick: true },
  { name: 'a UTF-16 file', args: ['snakes', 'utf16.json'], exits: [0, 2], quick: true },
  {
    name: '--max-memory of 400 digits',
    args: ['snakes', 'classic', '--max-memory', '9'.repeat(400)],
    exits: [2],
    quick: true,
  },
  {
    name: '--budget 0x10',
    args: ['maze', 'open5.txt', '--all', '--budget', '0x10'],
    exits: [2],
    quick: true,
  },
  { name: '--faces 1e9', args: ['snakes', 'classic', '--faces', '1e9'], exits: [2], quick: true },
  ...LIMIT_CASES,
  ...DESIGN_CASES,
  // The judge: programs that flood, hang, shout on standard error or print escapes; nothing they
  // do reaches the terminal raw, takes the judge down, or outlives it.
  ...[
    ['floods its output', ['yes']],
    ['floods standard error', ['sh', '-c', 'yes >&2']],
    ['never ends', ['sleep', '100']],
    ['prints escapes', ['printf', '\\033]0;owned\\007\\033[2J\\302\\233']],
    ['starts a child that never ends', ['sh', '-c', 'sleep 100 & echo 7']],
  ].map(([what, program]) => ({
    name: `judge: a program that ${what}`,
    args: [
      'judge',
      'snakes',
      '--time-limit',
      '0.3',
      '--shrink-time',
      '3',
      '--save',
      '/dev/null',
      '--',
      ...program,
    ],
    exits: [1],
    quick: true,
  })),
  {
    name: 'judge: an escape in the seed, echoed',
    args: ['judge', 'snakes', '--seed', '\u001b[2J\u202e', '--save', '/dev/null', '--', 'true'],
    exits: [1],
    quick: true,
  },
  {
    name: 'judge: a solution of 2 GiB',
    args: ['judge', 'snakes', '--solution', 'two-gib.txt'],
    exits: [2],
    quick: true,
  },
  {
    name: 'judge: 10^7 cases of a program that fails at once',
    args: ['judge', 'snakes', '--cases', '1e7', '--no-shrink', '--save', '/dev/null', '--', 'false'],
    exits: [1],
    quick: true,
  },
  // The judge on boards made to order: an order no side can meet is refused after a bounded check
  // of the sides; one the generator cannot meet within its work, after a few sides tried.
  ...[
    ['maze', '--size', '1..100', '--shortest', '9999'],
    ['tokens', '--size', '25..30', '--fewest', '50'],
    ['snakes', '--fewest', '-1', '--unique'],
  ].map((args) => ({
    name: `judge ${args.join(' ')}`,
    args: ['judge', ...args, '--save', '/dev/null', '--', 'false'],
    exits: [2],
  })),
  // Boards made to order: sizes past the memory limit refused before anything is made, absurd
  // counts and budgets refused as flags, a huge maze under the default limit stopped by its budget,
  // and a worksheet or folder that cannot be written.
  ...[
    ['maze', '--size', '2000x2000', '--max-memory', '64MB'],
    ['snakes', '--size', '3000', '--max-memory', '100MB'],
    ['snakes', '--squares', '9000000', '--format', 'moves', '--max-memory', '256MB'],
    ['tokens', '--size', '200x200', '--max-memory', '100MB'],
    ['maze', '--size', '100000x100000'],
    ['snakes', '--count', '1e9'],
    ['tokens', '--budget', '1e12'],
    ['maze', '--shortest', '99999999999999999999'],
  ].map((args) => ({
    name: `generate ${args.join(' ')}`,
    args: ['generate', ...args],
    exits: [2],
    quick: true,
  })),
  {
    name: 'generate tokens --size 6x6 --fewest 60 --unique --budget 500ms',
    args: ['generate', 'tokens', '--size', '6x6', '--fewest', '60', '--unique', '--budget', '500ms'],
    exits: [2],
    quick: true,
  },
  {
    name: 'generate maze --size 2000x2000, default limit: its budget ends it',
    args: ['generate', 'maze', '--size', '2000x2000', '--shortest', '20000', '--budget', '5s'],
    exits: [2],
    seconds: 60,
  },
  {
    name: 'generate maze --sheet on a full disk',
    args: ['generate', 'maze', '--count', '3', '--sheet', '/dev/full', '--seed', 'x'],
    exits: [74],
    quick: true,
  },
  {
    name: 'generate snakes --out in a file',
    args: ['generate', 'snakes', '--out', '/dev/null/boards', '--seed', 'x'],
    exits: [74],
    quick: true,
  },
  // Ranges that are proved or searched: refused at once, the one grid of a single label looked at
  // within the memory it was counted for.
  ...[
    ['tokens', '--size', '60x60', '--labels', '1..1', '--fewest', '3'],
    ['snakes', '--size', '1000', '--snakes', '0..5', '--fewest', '200000'],
    ['tokens', '--size', '4x4', '--fewest', '19'],
  ].map((args) => ({
    name: `generate ${args.join(' ')}`,
    args: ['generate', ...args],
    exits: [2],
    quick: true,
  })),
  ...PASTE_CASES,
  // The battery's second round.
  ...OPTION_CASES,
  ...ECHO_CASES,
  ...STREAM_CASES,
  ...NUMBER_CASES,
  ...LIMITS_CASES,
];

/** Runs one case of CASES with its files in `folder` (`runCase` of watchdog.mjs). */
export const runCase = (testCase, folder) => runWatched(testCase, folder, MAKERS);

async function main() {
  const words = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const quick = process.argv.includes('--quick');
  const cases = CASES.filter(
    (testCase) =>
      (!quick || testCase.quick) &&
      (words.length === 0 || words.some((word) => testCase.name.includes(word))),
  );
  const folder = mkdtempSync(join(tmpdir(), 'boardpath-resources-'));
  let failed = 0;
  try {
    console.log('| case | exit | time | peak | limit | holds |');
    console.log('|---|---|---|---|---|---|');
    for (const testCase of cases) {
      const result = await runCase(testCase, folder);
      if (result.problems.length > 0) failed++;
      const mb = (bytes) => `${Math.round(bytes / MB)} MB`;
      console.log(
        `| ${result.name} | ${result.code} | ${(result.ms / 1000).toFixed(1)} s | ${mb(result.peak)} | ${mb(result.limit)} | ${result.problems.length === 0 ? 'yes' : `**no**: ${result.problems.join('; ')}`} |`,
      );
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  console.log(`\n${cases.length - failed} of ${cases.length} cases hold`);
  process.exit(failed > 0 ? 1 : 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
