// Cases of the hostile battery: the judge, generate and design held as the solvers are. Nothing
// written through a link or over a file the same command wrote; no process and no temporary folder
// left, whatever the judged program does to leave its group and whatever signal comes; every user
// file looked at before it is read; the compilers and drivers within their memory; the library's
// long functions refusing what cannot be read and bounded; a figure that is only a bound marked so;
// a board piped to a puzzle command answered as the same board in a file. Each compares what it can
// with a reference: the file left as it was, the answer of the same board given another way, the
// same output run after run.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { survivors } from './watchdog.mjs';

const BIN = fileURLToPath(new URL('../bin/boardpath.js', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../fixtures/judge/', import.meta.url));
const LIBRARY = fileURLToPath(new URL('../dist/index.js', import.meta.url));
const NODE_LIBRARY = fileURLToPath(new URL('../dist/node.js', import.meta.url));

// Boards whose answers are known (and checked against the same board given as a file).
const BOARD = '{"squares": 30, "ladders": {"3": 22, "5": 8}, "snakes": {"27": 1}}';
const MAZE = '1 0 0 0\n1 1 0 1\n0 1 0 0\n1 1 1 1\n';
const TOKENS = '4\n1 2 4 3\n3 4 1 2\n3 1 2 3\n2 3 1 2\n';

/** The files these cases read. */
export const LIMITS_MAKERS = {
  'limits-board.json': (path) => writeFileSync(path, BOARD),
  'limits-maze.txt': (path) => writeFileSync(path, MAZE),
  'limits-tokens.txt': (path) => writeFileSync(path, TOKENS),
  'limits-open12.txt': (path) => writeFileSync(path, ('1'.repeat(12) + '\n').repeat(12)),
  'limits-zero.py': (path) => symlinkSync('/dev/zero', path),
  'limits-urandom.js': (path) => symlinkSync('/dev/urandom', path),
  'limits-fifo.py': (path) => execFileSync('mkfifo', [path]),
  'limits-huge.cpp': (path) => {
    closeSync(openSync(path, 'w'));
    truncateSync(path, 1900 * 2 ** 20);
  },
  'limits-include-zero.cpp': (path) =>
    writeFileSync(
      path,
      '#include "/dev/zero"\nclass Solution { public: int snakesAndLadders(vector<vector<int>>& b) { return 0; } };\n',
    ),
  'limits-grows.js': (path) =>
    writeFileSync(
      path,
      'function snakesAndLadders(board) {\n  const kept = [];\n  for (let i = 0; i < 16; i++) kept.push(new Uint8Array(1e8).fill(1));\n  return kept.length;\n}\n',
    ),
  'limits-recursion.py': (path) =>
    writeFileSync(
      path,
      'def snakesAndLadders(board):\n    def f(n):\n        return f(n + 1)\n    return f(0)\n',
    ),
  'limits-daemon.py': (path) =>
    writeFileSync(
      path,
      'import os, time\nif os.fork() == 0:\n    os.setsid()\n    if os.fork() == 0:\n        os.execvp("sleep", ["sleep", "61.03"])\n    os._exit(0)\nprint(5)\n',
    ),
  // Each process starts the next, leaves its session and exits: a chain faster than one look.
  'limits-chain.py': (path) =>
    writeFileSync(
      path,
      'import os, sys, time\nprint(5, flush=True)\nend = time.time() + 8\nwhile time.time() < end:\n    if os.fork() > 0:\n        os._exit(0)\n    os.setsid()\n',
    ),
};

// A folder of the case's own, made afresh.
function place(folder, name) {
  const path = join(folder, `limits-${name}`);
  rmSync(path, { recursive: true, force: true });
  mkdirSync(path, { recursive: true });
  return path;
}

// The problems of a file that should still hold `text`.
const unchanged = (path, text) =>
  existsSync(path) && readFileSync(path, 'utf8') === text ? [] : [`${path} was written over`];

// The problems of a folder that should be empty (a temporary folder's parent).
const emptied = (path) => {
  const left = existsSync(path) ? readdirSync(path) : [];
  return left.length === 0 ? [] : [`left in the temporary folder: ${left.join(', ')}`];
};

// The problems of processes still running that hold `word` in their command line (killed then).
const noneLeft = (word) => {
  const left = survivors(word);
  for (const pid of left) process.kill(pid, 'SIGKILL');
  return left.length === 0 ? [] : [`${left.length} process(es) holding ${word} left running`];
};

// The processes whose environment names `path` (the judge's compilers and drivers in a TMPDIR).
const holding = (path) => {
  const found = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${name}/environ`, 'latin1').includes(path)) found.push(Number(name));
    } catch {
      // gone meanwhile, or another user's
    }
  }
  for (const pid of found) process.kill(pid, 'SIGKILL');
  return found.length === 0 ? [] : [`${found.length} process(es) of the judge left running`];
};

// What `boardpath ARGS` prints, run now (a reference for the case's own output).
const boardpath = (args, cwd) =>
  spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });

// Writes: a planted link, a worksheet over a board, an interrupt in the middle of a write.
const WRITES = [
  {
    name: 'held: judge saves no board through a link planted where it saves',
    setup: (folder) => {
      const cwd = place(folder, 'judge-link');
      writeFileSync(join(cwd, 'victim'), 'precious\n');
      symlinkSync(join(cwd, 'victim'), join(cwd, 'boardpath-failing.json'));
      return { cwd };
    },
    args: ['judge', 'snakes', '--cases', '1', '--seed', 's', '--no-shrink', '--', 'echo', '999'],
    exits: [1],
    answer: /\nnot saved: boardpath-failing\.json: a symbolic link, not written through/,
    check: ({ cwd }) => unchanged(join(cwd, 'victim'), 'precious\n'),
    quick: true,
  },
  {
    name: 'held: judge --json says on stderr that the board was not saved',
    setup: (folder) => ({ cwd: place(folder, 'judge-json-save') }),
    args: [
      'judge',
      'snakes',
      '--cases',
      '1',
      '--seed',
      's',
      '--no-shrink',
      '--json',
      '--save',
      'no/such/f.json',
      '--',
      'echo',
      '999',
    ],
    exits: [1],
    message:
      /^boardpath: the failing board was not saved: cannot write no\/such\/f\.json: no such file or directory/,
    check: ({ stdout }) => (JSON.parse(stdout).saved === null ? [] : ['saved is not null']),
  },
  ...[
    ['1.json', ['--count', '2']],
    ['answers.json', ['--count', '2']],
  ].map(([link, more]) => ({
    name: `held: generate --out refuses a link planted at out/${link}`,
    setup: (folder) => {
      const cwd = place(folder, `out-${link}`);
      mkdirSync(join(cwd, 'out'));
      writeFileSync(join(cwd, 'victim'), 'precious\n');
      symlinkSync(join(cwd, 'victim'), join(cwd, 'out', link));
      return { cwd };
    },
    args: ['generate', 'snakes', '--seed', 's', '--out', 'out', ...more],
    exits: [2],
    partial: true,
    message: new RegExp(`^boardpath: out/${link.replace('.', '\\.')}: a symbolic link, not written through`),
    check: ({ cwd }) => unchanged(join(cwd, 'victim'), 'precious\n'),
  })),
  {
    name: 'held: generate --out out --sheet out/1.json is refused before any board',
    setup: (folder) => ({ cwd: place(folder, 'sheet-clash') }),
    args: ['generate', 'snakes', '--seed', 's', '--count', '2', '--out', 'out', '--sheet', 'out/1.json'],
    exits: [2],
    message: /^boardpath: --sheet out\/1\.json is where --out writes board 1: name another file/,
    check: ({ cwd }) => (existsSync(join(cwd, 'out')) ? ['out/ was made'] : []),
    quick: true,
  },
  ...['SIGINT', 'SIGTERM', 'SIGHUP'].map((signal, round) => ({
    name: `held: generate --out interrupted by ${signal} leaves every board whole`,
    setup: (folder) => ({ cwd: place(folder, `interrupted-${signal}`) }),
    args: ['generate', 'maze', '--size', '12x12', '--count', '100000', '--seed', `i${round}`, '--out', 'out'],
    signal: { name: signal, after: 1500 + 200 * round },
    signals: [signal],
    exits: [],
    partial: true,
    check: ({ cwd }) => {
      const out = join(cwd, 'out');
      const files = existsSync(out) ? readdirSync(out) : [];
      const problems = files.filter((name) => !/^\d+\.txt$/.test(name)).map((name) => `${name} left`);
      for (const name of files.filter((file) => /^\d+\.txt$/.test(file))) {
        const lines = readFileSync(join(out, name), 'utf8').split('\n');
        if (lines.length !== 13 || lines[12] !== '') problems.push(`${name} is not a whole 12×12 maze`);
      }
      return files.length === 0 ? ['no board written before the signal'] : problems;
    },
    seconds: 20,
  })),
];

// Programs that leave their process group: every one of them ended with the judge's run.
const PROGRAMS = [
  ['setsid', ['sh', '-c', 'setsid sleep 61.01 & echo 5'], 'sleep 61.01'],
  ['a double fork', ['sh', '-c', '(setsid sh -c "sleep 61.02 &" &); echo 5'], 'sleep 61.02'],
  ['a daemon in Python', ['python3', 'limits-daemon.py'], 'sleep 61.03'],
  ['a chain forking as fast as it can', ['python3', 'limits-chain.py'], 'limits-chain.py'],
].map(([what, program, word]) => ({
  name: `held: judge leaves nothing of a program that leaves its group: ${what}`,
  args: [
    'judge',
    'snakes',
    '--cases',
    '3',
    '--jobs',
    '2',
    '--seed',
    's',
    '--no-save',
    '--no-shrink',
    '--',
    ...program,
  ],
  files: program.filter((arg) => arg.startsWith('limits-')),
  exits: [1],
  check: () => noneLeft(word),
  seconds: 30,
  quick: what === 'setsid',
}));

// Signals while a program is being started: the handlers are there before the first one.
const SPAWNING = [
  ['SIGTERM', 80],
  ['SIGHUP', 200],
  ['SIGINT', 120],
  ['SIGTERM', 400],
].map(([signal, after]) => ({
  name: `held: judge ${signal} after ${after} ms, as programs start, leaves none running`,
  args: ['judge', 'snakes', '--jobs', '4', '--no-save', '--', 'sh', '-c', 'setsid sleep 61.04 & sleep 61.04'],
  signal: { name: signal, after },
  signals: [signal],
  exits: [0, 1, 130, 129, 143],
  partial: true,
  check: () => noneLeft('sleep 61.04'),
  seconds: 20,
}));

// Solution files in every language, a signal while compiled or judged: no folder, no process left.
const SOLUTIONS = [
  ['snakes_correct.py', 'SIGTERM'],
  ['snakes_correct.js', 'SIGHUP'],
  ['snakes_correct.py', 'SIGINT'],
  ['snakes_correct.cpp', 'SIGINT'],
  ['snakes_correct.cpp', 'SIGTERM'],
  ['snakes_correct.java', 'SIGHUP'],
  ['snakes_correct.java', 'SIGINT'],
].map(([file, signal]) => ({
  name: `held: judge --solution ${file}, ${signal} after 1.5 s, leaves no temporary folder`,
  setup: (folder) => ({ env: { TMPDIR: place(folder, `tmp-${file}-${signal}`) } }),
  args: ['judge', 'snakes', '--cases', '100000', '--no-save', '--solution', join(FIXTURES, file)],
  signal: { name: signal, after: 1500 },
  signals: [signal],
  exits: [],
  partial: true,
  check: ({ folder }) => {
    const tmp = join(folder, `limits-tmp-${file}-${signal}`);
    return [...emptied(tmp), ...holding(tmp)];
  },
  seconds: 60,
}));

// User files looked at before they are read; compilers and drivers within their memory.
const READS = [
  ['limits-zero.py', /cannot read the solution: it is a device, not a file$/],
  ['limits-urandom.js', /cannot read the solution: it is a device, not a file$/],
  ['limits-fifo.py', /cannot read the solution: it is a named pipe, not a file$/],
  ['limits-huge.cpp', /a solution file of over 1 MB is not a solution$/],
].map(([file, message]) => ({
  name: `held: judge --solution ${file.replace('limits-', '')} refused before it is read`,
  args: ['judge', 'snakes', '--cases', '1', '--no-save', '--solution', file],
  exits: [2],
  message,
  seconds: 10,
  peakMB: 150,
  quick: file === 'limits-zero.py',
}));

const DRIVERS = [
  {
    name: 'held: judge a C++ file that includes /dev/zero: its compiler held to 1 GB',
    setup: (folder) => ({ env: { TMPDIR: place(folder, 'tmp-include') } }),
    args: ['judge', 'snakes', '--cases', '1', '--no-save', '--solution', 'limits-include-zero.cpp'],
    exits: [2],
    message: /it does not compile within 1 GB of memory/,
    check: ({ folder }) => emptied(join(folder, 'limits-tmp-include')),
    seconds: 60,
  },
  {
    name: 'held: judge a JavaScript solution that takes 1.6 GB: stopped at 1 GB, a crash',
    args: [
      'judge',
      'snakes',
      '--cases',
      '1',
      '--no-save',
      '--no-shrink',
      '--time-limit',
      '20',
      '--solution',
      'limits-grows.js',
    ],
    exits: [1],
    answer:
      /case 1 fails with a crash[\s\S]*got: +\(nothing\), then (it raised RangeError: Array buffer allocation failed|.*it took more than 1 GB of memory)/,
    seconds: 60,
  },
  {
    name: 'held: judge an endless recursion in Python: a crash, not a time-out',
    args: [
      'judge',
      'snakes',
      '--cases',
      '1',
      '--no-save',
      '--no-shrink',
      '--time-limit',
      '20',
      '--solution',
      'limits-recursion.py',
    ],
    exits: [1],
    answer: /case 1 fails with a crash[\s\S]*RecursionError: maximum recursion depth exceeded \(line 3\)/,
    seconds: 60,
  },
  ...[
    ['/nonexistent/boardpath', 'no such folder'],
    [BIN, 'it is not a folder'],
  ].map(([tmp, why]) => ({
    name: `held: judge with TMPDIR ${why}: one line`,
    args: ['judge', 'snakes', '--cases', '1', '--solution', join(FIXTURES, 'snakes_correct.py')],
    env: { TMPDIR: tmp },
    exits: [2],
    message: new RegExp(`^boardpath: cannot make a folder for the solution's driver in .*: ${why}`),
    quick: why === 'no such folder',
  })),
  {
    name: 'held: judge --jobs 40: no warning of the runtime',
    args: [
      'judge',
      'snakes',
      '--cases',
      '80',
      '--jobs',
      '40',
      '--seed',
      's',
      '--no-save',
      '--no-shrink',
      '--',
      'true',
    ],
    exits: [1],
    check: ({ stderr }) => (stderr === '' ? [] : ['something on stderr']),
  },
  ...[
    ['judge', 'snakes', '--cases', '1', '--seed', 'x'.repeat(1001), '--', 'true'],
    ['design', '--mean', '40', '--seed', 'x'.repeat(1001)],
  ].map((args) => ({
    name: `held: ${args[0]} with a seed of 1,001 characters: said so`,
    args,
    exits: [2],
    message: /seed must be text of at most 1,000 characters, not "x+…"$/,
    quick: args[0] === 'design',
  })),
];

