// A stand-in for `boardpath snakes FILE --json` with the run-based solver, until the CLI uses it:
// read the file, parse it, solve it, print the JSON answer. Run by bench/runs.bench.mjs.
import { readFileSync } from 'node:fs';
import { parseSnakes, solveSnakesRuns } from '../dist/index.js';

const board = parseSnakes(readFileSync(process.argv[2], 'utf8'));
process.stdout.write(JSON.stringify(solveSnakesRuns(board)) + '\n');
