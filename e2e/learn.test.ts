import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHOTS, openPage, useBoardText, useSiteAndBrowser } from './harness.js';
import { goToFrame, learnOff } from './timeline.js';

const site = useSiteAndBrowser();

const explored = async (page: Page) =>
  Number(
    (await page
      .locator('[role="tabpanel"]:not([hidden]) .side [data-testid="explored"]')
      .textContent())!.replace(/,/g, ''),
  );

describe('the learn view', () => {
  it('is on for a small board and shows the queue, the move, the parents and the pseudocode line', async () => {
    const { page } = await openPage(site.browser, site.url, { width: 1280, height: 800 });
    expect(await page.getByRole('checkbox', { name: /^Learn/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('7');
    await goToFrame(page, 0);
    await expect
      .poll(() => page.getByTestId('learn-step').textContent())
      .toBe('Start: square 0 (off the board) goes in the queue and is marked as seen.');
    expect(await page.locator('.pseudocode li.lit').allTextContents()).toEqual([
      'queue ← [start]; mark start as seen',
    ]);
    expect(await page.getByTestId('queue').textContent()).toBe('square 0 (off the board)');
    await page.getByRole('button', { name: 'Step one frame' }).click();
    await expect.poll(() => page.getByTestId('expanding').textContent()).toBe('square 0 (off the board)');
    expect(await page.locator('.pseudocode li.lit').allTextContents()).toContain(
      '    state ← take the front of queue',
    );
    // Face 1 from off the board lands on the ladder 1→38: square 38 is new, its parent square 0.
    await page.getByRole('button', { name: 'Step one frame' }).click();
    await expect
      .poll(() => page.getByTestId('learn-step').textContent())
      .toBe(
        'face 1 leads to square 38, new: its parent is square 0 (off the board); it joins the back of the queue.',
      );
    expect(await page.getByTestId('moves-considered').textContent()).toBe('face 1 → square 38: new, queued');
    expect(await page.locator('.pseudocode li.lit').allTextContents()).toEqual([
      '    for each next in moves(state):',
      '        mark next as seen; parent[next] ← state',
      '        put next at the back of queue',
    ]);
    expect(await page.locator('.snakes-board .parent-arrow').count()).toBe(1);
    await page.getByRole('button', { name: 'Step one frame' }).click();
    await page.getByRole('button', { name: 'Step one frame' }).click();
    await page.screenshot({ path: `${SHOTS}learn-snakes.png` });
    // At the end the path is rebuilt from the goal through the parents.
    await page.getByRole('button', { name: 'Show the answer now' }).click();
    await expect
      .poll(() => page.getByTestId('learn-step').textContent())
      .toMatch(/^…and the start, square 0 \(off the board\): the path, read backwards, is complete\.$/);
    expect(await page.locator('.pseudocode li.lit').allTextContents()).toEqual([
      'path ← goal, parent[goal], parent[parent[goal]], … back to start',
    ]);
    // The board shades exactly the squares the search explored, as the status line counts them
    // (the first, the start off the board, is not drawn).
    expect(await page.locator('.snakes-board [data-shade="1"]').count()).toBe((await explored(page)) - 1);
  });

  it('explains why squares where a jump starts are never shaded', async () => {
    const { page } = await openPage(site.browser, site.url);
    expect(await page.locator('#panel-snakes .legend').textContent()).toContain(
      'Squares where a snake or ladder starts are never shaded: a token that lands there moves on at once',
    );
  });

  it('shades what the search explored, as counted, at every level and at its end', async () => {
    const { page } = await openPage(site.browser, site.url);
    await learnOff(page);
    await page.getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('7');
    for (const frame of [1, 3, 6]) {
      await goToFrame(page, frame);
      const line = (await page.locator('#panel-snakes .frame').textContent())!;
      const [, counted, queued] = /— ([\d,]+) squares? explored, ([\d,]+) in the queue/.exec(line)!;
      // The start, off the board, is explored first but not drawn.
      expect(await page.locator('.snakes-board [data-shade="1"]').count()).toBe(Number(counted) - 1);
      expect(await page.locator('.snakes-board [data-shade="2"]').count()).toBe(Number(queued));
    }
    await page.getByRole('button', { name: 'Show the answer now' }).click();
    await expect
      .poll(async () => page.locator('.snakes-board [data-shade="1"]').count())
      .toBe((await explored(page)) - 1);
  });

  it('steps through a maze search with each cell’s parent drawn as an arrow', async () => {
    const { page } = await openPage(site.browser, `${site.url}#tab=maze`);
    await page.locator('#panel-maze').getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toMatch(/^\d+$/);
    await goToFrame(page, 12);
    await expect.poll(() => page.locator('#panel-maze .parent-arrow').count()).toBeGreaterThan(2);
    expect(await page.getByTestId('learn-step').textContent()).toMatch(/\(\d+, \d+\)/);
    await page.screenshot({ path: `${SHOTS}learn-maze.png` });
    await page.getByRole('button', { name: 'Show the answer now' }).click();
    await expect
      .poll(async () => page.locator('#panel-maze [data-shade="1"]').count())
      .toBe(await explored(page));
    expect(await page.locator('#panel-maze .maze-path.final').count()).toBe(1);
  });

  it('says why there is no path when the goal is a wall, instead of searching', async () => {
    const { page } = await openPage(site.browser, `${site.url}#tab=maze`);
    await useBoardText(page, 'maze', '1 1 1\n1 1 1\n1 1 0');
    await page.locator('#panel-maze').getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('No path');
    expect(await page.getByTestId('why').textContent()).toContain('the goal (row 2, column 2) is a wall');
    expect(await page.locator('#panel-maze [data-shade="1"]').count()).toBe(0);
  });

  it('steps through the two-token search, naming both tokens of each position', async () => {
    const { page } = await openPage(site.browser, `${site.url}#tab=tokens`);
    await page.locator('#panel-tokens').getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('5');
    await goToFrame(page, 2);
    await expect
      .poll(() => page.getByTestId('learn-step').textContent())
      .toMatch(/(red|blue) (up|down|left|right) \d+ leads to red \(\d,\d\) blue \(\d,\d\)/);
    expect(await page.locator('.parent-note').count()).toBeGreaterThan(0);
  });
});
