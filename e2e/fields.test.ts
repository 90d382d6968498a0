import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBoardText, useSiteAndBrowser } from './harness.js';

const site = useSiteAndBrowser();

async function type(field: Locator, text: string) {
  await field.fill(text);
  await field.press('Enter');
}

describe('number and cell fields', () => {
  it('say the limits of a refused number and show the value in force again', async () => {
    const { page } = await openPage(site.browser, site.url);
    const faces = page.getByLabel('Die faces');
    await type(faces, '0');
    expect(await faces.inputValue()).toBe('6');
    await expect
      .poll(() => page.locator('.field-problem').textContent())
      .toBe('Die faces: “0” is not allowed — a whole number from 1 to 1,000,000 faces. Kept 6.');
    const squares = page.getByLabel('Squares', { exact: true });
    await type(squares, '1');
    expect(await squares.inputValue()).toBe('100');
    await expect
      .poll(() => page.locator('.field-problem').textContent())
      .toContain('from 2 to 9,007,199,254,740,990 squares');
    // A good value clears the message.
    await type(faces, '8');
    await expect.poll(() => page.locator('.field-problem').count()).toBe(0);
  });

  it('keep what is typed: Backspace then 3 players is 3, walls "045" is 45', async () => {
    const { page } = await openPage(site.browser, site.url);
    await page.getByText('Analyze: how long the real game plays').click();
    const players = page.getByLabel('Players', { exact: true });
    await players.click();
    await players.press('End');
    await players.press('Backspace');
    await players.press('3');
    await players.press('Enter');
    expect(await players.inputValue()).toBe('3');
    await page.getByRole('tab', { name: 'Rat in a Maze' }).click();
    const walls = page.getByLabel('Walls %');
    await type(walls, '045');
    expect(await walls.inputValue()).toBe('45');
    await page.getByRole('button', { name: 'Random maze' }).click();
    await expect.poll(() => page.locator('#panel-maze .notice').textContent()).toContain('45% walls');
  });

  it('show the value in force again when the library refuses it, and say why', async () => {
    const { page } = await openPage(
      site.browser,
      `${site.url}#tab=tokens&tokens=${encodeURIComponent('1 2 3 4')}`,
    );
    const columns = page.locator('#panel-tokens').getByLabel('Columns', { exact: true });
    expect(await columns.inputValue()).toBe('4');
    await type(columns, '1');
    await expect.poll(() => page.locator('#panel-tokens [role="alert"]').count()).toBeGreaterThan(0);
    expect(await columns.inputValue()).toBe('4');

    await page.getByRole('tab', { name: 'Rat in a Maze' }).click();
    const start = page.getByLabel('Start (row,column)');
    await type(start, '50,50');
    await expect.poll(() => page.locator('#panel-maze .problem').textContent()).toMatch(/50/);
    expect(await start.inputValue()).toBe('0,0');
  });

  it('never put the start or goal on a wall, and say so', async () => {
    const { page } = await openPage(
      site.browser,
      `${site.url}#tab=maze&maze=${encodeURIComponent('S.#\n...\n..G')}`,
    );
    const start = page.getByLabel('Start (row,column)');
    await type(start, '0,2');
    await expect
      .poll(() => page.locator('#panel-maze .problem').textContent())
      .toContain('row 0, column 2 is a wall: the start must be on an open cell');
    expect(await start.inputValue()).toBe('0,0');
    // Dragging the goal over the wall leaves it on the last open cell it passed.
    const board = page.locator('.maze-board');
    const box = (await board.boundingBox())!;
    const at = (r: number, c: number) =>
      [box.x + ((c + 0.5) * box.width) / 3, box.y + ((r + 0.5) * box.height) / 3] as const;
    await page.mouse.move(...at(2, 2));
    await page.mouse.down();
    await page.mouse.move(...at(1, 2), { steps: 2 });
    await page.mouse.move(...at(0, 2), { steps: 2 });
    await page.mouse.up();
    expect(await page.getByLabel('Goal (row,column)').inputValue()).toBe('1,2');
  });
});

describe('a phone', () => {
  it('shows a file problem beside the Import button, and wraps a long path', async () => {
    const { page } = await openPage(site.browser, `${site.url}#tab=maze`, { width: 390, height: 844 });
    await page.getByText("Maze file (the CLI's formats)").click();
    await page.getByLabel('Maze file to import').setInputFiles({
      name: 'bad.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('S..\n.x.\n..G'),
    });
    const alert = page.locator('#panel-maze .board-text [role="alert"]');
    await expect.poll(() => alert.textContent()).toContain('bad.txt:2:2');
    const button = (await page.getByRole('button', { name: 'Import file…' }).boundingBox())!;
    const message = (await alert.boundingBox())!;
    expect(Math.abs(message.y - button.y)).toBeLessThan(200);

    await useBoardText(page, 'maze', `S${'.'.repeat(298)}G`);
    await page.locator('#panel-maze').getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('299');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('keeps the timeline on screen beside the board while it plays', async () => {
    const { page } = await openPage(site.browser, site.url, { width: 390, height: 844 });
    await page.getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('7');
    await page.locator('.snakes-board').scrollIntoViewIfNeeded();
    const board = (await page.locator('.snakes-board').boundingBox())!;
    const timeline = (await page.getByRole('group', { name: /timeline$/ }).boundingBox())!;
    // The timeline is within the screen and its top is within reach of the board's.
    expect(timeline.y + timeline.height).toBeLessThanOrEqual(844 + 1);
    expect(timeline.y).toBeGreaterThanOrEqual(0);
    expect(timeline.y - (board.y + board.height)).toBeLessThan(60);
  });
});
