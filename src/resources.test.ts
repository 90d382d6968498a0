// The fast slice of the hostile battery (fuzz/resources.mjs --quick): devices, full disks, huge
// keys, many players, option extremes, each run as its own process under a watchdog on time and
// resident memory. `npm run fuzz` runs the whole battery, huge files included. A process a case,
// some eighty of them: npm run test:slow runs it (the module tag below).
// @module-tag slow
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const battery = fileURLToPath(new URL('../fuzz/resources.mjs', import.meta.url));

it('holds on every case of the fast slice of the hostile battery', () => {
  const run = spawnSync(process.execPath, [battery, '--quick'], { encoding: 'utf8' });
  // The table of cases is the message when one fails.
  expect(run.status, run.stdout + run.stderr).toBe(0);
  expect(run.stdout).toMatch(/\n(\d+) of \1 cases hold\n/);
});
