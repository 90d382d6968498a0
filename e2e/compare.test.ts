import { describe, expect, it } from 'vitest';
import { SHOTS, openPage, useSiteAndBrowser } from './harness.js';

const site = useSiteAndBrowser();

describe('comparing searches', () => {
  it('runs four searches on one maze: the same shortest length but for depth-first, A* exploring no more', async () => {
    const { page } = await openPage(site.browser, `${site.url}#tab=maze`, { width: 1280, height: 900 });
    await page.getByText('Compare searches on this maze').click();
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    const table = page.getByTestId('compare-table');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(4);
    const row = async (name: string) => {
      const cells = await table.locator(`tr[data-search="${name}"] td`).allTextContents();
      return { explored: Number(cells[0].replace(/,/g, '')), path: Number(cells[1]) };
    };
    const breadth = await row('breadth-first');
    const star = await row('a-star');
    const both = await row('bidirectional');
    const deep = await row('depth-first');
    expect(star.path).toBe(breadth.path);
    expect(both.path).toBe(breadth.path);
    expect(deep.path).toBeGreaterThanOrEqual(breadth.path);
    expect(star.explored).toBeLessThanOrEqual(breadth.explored);
    await page.getByRole('button', { name: 'Show the answer now' }).click();
    await expect
      .poll(() => page.locator('.compared[data-search="a-star"] [data-testid="compare-count"]').textContent())
      .toBe(`${star.explored} cells, path ${star.path} steps`);
    await page.locator('.compare').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}compare.png`, fullPage: true });
  });
});
