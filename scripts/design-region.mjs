// Draws docs/design-region.svg: the pairs of mean and standard deviation that boards of 10×10
// squares with 0–12 ladders and 0–12 snakes reach under the exact end rule, as `designRegion` finds
// them (each shaded cell holds a board evaluated exactly). `node scripts/design-region.mjs` writes
// it (after `npm run build`); scripts/design-region.test.ts fails when the file differs.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BUILT_IN_BOARDS, analyzeSnakes, designRegion } from 'boardpath';

/** Where the picture lives in the repository. */
export const REGION_FILE = 'docs/design-region.svg';

const CELL = 6;
const LEFT = 60;
const TOP = 54;
const TICKS = [0, 25, 50, 75, 100, 125, 150];
// Two requests a designer might make: one met at once, one refused at once (docs/design.md).
const ASKED = [
  [45, 50, 'asked: 45, 50'],
  [45, 0, 'asked: 45, 0 (refused)'],
];

/** The picture's SVG text. */
export function designRegionSvg() {
  const region = designRegion({ size: 10, ladders: [0, 12], snakes: [0, 12], end: 'exact', seed: 'region' });
  const { cells, upTo, reached } = region;
  const side = cells * CELL;
  const x = (mean) => LEFT + (mean / upTo) * side;
  const y = (sd) => TOP + side - (sd / upTo) * side;
  const runs = [];
  for (let row = 0; row < cells; row++) {
    for (let column = 0; column < cells; column++) {
      if (!reached[row * cells + column]) continue;
      let end = column;
      while (end + 1 < cells && reached[row * cells + end + 1]) end++;
      runs.push(
        `<rect x="${LEFT + column * CELL}" y="${TOP + side - (row + 1) * CELL}" width="${(end - column + 1) * CELL}" height="${CELL}"/>`,
      );
      column = end;
    }
  }
  // The proven floor, a step per column: no board lies below it.
  const steps = [];
  for (let column = 0; column < cells; column++) {
    const from = LEFT + column * CELL;
    const level = Math.round(y(Math.min(upTo, region.floor[column])) * 10) / 10;
    steps.push(column === 0 ? `M${from} ${level}` : `V${level}`, `H${from + CELL}`);
  }
  const classic = analyzeSnakes(BUILT_IN_BOARDS.classic());
  const ticks = TICKS.flatMap((t) => [
    `<line x1="${x(t)}" y1="${TOP + side}" x2="${x(t)}" y2="${TOP + side + 5}"/>`,
    `<text x="${x(t)}" y="${TOP + side + 18}" text-anchor="middle">${t}</text>`,
    `<line x1="${LEFT - 5}" y1="${y(t)}" x2="${LEFT}" y2="${y(t)}"/>`,
    `<text x="${LEFT - 8}" y="${y(t) + 4}" text-anchor="end">${t}</text>`,
  ]);
  const width = LEFT + side + 60;
  const height = TOP + side + 50;
  const round = (n) => Math.round(n * 10) / 10;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="sans-serif" font-size="12">`,
    `<title>Mean and standard deviation of the throws that 10×10 boards with 0–12 ladders and 0–12 snakes reach (exact end rule)</title>`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    `<text x="${LEFT}" y="18" font-size="13" font-weight="bold">10×10 boards, 0–12 ladders and 0–12 snakes, exact end rule</text>`,
    `<text x="${LEFT}" y="32" fill="#555">shaded: a board reaches the cell (${region.boards.toLocaleString('en-US')} boards evaluated exactly)</text>`,
    `<text x="${LEFT}" y="46" fill="#1e7b34">line: the least sd proven for each mean (no board lies below it)</text>`,
    `<g fill="#7aa6d6" stroke="none">${runs.join('')}</g>`,
    `<path d="${steps.join('')}" fill="none" stroke="#1e7b34" stroke-width="2"/>`,
    `<g stroke="#333" fill="none"><rect x="${LEFT}" y="${TOP}" width="${side}" height="${side}"/></g>`,
    `<g stroke="#333" fill="#333">${ticks.join('')}</g>`,
    `<text x="${LEFT + side / 2}" y="${TOP + side + 38}" text-anchor="middle">mean (expected throws of one player)</text>`,
    `<text transform="translate(16 ${TOP + side / 2}) rotate(-90)" text-anchor="middle">standard deviation (throws)</text>`,
    ...ASKED.flatMap(([mean, sd, label]) => [
      `<path d="M${x(mean) - 4} ${y(sd) - 4}l8 8m0 -8l-8 8" stroke="#222" stroke-width="2"/>`,
      `<text x="${x(mean) + 7}" y="${y(sd) - 4}" fill="#222">${label}</text>`,
    ]),
    `<circle cx="${round(x(classic.expected))}" cy="${round(y(classic.sd))}" r="4" fill="#c0392b"/>`,
    `<text x="${round(x(classic.expected)) + 7}" y="${round(y(classic.sd)) + 4}" fill="#c0392b">classic (${classic.expected.toFixed(1)}, ${classic.sd.toFixed(1)})</text>`,
    '</svg>',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(fileURLToPath(new URL(`../${REGION_FILE}`, import.meta.url)), designRegionSvg());
  console.log(`wrote ${REGION_FILE}`);
}
