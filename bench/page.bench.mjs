/* global window, document, requestAnimationFrame, DataTransfer -- functions passed to page.evaluate run in the page */
// The page in a headless Chromium: how long the main thread is blocked while a 1000×1000 maze is
// loaded from a share link, solved, played at 60 steps a second and scrubbed (in the Learn view and
// in the Solve view), drawn on with a drag and its four searches compared, while a long board file
// is imported and pasted, and while a million-square Snakes and Ladders board is solved and played.
// Each task is given with its wall time and the CPU time its thread had: on a busy machine the first
// grows with the load. Builds the page (web-dist/) first.
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { extname, join, normalize } from 'node:path';
import packagedChromium from '@sparticuz/chromium';
import { chromium } from 'playwright-core';
import { makeMaze, solveMaze } from '../dist/index.js';
import { root, seeded } from './lib.mjs';
import { longest, mainThreadTasks } from './main-thread.mjs';

const SIDE = 1000;
const OPENNESS = 0.72;
/** The page's limit for one task of its main thread, in milliseconds. */
const LIMIT = 50;
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

// The maze as ASCII art (a link holds it in about 1.6 MB) and as its cells' bits (the link the page
// writes for it, 167 KB), the first seed from 7 that is solvable.
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
    return { art: rows.join('\n'), bits: cellBits(open), seed };
  }
}

// The maze's cells as the page writes a big maze into its link (web/src/maze/bits.ts): six cells to
// a character of base64url's alphabet, 1 open, the first cell in the highest bit.
function cellBits(open) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let text = '';
  for (let first = 0; first < open.length; first += 6) {
    let value = 0;
    for (let cell = first; cell < first + 6; cell++) value = (value << 1) | (open[cell] ?? 0);
    text += alphabet[value];
  }
  return text;
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

// Runs one step of the benchmark and prints how long it took, its longest task (wall time, as the
// page's Long Tasks see it, and the most CPU time one task had) and the longest gap between frames.
async function phase(page, label, run) {
  await page.evaluate(() => {
    if (!window.boardpathWatch) return;
    window.boardpathWatch.tasks.length = 0;
    window.boardpathWatch.gap = 0;
    window.boardpathWatch.last = 0;
  });
  const started = performance.now();
  const top = longest(await mainThreadTasks(browser, page, run));
  const ms = performance.now() - started;
  const { tasks, gap } = await page.evaluate(() => window.boardpathWatch);
  const wall = Math.max(top.wall, ...tasks);
  const over = tasks.filter((task) => task > LIMIT).length;
  const verdict = over > 0 ? `${over} over ${LIMIT} ms` : `none over ${LIMIT} ms`;
  console.log(
    `  ${label.padEnd(50)} ${ms.toFixed(0).padStart(6)} ms   longest task ${wall.toFixed(0)} ms, CPU ${top.cpu.toFixed(0)} ms (${verdict}), longest frame gap ${gap.toFixed(0)} ms`,
  );
  return { wall, cpu: top.cpu };
}

const nextFrames = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

// The 1000×1000 maze in one view (`''` Solve, `'?view=learn'` Learn): opened from its link by a
// fresh page (its start-up counts too), solved, played from the start at 60 steps a second,
// scrubbed; the longest task of each step.
async function mazeSteps(page, link, view) {
  const name = view ? 'learn view: ' : '';
  const panel = page.locator('#panel-maze');
  const scrubber = panel.getByRole('slider', { name: /: frame$/ });
  await page.goto('about:blank');
  const steps = [];
  steps.push(
    await phase(page, `${name}open the maze's link`, async () => {
      await page.goto(link.replace('#', `${view}#`));
      await page.getByText('Read the maze from the link.').waitFor();
      await nextFrames(page);
    }),
  );
  steps.push(
    await phase(page, `${name}solve (breadth-first, in the worker)`, async () => {
      await panel.getByRole('button', { name: 'Solve' }).click();
      await page.getByTestId('moves').waitFor();
    }),
  );
  console.log(`  (fewest steps: ${await page.getByTestId('moves').textContent()})`);
  await panel.getByRole('button', { name: 'Reset to the start' }).click();
  await panel.getByLabel('Speed').selectOption({ label: '60/s' });
  steps.push(
    await phase(page, `${name}play 3 s at 60 steps a second`, async () => {
      await panel.getByRole('button', { name: 'Play' }).click();
      await page.waitForTimeout(3000);
      await panel.getByRole('button', { name: 'Pause' }).click();
    }),
  );
  console.log(`  (reached: ${await panel.locator('.animation .frame').textContent()})`);
  steps.push(
    await phase(page, `${name}scrub: the answer, the start, the middle`, async () => {
      await panel.getByRole('button', { name: 'Show the answer now' }).click();
      await nextFrames(page);
      await scrubber.fill('0');
      await nextFrames(page);
      await scrubber.fill(String(Math.round(Number(await scrubber.getAttribute('max')) / 2)));
      await nextFrames(page);
    }),
  );
  return steps;
}

