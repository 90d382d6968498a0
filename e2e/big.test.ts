import { describe, expect, it } from 'vitest';
import { openPage, useSiteAndBrowser } from './harness.js';
import { goToFrame } from './timeline.js';

const site = useSiteAndBrowser();

describe('big boards', () => {
  it('solves a million-square board, lists its game as runs of faces, and plays it', async () => {
    const { page } = await openPage(site.browser, site.url);
    await page.getByLabel('Built-in board').selectOption('empty');
    await page.getByLabel('Squares', { exact: true }).fill('1000000');
    await page.getByLabel('Squares', { exact: true }).press('Enter');
    await expect.poll(() => page.locator('.snakes-pixels canvas').count()).toBe(1);
    await page.getByRole('button', { name: 'Solve' }).click();
    // ⌈1,000,000 / 6⌉ throws from off the board: 166,666 sixes and a four.
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('166667');
    expect(await page.getByTestId('faces').textContent()).toContain('runs of faces: 6 × 166,666, 4 × 1');
    await goToFrame(page, 100_000);
    await expect
      .poll(() => page.locator('#panel-snakes .frame').textContent())
      .toMatch(/^throw 100,000 of 166,667: face 6 → lands on 600000 — /);
    await page.getByRole('button', { name: 'Show the answer now' }).click();
    await expect
      .poll(() => page.locator('#panel-snakes .frame').textContent())
      .toMatch(/^throw 166,667 of 166,667: face 4 → lands on 1000000/);
    // The board is still there, and can still be edited.
    expect(await page.locator('.snakes-pixels canvas').count()).toBe(1);
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('solves a trillion-square board by runs and plays its game a run of faces at a time', async () => {
    const board = { squares: 1e12, ladders: { 500: 5e11 }, snakes: { 7e11: 10 } };
    const { page } = await openPage(
      site.browser,
      `${site.url}#tab=snakes&snakes=${encodeURIComponent(JSON.stringify(board))}`,
    );
    await expect.poll(() => page.locator('.snakes-pixels canvas').count()).toBe(1);
    await page.getByRole('button', { name: 'Solve' }).click();
    // Sixes to 498, a 2 onto the ladder to 500,000,000,000, then sixes (and a last 2) to the end.
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('83333333418');
    expect(await page.getByTestId('by-runs').count()).toBe(1);
    await goToFrame(page, 2);
    await expect
      .poll(() => page.locator('#panel-snakes .frame').textContent())
      .toBe('run 2 of 4: face 2 × 1 (throws 84–84) → square 500,000,000,000');
  });

  it('opens a 1000×1000 maze from a link, solves it, plays it, and walls it off with a drag', async () => {
    const rows = Array.from({ length: 1000 }, (_, r) =>
      r === 0 ? `S${'.'.repeat(999)}` : r === 999 ? `${'.'.repeat(999)}G` : '.'.repeat(1000),
    );
    const link = `${site.url}#tab=maze&maze=${encodeURIComponent(rows.join('\n'))}&moves=4`;
    const { page } = await openPage(site.browser, link);
    await expect
      .poll(() => page.locator('#panel-maze .notice').textContent())
      .toBe('Read the maze from the link.');
    expect(await page.locator('#panel-maze').getByLabel('Rows', { exact: true }).inputValue()).toBe('1000');
    // The address still holds the maze: it was never replaced while the maze was being read.
    expect(page.url().length).toBeGreaterThan(1_000_000);
    expect(await page.locator('#panel-maze').getByRole('radio', { name: 'Learn' }).isChecked()).toBe(false);
    await page.locator('#panel-maze').getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('1998');
    await goToFrame(page, 1000);
    await expect.poll(() => page.locator('#panel-maze .frame').textContent()).toMatch(/^level 1000: /);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Fit' }).click();

    // One quick drag across the whole width of row 500 builds a wall from edge to edge.
    const canvas = page.locator('.maze-pixels canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    const y = box.y + (500.5 / 1000) * box.height;
    // Cells are smaller than a pixel here: start and end within the first and last column.
    await page.mouse.move(box.x + 0.2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 0.2, y, { steps: 4 });
    await page.mouse.up();
    await page.locator('#panel-maze').getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('No path');
  });

  it('writes a 1000×1000 maze into its link as bits, and opens that link in the Learn view', async () => {
    const rows = Array.from({ length: 1000 }, (_, r) =>
      r === 0
        ? `S${'.'.repeat(999)}`
        : r === 999
          ? `${'.'.repeat(999)}G`
          : `${'.'.repeat(500)}#${'.'.repeat(499)}`,
    );
    const { page } = await openPage(
      site.browser,
      `${site.url}#tab=maze&maze=${encodeURIComponent(rows.join('\n'))}`,
    );
    const panel = page.locator('#panel-maze');
    await expect.poll(() => panel.locator('.notice').textContent()).toBe('Read the maze from the link.');
    await panel.getByRole('radio', { name: '8' }).check();
    await panel.getByLabel('Walls %').fill('20');
    await panel.getByLabel('Walls %').press('Enter');
    await panel.getByRole('button', { name: 'Random maze' }).click();
    await expect.poll(() => page.url()).toMatch(/&cells=[\w-]{166667}&moves=8/);
    const link = page.url();
    expect(link.length).toBeLessThan(200_000);
    await panel.getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toMatch(/^\d+$/);
    const steps = await page.getByTestId('moves').textContent();

    const reopened = (await openPage(site.browser, link.replace('/#', '/?view=learn#'))).page;
    const again = reopened.locator('#panel-maze');
    await expect.poll(() => again.locator('.notice').textContent()).toBe('Read the maze from the link.');
    expect(await again.getByLabel('Rows', { exact: true }).inputValue()).toBe('1000');
    expect(await again.getByRole('radio', { name: 'Learn' }).isChecked()).toBe(true);
    await again.getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => reopened.getByTestId('moves').textContent()).toBe(steps);
    // The Learn view steps through the first steps of the search, then a level at a time.
    await goToFrame(reopened, 400);
    await expect
      .poll(() => again.locator('.animation .frame').textContent())
      .toMatch(/^step 401 of \d+ of the search$/);
    await expect.poll(() => again.locator('.learn').textContent()).toMatch(/Level \d+/);
  });
});
