// Loaded with --import by bench/analyze.bench.mjs: records the process's CPU time (user + system, ms) on
// exit, because on a shared machine the wall time says more about the neighbours than about us.
import { writeFileSync } from 'node:fs';

const file = process.env.BOARDPATH_CPU_FILE;
if (file) {
  process.on('exit', () => {
    const { user, system } = process.cpuUsage();
    writeFileSync(file, String((user + system) / 1000));
  });
}
