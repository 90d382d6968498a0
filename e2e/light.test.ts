import { describe, expect, it } from 'vitest';
import { openPage, useBoardText, useSiteAndBrowser } from './harness.js';

const site = useSiteAndBrowser();

describe('a light page', () => {
  it('fetches the chart’s chunk only when the analysis panel is opened', async () => {
    const { page } = await openPage(site.browser, site.url);
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await page.reload();
    await expect.poll(() => page.locator('.snakes-board .cell').count()).toBe(100);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /DistributionChart/.test(url))).toEqual([]);
    await page.getByText('Analyze: how long the real game plays').click();
    await expect.poll(() => scripts.filter((url) => /DistributionChart/.test(url)).length).toBe(1);
  });

  it('reads a long pasted board in the worker, in Snakes and Ladders and in Two tokens', async () => {
    const { page } = await openPage(site.browser, site.url);
    // Each read starts a search worker of its own (the page's main thread never parses it).
    let workers = 0;
    page.on('worker', () => workers++);
    // 120,000 squares with a ladder every 30: a board text of some 110 KB.
    const ladders = Object.fromEntries(Array.from({ length: 3600 }, (_, i) => [2 + 30 * i, 20 + 30 * i]));
    const text = JSON.stringify({ squares: 120_000, ladders }, null, 8);
    expect(text.length).toBeGreaterThan(100_000);
    // Imported (a paste into the text box takes the same way; typing 100 KB into it here is slow).
    await page.getByText("Board file (the CLI's formats)").click();
    await page
      .getByLabel('Board file to import')
      .setInputFiles({ name: 'long.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await expect.poll(() => workers).toBe(1);
    await expect.poll(() => page.locator('#panel-snakes .notice').textContent()).toBe('Read long.json.');
    expect(await page.getByLabel('Squares', { exact: true }).inputValue()).toBe('120000');
    await page.getByRole('tab', { name: 'Two tokens' }).click();
    // 200 × 200 labels of two digits: some 120 KB.
    const grid = Array.from({ length: 200 }, (_, r) =>
      Array.from({ length: 200 }, (_, c) => 10 + ((r * 7 + c * 3) % 20)).join(' '),
    ).join('\n');
    expect(grid.length).toBeGreaterThan(100_000);
    await page.getByText("Grid file (the CLI's formats)").click();
    await page
      .getByLabel('Grid file to import')
      .setInputFiles({ name: 'long.txt', mimeType: 'text/plain', buffer: Buffer.from(grid) });
    await expect.poll(() => workers).toBe(2);
    await expect.poll(() => page.locator('#panel-tokens .notice').textContent()).toBe('Read long.txt.');
    expect(await page.locator('#panel-tokens').getByLabel('Rows', { exact: true }).inputValue()).toBe('200');
  });

  it('reads a long board pasted into the maze text box in the worker, never laying it out in the box', async () => {
    const { page } = await openPage(site.browser, `${site.url}#tab=maze`);
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url.slice(0, -1) });
    // 400 × 400 cells of ASCII art: some 160 KB, pasted with the keyboard.
    const art = Array.from({ length: 400 }, (_, r) =>
      r === 0 ? `S${'.'.repeat(399)}` : r === 399 ? `${'.'.repeat(399)}G` : '.'.repeat(400),
    ).join('\n');
    await page.evaluate((text) => navigator.clipboard.writeText(text), art);
    const panel = page.locator('#panel-maze');
    await panel.getByText("Maze file (the CLI's formats)").click();
    await panel.locator('#maze-text').focus();
    await page.keyboard.press('Control+V');
    await expect.poll(() => panel.locator('.notice').textContent()).toBe('Read pasted text.');
    expect(await panel.getByLabel('Rows', { exact: true }).inputValue()).toBe('400');
    // The box never held the paste: it shows the maze's own placeholder.
    expect((await panel.locator('#maze-text').inputValue()).length).toBeLessThan(100_000);
  });

  it('ends the search worker when a search ends or is cancelled, giving its memory back', async () => {
    const { page } = await openPage(site.browser, site.url);
    await page.getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('7');
    await expect.poll(() => page.workers().length).toBe(0);
    await page.goto(`${site.url}#tab=maze&moves=8&mode=count`);
    await useBoardText(page, 'maze', Array.from({ length: 9 }, () => '.........').join('\n'));
    await page.locator('#panel-maze').getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.workers().length).toBe(1);
    await page.locator('#panel-maze').getByRole('button', { name: 'Cancel search' }).click();
    await expect.poll(() => page.workers().length).toBe(0);
  });

  it('works offline after one visit: reloaded with no network, it still solves', async () => {
    const { page } = await openPage(site.browser, site.url, undefined, 'allow');
    // The service worker has kept every file of the page once it controls it.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.context().setOffline(true);
    await page.reload();
    await expect.poll(() => page.locator('.snakes-board .cell').count()).toBe(100);
    await page.getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('7');
    await page.goto(`${site.url}?embed#tab=tokens`);
    await expect.poll(() => page.getByTestId('learn-step').count()).toBe(1);
    await page.context().setOffline(false);
  });
});
