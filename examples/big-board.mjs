// Prints the benchmarks' big Snakes and Ladders board as board JSON: 1,000,000 squares, 100,000
// snakes and ladders, seed 42 (bench/lib.mjs). For a command to read on its standard input:
//   node examples/big-board.mjs | npx boardpath snakes - --analyze
import { randomBoardJson } from '../bench/lib.mjs';

console.log(randomBoardJson(1_000_000, 100_000, 42));
