/* global window, document, requestAnimationFrame, DataTransfer -- functions passed to page.evaluate run in the page */
// The page in a headless Chromium: how long the main thread is blocked while a 1000×1000 maze is
// loaded from a share link, solved, played, drawn on with a drag and its four searches compared,
// while a long board file is imported and pasted, and while a million-square Snakes and Ladders
// board is solved and played. Builds the page (web-dist/) first.
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { extname, join, normalize } from 'node:path';
import packagedChromium from '@sparticuz/chromium';
import { chromium } from 'playwright-core';
import { makeMaze, solveMaze } from '../dist/index.js';
import { root, seeded } from './lib.mjs';

const SIDE = 1000;
const OPENNESS = 0.72;
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

// The maze as ASCII art (a link holds it in about 1.6 MB), the first seed from 7 that is solvable.
function mazeArt() {
  for (let seed = 7; ; seed++) {
    const random = seeded(seed);
    const open = new Uint8Array(SIDE * SIDE);
    for (let i = 0; i < open.length; i++) open[i] = random() < OPENNESS ? 1 : 0;
    open[0] = 1;
    open[open.length - 1] = 1;
    const grid = makeMaze(SIDE, SIDE, open, { start: [0, 0], goal: [SIDE - 1, SIDE - 1] });
    if (!solveMaze(grid, { moves: 4 }).solvable) continue;
    const rows = [];
    for (let r = 0; r < SIDE; r++) {
      let row = '';
      for (let c = 0; c < SIDE; c++)
        row +=
          r === 0 && c === 0 ? 'S' : r === SIDE - 1 && c === SIDE - 1 ? 'G' : open[r * SIDE + c] ? '.' : '#';
      rows.push(row);
    }
    return { art: rows.join('\n'), seed };
  }
}

