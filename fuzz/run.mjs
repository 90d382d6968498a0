// `npm run fuzz`: the properties of src/fuzz.test.ts with 100,000 generated inputs per parser and
// 100,000 per CLI invocation too (override with FUZZ_RUNS, FUZZ_CLI_RUNS; replay with FUZZ_SEED),
// then every library function called with hostile values for FUZZ_API_SECONDS a property (120;
// FUZZ_API_SECONDS=0 leaves it out), then the whole hostile battery of fuzz/resources.mjs
// (FUZZ_RESOURCES=0 leaves it out).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const env = {
  ...process.env,
  FUZZ_RUNS: process.env.FUZZ_RUNS ?? '100000',
  FUZZ_CLI_RUNS: process.env.FUZZ_CLI_RUNS ?? '100000',
};
const started = Date.now();
const run = spawnSync(process.execPath, [vitest, 'run', 'src/fuzz.test.ts', ...process.argv.slice(2)], {
  env,
  stdio: 'inherit',
});
console.log(
  `fuzz: ${env.FUZZ_RUNS} inputs per parser, ${env.FUZZ_CLI_RUNS} per CLI invocation, ${((Date.now() - started) / 1000).toFixed(0)} s in all`,
);
let status = run.status ?? 1;

// Every function of the three entries called with hostile values and near-misses of right calls,
// FUZZ_API_SECONDS (default 120) a property, the process's memory watched (FUZZ_API_MAX_RSS).
const seconds = process.env.FUZZ_API_SECONDS ?? '120';
const api =
  seconds === '0'
    ? { status: 0 }
    : spawnSync(
        process.execPath,
        [
          vitest,
          'run',
          'src/api-strict.test.ts',
          'src/engine-strict.test.ts',
          'src/engine-puzzles-strict.test.ts',
          `--testTimeout=${(Number(seconds) + 60) * 1000}`,
        ],
        { env: { ...env, FUZZ_API_SECONDS: seconds }, stdio: 'inherit' },
      );
console.log(`fuzz: the library's functions, ${seconds} s of hostile calls a property`);
status ||= api.status ?? 1;
if (process.env.FUZZ_RESOURCES !== '0') {
  const resources = fileURLToPath(new URL('./resources.mjs', import.meta.url));
  const battery = spawnSync(process.execPath, [resources], { stdio: 'inherit' });
  status ||= battery.status ?? 1;
}
process.exit(status);
