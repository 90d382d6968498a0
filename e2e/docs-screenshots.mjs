/* global scrollTo -- a function passed to page.evaluate runs in the page */
// Makes the page's screenshots in docs/ (docs/page-*.png) from the built page (npm run build:web):
// node e2e/docs-screenshots.mjs. Small clips of a 1280-pixel-wide window (and one phone), so that
// together they stay well under a megabyte.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import packagedChromium from '@sparticuz/chromium';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const site = join(root, 'web-dist');
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

const server = createServer(async (request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
  const file = join(site, path.endsWith('/') ? `${path}index.html` : path);
  try {
    if (!file.startsWith(site)) throw new Error('outside');
    const body = await readFile(file);
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404);
    response.end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({
  executablePath: process.env.BOARDPATH_CHROMIUM ?? (await packagedChromium.executablePath()),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});

async function open(address, viewport = { width: 1280, height: 800 }) {
  const page = await browser.newPage({ viewport });
  await page.goto(address);
  return page;
}
async function frame(page, value) {
  const pause = page.getByRole('button', { name: 'Pause' }).first();
  if (await pause.isVisible()) await pause.click();
  await page
    .locator('[role="tabpanel"]:not([hidden])')
    .getByRole('slider', { name: /: frame$/ })
    .first()
    .fill(String(value));
}
const shot = (page, name, clip) => page.screenshot({ path: join(root, 'docs', `page-${name}.png`), clip });

try {
  // The learn view on the classic board, a few steps into the search (under 1,200 pixels wide the
  // learn panel is under the board).
  let page = await open(url, { width: 1100, height: 800 });
  await page.getByRole('button', { name: 'Solve' }).click();
  await page.getByTestId('moves').waitFor();
  await frame(page, 9);
  await page.locator('.learn').scrollIntoViewIfNeeded();
  const board = await page.locator('.snakes-board').boundingBox();
  const learn = await page.locator('.learn').boundingBox();
  await shot(page, 'learn-snakes', {
    x: learn.x - 8,
    y: board.y + board.height * 0.35,
    width: learn.width + 16,
    height: learn.y + learn.height - (board.y + board.height * 0.35) + 8,
  });
  await page.close();

  // The learn view on the default maze, parents as arrows, the queue and the pseudocode.
  page = await open(`${url}#tab=maze`);
  await page.locator('#panel-maze').getByRole('button', { name: 'Solve' }).click();
  await page.getByTestId('moves').waitFor();
  await frame(page, 60);
  await shot(page, 'learn-maze', { x: 0, y: 90, width: 1280, height: 710 });
  await page.close();

  // Four searches side by side on a random maze.
  page = await open(`${url}#tab=maze`, { width: 1280, height: 1000 });
  const panel = page.locator('#panel-maze');
  for (const [field, value] of [
    ['Rows', '40'],
    ['Columns', '60'],
  ]) {
    await panel.getByLabel(field, { exact: true }).fill(value);
    await panel.getByLabel(field, { exact: true }).press('Enter');
  }
  await panel.getByLabel('Walls %').fill('28');
  await panel.getByLabel('Walls %').press('Enter');
  await panel.getByLabel('Goal (row,column)').fill('39,59');
  await panel.getByLabel('Goal (row,column)').press('Enter');
  await panel.getByRole('button', { name: 'Random maze' }).click();
  await page.getByText('Compare searches on this maze').click();
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await page.getByTestId('compare-table').waitFor();
  await frame(page, 110);
  await page.locator('.compare').scrollIntoViewIfNeeded();
  const compare = await page.locator('.compare').boundingBox();
  await shot(page, 'compare', {
    x: compare.x,
    y: compare.y,
    width: compare.width,
    height: Math.min(compare.height, 820),
  });
  await page.close();

  // A 1000×1000 maze half searched, zoomed out to the whole grid.
  const rows = Array.from({ length: 1000 }, (_, r) =>
    Array.from({ length: 1000 }, (_, c) => {
      if (r === 0 && c === 0) return 'S';
      if (r === 999 && c === 999) return 'G';
      const x = Math.sin(r * 12.9898 + c * 78.233) * 43758.5453;
      return x - Math.floor(x) < 0.22 ? '#' : '.';
    }).join(''),
  );
  page = await open(`${url}#tab=maze&maze=${encodeURIComponent(rows.join('\n'))}`);
  await page.getByText('Read the maze from the link.').waitFor();
  await page.locator('#panel-maze').getByRole('button', { name: 'Solve' }).click();
  await page.getByTestId('moves').waitFor();
  await frame(page, 900);
  await page.evaluate(() => scrollTo(0, 0));
  await shot(page, 'big-maze', { x: 0, y: 90, width: 1280, height: 710 });
  await page.close();

  // Practice on a maze: which cell comes next, answered with the start (already expanded), the
  // feedback and the search replayed to where they part.
  page = await open(`${url}#tab=maze&practice=next&level=medium&seed=class-7`, { width: 1280, height: 900 });
  const practice = page.locator('#panel-maze');
  await practice.getByTestId('question').waitFor();
  await practice.locator('[data-cell="0,0"]').click();
  await practice.getByTestId('feedback').waitFor();
  await practice.getByRole('button', { name: 'Show the answer now' }).click();
  const side = await practice.locator('.side').boundingBox();
  await shot(page, 'practice', {
    x: 0,
    y: 90,
    width: 1280,
    height: Math.min(810, side.y + side.height - 82),
  });
  await page.close();

  // A board made to order, its certificate beside it.
  page = await open(url, { width: 1280, height: 900 });
  await page.getByRole('radio', { name: 'Solve' }).first().check();
  const snakes = page.locator('#panel-snakes');
  await snakes.getByText('New board, made to order').click();
  await snakes.getByLabel('Fewest throws (blank: any; -1: none)').fill('6');
  await snakes.getByLabel('Exactly one shortest game').check();
  await snakes.getByLabel('Seed (blank: a new one)').fill('class-7');
  await snakes.getByRole('button', { name: 'Make board' }).click();
  await snakes.getByTestId('certificate').waitFor();
  const form = await snakes.locator('.new-board').boundingBox();
  const made = await page.locator('.snakes-board').boundingBox();
  await shot(page, 'new-board', {
    x: 0,
    y: form.y - 8,
    width: made.x + made.width + 16,
    height: form.height + 16,
  });
  await page.close();

  // A phone, the shortest game playing with the timeline in reach.
  page = await open(url, { width: 390, height: 844 });
  await page.getByRole('radio', { name: 'Solve' }).first().check();
  await page.getByRole('button', { name: 'Solve' }).click();
  await page.getByTestId('moves').waitFor();
  await frame(page, 4);
  await page.locator('.snakes-board').scrollIntoViewIfNeeded();
  await shot(page, 'phone', { x: 0, y: 0, width: 390, height: 844 });
  await page.close();
} finally {
  await browser.close();
  server.close();
}
