// What reading a board whole really takes, notation by notation, against what the command counts
// before it reads (`readingBytes`, src/cli/reading-cost.ts): each puzzle's board of COUNT numbers
// (4 million unless given) written in every notation, read by `boardpath` under the default limit,
// its peak resident memory measured beyond the runtime's own.
//
//   npm run build && node fuzz/reading-cost.mjs [COUNT] [PUZZLE…]
//
// A row holds when the measured memory is within the estimate: the estimate is then a promise the
// reading keeps, in that notation.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_NOTATIONS, writeNotation } from './notations.mjs';
import { runCase } from './watchdog.mjs';

const { countReading, READING_COSTS, readingBytes } = await import('../dist/cli/reading-cost.js');
const MB = 2 ** 20;

const words = process.argv.slice(2);
const count = Number(words.find((word) => /^\d/.test(word)) ?? 4e6);
const puzzles = words.filter((word) => word in READING_COSTS);
const folder = mkdtempSync(join(tmpdir(), 'boardpath-reading-'));
try {
  // What the runtime takes on a board of nothing: the baseline the reading adds to.
  const small = join(folder, 'base.txt');
  writeNotation(small, 'maze', 'rows', 4);
  const base = await runCase({ name: 'base', args: ['maze', small], exits: [0] }, folder);
  console.log(`Boards of ${count.toLocaleString('en-US')} numbers; the runtime alone: ${mb(base.peak)}\n`);
  console.log('| puzzle | notation | file | exit | time | read | estimate | holds |');
  console.log('|---|---|---|---|---|---|---|---|');
  let failed = 0;
  for (const puzzle of puzzles.length > 0 ? puzzles : Object.keys(READING_COSTS)) {
    for (const notation of ALL_NOTATIONS) {
      const name = `${puzzle}-${notation.replaceAll(' ', '-')}.txt`;
      const path = join(folder, name);
      writeNotation(path, puzzle, notation, count);
      const estimate = readingBytes(
        countReading(readFileSync(path), READING_COSTS[puzzle].cells),
        READING_COSTS[puzzle],
      );
      const run = await runCase(
        { name, args: [puzzle, path, '--max-memory', '64GB'], exits: [0, 1, 2], seconds: 300 },
        folder,
      );
      const read = Math.max(0, run.peak - base.peak);
      const holds = read <= estimate && run.problems.length === 0;
      if (!holds) failed++;
      console.log(
        `| ${puzzle} | ${notation} | ${mb(statSync(path).size)} | ${run.code} | ${(run.ms / 1000).toFixed(1)} s | ${mb(read)} | ${mb(estimate)} | ${holds ? 'yes' : `**no** ${run.problems.join('; ')}`} |`,
      );
      rmSync(path);
    }
  }
  process.exitCode = failed > 0 ? 1 : 0;
} finally {
  rmSync(folder, { recursive: true, force: true });
}

function mb(bytes) {
  return `${Math.round(bytes / MB)} MB`;
}
