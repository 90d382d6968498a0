// `node bench/redraw-generate.mjs PUZZLE COUNT TARGET SECONDS`: the redrawing generator of
// redraw-lib.mjs as a process of its own, as the command is run: one JSON line per board it finds
// ({ moves, solutions, drawn }), then how many it drew in all on standard error.
import { redraw } from './redraw-lib.mjs';

const [puzzle, count, target, seconds] = process.argv.slice(2);
const { drawn } = redraw(puzzle, Number(count), Number(target), Number(seconds), (board) =>
  process.stdout.write(`${JSON.stringify(board)}\n`),
);
process.stderr.write(`${drawn}\n`);
