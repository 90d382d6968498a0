// The plain way to make boards to order, kept to compare `boardpath generate` with: draw a random
// board, count its shortest solutions, and draw again until one fits (as reasoning-gym's mazes and
// mazelib's Monte Carlo do). The draws: snakes, 0 to 20 snakes and ladders on a 10×10 LeetCode
// board (as random boards are drawn elsewhere in the benchmarks); mazes, each cell blocked with
// chance 0.3 (start and goal open); token grids, labels 1 to 5 at random. Every board is checked
// with the library's own graphs and `countShortestPaths`, as a careful redrawing generator would.
import { countShortestPaths, mazeGraph, snakesGraph, tokensGraph } from '../dist/engine.js';
import { makeMaze, makeSnakesBoard, makeTokensBoard } from '../dist/index.js';
import { seededRandom } from '../dist/random.js';

const draws = {
  snakes(random) {
    const jumps = [];
    const taken = new Set();
    for (let k = random.int(0, 20); k > 0; k--) {
      const from = random.int(2, 99);
      const to = random.int(1, 100);
      if (taken.has(from) || to === from) continue;
      taken.add(from);
      jumps.push({ from, to });
    }
    const board = makeSnakesBoard({ format: 'leetcode', first: 1, last: 100, start: 1, jumps });
    return countShortestPaths(snakesGraph(board), 1, 100);
  },
  maze(random) {
    const open = Uint8Array.from({ length: 400 }, () => (random.chance(0.3) ? 0 : 1));
    open[0] = 1;
    open[399] = 1;
    return countShortestPaths(mazeGraph(makeMaze(20, 20, open), 4), 0, 399);
  },
  tokens(random) {
    const grid = Array.from({ length: 6 }, () => Array.from({ length: 6 }, () => random.int(1, 5)));
    return countShortestPaths(tokensGraph(makeTokensBoard({ grid })), 35, 35 * 36);
  },
};

/**
 * Draws `puzzle` boards until `count` of them take exactly `target` moves with one shortest
 * solution (for the tokens, one and its mirror image: they always come in pairs), or `seconds`
 * have passed; `found(board)` is told of each. Returns the boards found and drawn.
 */
export function redraw(puzzle, count, target, seconds, found = () => {}) {
  const random = seededRandom('redraw');
  const deadline = Date.now() + seconds * 1000;
  const unique = puzzle === 'tokens' ? 2n : 1n;
  let fits = 0;
  let drawn = 0;
  while (fits < count && Date.now() < deadline) {
    const { moves, count: solutions } = draws[puzzle](random);
    drawn++;
    if (moves === target && solutions === unique) {
      fits++;
      found({ moves, solutions: String(solutions), drawn });
    }
  }
  return { found: fits, drawn };
}
