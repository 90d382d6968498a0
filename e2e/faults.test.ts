import { describe, expect, it } from 'vitest';
import { accessibilityViolations, openPage, useBoardText, useSiteAndBrowser } from './harness.js';

const site = useSiteAndBrowser();

// A maze `rows × columns` of open cells, S top-left and G bottom-right, as a link.
function openMazeLink(rows: number, columns: number): string {
  const lines = Array.from({ length: rows }, (_, r) => {
    const line = '.'.repeat(columns).split('');
    if (r === 0) line[0] = 'S';
    if (r === rows - 1) line[columns - 1] = 'G';
    return line.join('');
  });
  return `${site.url}#tab=maze&maze=${encodeURIComponent(lines.join('\n'))}`;
}

describe('the keyboard on every board', () => {
  it('rings the focused square of a Snakes and Ladders board', async () => {
    const { page } = await openPage(site.browser, site.url);
    const square = page.locator('[data-square="45"]');
    await square.scrollIntoViewIfNeeded();
    const box = (await square.boundingBox())!;
    const clip = { x: box.x - 4, y: box.y - 4, width: box.width + 8, height: box.height + 8 };
    const before = await page.screenshot({ clip });
    // Focus from the keyboard (a ring shows for keyboard focus): onto square 1, then up and across.
    await page.locator('[data-square="1"]').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowUp');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-square'))).toBe('45');
    const after = await page.screenshot({ clip });
    expect(after.equals(before)).toBe(false);
  });

  it('moves a cursor on a board drawn as pixels: a named Tab stop, arrow keys, Enter', async () => {
    const { page } = await openPage(site.browser, openMazeLink(120, 120), { width: 1280, height: 800 });
    await expect.poll(() => page.locator('.maze-pixels canvas').count()).toBe(1);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    const frame = page.locator('#panel-maze .pixel-frame');
    expect(await frame.getAttribute('tabindex')).toBe('0');
    expect(await frame.getAttribute('aria-label')).toMatch(/^maze of 120 rows and 120 columns.*Arrow keys/);
    await frame.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByTestId('board-cursor').textContent()).toBe('row 1, column 1: open');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('board-cursor').textContent()).toBe('row 1, column 1: wall');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('pixel-frame'))).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

describe('messages that say what is true now', () => {
  it('drops "Reading … MB…" once a file is refused, and shows the refusal', async () => {
    const { page } = await openPage(site.browser, `${site.url}#tab=maze`);
    await page.getByText("Maze file (the CLI's formats)").click();
    // 1001 × 1001 cells: read in the worker (it is long), refused (the page takes a million).
    const rows = Array.from({ length: 1001 }, () => '.'.repeat(1001));
    rows[0] = `S${rows[0].slice(1)}`;
    rows[1000] = `${rows[1000].slice(0, -1)}G`;
    await page.getByLabel('Maze file to import').setInputFiles({
      name: 'maze1001.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(rows.join('\n')),
    });
    const alert = page.locator('#panel-maze .board-text [role="alert"]');
    await expect.poll(() => alert.textContent()).toMatch(/maze1001\.txt: 1,?002,?001 cells/);
    expect(await page.locator('#panel-maze .notice').textContent()).toBe('');
  });

  it('drops "Read the board text." when the next text is refused', async () => {
    const { page } = await openPage(site.browser, site.url);
    await useBoardText(page, 'snakes', '{"squares": 30, "ladders": {"2": 21}}');
    await expect.poll(() => page.locator('#panel-snakes .notice').textContent()).toBe('Read the board text.');
    await useBoardText(page, 'snakes', '{"squares": 30, "ladders": {"4": 2}}');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('ladder 4→2 goes down');
    expect(await page.locator('#panel-snakes .notice').textContent()).toBe('');
  });
});

describe('a big maze', () => {
  it('keeps the goal in the corner when the maze grows', async () => {
    const { page } = await openPage(site.browser, `${site.url}#tab=maze`);
    const panel = page.locator('#panel-maze');
    for (const [field, value] of [
      ['Rows', '30'],
      ['Columns', '40'],
    ]) {
      await panel.getByLabel(field, { exact: true }).fill(value);
      await panel.getByLabel(field, { exact: true }).press('Enter');
    }
    expect(await panel.getByLabel('Goal (row,column)').inputValue()).toBe('29,39');
    await panel.getByRole('radio', { name: 'Solve' }).check();
    await panel.getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toMatch(/^\d+$/);
    expect(Number(await page.getByTestId('moves').textContent())).toBeGreaterThanOrEqual(29 + 39);
  });

  it('fits the whole board, the goal row too, and says its scale truly', async () => {
    const { page } = await openPage(site.browser, openMazeLink(1000, 1000), { width: 1280, height: 720 });
    await expect
      .poll(() => page.locator('#panel-maze .notice').textContent(), { timeout: 60_000 })
      .toBe('Read the maze from the link.');
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Fit' }).click();
    const frame = page.locator('#panel-maze .pixel-frame');
    const fits = await frame.evaluate(
      (box) => box.scrollHeight <= box.clientHeight + 1 && box.scrollWidth <= box.clientWidth + 1,
    );
    expect(fits).toBe(true);
    const canvas = (await page.locator('.maze-pixels canvas').boundingBox())!;
    const said = (await page.locator('.zoom-level').textContent())!;
    const [, number, unit] = /^([\d.]+) (cells per px|px per cell)$/.exec(said)!;
    const cellsPerPixel = 1000 / canvas.width;
    const shown = unit === 'cells per px' ? Number(number) : 1 / Number(number);
    expect(Math.abs(shown - cellsPerPixel) / cellsPerPixel).toBeLessThan(0.01);
  });
});
