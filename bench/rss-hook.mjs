// Loaded with --import by the benchmarks: records the process's peak resident memory (KB) on exit.
import { writeFileSync } from 'node:fs';

const file = process.env.BOARDPATH_RSS_FILE;
if (file) process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS)));
