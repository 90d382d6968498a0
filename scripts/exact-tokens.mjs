// Every grid of the two tokens of a small size, searched by a plain search of its own: the fewest
// moves each range of labels allows (scripts/exact-ranges.mjs writes them into a table).
import { runs } from './exact-runs.mjs';

/** The most grids tried for one size. */
export const MOST_BOARDS = 5e7;

/**
 * The grids tried, rows ≤ columns (a grid turned takes the same moves), and the labels tried:
 * 1 to the longer side (a label as long moves nothing, as does every longer one), or 1 to the
 * longer side − 1 (the default labels) when that is too many grids.
 */
export const TOKEN_GRIDS = [
  [1, 2],
  [1, 3],
  [1, 4],
  [1, 5],
  [1, 6],
  [1, 7],
  [1, 8],
  [2, 2],
  [2, 3],
  [2, 4],
  [2, 5],
  [3, 3],
  [3, 4],
  [4, 4],
];

/** The share of the grids under which a number of moves is rare: the table keeps a grid of it. */
export const RARE = 1e-3;

/** The labels tried on a grid: `[least, most]`. */
export function tokenLabels(rows, columns) {
  const longer = Math.max(rows, columns);
  return longer ** (rows * columns) <= MOST_BOARDS ? [1, longer] : [1, longer - 1];
}

/**
 * The fewest moves of the grid `labels` (row after row) and how many shortest solutions, by
 * breadth-first search over positions red × cells + blue, from red top-left and blue bottom-right
 * to the swap, level by level; `steps[cell][label]` lists where a token on `cell` goes by `label`.
 */
function tokensSearch(rows, columns, labels, steps, queue, level, ways) {
  const cells = rows * columns;
  const start = cells - 1;
  const goal = (cells - 1) * cells;
  level.fill(-1);
  level[start] = 0;
  ways[start] = 1;
  queue[0] = start;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    const state = queue[head++];
    const depth = level[state];
    if (level[goal] !== -1 && depth >= level[goal]) break;
    const red = (state / cells) | 0;
    const blue = state - red * cells;
    for (const to of steps[red][labels[blue]]) {
      if (to === blue) continue;
      const next = to * cells + blue;
      if (level[next] === -1) {
        level[next] = depth + 1;
        ways[next] = 0;
        queue[tail++] = next;
      }
      if (level[next] === depth + 1) ways[next] += ways[state];
    }
    for (const to of steps[blue][labels[red]]) {
      if (to === red) continue;
      const next = red * cells + to;
      if (level[next] === -1) {
        level[next] = depth + 1;
        ways[next] = 0;
        queue[tail++] = next;
      }
      if (level[next] === depth + 1) ways[next] += ways[state];
    }
  }
  return level[goal] === -1 ? [-1, 0] : [level[goal], ways[goal]];
}

/** Where a token on each cell goes by each label from 1 to `most`. */
function tokenSteps(rows, columns, most) {
  return Array.from({ length: rows * columns }, (_, cell) => {
    const [r, c] = [Math.floor(cell / columns), cell % columns];
    return Array.from({ length: most + 1 }, (_, d) =>
      d === 0
        ? []
        : [
            [r - d, c],
            [r + d, c],
            [r, c - d],
            [r, c + d],
          ]
            .filter(([r2, c2]) => r2 >= 0 && r2 < rows && c2 >= 0 && c2 < columns)
            .map(([r2, c2]) => r2 * columns + c2),
    );
  });
}

/**
 * Every grid of `rows × columns` with labels from `least` to `most`: for each range of labels
 * `[low, high]` within those, the fewest moves of the grids whose labels all lie in it (a sorted
 * list), those of the grids with exactly one pair of shortest solutions, and whether some grid
 * keeps the tokens from swapping.
 */
export function tokensTable(rows, columns, [least, most]) {
  const cells = rows * columns;
  const steps = tokenSteps(rows, columns, most);
  const queue = new Int32Array(cells * cells);
  const level = new Int32Array(cells * cells);
  const ways = new Float64Array(cells * cells);
  const labels = new Int32Array(cells).fill(least);
  // By the least and the most label a grid holds: the moves seen (and seen alone: "u" before the
  // number) with how many grids and the first one, and -1.
  const span = most - least + 1;
  const seen = Array.from({ length: span * span }, () => ({ found: new Map(), none: false, grids: 0 }));
  const note = (found, key) => {
    const had = found.get(key);
    if (had) had.grids++;
    else found.set(key, { grids: 1, example: labels.join('') });
  };
  for (;;) {
    let low = most;
    let high = least;
    for (let cell = 0; cell < cells; cell++) {
      if (labels[cell] < low) low = labels[cell];
      if (labels[cell] > high) high = labels[cell];
    }
    const [fewest, count] = tokensSearch(rows, columns, labels, steps, queue, level, ways);
    const entry = seen[(low - least) * span + (high - least)];
    entry.grids++;
    if (fewest === -1) entry.none = true;
    else {
      note(entry.found, String(fewest));
      if (count === 2) note(entry.found, `u${fewest}`);
    }
    // The next grid, as an odometer.
    let cell = 0;
    while (cell < cells && labels[cell] === most) labels[cell++] = least;
    if (cell === cells) break;
    labels[cell]++;
  }
  const table = [];
  for (let low = least; low <= most; low++)
    for (let high = low; high <= most; high++) {
      const found = new Map();
      let none = false;
      let grids = 0;
      for (let a = low; a <= high; a++)
        for (let b = a; b <= high; b++) {
          const entry = seen[(a - least) * span + (b - least)];
          for (const [key, { grids: count, example }] of entry.found) {
            const had = found.get(key);
            if (had) had.grids += count;
            else found.set(key, { grids: count, example });
          }
          none ||= entry.none;
          grids += entry.grids;
        }
      const keys = [...found.keys()];
      const fewest = runs(keys.filter((key) => !key.startsWith('u')).map(Number));
      const unique = runs(keys.filter((key) => key.startsWith('u')).map((key) => Number(key.slice(1))));
      // A grid of each number of moves that few grids take (the generator's search may miss them).
      const examples = {};
      for (const key of keys.sort())
        if (found.get(key).grids <= RARE * grids) examples[key] = found.get(key).example;
      table.push({ rows, columns, labels: [low, high], fewest, unique, none, examples });
    }
  return table;
}
