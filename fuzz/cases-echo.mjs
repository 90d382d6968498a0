// Cases of the hostile battery: text that drives or reorders a terminal (escape sequences, C1
// controls, DEL, bidirectional overrides and isolates, line separators) in every place a command
// echoes: file names, option values, unknown words, a board's name and keys, a pasted answer, the
// text of a mistake, the judge's program and its output, a generator's seed. Nothing of it may reach
// either stream raw; the watchdog looks at every byte.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';

/** Three kinds of text a terminal obeys. */
export const EVIL = {
  escapes: '\u001b]0;owned\u0007\u001b[2J\u001b[31mred',
  bidi: 'a\u202eb\u2066c\u2069d\u2028e\u061cf\u200fg',
  c1: 'h\u009b31mi\u009dj\u007fk\u0085l',
};

// A name safe for a file, made of one kind (a newline cannot end a file's name on every system).
const fileName = (kind) => `${EVIL[kind].replaceAll('/', '_')}.txt`;

/** The files these cases read. */
export const ECHO_MAKERS = {
  ...Object.fromEntries(
    Object.keys(EVIL).flatMap((kind) => [
      [
        `named-snakes-${kind}.json`,
        (path) => writeFileSync(path, JSON.stringify({ squares: 30, name: EVIL[kind] })),
      ],
      [
        `key-snakes-${kind}.json`,
        (path) => writeFileSync(path, `{"squares": 30, ${JSON.stringify(EVIL[kind])}: 1}`),
      ],
      [
        `answer-snakes-${kind}.txt`,
        (path) => writeFileSync(path, `Example 1:\nInput: board = [[-1,-1],[-1,3]]\nOutput: ${EVIL[kind]}\n`),
      ],
      [`answer-maze-${kind}.txt`, (path) => writeFileSync(path, `[[1,1],[0,1]]\nOutput: ${EVIL[kind]}\n`)],
      [
        `answer-tokens-${kind}.txt`,
        (path) => writeFileSync(path, `grid = [[1, 2], [2, 1]]  # Output: ${EVIL[kind]}\n`),
      ],
      [
        `bad-snakes-${kind}.json`,
        (path) => writeFileSync(path, `{"squares": 30, "ladders": {"2": "${EVIL[kind]}"}}`),
      ],
      [`bad-maze-${kind}.txt`, (path) => writeFileSync(path, `1 1 0\n1 ${EVIL[kind]} 1\n0 1 1\n`)],
      [`bad-tokens-${kind}.txt`, (path) => writeFileSync(path, `2\n1 ${EVIL[kind]}\n2 1\n`)],
      [`raw-snakes-${kind}.txt`, (path) => writeFileSync(path, `${EVIL[kind]}[[-1,-1],[-1,3]]`)],
      [
        `code-maze-${kind}.py`,
        (path) =>
          writeFileSync(
            path,
            `# ${EVIL[kind]}\nmaze = [[1, 1], [0, 1]]  # ${EVIL[kind]}\nprint("${EVIL[kind]}")\n`,
          ),
      ],
      [
        `json-maze-${kind}.json`,
        (path) => writeFileSync(path, `{"grid": [[1, 1], [0, 1]], ${JSON.stringify(EVIL[kind])}: 2}`),
      ],
      [fileName(kind), (path) => writeFileSync(path, '{"squares": 30}')],
      [`bad-${fileName(kind)}`, (path) => writeFileSync(path, '{"squares": "x"}')],
      [
        `program-${kind}.sh`,
        (path) => {
          // Prints the escapes on both streams, as its answer and as its complaint.
          writeFileSync(
            path,
            `#!/bin/sh\nprintf '%s\\n' '${EVIL[kind].replaceAll("'", '')}'\nprintf '%s\\n' '${EVIL[kind].replaceAll("'", '')}' >&2\nexit 3\n`,
          );
          chmodSync(path, 0o755);
        },
      ],
      [
        `solution-${kind}.py`,
        (path) =>
          writeFileSync(
            path,
            `def snakesAndLadders(board):\n    print(${JSON.stringify(EVIL[kind])})\n    raise ValueError(${JSON.stringify(EVIL[kind])})\n`,
          ),
      ],
    ]),
  ),
  'tokens2.txt': (path) => writeFileSync(path, '2\n1 2\n2 1\n'),
  'maze2.txt': (path) => writeFileSync(path, '1 1\n0 1\n'),
  'out-dir': (path) => mkdirSync(path, { recursive: true }),
};