const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', 'web'], {
  cwd: root,
  encoding: 'utf8',
});
if (build.status !== 0) throw new Error(`the page did not build:\n${build.stderr}`);
const { art, bits, seed } = mazeArt();
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
  const link = `${url}#tab=maze&size=${SIDE}x${SIDE}&start=0,0&goal=${SIDE - 1},${SIDE - 1}&cells=${bits}&moves=4`;
  const artLink = `${url}#tab=maze&maze=${encodeURIComponent(art)}&moves=4`;
  const megabytes = (text) => `${(text.length / 1e6).toFixed(2)} MB`;
  console.log(
    `  maze: ${SIDE}×${SIDE}, ${OPENNESS * 100}% open, seed ${seed}, 4 moves; the page's link for it ${megabytes(link)}, a link of its drawing ${megabytes(artLink)}`,
  );
  // The floor: the browser alone, opening a page with no script at an address as long as a link.
  for (const [name, address] of [
    ['its link', link],
    ['its drawing', artLink],
  ]) {
    await page.goto('about:blank');
    await phase(page, `a page with no script, at ${name}'s length`, async () => {
      await page.goto(`${url}nothing.html${address.slice(url.length)}`);
      await nextFrames(page);
    });
  }
  await page.goto('about:blank');
  await phase(page, `open a link holding its drawing (${megabytes(artLink)})`, async () => {
    await page.goto(artLink);
    await page.getByText('Read the maze from the link.').waitFor();
    await nextFrames(page);
  });
  const steps = [...(await mazeSteps(page, link, '?view=learn')), ...(await mazeSteps(page, link, ''))];
  console.log(
    `  (the ${SIDE}×${SIDE} maze, every step above: longest task ${Math.max(...steps.map((step) => step.wall)).toFixed(0)} ms, CPU ${Math.max(...steps.map((step) => step.cpu)).toFixed(0)} ms; the page's limit is ${LIMIT} ms)`,
  );
  const panel = page.locator('#panel-maze');
  const canvas = panel.locator('.maze-pixels canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  await phase(page, 'a 40-move drag drawing a wall, and its release', async () => {
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.5);
    await page.mouse.down();
    for (let i = 1; i <= 40; i++)
      await page.mouse.move(box.x + box.width * (0.1 + 0.02 * i), box.y + box.height * (0.5 + 0.002 * i));
    await page.mouse.up();
    await nextFrames(page);
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
    await nextFrames(page);
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
    await nextFrames(page);
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
    await nextFrames(page);
  });

  await page.goto(url);
  await page.getByLabel('Built-in board').selectOption('empty');
  await phase(page, 'snakes: 1,000,000 squares, drawn', async () => {
    await page.getByLabel('Squares', { exact: true }).fill('1000000');
    await page.getByLabel('Squares', { exact: true }).press('Enter');
    await page.locator('.snakes-pixels canvas').waitFor();
    await nextFrames(page);
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
  `  (load average while measuring: ${loadavg()[0].toFixed(1)} on this machine's cores; the page's own limit is ${LIMIT} ms per task)`,
);
