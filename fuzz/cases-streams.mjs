// Cases of the hostile battery: the streams around a command. Full disks and closed descriptors on
// either output, standard input that is empty, closed, a directory, write-only or a named pipe, a
// reader that goes away (`| head`), and signals in the middle of long work. Each ends with its
// answer, one line and the right status, or by the signal, with nothing left running.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const BOARD = '{"squares": 30, "ladders": {"3": 22, "5": 8}, "snakes": {"27": 1}}';
const MAZE = '1 0 0 0\n1 1 0 1\n0 1 0 0\n1 1 1 1\n';
const TOKENS = '4\n1 2 4 3\n3 4 1 2\n3 1 2 3\n2 3 1 2\n';

/** The files these cases read. */
export const STREAM_MAKERS = {
  's.json': (path) => writeFileSync(path, BOARD),
  'm.txt': (path) => writeFileSync(path, MAZE),
  't.txt': (path) => writeFileSync(path, TOKENS),
  'bad.json': (path) => writeFileSync(path, '{"squares": "x"}'),
  'empty.txt': (path) => writeFileSync(path, ''),
  'open8.txt': (path) => writeFileSync(path, ('1'.repeat(8) + '\n').repeat(8)),
  'open13.txt': (path) => writeFileSync(path, ('1'.repeat(13) + '\n').repeat(13)),
  'row1e6.txt': (path) => writeFileSync(path, '1'.repeat(1e6) + '\n'),
  'long-game.json': (path) => {
    const snakes = {};
    for (let square = 2; square < 100; square++) if (square % 6 !== 0) snakes[square] = 1;
    writeFileSync(path, JSON.stringify({ squares: 100, snakes }));
  },
  'tokens60.txt': (path) => {
    const rows = Array.from({ length: 60 }, (_, r) =>
      Array.from({ length: 60 }, (_, c) => ((r * 7 + c * 13 + ((r * c) % 5)) % 3) + 1).join(' '),
    );
    writeFileSync(path, `60\n${rows.join('\n')}\n`);
  },
  ...Object.fromEntries(
    ['fifo-s', 'fifo-m', 'fifo-t', 'fifo-in-s', 'fifo-in-m', 'fifo-in-t', 'fifo-bad'].map((name) => [
      name,
      (path) => execFileSync('mkfifo', [path]),
    ]),
  ),
  'write-only-in.txt': (path) => writeFileSync(path, ''),
};

// A command of each kind, with the input that makes it answer.
const ANSWERS = [
  ['snakes', 's.json'],
  ['snakes', 's.json', '--json'],
  ['snakes', 'classic', '--analyze'],
  ['snakes', 'classic', '--levels'],
  ['maze', 'm.txt'],
  ['maze', 'open8.txt', '--all', '--limit', '100'],
  ['maze', 'm.txt', '--count', '--json'],
  ['tokens', 't.txt'],
  ['tokens', 't.txt', '--json'],
  ['generate', 'snakes', '--seed', 's', '--count', '3'],
  ['generate', 'maze', '--seed', 's', '--json'],
  ['design', '--mean', '40', '--time', '1'],
  ['--help'],
  ['--version'],
  ['snakes', '--help'],
  ['generate', 'maze', '--help'],
];

// A bad input or usage of each command.
const REFUSALS = [
  ['snakes', 'bad.json'],
  ['maze', 'bad.json'],
  ['tokens', 'bad.json'],
  ['generate', 'maze', '--size', '0x0'],
  ['design', '--mean', 'x'],
  ['judge', 'chess', '--', 'true'],
  ['snakes', 'classic', '--faces', '0'],
  ['nothing'],
];

const FULL_DISKS = [
  ...ANSWERS.map((args) => ({
    name: `streams: ${args.join(' ')} >/dev/full`,
    args,
    stdout: '/dev/full',
    exits: [74],
  })),
  ...REFUSALS.map((args) => ({
    name: `streams: ${args.join(' ')} 2>/dev/full`,
    args,
    stderr: '/dev/full',
    exits: [2],
  })),
  ...REFUSALS.map((args) => ({
    name: `streams: ${args.join(' ')} >/dev/full 2>/dev/full`,
    args,
    stdout: '/dev/full',
    stderr: '/dev/full',
    exits: [2],
  })),
  ...ANSWERS.slice(0, 4).map((args) => ({
    name: `streams: ${args.join(' ')} >/dev/full 2>/dev/full`,
    args,
    stdout: '/dev/full',
    stderr: '/dev/full',
    exits: [74],
  })),
  {
    name: 'streams: judge --json >/dev/full',
    args: ['judge', 'snakes', '--seed', 's', '--no-save', '--no-shrink', '--json', '--', 'true'],
    stdout: '/dev/full',
    exits: [74],
  },
];

