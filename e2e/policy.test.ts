import { describe, expect, it } from 'vitest';
import { openPage, useSiteAndBrowser } from './harness.js';

const site = useSiteAndBrowser();

describe('the Content-Security-Policy', () => {
  it('holds on every tab while boards are read and solved: no violation is reported', async () => {
    const { page, problems } = await openPage(site.browser, site.url);
    await page.getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').first().textContent()).toBe('7');
    for (const tab of ['Rat in a Maze', 'Two tokens'] as const) {
      await page.getByRole('tab', { name: tab }).click();
      const panel = page.locator('[role="tabpanel"]:not([hidden])');
      await panel.getByRole('button', { name: 'Solve' }).click();
      await expect.poll(() => panel.getByTestId('moves').textContent()).toMatch(/^\d+$/);
    }
    // A board parsed on the page itself (zod validates it there too).
    await page.goto(
      `${site.url}#tab=snakes&snakes=${encodeURIComponent('{"squares": 30, "ladders": {"2": 21}}')}`,
    );
    await expect.poll(() => page.locator('.snakes-board .cell').count()).toBe(30);
    expect(problems().filter((problem) => problem.startsWith('CSP'))).toEqual([]);
  });
});
