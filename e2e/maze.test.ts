import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHOTS, openPage, useBoardText, useSiteAndBrowser } from './harness.js';
import { goToFrame, learnOff } from './timeline.js';

const site = useSiteAndBrowser();

async function useText(page: Page, text: string) {
  await useBoardText(page, 'maze', text);
}

async function solve(page: Page) {
  await page.locator('#panel-maze').getByRole('button', { name: 'Solve' }).click();
}

// Drags the mouse over cells (row, column) of the drawn maze.
async function drag(page: Page, cells: Array<[number, number]>) {
  await page.locator('.maze-board').scrollIntoViewIfNeeded();
  const box = (await page.locator('.maze-board').boundingBox())!;
  const { rows, columns } = await page.locator('.maze-board').evaluate((svg) => {
    const [, , width, height] = svg.getAttribute('viewBox')!.split(' ').map(Number);
    return { rows: height / 32, columns: width / 32 };
  });
  const at = ([r, c]: [number, number]) =>
    [box.x + ((c + 0.5) * box.width) / columns, box.y + ((r + 0.5) * box.height) / rows] as const;
  await page.mouse.move(...at(cells[0]));
  await page.mouse.down();
  for (const cell of cells.slice(1)) await page.mouse.move(...at(cell), { steps: 3 });
  await page.mouse.up();
}

describe('Rat in a Maze tab', () => {
  it('answers the SPEC examples in every mode, as the CLI does', async () => {
    const { page, problems } = await openPage(site.browser, `${site.url}#tab=maze`);
    await useText(page, '[[1,0,0,0],[1,1,0,1],[1,1,0,0],[0,1,1,1]]');
    await solve(page);
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('6');
    expect(await page.getByTestId('directions').textContent()).toBe('DDRDRR');
    await page.getByLabel('Mode').selectOption('all');
    await solve(page);
    await expect.poll(() => page.getByTestId('paths').textContent()).toBe('DDRDRRDRDDRR');
    await page.getByLabel('Mode').selectOption('count');
    await solve(page);
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('2');

    await useText(page, '[[1,0,0,0],[1,1,0,1],[0,1,0,0],[1,1,1,1]]');
    await page.getByRole('radio', { name: '2' }).check();
    await page.getByLabel('Mode').selectOption('first');
    await solve(page);
    await expect.poll(() => page.getByTestId('directions').textContent()).toBe('DRDDRR');
    await page.getByText('Solution matrix').click();
    expect(await page.locator('.matrix').textContent()).toBe('1 0 0 0\n1 1 0 0\n0 1 0 0\n0 1 1 1');
    expect(problems()).toEqual([]);
  });

  it('draws walls by dragging, watches the search, and shares the maze by link', async () => {
    const { page, problems } = await openPage(site.browser, `${site.url}#tab=maze`);
    await useText(page, 'S....\n.....\n.....\n....G');
    await drag(page, [
      [0, 1],
      [1, 1],
      [2, 1],
    ]);
    await drag(page, [
      [3, 3],
      [2, 3],
      [1, 3],
    ]);
    expect(await page.locator('.maze-cell.wall').count()).toBe(6);
    // Drag the goal one cell left, onto (3,2).
    await drag(page, [
      [3, 4],
      [3, 2],
    ]);
    expect(await page.getByLabel('Goal (row,column)').inputValue()).toBe('3,2');
    await learnOff(page);
    await solve(page);
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('5');
    expect(await page.getByTestId('directions').textContent()).toBe('DDDRR');
    await goToFrame(page, 0);
    await page.getByRole('button', { name: 'Step one frame' }).click();
    await expect.poll(() => page.locator('#panel-maze .frame').textContent()).toMatch(/^level 1:/);
    // An edit during the animation drops the answer at once.
    await drag(page, [[2, 2]]);
    expect(await page.getByTestId('moves').count()).toBe(0);
    expect(await page.locator('.maze-path').count()).toBe(0);

    await expect.poll(() => page.url()).toContain('maze=S%23...%0A.%23.%23.%0A.%23%23%23.%0A..G%23.');
    const other = await openPage(site.browser, page.url());
    await expect.poll(() => other.page.getByLabel('Goal (row,column)').inputValue()).toBe('3,2');
    expect(await other.page.locator('.maze-cell.wall').count()).toBe(7);
    await page.screenshot({ path: `${SHOTS}maze-drawn.png` });
    expect([...problems(), ...other.problems()]).toEqual([]);
  });

  it('animates the backtracking of "first" through its dead ends', async () => {
    const { page } = await openPage(site.browser, `${site.url}#tab=maze&mode=first`);
    await solve(page);
    await expect.poll(() => page.getByTestId('moves').textContent()).toMatch(/^\d+$/);
    await goToFrame(page, 0);
    for (let i = 0; i < 6; i++) await page.getByRole('button', { name: 'Step one frame' }).click();
    expect(await page.locator('#panel-maze .frame').textContent()).toMatch(
      /^step 7 of \d+: (steps into|backs out of) row \d+, column \d+/,
    );
    expect(await page.locator('.maze-path.walk').count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}maze-first.png` });
  });

  it('cancels a long search and draws a large maze on a canvas', async () => {
    const { page, problems } = await openPage(site.browser, `${site.url}#tab=maze&moves=8&mode=count`);
    await useText(page, Array.from({ length: 9 }, () => '.........').join('\n'));
    await solve(page);
    await expect.poll(() => page.locator('#panel-maze .side .status').textContent()).toMatch(/Searching…/);
    // The page still answers while the worker searches.
    await page.getByLabel('Walls %').fill('20');
    await page.locator('#panel-maze').getByRole('button', { name: 'Cancel search' }).click();
    await expect
      .poll(() => page.locator('#panel-maze .side .status').textContent())
      .toBe('Search cancelled.');
    // A bigger maze than SVG draws well: a canvas, still solvable.
    await page.locator('#panel-maze').getByLabel('Rows', { exact: true }).fill('120');
    await page.locator('#panel-maze').getByLabel('Rows', { exact: true }).press('Enter');
    await page.locator('#panel-maze').getByLabel('Columns', { exact: true }).fill('120');
    await page.locator('#panel-maze').getByLabel('Columns', { exact: true }).press('Enter');
    await page.getByLabel('Mode').selectOption('shortest');
    await expect.poll(() => page.locator('.maze-pixels canvas').count()).toBe(1);
    await solve(page);
    await expect.poll(() => page.getByTestId('moves').textContent()).toMatch(/^\d+$/);
    expect(problems()).toEqual([]);
  });

  it('shows a clear message for a bad maze link', async () => {
    const { page, problems } = await openPage(
      site.browser,
      `${site.url}#tab=maze&maze=${encodeURIComponent('S..\n.x.\n..G')}&moves=5`,
    );
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toMatch(/could not be read.*moves=5 is not 2, 4 or 8.*link:2:2/);
    expect(await page.locator('.maze-cell').count()).toBeGreaterThan(0);
    expect(problems()).toEqual([]);
  });
});