// A closed standard output looks like /dev/null to the command (see docs/robust.md); a closed
// standard error leaves the status as it is.
const CLOSED = [
  ...ANSWERS.slice(0, 12).map((args) => ({
    name: `streams: ${args.join(' ')} >&-`,
    args,
    closed: ['stdout'],
    exits: [0, 74],
  })),
  ...REFUSALS.map((args) => ({
    name: `streams: ${args.join(' ')} 2>&-`,
    args,
    closed: ['stderr'],
    exits: [2],
  })),
  ...['snakes', 'maze', 'tokens'].flatMap((puzzle) => [
    { name: `streams: ${puzzle} - <&-`, args: [puzzle, '-'], closed: ['stdin'], exits: [2] },
    { name: `streams: ${puzzle} - </dev/null`, args: [puzzle, '-'], stdin: '/dev/null', exits: [2] },
    { name: `streams: ${puzzle} - < an empty file`, args: [puzzle, '-'], stdin: 'empty.txt', exits: [2] },
    { name: `streams: ${puzzle} - < a directory`, args: [puzzle, '-'], stdin: '.', exits: [2] },
    {
      name: `streams: ${puzzle} - 0> a file`,
      args: [puzzle, '-'],
      stdin: 'write-only-in.txt',
      stdinFlags: 'w',
      exits: [2],
    },
    { name: `streams: ${puzzle} on a directory`, args: [puzzle, '.'], exits: [2] },
    { name: `streams: ${puzzle} on an empty file`, args: [puzzle, 'empty.txt'], exits: [2] },
    { name: `streams: ${puzzle} on /dev/null`, args: [puzzle, '/dev/null'], exits: [2] },
    {
      name: `streams: ${puzzle} - >&- 2>&- with bad input`,
      args: [puzzle, '-'],
      input: '{"x": 1}',
      closed: ['stdout', 'stderr'],
      exits: [2],
    },
  ]),
  {
    name: 'streams: snakes <&- >&- 2>&-',
    args: ['snakes', 'classic'],
    closed: ['stdin', 'stdout', 'stderr'],
    exits: [0, 74],
  },
];

// Named pipes: given as the file, and as standard input.
const PIPES = [
  ['snakes', 'fifo-s', BOARD, /Fewest throws: 3/],
  ['maze', 'fifo-m', MAZE, /Shortest path: 6 steps/],
  ['tokens', 'fifo-t', TOKENS, /Fewest moves: 5/],
].flatMap(([puzzle, name, text, answer]) => [
  {
    name: `streams: ${puzzle} on a named pipe`,
    args: [puzzle, name],
    fifo: { name, text },
    exits: [0],
    answer,
    seconds: 10,
  },
  {
    name: `streams: ${puzzle} - from a named pipe`,
    args: [puzzle, '-'],
    stdinFifo: { name: name.replace('fifo-', 'fifo-in-'), text },
    exits: [0],
    answer,
    seconds: 10,
  },
]);
PIPES.push({
  name: 'streams: snakes on a named pipe of bad input',
  args: ['snakes', 'fifo-bad'],
  fifo: { name: 'fifo-bad', text: '{"squares": 1e400}' },
  exits: [2],
  seconds: 10,
});

// A reader that takes a little and goes (`| head -c N`): the command stops quietly, at once.
const HEADS = [
  ['maze', 'open8.txt', '--all'],
  ['maze', 'open8.txt', '--all', '--json'],
  ['maze', 'row1e6.txt', '--json'],
  ['snakes', 'long-game.json', '--analyze', '--json', '--budget', '1e9'],
  ['snakes', 'classic', '--levels'],
  ['tokens', 'tokens60.txt', '--levels'],
  ['generate', 'maze', '--seed', 's', '--count', '200', '--size', '30x30'],
  ['generate', 'snakes', '--seed', 's', '--count', '200', '--json'],
  ['--help'],
].flatMap((args) =>
  [1, 4096].map((bytes) => ({
    name: `streams: ${args.join(' ')} | head -c ${bytes}`,
    args,
    head: bytes,
    exits: [0],
    signals: ['SIGPIPE'],
    seconds: 15,
  })),
);

// Signals in the middle of long work: the command ends by the signal (or its status), whole lines
// written, the judge's programs ended with it.
const LONG = [
  { args: ['maze', 'open8.txt', '--all'], lines: true },
  { args: ['maze', 'open13.txt', '--count', '--moves', '8', '--budget', '1e12'] },
  { args: ['snakes', 'long-game.json', '--analyze', '--players', '8', '--budget', '1e15'] },
  {
    args: [
      'generate',
      'maze',
      '--size',
      '1500x1500',
      '--shortest',
      '20000',
      '--seed',
      's',
      '--budget',
      '60s',
    ],
  },
  { args: ['design', '--size', '20', '--within', '10000:0.5', '--mean', '5000', '--time', '60'] },
  { args: ['tokens', 'tokens60.txt', '--alternate', '--method', 'queue'] },
  { args: ['snakes', '-'], input: null },
  {
    args: ['judge', 'snakes', '--seed', 's', '--no-save', '--time-limit', '30', '--', 'sleep', '173.25'],
    leftover: 'sleep 173.25',
  },
  { args: ['web', '--port', '0', '--no-open'] },
];
const SIGNALS = LONG.flatMap(({ args, lines, input, leftover }) =>
  [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ].map(([signal, status]) => ({
    name: `streams: ${args.join(' ')}, ${signal} after 1.5 s`,
    args,
    signal: { name: signal, after: 1500 },
    signals: [signal],
    exits: [status, 0, 1, 2],
    seconds: 15,
    wholeLines: lines,
    partial: true,
    leftover,
    // A standard input that stays open: the command waits for it, until the signal.
    ...(input === null && { stdin: undefined, input: undefined, keepStdin: true }),
  })),
);

// A few fast ones for the slice `npm test` runs.
const QUICK = new Set([
  'streams: snakes classic --faces 0 2>/dev/full',
  'streams: snakes s.json >/dev/full',
  'streams: snakes - < a directory',
  'streams: maze - 0> a file',
  'streams: snakes on a named pipe of bad input',
]);

/** The cases of streams and signals. */
export const STREAM_CASES = [...FULL_DISKS, ...CLOSED, ...PIPES, ...HEADS, ...SIGNALS].map((testCase) => ({
  seconds: 20,
  ...testCase,
  ...(QUICK.has(testCase.name) && { quick: true }),
}));
