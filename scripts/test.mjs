// Runs the tests in parts, every part whatever the others gave, then prints how long each took and
// every failure of them all. Usage:
//   node scripts/test.mjs        (npm test) the prerequisites, the build if a source changed, then
//                                side by side: lint, types, the unit tests less the slow ones with a
//                                tenth of each property test's runs, and the browser tests
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

/** A command of a part, and where vitest reports as JSON. */
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

/**
 * A part: its name, the commands it runs one after the other, the parts it waits for (`after`), and
 * whether it writes to the terminal as it goes (`live`; the others' output is kept and shown when
 * they end, or when the live part ends if it is still running).
 */
const part = (name, commands, { after = [], live = false } = {}) => ({ name, commands, after, live });

const PLANS = {
  // On two cores the four checks run side by side: lint and types keep a core busy each for a minute
  // or so, the unit tests two (two files at a time), and the browser tests, which mostly wait on
  // Chromium and the page, about half of one; one after the other, each left a core idle part of
  // its time.
  test: [
    part('prerequisites', [{ command: node('scripts/prerequisites.mjs') }]),
    part('build', [{ command: node('scripts/build-once.mjs', 'build', 'build:web') }], {
      after: ['prerequisites'],
      live: true,
    }),
    part('lint', [{ command: ['npm', 'run', '--silent', 'lint'] }], { after: ['build'] }),
    part(
      'types',
      [
        { command: node(tsc, '-p', 'tsconfig.json', '--noEmit') },
        { command: node(tsc, '-p', 'web/tsconfig.json') },
      ],
      { after: ['build'] },
    ),
    part('unit tests', [vitestRun('unit', ['--tags-filter=!slow'], { BOARDPATH_PROPERTY_RUNS: '0.1' })], {
      after: ['build'],
      live: true,
    }),
    part('browser tests', [vitestRun('browser', ['-c', 'vitest.e2e.config.ts'])], { after: ['build'] }),
  ],
  slow: [
    part('prerequisites', [{ command: node('scripts/prerequisites.mjs') }]),
    part('build', [{ command: node('scripts/build-once.mjs', 'build', 'build:web') }], {
      after: ['prerequisites'],
      live: true,
    }),
    part('unit tests, all', [vitestRun('all', [], FULL)], { after: ['build'], live: true }),
    part('Node 22 and 24', [{ command: ['bash', 'scripts/test-node-versions.sh', '22', '24'] }], {
      after: ['unit tests, all'],
      live: true,
    }),
  ],
};

/**
 * Runs a command in a small Node process of its own that hands back, on its fourth descriptor, the
 * processor time of all it started (Linux's /proc: cutime and cstime, in ticks of 1/100 s; nothing
 * elsewhere). Unlike the time on the clock, it hardly depends on what else the machine runs, so it
 * tells what a part costs on a quiet machine, even beside others.
 */
const MEASURED = `
const { spawn } = require('node:child_process');
const { readFileSync, writeSync } = require('node:fs');
const [command, ...args] = process.argv.slice(1);
// Ctrl-C reaches the command from the terminal itself; another signal is passed on.
process.on('SIGINT', () => {});
for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
const child = spawn(command, args, { stdio: 'inherit' });
child.on('error', (error) => {
  console.error(command + ': ' + error.message);
  process.exit(1);
});
child.on('close', (code) => {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    writeSync(3, String((Number(fields[13]) + Number(fields[14])) / 100));
  } catch {}
  process.exit(code ?? 1);
});`;

/** Runs a part's commands in order; its output goes to the terminal, or is kept to be shown at its end. */
async function runPart(part) {
  const started = Date.now();
  let output = '';
  let ok = true;
  let cpu = 0;
  for (const { command, env } of part.commands) {
    const child = spawn(process.execPath, ['-e', MEASURED, ...command], {
      cwd: root,
      env: { ...process.env, ...env, ...(!part.live && process.stdout.isTTY && { FORCE_COLOR: '1' }) },
      stdio: part.live ? ['inherit', 'inherit', 'inherit', 'pipe'] : ['ignore', 'pipe', 'pipe', 'pipe'],
    });
    if (!part.live) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    let seconds = '';
    child.stdio[3].on('data', (chunk) => (seconds += chunk));
    const status = await new Promise((resolve) => {
      child.on('error', (error) => {
        output += `${command[0]}: ${error.message}\n`;
        resolve(1);
      });
      child.on('close', (code) => resolve(code ?? 1));
    });
    cpu = cpu === null || seconds === '' ? null : cpu + Number(seconds);
    if (status !== 0) {
      ok = false;
      break;
    }
  }
  return { ...part, ok, seconds: (Date.now() - started) / 1000, cpu, output };
}

/**
 * Runs every part of a plan, each once the parts it waits for have ended (whatever they gave), and
 * resolves to their results in the plan's order. A kept output is shown when its part ends, unless
 * a live part is writing to the terminal then: it waits for that part's end.
 */
async function runPlan(plan) {
  const ends = new Map();
  const waiting = [];
  let liveRunning = 0;
  const show = (result) => {
    if (result.name === 'prerequisites') return; // its few lines are said again at the end
    console.log(`\n== ${result.name} (${clock(result.seconds)})\n${result.output.trimEnd()}`.trimEnd());
  };
  for (const each of plan) {
    ends.set(
      each.name,
      Promise.all(each.after.map((name) => ends.get(name))).then(async () => {
        if (each.live) {
          liveRunning++;
          console.log(`\n== ${each.name}`);
        }
        const result = await runPart(each);
        if (each.live && --liveRunning === 0) waiting.splice(0).forEach(show);
        else if (!each.live) {
          if (liveRunning > 0) waiting.push(result);
          else show(result);
        }
        return result;
      }),
    );
  }
  return Promise.all(ends.values());
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

const plan = PLANS[process.argv[2] ?? 'test'];
if (!plan) {
  console.error('usage: node scripts/test.mjs [slow]');
  process.exit(2);
}
const startLoad = load();
const started = Date.now();
const results = await runPlan(plan);

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
  const cpu = result.cpu === null ? '' : clock(result.cpu);
  row(result.name, clock(result.seconds), cpu, `${result.ok ? 'ok' : 'FAILED'}${tests}`);
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
