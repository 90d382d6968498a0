// Runs the tests in parts, every part whatever the others gave, then prints how long each took and
// every failure of them all. Usage:
//   node scripts/test.mjs        (npm test) the prerequisites, the build if a source changed, lint
//                                and types (side by side), the unit tests less the slow ones with a
//                                tenth of each property test's runs, the browser tests
//   node scripts/test.mjs slow   (npm run test:slow) every unit test at full strength, the slow ones
//                                included, then the unit tests under Node 22 and 24
// The status is 1 when any part failed. Timings depend on the machine and its load: the summary
// gives the load average beside them.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'boardpath-test-'));
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');

/** A part: its name, the commands it runs one after the other, and where vitest reports as JSON. */
const node = (...args) => [process.execPath, ...args];
const vitestRun = (name, args, env = {}) => {
  const report = join(reports, `${name}.json`);
  return {
    command: node(
      vitest,
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ),
    report,
    env,
  };
};

/** Every property test at its full runs, whatever the environment asked for. */
const FULL = { BOARDPATH_PROPERTY_RUNS: '1' };

const PLANS = {
  test: [
    [{ name: 'prerequisites', commands: [{ command: node('scripts/prerequisites.mjs') }] }],
    [{ name: 'build', commands: [{ command: node('scripts/build-once.mjs', 'build', 'build:web') }] }],
    // Side by side: each keeps one core busy.
    [
      { name: 'lint', commands: [{ command: ['npm', 'run', '--silent', 'lint'] }] },
      {
        name: 'types',
        commands: [
          { command: node(tsc, '-p', 'tsconfig.json', '--noEmit') },
          { command: node(tsc, '-p', 'web/tsconfig.json') },
        ],
      },
    ],
    [
      {
        name: 'unit tests',
        commands: [vitestRun('unit', ['--tags-filter=!slow'], { BOARDPATH_PROPERTY_RUNS: '0.1' })],
      },
    ],
    [{ name: 'browser tests', commands: [vitestRun('browser', ['-c', 'vitest.e2e.config.ts'])] }],
  ],
  slow: [
    [{ name: 'prerequisites', commands: [{ command: node('scripts/prerequisites.mjs') }] }],
    [{ name: 'build', commands: [{ command: node('scripts/build-once.mjs', 'build', 'build:web') }] }],
    [{ name: 'unit tests, all', commands: [vitestRun('all', [], FULL)] }],
    [
      {
        name: 'Node 22 and 24',
        commands: [{ command: ['bash', 'scripts/test-node-versions.sh', '22', '24'] }],
      },
    ],
  ],
};

