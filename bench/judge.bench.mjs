// The judge: a Python solution file judged through its driver (one process per job for all the
// boards), a command started once per board against the same command started bare on the same
// boards, and planted bugs found and shrunk. BOARDPATH_JUDGE_RUNS sets the runs of each timing
// (default 3; the medians are reported).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { familySource } from '../dist/judge/board-source.js';
import { programInput } from '../dist/judge/notation.js';
import { problemOf } from '../dist/judge/problem.js';
import { seededRandom } from '../dist/random.js';
import { judgeProgram } from '../dist/node.js';
import { bin, report, root } from './lib.mjs';

const runs = Number(process.env.BOARDPATH_JUDGE_RUNS ?? 3);
const fixture = (name) => join(root, 'fixtures', 'judge', name);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = () =>
  `load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`;
const dir = mkdtempSync(join(tmpdir(), 'boardpath-judge-bench-'));

// 1. A correct Python solution of LeetCode 909, 1,000 boards of 6×6 to 20×20, two jobs: the whole
// command as a user runs it, start-up and the drivers' loading included.
{
  const cases = 1000;
  const args = ['judge', 'snakes', '--solution', fixture('snakes_correct.py'), '--cases', String(cases)];
  args.push('--size', '6..20', '--seed', 'bench', '--jobs', '2', '--json');
  console.log(
    `  Python 909 solution file, ${cases} boards of 6×6 to 20×20, 2 jobs, median of ${runs}, ${load()}`,
  );
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const run = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
    times.push(performance.now() - started);
    const summary = JSON.parse(run.stdout);
    if (summary.passed !== cases) throw new Error(`the correct solution failed: ${run.stdout}`);
  }
  const ms = median(times);
  report('whole command', ms, 'ms');
  console.log(
    `  ${'cases per second'.padEnd(34)} ${((cases * 1000) / ms).toFixed(0).padStart(9)} /s  (target ≥ 500)`,
  );
}

// 2. A command run once per board: the judge against the same command started bare, on the same
// boards, two at a time, both in this process (no start-up on either side).
{
  const built = join(root, '.bench');
  mkdirSync(built, { recursive: true });
  const program = join(built, 'snakes-stdin');
  const made = spawnSync('g++', ['-O2', '-o', program, join(root, 'bench', 'textbook', 'snakes-stdin.cpp')]);
  const commands = [
    ...(made.status === 0 ? [['C++ program (bench/textbook/snakes-stdin.cpp)', [program]]] : []),
    ['Python program (fixtures/judge/snakes_stdin.py)', ['python3', fixture('snakes_stdin.py')]],
  ];
  const problem = problemOf({ puzzle: 'snakes', size: [6, 20] });
  const source = familySource(problem);
  const boards = (count) =>
    Array.from({ length: count }, (_, i) =>
      programInput(problem, source.board(seededRandom('spawn', 'case', i + 1), i + 1)),
    );
  for (const [name, argv] of commands) {
    const cases = argv[0] === program ? 600 : 60;
    const inputs = boards(cases);
    const bare = [];
    const judged = [];
    for (let i = 0; i < runs + 2; i++) {
      bare.push(await spawnEach(argv, inputs, 2));
      const started = performance.now();
      const result = await judgeProgram({
        puzzle: 'snakes',
        command: argv,
        cases,
        size: [6, 20],
        seed: 'spawn',
        jobs: 2,
      });
      judged.push(performance.now() - started);
      if (result.passed !== cases) throw new Error(`${name} failed a case`);
    }
    console.log(`  ${name}, ${cases} boards, 2 at a time, medians of ${runs + 2} alternated, ${load()}`);
    report('bare spawns', median(bare), 'ms');
    report('judged', median(judged), 'ms');
    console.log(
      `  ${'judged / bare'.padEnd(34)} ${(median(judged) / median(bare)).toFixed(2).padStart(9)} ×  (target ≤ 1.2)`,
    );
  }
}