// The places an option's value is echoed when it is refused (or shown when it is taken).
const OPTION_PLACES = [
  ['snakes', 'classic', '--format'],
  ['snakes', 'classic', '--method'],
  ['snakes', 'classic', '--end'],
  ['snakes', 'classic', '--faces'],
  ['snakes', 'classic', '--players'],
  ['snakes', 'classic', '--budget'],
  ['snakes', 'classic', '--expect'],
  ['snakes', 'classic', '--max-memory'],
  ['maze', 'maze2.txt', '--moves'],
  ['maze', 'maze2.txt', '--goal'],
  ['maze', 'maze2.txt', '--open'],
  ['maze', 'maze2.txt', '--all', '--limit'],
  ['maze', 'maze2.txt', '--expect'],
  ['maze', 'maze2.txt', '--count', '--threads'],
  ['tokens', 'tokens2.txt', '--red'],
  ['tokens', 'tokens2.txt', '--blue'],
  ['tokens', 'tokens2.txt', '--method'],
  ['tokens', 'tokens2.txt', '--expect'],
  ['generate', 'snakes', '--size'],
  ['generate', 'snakes', '--ladders'],
  ['generate', 'snakes', '--budget'],
  ['generate', 'snakes', '--seed'],
  ['generate', 'snakes', '--seed', 'x', '--json', '--squares', '30', '--format', 'moves', '--seed'],
  ['generate', 'maze', '--size'],
  ['generate', 'maze', '--walls'],
  ['generate', 'maze', '--style'],
  ['generate', 'tokens', '--labels'],
  ['generate', 'tokens', '--seed', 'x', '--sheet', '/dev/null', '--seed'],
  ['judge', 'snakes', '--mode'],
  ['judge', 'snakes', '--size'],
  ['judge', 'snakes', '--time-limit'],
  ['judge', 'snakes', '--no-save', '--no-shrink', '--seed'],
  ['design', '--time', '1', '--mean'],
  ['design', '--time', '1', '--within'],
  ['design', '--mean', '40', '--time', '1', '--tol'],
  ['design', '--mean', '40', '--time', '1', '--seed'],
  ['web', '--no-open', '--port'],
];

const OPTION_CASES = OPTION_PLACES.flatMap((args) =>
  Object.entries(EVIL).map(([kind, text]) => ({
    name: `echo: ${args.filter((arg) => arg.startsWith('--')).join(' ')} ${kind}`,
    // The judge runs a program that answers nothing: its first board fails at once.
    args: args[0] === 'judge' ? [...args, text, '--', 'true'] : [...args, text],
    exits: [0, 1, 2],
    seconds: 20,
  })),
);

// Words the command does not know, and files that are not there: echoed in the refusal.
const WORD_CASES = Object.entries(EVIL).flatMap(([kind, text]) => [
  { name: `echo: an unknown command, ${kind}`, args: [text], exits: [2] },
  { name: `echo: help of an unknown command, ${kind}`, args: ['help', text], exits: [2] },
  { name: `echo: an unknown puzzle to generate, ${kind}`, args: ['generate', text], exits: [2] },
  { name: `echo: an unknown puzzle to judge, ${kind}`, args: ['judge', text, '--', 'true'], exits: [2] },
  { name: `echo: an unknown option, ${kind}`, args: ['snakes', 'classic', `--${text}`], exits: [2] },
  {
    name: `echo: an unknown option of generate, ${kind}`,
    args: ['generate', 'maze', `--${text}`],
    exits: [2],
  },
  { name: `echo: an extra argument, ${kind}`, args: ['maze', 'maze2.txt', text], exits: [2] },
  ...['snakes', 'maze', 'tokens'].map((puzzle) => ({
    name: `echo: ${puzzle} on a missing file, ${kind}`,
    args: [puzzle, `./${text}.txt`],
    exits: [2],
  })),
  { name: `echo: snakes on a file so named, ${kind}`, args: ['snakes', fileName(kind)], exits: [0] },
  {
    name: `echo: snakes --json on a file so named, ${kind}`,
    args: ['snakes', fileName(kind), '--json'],
    exits: [0],
  },
  {
    name: `echo: a bad board in a file so named, ${kind}`,
    args: ['snakes', `bad-${fileName(kind)}`],
    exits: [2],
  },
  {
    name: `echo: judge --solution missing, ${kind}`,
    args: ['judge', 'snakes', '--solution', `${text}.py`],
    exits: [2],
  },
  {
    name: `echo: judge --save to a missing folder, ${kind}`,
    args: ['judge', 'snakes', '--seed', 's', '--no-shrink', '--save', `${text}/x/f.json`, '--', 'true'],
    exits: [1, 2, 74],
  },
  {
    name: `echo: generate --out in a file, ${kind}`,
    args: ['generate', 'maze', '--seed', 's', '--out', `maze2.txt/${text}`],
    exits: [2, 74],
  },
  {
    name: `echo: generate --sheet in a missing folder, ${kind}`,
    args: ['generate', 'maze', '--seed', 's', '--sheet', `${text}/x/s.html`],
    exits: [2, 74],
  },
  {
    name: `echo: generate --out, files so named, ${kind}`,
    args: ['generate', 'tokens', '--seed', text, '--count', '2', '--out', 'out-dir'],
    exits: [0],
  },
]);

