import fc from 'fast-check';
import { describe, it } from 'vitest';
import { anyInput, checkCli, CLI_RUNS, PARSERS, puzzleOf } from './fuzz.test-util.js';

// `npm test` runs a few hundred inputs per parser; `npm run fuzz` sets FUZZ_RUNS (100,000 per
// parser) and FUZZ_CLI_RUNS, and prints the slowest case of each property.
const fuzzing = process.env.FUZZ_RUNS !== undefined;
const parserRuns = Number(process.env.FUZZ_RUNS ?? 200);
const cliRuns = Number(process.env.FUZZ_CLI_RUNS ?? 30);
const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

function report(name: string, runs: number, started: number, slowest: number): void {
  if (fuzzing)
    console.log(
      `fuzz: ${name}: ${runs} inputs in ${((performance.now() - started) / 1000).toFixed(1)} s, slowest ${slowest.toFixed(1)} ms`,
    );
}

describe('fuzzing the parsers: only BoardpathError or a well-formed board', () => {
  for (const [name, parse] of Object.entries(PARSERS)) {
    it(
      name,
      () => {
        const started = performance.now();
        let slowest = 0;
        fc.assert(
          fc.property(anyInput(puzzleOf(name)), (text) => {
            const begin = performance.now();
            parse(text);
            slowest = Math.max(slowest, performance.now() - begin);
          }),
          { numRuns: parserRuns, seed },
        );
        report(name, parserRuns, started, slowest);
      },
      0,
    );
  }
});

describe('fuzzing the CLI in-process: exit 2 with one line, or exit 0/1 with an answer', () => {
  for (const [name, { puzzle, argv }] of Object.entries(CLI_RUNS)) {
    it(
      name,
      async () => {
        const started = performance.now();
        let slowest = 0;
        await fc.assert(
          fc.asyncProperty(anyInput(puzzle), async (text) => {
            const begin = performance.now();
            await checkCli(argv, text);
            slowest = Math.max(slowest, performance.now() - begin);
          }),
          { numRuns: cliRuns, seed },
        );
        report(`CLI ${name}`, cliRuns, started, slowest);
      },
      0,
    );
  }
});

describe('inputs the fuzzing found, kept', () => {
  // A pasted `Output:` that differs from the answer ends with status 1 while the board is solvable:
  // the checker once took that for a contradiction.
  it('snakes --players 2 --end bounce --json on a paste whose Output differs', async () => {
    const { argv } = CLI_RUNS['snakes --players 2 --end bounce --json']!;
    await checkCli(argv, '[[-1,-1],[-1,3]]# Output: 4');
    await checkCli(argv, '[[-1,-1],[-1,3]]# Output: 1');
  });
});
