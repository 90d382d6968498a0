// Cases of the hostile battery: every option of every command given absurd values (numbers past a
// double, -0, NaN, 2^53 + 1, hex, 400 digits, nothing, full-width digits), and every limit from a
// megabyte to the default on each search. Each must answer or refuse in one line, at once.
import { writeFileSync } from 'node:fs';

/** The files these cases read. */
export const OPTION_MAKERS = {
  'open5.txt': (path) => writeFileSync(path, ('1'.repeat(5) + '\n').repeat(5)),
  'open7.txt': (path) => writeFileSync(path, ('1 '.repeat(6) + '1\n').repeat(7)),
  'tokens4.txt': (path) => writeFileSync(path, '4\n1 2 4 3\n3 4 1 2\n3 1 2 3\n2 3 1 2\n'),
  'tokens40.txt': (path) => {
    const rows = Array.from({ length: 40 }, (_, r) =>
      Array.from({ length: 40 }, (_, c) => ((r * 7 + c * 13 + ((r * c) % 5)) % 3) + 1).join(' '),
    );
    writeFileSync(path, `40\n${rows.join('\n')}\n`);
  },
  'board1e5.json': (path) =>
    writeFileSync(
      path,
      JSON.stringify({
        squares: 100_000,
        ladders: Object.fromEntries(Array.from({ length: 500 }, (_, i) => [200 * i + 3, 200 * i + 150])),
        snakes: Object.fromEntries(Array.from({ length: 500 }, (_, i) => [200 * i + 199, 200 * i + 20])),
      }),
    ),
  'maze1000.txt': (path) => {
    const rows = Array.from({ length: 1000 }, (_, r) =>
      Array.from({ length: 1000 }, (_, c) => (r % 4 === 1 && c % 50 !== 7 ? 0 : 1)).join(''),
    );
    writeFileSync(path, rows.join('\n') + '\n');
  },
};

/** Numbers no option takes as they are, or takes only by accident. */
export const ABSURD = ['1e400', '-0', 'NaN', '9007199254740993', '0x10', '9'.repeat(400), '', '５'];

// A program that prints nothing: the judge's first case fails at once.
const FAILING = ['--no-save', '--no-shrink', '--', 'true'];

/**
 * Each numeric option, with the command it belongs to and what else that command needs to answer
 * quickly when the value is good.
 */