// generate and design within their limits, their figures honest.
const MAKING = [
  {
    name: 'held: generate --sheet of 60,000 squares at 64 MB: refused before it is drawn',
    args: [
      'generate',
      'snakes',
      '--squares',
      '60000',
      '--ladders',
      '0',
      '--snakes',
      '0',
      '--seed',
      'x',
      '--sheet',
      'limits-sheet.html',
      '--max-memory',
      '64MB',
    ],
    exits: [2],
    message:
      /^boardpath: a worksheet of 1 board such as these needs about \d+ MB to draw but the limit is 64 MB/,
    seconds: 30,
  },
  {
    name: 'held: generate --sheet of 200,000 squares at 64 MB: refused',
    args: [
      'generate',
      'snakes',
      '--squares',
      '200000',
      '--seed',
      'x',
      '--sheet',
      'limits-sheet2.html',
      '--max-memory',
      '64MB',
      '--budget',
      '20s',
    ],
    exits: [2],
    seconds: 60,
  },
  {
    name: 'held: generate maze 1500×1500 --budget 500ms stops near its budget',
    args: ['generate', 'maze', '--size', '1500x1500', '--budget', '500ms', '--seed', 'x'],
    exits: [2],
    message: /within the budget of 0\.5 s/,
    seconds: 10,
  },
  {
    name: 'held: design --time 0.001 stops near its time, its fairness a bound',
    args: [
      'design',
      '--squares',
      '400',
      '--faces',
      '2',
      '--snakes',
      '12',
      '--ladders',
      '0',
      '--mean',
      '1000000',
      '--fair',
      '0.01',
      '--time',
      '0.001',
    ],
    exits: [1],
    answer: /The time bound cut the search before its budget was spent/,
    seconds: 15,
  },
  {
    name: 'held: design on a game cut short: seats and fairness marked as bounds',
    args: [
      'design',
      '--squares',
      '400',
      '--faces',
      '2',
      '--snakes',
      '12',
      '--ladders',
      '0',
      '--mean',
      '1000000',
      '--fair',
      '0.01',
      '--budget',
      '1',
      '--json',
    ],
    exits: [1],
    check: ({ stdout }) => {
      const json = JSON.parse(stdout);
      const problems = [];
      if (json.figures.seatsBound !== true) problems.push('figures.seatsBound is not true');
      if (json.targets.fair.bound !== true) problems.push('targets.fair.bound is not true');
      if (json.targets.fair.met !== false) problems.push('a fairness met on bounds alone');
      if (json.search.cut !== 'budget') problems.push(`cut by ${json.search.cut}, not the budget`);
      return problems;
    },
    seconds: 60,
  },
  {
    name: 'held: design --seed S gives the same board run after run',
    args: ['design', '--mean', '45', '--sd', '3', '--budget', '3e7', '--seed', 'S', '--json'],
    exits: [1],
    check: ({ stdout }) => {
      const again = boardpath([
        'design',
        '--mean',
        '45',
        '--sd',
        '3',
        '--budget',
        '3e7',
        '--seed',
        'S',
        '--json',
      ]);
      return again.stdout === stdout ? [] : ['another board the second time'];
    },
    seconds: 60,
  },
];

