// The page's small words and places, each once wrong: a count of one said in the singular, a wall
// called a wall, two curves of one board told apart, one problem at a time under "New board", a
// square's jump said where it goes, and the Question menu within its column.
import { describe, expect, it } from 'vitest';
import { openPage, useSiteAndBrowser } from './harness.js';
import { goToFrame, learnOn, visiblePanel } from './timeline.js';

const site = useSiteAndBrowser();

describe('small words and places', () => {
  it('says a count of one in the singular: 1 throw, 1 step', async () => {
    const { page } = await openPage(
      site.browser,
      `${site.url}?view=practice#tab=snakes&practice=next&level=easy&seed=class-7`,
    );
    await expect
      .poll(() => visiblePanel(page).getByTestId('question').textContent())
      .toContain('every square fewer than 1 throw from the start');

    const maze = (await openPage(site.browser, `${site.url}#tab=maze`)).page;
    const panel = visiblePanel(maze);
    await panel.getByLabel('Mode').selectOption('first');
    await learnOn(maze);
    await panel.getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => panel.getByTestId('moves').count()).toBe(1);
    await goToFrame(maze, 0);
    await expect
      .poll(() => panel.locator('.learn').textContent())
      .toContain('1 step in · 0 dead ends backed out of · 0 paths found');
  });

  it('calls a wall chosen as the next cell out of the queue a wall', async () => {
    const { page } = await openPage(
      site.browser,
      `${site.url}?view=practice#tab=maze&practice=next&level=easy&seed=class-7`,
    );
    const panel = visiblePanel(page);
    const wall = panel.locator('rect.maze-cell.wall').first();
    const [row, column] = (await wall.getAttribute('data-cell'))!.split(',');
    await wall.click();
    await expect
      .poll(() => panel.locator('.feedback').textContent())
      .toContain(`(${row}, ${column}) is a wall: the rat never stands on it: it is not in the queue.`);
    expect(await panel.locator('.feedback').textContent()).not.toContain('never sees');
  });

  it('names the curves of one board under two end rules by their rules', async () => {
    const { page } = await openPage(site.browser, site.url);
    await page.getByText('Analyze: how long the real game plays').click();
    const analyze = async () => {
      await page.getByRole('button', { name: 'Analyze', exact: true }).click();
      await expect.poll(() => page.getByTestId('expected').count()).toBe(1);
    };
    await analyze();
    await page.getByRole('button', { name: 'Pin for comparison' }).click();
    await page.locator('details.analysis').getByLabel('End rule').selectOption('bounce');
    await analyze();
    const comparison = page.getByTestId('comparison');
    await expect.poll(() => comparison.count()).toBe(1);
    expect(await comparison.locator('thead th').allTextContents()).toEqual([
      'Figure',
      'Pinned: classic, exact end rule',
      'This board: classic, bounce end rule',
      'Difference',
    ]);
    // The chart's key names its two curves the same way.
    await expect
      .poll(() => comparison.locator('.chart-key .key').allTextContents())
      .toEqual(['classic, exact end rule', 'classic, bounce end rule']);
  });

  it('shows only the last problem of "New board, made to order"', async () => {
    const { page } = await openPage(site.browser, `${site.url}#tab=maze`);
    const panel = visiblePanel(page);
    await panel.getByText('New board, made to order').click();
    const form = panel.locator('details.new-board');
    await form.getByLabel('Shortest steps (blank: any; -1: none)').fill('200');
    await form.getByRole('button', { name: 'Make board' }).click();
    await expect.poll(() => form.getByRole('alert').count()).toBe(1);
    const refused = await form.getByRole('alert').textContent();
    await form.getByLabel('Size (rows × columns)').fill('seven');
    await form.getByRole('button', { name: 'Make board' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toContain('“seven” is not rows×columns');
    expect(await form.getByRole('alert').count()).toBe(1);
    expect(await form.getByRole('alert').textContent()).not.toBe(refused);
  });

  it("says where a square's jump goes, on the drawn board and on the pixels", async () => {
    const { page } = await openPage(site.browser, site.url);
    expect(await page.locator('[data-square="1"]').getAttribute('aria-label')).toBe(
      'square 1, the foot of a ladder up to 38: activate to remove it',
    );
    expect(await page.locator('[data-square="16"]').getAttribute('aria-label')).toBe(
      'square 16, the head of a snake down to 6: activate to remove it',
    );
    // A board drawn as pixels: the cursor's square, told as the cursor moves onto it.
    const board = { squares: 10_000, ladders: { 2: 9_000 } };
    const big = (
      await openPage(
        site.browser,
        `${site.url}#tab=snakes&snakes=${encodeURIComponent(JSON.stringify(board))}`,
      )
    ).page;
    await expect.poll(() => big.locator('.snakes-pixels canvas').count()).toBe(1);
    await big.locator('#panel-snakes .pixel-frame').focus();
    await big.keyboard.press('ArrowRight');
    await expect
      .poll(() => big.getByTestId('board-cursor').textContent())
      .toBe('square 2, the foot of a ladder up to 9000: activate to remove it');
  });

  it('keeps the Question menu within the column beside the board', async () => {
    const { page } = await openPage(
      site.browser,
      `${site.url}?view=practice#tab=maze&practice=path&level=medium&seed=class-7`,
      { width: 1280, height: 720 },
    );
    const panel = visiblePanel(page);
    const menu = await panel.getByRole('combobox', { name: 'Question' }).boundingBox();
    const side = await panel.locator('.side').boundingBox();
    expect(menu!.x + menu!.width).toBeLessThanOrEqual(side!.x + side!.width);
  });
});