const NUMERIC = [
  ['snakes', ['snakes', 'classic', '--faces']],
  ['snakes', ['snakes', 'classic', '--players']],
  ['snakes', ['snakes', 'classic', '--percentiles']],
  ['snakes', ['snakes', 'classic', '--budget']],
  ['snakes', ['snakes', 'classic', '--expect']],
  ['snakes', ['snakes', 'classic', '--max-memory']],
  ['maze', ['maze', 'open5.txt', '--all', '--limit']],
  ['maze', ['maze', 'open5.txt', '--all', '--budget']],
  ['maze', ['maze', 'open5.txt', '--start']],
  ['maze', ['maze', 'open5.txt', '--goal']],
  ['maze', ['maze', 'open5.txt', '--expect']],
  ['maze', ['maze', 'open5.txt', '--count', '--moves', '8', '--budget']],
  ['maze', ['maze', 'open5.txt', '--max-memory']],
  ['tokens', ['tokens', 'tokens4.txt', '--red']],
  ['tokens', ['tokens', 'tokens4.txt', '--blue']],
  ['tokens', ['tokens', 'tokens4.txt', '--expect']],
  ['tokens', ['tokens', 'tokens4.txt', '--max-memory']],
  ['generate', ['generate', 'snakes', '--seed', 's', '--size']],
  ['generate', ['generate', 'snakes', '--seed', 's', '--squares']],
  ['generate', ['generate', 'snakes', '--seed', 's', '--fewest']],
  ['generate', ['generate', 'snakes', '--seed', 's', '--ladders']],
  ['generate', ['generate', 'snakes', '--seed', 's', '--snakes']],
  ['generate', ['generate', 'snakes', '--seed', 's', '--faces']],
  ['generate', ['generate', 'snakes', '--seed', 's', '--count']],
  ['generate', ['generate', 'snakes', '--seed', 's', '--budget']],
  ['generate', ['generate', 'snakes', '--seed', 's', '--max-memory']],
  ['generate', ['generate', 'maze', '--seed', 's', '--size']],
  ['generate', ['generate', 'maze', '--seed', 's', '--shortest']],
  ['generate', ['generate', 'maze', '--seed', 's', '--paths']],
  ['generate', ['generate', 'maze', '--seed', 's', '--walls']],
  ['generate', ['generate', 'maze', '--seed', 's', '--count']],
  ['generate', ['generate', 'tokens', '--seed', 's', '--size']],
  ['generate', ['generate', 'tokens', '--seed', 's', '--fewest']],
  ['generate', ['generate', 'tokens', '--seed', 's', '--labels']],
  ['generate', ['generate', 'tokens', '--seed', 's', '--budget']],
  ['judge', ['judge', 'snakes', '--seed', 's', '--cases']],
  ['judge', ['judge', 'snakes', '--seed', 's', '--case']],
  ['judge', ['judge', 'snakes', '--seed', 's', '--size']],
  ['judge', ['judge', 'snakes', '--seed', 's', '--time-limit']],
  ['judge', ['judge', 'snakes', '--seed', 's', '--jobs']],
  ['judge', ['judge', 'snakes', '--seed', 's', '--shrink-time']],
  ['design', ['design', '--mean', '40', '--time', '1', '--size']],
  ['design', ['design', '--mean', '40', '--time', '1', '--squares']],
  ['design', ['design', '--mean', '40', '--time', '1', '--faces']],
  ['design', ['design', '--mean', '40', '--time', '1', '--ladders']],
  ['design', ['design', '--mean', '40', '--time', '1', '--snakes']],
  ['design', ['design', '--time', '1', '--mean']],
  ['design', ['design', '--time', '1', '--sd']],
  ['design', ['design', '--time', '1', '--within']],
  ['design', ['design', '--time', '1', '--fewest']],
  ['design', ['design', '--time', '1', '--fair', '0.2', '--players']],
  ['design', ['design', '--time', '1', '--fair']],
  ['design', ['design', '--mean', '40', '--time', '1', '--tol']],
  ['design', ['design', '--mean', '40', '--time']],
];

// The judge's option goes before the program it runs.
const withValue = (args, value) => (args[0] === 'judge' ? [...args, value, ...FAILING] : [...args, value]);

const NUMBER_CASES = NUMERIC.flatMap(([command, args]) =>
  ABSURD.map((value) => ({
    name: `options: ${args.filter((arg) => arg.startsWith('--')).join(' ')} ${JSON.stringify(value).slice(0, 24)}`,
    args: withValue(args, value),
    exits: command === 'judge' ? [1, 2] : [0, 1, 2],
    seconds: 20,
  })),
);

// boardpath web serves until it is stopped: a good port is served, and ended by SIGTERM.
const WEB_CASES = ABSURD.map((value) => ({
  name: `options: web --port ${JSON.stringify(value).slice(0, 24)}`,
  args: ['web', '--port', value, '--no-open'],
  exits: [0, 2, 143],
  signal: { name: 'SIGTERM', after: 2000 },
  signals: ['SIGTERM'],
  seconds: 10,
}));

// A closed list given something else: a choice that is almost one, a number, an empty word.
const CHOICES = [
  ['snakes', 'classic', '--format'],
  ['snakes', 'classic', '--method'],
  ['snakes', 'classic', '--end'],
  ['snakes', 'classic', '--analyze', '--threads'],
  ['maze', 'open5.txt', '--moves'],
  ['maze', 'open5.txt', '--format'],
  ['maze', 'open5.txt', '--open'],
  ['maze', 'open5.txt', '--count', '--threads'],
  ['tokens', 'tokens4.txt', '--method'],
  ['tokens', 'tokens4.txt', '--threads'],
  ['tokens', 'tokens4.txt', '--format'],
  ['generate', 'maze', '--seed', 's', '--style'],
  ['generate', 'maze', '--seed', 's', '--format'],
  ['judge', 'maze', '--seed', 's', '--mode'],
  ['judge', 'maze', '--seed', 's', '--format'],
  ['design', '--mean', '40', '--time', '1', '--end'],
];
const CHOICE_CASES = CHOICES.flatMap((args) =>
  ['AUTO', '4 ', '-1', ''].map((value) => ({
    name: `options: ${args.filter((arg) => arg.startsWith('--')).join(' ')} ${JSON.stringify(value)}`,
    args: withValue(args, value),
    exits: [2],
    seconds: 20,
  })),
);

