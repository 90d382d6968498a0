import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SHOTS, accessibilityViolations, openPage, useSiteAndBrowser } from './harness.js';

const site = useSiteAndBrowser();

/** Opens the analysis panel and analyses the board on screen; resolves once its figures are shown. */
async function analyze(page: Page): Promise<void> {
  const details = page.locator('details.analysis');
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open)))
    await page.getByText('Analyze: how long the real game plays').click();
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
  await expect.poll(() => page.getByTestId('expected').count()).toBe(1);
}

const number = (text: string | null) => Number((text ?? '').replace(/,/g, '').replace('−', '-'));

describe('the designer and the comparison of two boards', () => {
  it('designs a board in its worker, draws it, and puts it in the editor', async () => {
    const { page, problems } = await openPage(site.browser, site.url);
    await page.getByText('Design a board: targets in, board out').click();
    await page.getByLabel('Mean throws (± 0.1)').fill('30');
    await page.getByLabel('Standard deviation (± 0.5)').fill('15');
    await page.getByLabel('Fewest throws', { exact: true }).fill('5');
    // Time to spare: the boards tried depend on the seed, so a busy machine finds the same one later.
    await page.getByLabel('Time (s)').fill('600');
    await page.getByRole('button', { name: 'Design', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('design-met').textContent(), { timeout: 100_000 })
      .toMatch(/^Every target met: 100 squares, \d+ ladders, \d+ snakes, end rule exact\.$/);
    const cells = await page.locator('.design-targets tbody td').allTextContents();
    expect(cells.filter((text) => text === 'met')).toHaveLength(3);
    expect(Math.abs(number(cells[0]) - 30)).toBeLessThanOrEqual(0.1);
    const notation = JSON.parse((await page.getByTestId('design-notation').textContent())!);
    const jumps = Object.keys(notation.ladders).length + Object.keys(notation.snakes).length;
    expect(await page.locator('.board-preview line').count()).toBe(jumps);
    await page.screenshot({ path: `${SHOTS}snakes-design.png`, fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Edit this board' }).click();
    await expect.poll(() => page.locator('.snakes-board .jump').count()).toBe(jumps);
    // The board in the editor plays as the designer said: the analysis gives the same mean.
    await analyze(page);
    expect(Math.abs(number(await page.getByTestId('expected').textContent()) - 30)).toBeLessThanOrEqual(0.1);
    expect(problems()).toEqual([]);
  });

  it('pins a board and shows it beside another: two curves, two columns, the differences', async () => {
    const { page, problems } = await openPage(site.browser, site.url);
    await analyze(page);
    await page.getByRole('button', { name: 'Pin for comparison' }).click();
    // An edit drops the figures, not the pinned ones.
    await page.getByLabel('Built-in board').selectOption('empty');
    await expect
      .poll(() => page.getByTestId('pinned-note').textContent())
      .toContain('Pinned: classic (39.225');
    await analyze(page);
    const comparison = page.getByTestId('comparison');
    await expect.poll(() => comparison.count()).toBe(1);
    expect(await comparison.locator('thead th').allTextContents()).toEqual([
      'Figure',
      'Pinned: classic',
      'This board: 100 squares, 0 jumps',
      'Difference',
    ]);
    const expected = await comparison.locator('tbody tr').first().locator('td').allTextContents();
    // The classic board: 39.225 throws; the empty one: 33.333 (the CLI's figures).
    expect(expected[0]).toBe('39.225');
    expect(expected[1]).toBe('33.333');
    expect(number(expected[2])).toBeCloseTo(33.333 - 39.225, 3);
    // Two curves on one chart, each in its colour, and a key naming them.
    expect(await comparison.locator('svg.boardpath-plot [stroke="var(--snake)"] path').count()).toBe(1);
    expect(await comparison.locator('svg.boardpath-plot [stroke="var(--frontier)"] path').count()).toBe(1);
    expect(await comparison.locator('.chart-key .key').allTextContents()).toEqual([
      'classic',
      '100 squares, 0 jumps',
    ]);
    await comparison.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}snakes-compare.png`, fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(problems()).toEqual([]);
  });

  it('shows a million-square board with no dash, and its chart where the probability is', async () => {
    const board = { squares: 1_000_000, ladders: { 2: 60 } };
    const { page, problems } = await openPage(
      site.browser,
      `${site.url}#tab=snakes&snakes=${encodeURIComponent(JSON.stringify(board))}`,
    );
    await expect.poll(() => page.locator('.snakes-pixels canvas').count()).toBe(1);
    await analyze(page);
    // 285,715.83 throws on average, grouped; the median lies within a few hundred throws of it.
    expect(await page.getByTestId('expected').textContent()).toBe('285,715.83');
    const median = (await page.getByTestId('median').textContent())!;
    expect(median).toMatch(/^285,\d{3}–28[56],\d{3}$/);
    expect(await page.locator('.analysis .figures dd').allTextContents()).not.toContain('—');
    expect(await page.getByTestId('cut-note').count()).toBe(1);
    const chart = page.locator('.analysis .figures svg.boardpath-plot');
    expect(Number(await chart.getAttribute('data-from'))).toBeGreaterThan(280_000);
    expect(Number(await chart.getAttribute('data-to'))).toBeLessThan(290_000);
    expect(problems()).toEqual([]);
  });
});
