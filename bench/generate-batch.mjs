// `node bench/generate-batch.mjs SIDE NAME SECONDS WARM`: one batch of the generate benchmark in a
// process of its own, the generation alone timed (no start-up of Node, nothing written): SIDE
// `generate` (the library's generator) or `redraw` (redraw-lib.mjs), NAME a batch of
// generate-batches.mjs. The first batch is what a command does (the code not compiled yet, the
// first board with it); then the batch is made WARM more times, the same boards again, and the best
// of those is the steady state. Prints one JSON line: { cold, warm (ms, or null), found, drawn }.
// A process of its own for each side: in one process the engine's searches, shared by both and by
// the other puzzles, would carry what the other side taught the compiler.
import { batches } from './generate-batches.mjs';
import { redraw } from './redraw-lib.mjs';

const [side, name, seconds, warmRuns] = process.argv.slice(2);
const { library, redraw: request } = batches.find((batch) => batch.name === name);
const [puzzle, count, target] = request;
const once = () => {
  const started = performance.now();
  let found = count;
  let drawn = 0;
  if (side === 'generate') for (let index = 0; index < count; index++) library(index);
  else ({ found, drawn } = redraw(puzzle, count, target, Number(seconds)));
  return { ms: performance.now() - started, found, drawn };
};
const cold = once();
let warm = null;
// A batch the redrawing does not finish is not run again.
for (let run = 0; run < Number(warmRuns) && cold.found === count; run++) {
  const { ms } = once();
  warm = warm === null ? ms : Math.min(warm, ms);
}
console.log(JSON.stringify({ cold: cold.ms, warm, found: cold.found, drawn: cold.drawn }));