// Options that make no sense together, given twice, or cut short.
const MISUSE_CASES = [
  ['snakes', 'classic', '--faces'],
  ['snakes', 'classic', '--faces', '6', '--faces', '7'],
  ['snakes', 'classic', '--threads', '2'],
  ['snakes', 'classic', '--format', 'moves'],
  ['snakes', 'classic', 'extra-argument'],
  ['maze'],
  ['maze', 'open5.txt', '--all', '--count'],
  ['maze', 'open5.txt', '--first', '--all', '--count', '--levels'],
  ['maze', 'open5.txt', '--limit', '3'],
  ['maze', 'open5.txt', '--start', '9,9'],
  ['maze', 'open5.txt', '--start', '0,0', '--goal', '0,0'],
  ['tokens'],
  ['tokens', 'tokens4.txt', '--red', '0,0', '--blue', '0,0'],
  ['tokens', 'tokens4.txt', '--red', '4,4'],
  ['generate'],
  ['generate', 'chess'],
  ['generate', 'snakes', '--size', '5', '--squares', '30'],
  ['generate', 'maze', '--unique', '--paths', '3'],
  ['judge'],
  ['judge', 'snakes'],
  ['judge', 'chess', '--', 'true'],
  ['judge', 'snakes', '--solution', 'x.py', '--', 'true'],
  ['design', '--size', '5', '--squares', '30'],
  ['design', '--fair', '0.1', '--players', '1'],
  ['help', 'chess'],
  ['chess'],
  ['--max-memory', '1MB'],
  ['-x'],
  ['--', 'snakes'],
].map((args) => ({
  name: `options: misuse ${JSON.stringify(args.join(' '))}`,
  args,
  exits: [0, 1, 2],
  seconds: 20,
}));

// Each search at limits from a megabyte to the default: an answer, or a refusal that comes as
// soon at a megabyte as at a gigabyte, never a peak past the limit.
const SEARCHES = [
  ['snakes', 'board1e5.json'],
  ['snakes', 'board1e5.json', '--method', 'squares'],
  ['snakes', 'board1e5.json', '--method', 'levels'],
  ['snakes', 'board1e5.json', '--method', 'runs'],
  ['snakes', 'board1e5.json', '--analyze'],
  ['snakes', 'board1e5.json', '--players', '4', '--json'],
  ['snakes', 'board1e5.json', '--levels'],
  ['snakes', 'classic', '--exact', '--faces', '12'],
  ['snakes', 'classic', '--importance'],
  ['snakes', 'classic', '--analyze', '--end', 'bounce', '--players', '1000'],
  ['maze', 'maze1000.txt'],
  ['maze', 'maze1000.txt', '--moves', '8', '--json'],
  ['maze', 'maze1000.txt', '--levels'],
  ['maze', 'maze1000.txt', '--first'],
  ['maze', 'open7.txt', '--count'],
  ['maze', 'open7.txt', '--all', '--limit', '1000'],
  ['tokens', 'tokens40.txt'],
  ['tokens', 'tokens40.txt', '--alternate'],
  ['tokens', 'tokens40.txt', '--method', 'queue'],
  ['tokens', 'tokens40.txt', '--levels'],
  ['generate', 'maze', '--size', '300x300', '--seed', 's'],
  ['generate', 'tokens', '--size', '8x8', '--seed', 's', '--budget', '2s'],
  ['design', '--mean', '40', '--time', '1'],
];
const LIMIT_CASES = SEARCHES.flatMap((args) =>
  ['1MB', '2MB', '16MB', '128MB', null].map((limit) => ({
    name: `limits: ${args.join(' ')}, ${limit ?? 'default limit'}`,
    args: limit ? [...args, '--max-memory', limit] : args,
    exits: [0, 1, 2],
    seconds: 60,
  })),
);

/** The cases of options and limits. */
export const OPTION_CASES = [...NUMBER_CASES, ...WEB_CASES, ...CHOICE_CASES, ...MISUSE_CASES, ...LIMIT_CASES];