function serve(site) {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(site, path.endsWith('/') ? `${path}index.html` : path);
    if (path === '/nothing.html') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end('<!doctype html><title>nothing</title><p>A page with no script.');
    }
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
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// In the page, before its own scripts: every long task (the browser reports tasks over 50 ms) and
// the longest gap between two animation frames (any block of the main thread, rendering included).
function watchMainThread() {
  const watch = { tasks: [], gap: 0, last: 0 };
  window.boardpathWatch = watch;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) watch.tasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  const tick = (now) => {
    if (watch.last) watch.gap = Math.max(watch.gap, now - watch.last);
    watch.last = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

async function phase(page, label, run) {
  await page.evaluate(() => {
    if (!window.boardpathWatch) return;
    window.boardpathWatch.tasks.length = 0;
    window.boardpathWatch.gap = 0;
    window.boardpathWatch.last = 0;
  });
  const started = performance.now();
  await run();
  const ms = performance.now() - started;
  const { tasks, gap } = await page.evaluate(() => window.boardpathWatch);
  const longest = tasks.length ? Math.max(...tasks) : 0;
  const verdict = longest > 50 ? `${tasks.length} over 50 ms` : 'none over 50 ms';
  console.log(
    `  ${label.padEnd(44)} ${ms.toFixed(0).padStart(6)} ms   longest task ${longest ? `${longest.toFixed(0)} ms` : '-'} (${verdict}), longest frame gap ${gap.toFixed(0)} ms`,
  );
}

const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', 'web'], {
  cwd: root,
  encoding: 'utf8',
});
if (build.status !== 0) throw new Error(`the page did not build:\n${build.stderr}`);
const { art, seed } = mazeArt();
const server = await serve(join(root, 'web-dist'));
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({
  executablePath: process.env.BOARDPATH_CHROMIUM ?? (await packagedChromium.executablePath()),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(120_000);
  await context.addInitScript(watchMainThread);
  const page = await context.newPage();
  const link = `${url}#tab=maze&maze=${encodeURIComponent(art)}&moves=4`;
  console.log(
    `  maze: ${SIDE}×${SIDE}, ${OPENNESS * 100}% open, seed ${seed}, 4 moves; a link of ${(link.length / 1e6).toFixed(2)} MB`,
  );
  // The floor: the browser alone, opening a page with no script at an address as long as the link.
  await page.goto('about:blank');
  await phase(page, 'the same address, a page with no script', async () => {
    await page.goto(`${url}nothing.html${link.slice(url.length)}`);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  });
  // A fresh page opened on the link: the page's own start-up counts too.
  await page.goto('about:blank');
  await phase(page, 'open a share link holding the maze', async () => {
    await page.goto(link);
    await page.getByText('Read the maze from the link.').waitFor();
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  });
  const panel = page.locator('#panel-maze');
  await phase(page, 'solve (breadth-first, in the worker)', async () => {
    await panel.getByRole('button', { name: 'Solve' }).click();
    await page.getByTestId('moves').waitFor();
  });
  console.log(`  (fewest steps: ${await page.getByTestId('moves').textContent()})`);
  await phase(page, 'play 3 s at 60 levels a second', async () => {
    await page.waitForTimeout(3000);
  });
  await phase(page, 'scrub: show the answer, back to the start', async () => {
    await panel
      .getByRole('button', { name: /Pause|Play/ })
      .first()
      .click();
    await panel.getByRole('button', { name: 'Show the answer now' }).click();
    await panel.getByRole('slider', { name: /: frame$/ }).fill('0');
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  });
  const canvas = panel.locator('.maze-pixels canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  await phase(page, 'a 40-move drag drawing a wall, and its release', async () => {
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.5);
    await page.mouse.down();
    for (let i = 1; i <= 40; i++)
      await page.mouse.move(box.x + box.width * (0.1 + 0.02 * i), box.y + box.height * (0.5 + 0.002 * i));
    await page.mouse.up();
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  });

  // The four searches compared on the same maze, played side by side.
  await page.getByText('Compare searches on this maze').click();
  await phase(page, 'compare four searches (in the worker)', async () => {
    await panel.getByRole('button', { name: 'Compare', exact: true }).click();
    await page.getByTestId('compare-table').waitFor();
  });
  await phase(page, 'compare: play 3 s', async () => {
    await page.waitForTimeout(3000);
  });
  const compare = panel.locator('details.compare');
  await phase(page, 'compare: show the end, back to the start', async () => {
    await compare.getByRole('button', { name: 'Pause' }).click();
    await compare.getByRole('button', { name: 'Show the answer now' }).click();
    await compare.getByRole('slider', { name: /: frame$/ }).fill('0');
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  });

  // A long board file, read in the worker: the page waits on no parser. The file is made in the
  // page first and handed to the file input there: Playwright's setInputFiles would deliver its
  // 7.6 MB through a message the page's thread handles (a task of a second, not the page's own).
  const ladders = Array.from({ length: 400_000 }, (_, i) => `"${2 + 5 * i}": ${4 + 5 * i}`).join(', ');
  const text = `{"squares": 2000000, "ladders": {${ladders}}}`;
  await page.goto(url);
  await page.getByText("Board file (the CLI's formats)").click();
  await page.evaluate((body) => {
    window.boardpathFile = new File([body], 'long.json', { type: 'application/json' });
  }, text);
  await phase(page, `snakes: import a ${(text.length / 1e6).toFixed(1)} MB board file`, async () => {
    await page.evaluate(() => {
      const input = document.querySelector('input[aria-label="Board file to import"]');
      const files = new DataTransfer();
      files.items.add(window.boardpathFile);
      input.files = files.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await page.getByText('Read long.json.').waitFor();
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  });

  // The same text pasted into the board text box (Ctrl+V): read in the worker, never laid out in the box.
  await page.goto(url);
  await page.getByText("Board file (the CLI's formats)").click();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url.replace(/\/$/, '') });
  await page.evaluate((body) => navigator.clipboard.writeText(body), text);
  await page.locator('#snakes-text').focus();
  await phase(page, `snakes: paste a ${(text.length / 1e6).toFixed(1)} MB board text`, async () => {
    await page.keyboard.press('Control+V');
    await page.getByText('Read pasted text.').waitFor();
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  });

  await page.goto(url);
  await page.getByLabel('Built-in board').selectOption('empty');
  await phase(page, 'snakes: 1,000,000 squares, drawn', async () => {
    await page.getByLabel('Squares', { exact: true }).fill('1000000');
    await page.getByLabel('Squares', { exact: true }).press('Enter');
    await page.locator('.snakes-pixels canvas').waitFor();
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  });
  await phase(page, 'snakes: solve (a game of runs of faces)', async () => {
    await page.getByRole('button', { name: 'Solve' }).click();
    await page.getByTestId('moves').waitFor();
  });
  console.log(`  (fewest throws: ${await page.getByTestId('moves').textContent()})`);
  await phase(page, 'snakes: play 3 s at 60 throws a second', async () => {
    await page.waitForTimeout(3000);
  });
} finally {
  await browser.close();
  server.close();
}
console.log(
  `  (load average while measuring: ${loadavg()[0].toFixed(1)} on this machine's cores; the page's own limit is 50 ms per task)`,
);