// Starts `argv` once per input, `jobs` at a time, writes the input and reads the output to its end.
async function spawnEach(argv, inputs, jobs) {
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < inputs.length) {
      const input = inputs[next++];
      await new Promise((resolve, reject) => {
        const child = spawn(argv[0], argv.slice(1), { stdio: ['pipe', 'pipe', 'pipe'] });
        let out = '';
        child.stdout.setEncoding('utf8').on('data', (text) => (out += text));
        child.stderr.resume();
        child.on('error', reject);
        child.on('close', () => resolve(out));
        child.stdin.end(input);
      });
    }
  };
  await Promise.all(Array.from({ length: jobs }, worker));
  return performance.now() - started;
}

// 3. Planted bugs found and shrunk: the whole judge, from the first board to the smallest failing
// one (a C++ or Java file's compiling included), every planted bug of fixtures/judge/.
{
  // The Python file run as a command: the board read from standard input, once per board.
  const wrapper = join(dir, 'as-command.py');
  writeFileSync(
    wrapper,
    'import json, sys\nfrom typing import List\nfrom collections import deque\n' +
      'exec(open(sys.argv[1]).read())\nprint(Solution().snakesAndLadders(json.loads(sys.stdin.read())))\n',
  );
  const planted = [
    ['snakes', 'snakes_no_flip.py'],
    ['snakes', 'snakes_chained.py'],
    ['snakes', 'snakes_ladder_to_last.py'],
    ['snakes', 'snakes_last_square.py'],
    ['snakes', 'snakes_crash.py'],
    ['snakes', 'snakes_forever.py', 0.5],
    ['maze', 'maze_cells_no_up_right.py'],
    ['maze', 'maze_cells_depth_first.py'],
    ['maze', 'rat_long_paths_cut.py'],
    ['tokens', 'tokens_overlap.py'],
    ['snakes', 'snakes_no_flip.js'],
    ['snakes', 'snakes_landing_seen.js'],
    ['maze', 'maze_cells_blocked_goal.js'],
    ['maze', 'rat_no_left.js'],
    ['tokens', 'tokens_no_jump_over.js'],
    ['snakes', 'snakes_five_faces.cpp'],
    ['snakes', 'snakes_at_crash.cpp'],
    ['maze', 'maze_cells_no_down_left.cpp'],
    ['maze', 'maze_cells_every_path.cpp', 1],
    ['maze', 'rat_blocked_start.cpp'],
    ['tokens', 'tokens_taking_turns.cpp'],
    ['snakes', 'snakes_turn_from_top.java'],
    ['snakes', 'snakes_no_minus_one.java'],
    ['snakes', 'snakes_levels_forever.java', 1],
    ['maze', 'maze_cells_one_cell.java'],
    ['maze', 'rat_no_up.java'],
  ].map(([puzzle, file, timeLimit]) => [
    puzzle,
    { solution: fixture(file), ...(timeLimit && { timeLimit }) },
    `${file}${timeLimit ? ` (--time-limit ${timeLimit})` : ''}`,
  ]);
  planted.push([
    'snakes',
    { command: ['python3', wrapper, fixture('snakes_chained.py')] },
    'snakes_chained.py as a command, a process per board',
  ]);
  console.log(`  planted bugs, found and shrunk (seed bench, 2 jobs), ${load()}`);
  let slowest = 0;
  for (const [puzzle, program, bug] of planted) {
    const started = performance.now();
    const { failure } = await judgeProgram({ puzzle, ...program, seed: 'bench', jobs: 2 });
    const ms = performance.now() - started;
    slowest = Math.max(slowest, ms);
    const found = failure
      ? `case ${failure.case}, ${failure.kind}, ${failure.shrinks} shrinks to ${failure.size}`
      : 'NOT FOUND';
    report(bug, ms / 1000, 's', 10);
    console.log(`    ${found}`);
  }
  console.log(`  ${'slowest'.padEnd(34)} ${(slowest / 1000).toFixed(1).padStart(9)} s  (target < 10)`);
}

rmSync(dir, { recursive: true, force: true });