/** Runs a part's commands in order; its output goes to the terminal, or is kept to be shown at its end. */
async function runPart(part, shown) {
  const started = Date.now();
  let output = '';
  let ok = true;
  for (const { command, env } of part.commands) {
    const child = spawn(command[0], command.slice(1), {
      cwd: root,
      env: { ...process.env, ...env, ...(!shown && process.stdout.isTTY && { FORCE_COLOR: '1' }) },
      stdio: shown ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    if (!shown) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    const status = await new Promise((resolve) => {
      child.on('error', (error) => {
        output += `${command[0]}: ${error.message}\n`;
        resolve(1);
      });
      child.on('close', (code) => resolve(code ?? 1));
    });
    if (status !== 0) {
      ok = false;
      break;
    }
  }
  return { ...part, ok, seconds: (Date.now() - started) / 1000, output };
}

/** The failed tests of a vitest JSON report, as `file > test` lines, or null without a report. */
function failuresIn(report) {
  let data;
  try {
    data = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    return null;
  }
  const lines = [];
  for (const file of data.testResults) {
    const name = file.name.slice(root.length);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) lines.push(`${name} > ${test.fullName}`);
    if (failed.length === 0 && file.status === 'failed') lines.push(`${name}: ${firstLine(file.message)}`);
  }
  return { lines, passed: data.numPassedTests, failed: data.numFailedTests, skipped: data.numPendingTests };
}

const firstLine = (text) => String(text ?? 'failed').split('\n')[0];
const clock = (seconds) =>
  seconds < 60 ? `${seconds.toFixed(1)} s` : `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/**
 * The processor time, in seconds, of every process this one has started and seen end (Linux's
 * /proc; null elsewhere): unlike the time on the clock, it hardly depends on what else the machine
 * runs, so it tells what a part costs on a quiet machine.
 */
function childrenCpu() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100; // cutime, cstime: ticks of 1/100 s
  } catch {
    return null;
  }
}

const plan = PLANS[process.argv[2] ?? 'test'];
if (!plan) {
  console.error('usage: node scripts/test.mjs [slow]');
  process.exit(2);
}
const startLoad = load();
const started = Date.now();
const results = [];
for (const stage of plan) {
  // A part alone writes to the terminal as it goes; parts side by side, and the prerequisites (whose
  // few lines are said again at the end), are shown when they end.
  const live = stage.length === 1 && stage[0].name !== 'prerequisites';
  if (stage.length > 1) console.log(`\n== ${stage.map((part) => part.name).join(' and ')}, side by side`);
  const cpuBefore = childrenCpu();
  const done = await Promise.all(
    stage.map(async (part) => {
      if (live) console.log(`\n== ${part.name}`);
      const result = await runPart(part, live);
      if (!live)
        console.log(`\n== ${part.name} (${clock(result.seconds)})\n${result.output.trimEnd()}`.trimEnd());
      return result;
    }),
  );
  // Parts side by side share one figure: the processor time of the stage, on its first part.
  const cpuAfter = childrenCpu();
  if (cpuBefore !== null && cpuAfter !== null) done[0].cpu = cpuAfter - cpuBefore;
  if (done.length > 1) done[0].cpuOf = done.map((part) => part.name).join(' and ');
  results.push(...done);
}

const title = process.argv[2] === 'slow' ? 'npm run test:slow' : 'npm test';
console.log(`\n== ${title}: each part, its time on the clock and the processor time it took`);
const row = (name, clockTime, cpu, result) =>
  console.log(`${name.padEnd(16)} ${clockTime.padStart(12)} ${cpu.padStart(12)}  ${result}`);
row('part', 'clock', 'processor', 'result');
const failures = [];
for (const result of results) {
  const counts = result.commands.map((command) => command.report && failuresIn(command.report)).find(Boolean);
  const tests = counts
    ? `: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`
    : '';
  const shared = result.cpuOf ? ` (processor: ${result.cpuOf})` : '';
  const cpu = result.cpu === undefined ? '' : clock(result.cpu);
  row(result.name, clock(result.seconds), cpu, `${result.ok ? 'ok' : 'FAILED'}${tests}${shared}`);
  if (counts) failures.push(...counts.lines.map((line) => `${result.name}: ${line}`));
  else if (!result.ok) failures.push(`${result.name}: failed (its output is above)`);
}
const allCpu = results.reduce((total, result) => total + (result.cpu ?? 0), 0);
row(
  'in all',
  clock((Date.now() - started) / 1000),
  allCpu > 0 ? clock(allCpu) : '',
  `load average ${startLoad} at the start, ${load()} at the end; ${availableParallelism()} cores`,
);
// One plain line for CI's log reader.
const counted = results.flatMap((result) =>
  result.commands.map((command) => command.report && failuresIn(command.report)),
);
const sum = (key) => counted.reduce((total, counts) => total + (counts?.[key] ?? 0), 0);
console.log(`tests: ${sum('passed')} passed, ${sum('failed')} failed`);
const missing = results.find((result) => result.name === 'prerequisites')?.output.trim();
if (missing) console.log(`\n${missing}`);
if (failures.length > 0) console.log(`\nFailures:\n${failures.map((line) => `  ${line}`).join('\n')}`);
rmSync(reports, { recursive: true, force: true });
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
