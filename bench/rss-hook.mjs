// Loaded with --import by the benchmarks: records the process's peak resident memory (KB) on exit.
// VmHWM, not resourceUsage().maxRSS: on Linux maxRSS survives exec, so a child spawned by a bench
// that has itself grown big would report the bench's size.
import { readFileSync, writeFileSync } from 'node:fs';

const file = process.env.BOARDPATH_RSS_FILE;
if (file) {
  process.on('exit', () => {
    const hwm = /VmHWM:\s*(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    writeFileSync(file, hwm ?? String(process.resourceUsage().maxRSS));
  });
}