// Text from the input echoed: a board's name and keys, the answer a paste gives, the place and the
// character of a mistake, code around a board.
const INPUT_CASES = Object.keys(EVIL).flatMap((kind) => [
  { name: `echo: a board named so, ${kind}`, args: ['snakes', `named-snakes-${kind}.json`], exits: [0] },
  {
    name: `echo: a board named so, --json, ${kind}`,
    args: ['snakes', `named-snakes-${kind}.json`, '--json'],
    exits: [0],
  },
  {
    name: `echo: a board named so, --analyze, ${kind}`,
    args: ['snakes', `named-snakes-${kind}.json`, '--analyze'],
    exits: [0],
  },
  {
    name: `echo: an unknown key so written, ${kind}`,
    args: ['snakes', `key-snakes-${kind}.json`],
    exits: [2],
  },
  {
    name: `echo: a maze object with such a key, ${kind}`,
    args: ['maze', `json-maze-${kind}.json`],
    exits: [0, 2],
  },
  {
    name: `echo: snakes, a pasted answer so written, ${kind}`,
    args: ['snakes', `answer-snakes-${kind}.txt`],
    exits: [0, 1],
  },
  {
    name: `echo: snakes, a pasted answer, --json, ${kind}`,
    args: ['snakes', `answer-snakes-${kind}.txt`, '--json'],
    exits: [0, 1],
  },
  {
    name: `echo: maze, a pasted answer so written, ${kind}`,
    args: ['maze', `answer-maze-${kind}.txt`],
    exits: [0, 1],
  },
  {
    name: `echo: tokens, a pasted answer so written, ${kind}`,
    args: ['tokens', `answer-tokens-${kind}.txt`],
    exits: [0, 1],
  },
  { name: `echo: a jump to such a square, ${kind}`, args: ['snakes', `bad-snakes-${kind}.json`], exits: [2] },
  { name: `echo: a maze cell so written, ${kind}`, args: ['maze', `bad-maze-${kind}.txt`], exits: [2] },
  {
    name: `echo: a tokens label so written, ${kind}`,
    args: ['tokens', `bad-tokens-${kind}.txt`],
    exits: [2],
  },
  {
    name: `echo: a board after such text, ${kind}`,
    args: ['snakes', `raw-snakes-${kind}.txt`],
    exits: [0, 2],
  },
  {
    name: `echo: a maze in code with such comments, ${kind}`,
    args: ['maze', `code-maze-${kind}.py`],
    exits: [0, 2],
  },
  {
    name: `echo: such text on standard input, ${kind}`,
    args: ['tokens', '-'],
    input: `${EVIL[kind]}\n`,
    exits: [2],
  },
  {
    name: `echo: such text after a board on standard input, ${kind}`,
    args: ['maze', '-'],
    input: `1 1\n0 1\n${EVIL[kind]}\n`,
    exits: [0, 2],
  },
]);

// The judge's programs: what they print on either stream, and their own names.
const JUDGE_CASES = Object.keys(EVIL).flatMap((kind) => [
  {
    name: `echo: judge, a program that prints so, ${kind}`,
    args: ['judge', 'snakes', '--seed', 's', '--no-save', '--shrink-time', '2', '--', `./program-${kind}.sh`],
    exits: [1],
    files: [`program-${kind}.sh`],
  },
  {
    name: `echo: judge --json, a program that prints so, ${kind}`,
    args: [
      'judge',
      'maze',
      '--seed',
      's',
      '--no-save',
      '--no-shrink',
      '--json',
      '--',
      `./program-${kind}.sh`,
    ],
    exits: [1],
    files: [`program-${kind}.sh`],
  },
  {
    name: `echo: judge, a program of such a name, ${kind}`,
    args: ['judge', 'tokens', '--seed', 's', '--no-save', '--no-shrink', '--', `./${EVIL[kind]}`],
    exits: [1, 2],
  },
  {
    name: `echo: judge, a Python solution that prints and raises so, ${kind}`,
    args: ['judge', 'snakes', '--seed', 's', '--no-save', '--no-shrink', '--solution', `solution-${kind}.py`],
    exits: [1, 2],
    seconds: 30,
  },
]);

/** The cases of echoed text. */
export const ECHO_CASES = [...OPTION_CASES, ...WORD_CASES, ...INPUT_CASES, ...JUDGE_CASES].map(
  (testCase) => ({
    seconds: 20,
    ...testCase,
  }),
);