// The library's long functions: options that cannot be read refused, the unbounded refused at once.
const LIBRARY_CALLS = [
  [
    'designRegion of 10^11 boards',
    `import { designRegion } from '${LIBRARY}';
     try { designRegion({ aims: 10000, boards: 1e7 }); } catch (e) { console.log(e.name, e.code); }`,
    /^BoardpathError E_WORK\n$/,
  ],
  [
    'designSnakes with a revoked progress',
    `import { designSnakes } from '${LIBRARY}';
     const r = Proxy.revocable(() => {}, {}); r.revoke();
     try { designSnakes({ mean: 1000, time: 2, progress: r.proxy }); } catch (e) { console.log(e.name, e.code); }`,
    /^BoardpathError E_USAGE\n$/,
  ],
  [
    'designSnakes with a signal revoked once read',
    `import { designSnakes } from '${LIBRARY}';
     let n = 0; const s = new AbortController().signal;
     const p = new Proxy(s, { get: (t, k) => { if (n++ > 3) throw new TypeError("Cannot perform 'get' on a proxy that has been revoked"); const v = Reflect.get(t, k, t); return typeof v === 'function' ? v.bind(t) : v; } });
     try { designSnakes({ mean: 1000, time: 1, signal: p }); console.log('searched'); } catch (e) { console.log(e.name, e.code); }`,
    /^(searched|BoardpathError E_USAGE)\n$/,
  ],
  [
    'judgeProgram with a signal that has no removeEventListener',
    `import { judgeProgram } from '${NODE_LIBRARY}';
     const report = await judgeProgram({ puzzle: 'snakes', command: ['echo', '999'], cases: 1, shrink: false, seed: 's', signal: { aborted: false, addEventListener() {} } });
     console.log(report.cases, report.passed, report.failure.kind);`,
    /^1 0 wrong\n$/,
  ],
  [
    'judgeProgram with a lying order',
    `import { judgeProgram } from '${NODE_LIBRARY}';
     const order = new Proxy(Object.freeze({ fewest: 3 }), { get: () => 7 });
     try { await judgeProgram({ puzzle: 'snakes', command: ['true'], cases: 1, generate: order }); } catch (e) { console.log(e.name, e.code); }`,
    /^BoardpathError E_USAGE\n$/,
  ],
].map(([what, code, answer]) => ({
  name: `held: library: ${what}`,
  args: [],
  command: ['NODE', '--input-type=module', '-e', code],
  exits: [0],
  answer,
  seconds: 30,
  quick: what.startsWith('designRegion'),
}));

// A board piped to a puzzle command given no file: the same answer as the board in a file.
const PIPED = [
  ['snakes', 'limits-board.json', BOARD, /Fewest throws: 3\b/],
  ['maze', 'limits-maze.txt', MAZE, /Shortest path: 6 steps/],
  ['tokens', 'limits-tokens.txt', TOKENS, /Fewest moves: 5\b/],
].map(([puzzle, file, text, answer]) => ({
  name: `held: ${puzzle} with a board piped and no file`,
  args: [puzzle],
  files: [file],
  input: text,
  exits: [0],
  answer,
  check: ({ folder, stdout }) => {
    const fromFile = boardpath([puzzle, join(folder, file)]).stdout;
    return stdout.replaceAll('<stdin>', join(folder, file)) === fromFile
      ? []
      : ['another answer than the file'];
  },
  quick: puzzle === 'snakes',
}));
PIPED.push({
  name: 'held: maze with nothing piped and no file: asks for one',
  args: ['maze'],
  exits: [2],
  message: /^boardpath: give a maze file, or - for standard input/,
});

// On a terminal, --all lists a screenful: the first 1,000 paths, and says how to have more.
const TERMINAL = [
  {
    name: 'held: maze --all on an open 12×12 maze at a terminal: 1,000 paths',
    args: [],
    files: ['limits-open12.txt'],
    command: ['script', '-qc', 'stty -onlcr; NODE BIN maze limits-open12.txt --all', '/dev/null'],
    exits: [0],
    check: ({ stdout }) => {
      const paths = stdout.split('\n').filter((line) => /^[DLRU]+$/.test(line));
      return paths.length === 1000 &&
        /\(1000 paths shown: stopped at 1,000, the default on a terminal; --limit k lists k\)/.test(stdout)
        ? []
        : [`${paths.length} paths listed`];
    },
    foreignMessage: true,
  },
];

/** The cases of the judge, generate and design held as the solvers are. */
export const LIMITS_CASES = [
  ...WRITES,
  ...PROGRAMS,
  ...SPAWNING,
  ...SOLUTIONS,
  ...READS,
  ...DRIVERS,
  ...MAKING,
  ...LIBRARY_CALLS,
  ...PIPED,
  ...TERMINAL,
].map((testCase) => ({ seconds: 20, ...testCase }));
