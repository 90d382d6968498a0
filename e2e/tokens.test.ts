import { describe, expect, it } from 'vitest';
import { SHOTS, openPage, useSiteAndBrowser } from './harness.js';
import { goToFrame, learnOff } from './timeline.js';
import { parseTokens, solveTokens } from '../src/index.js';

const site = useSiteAndBrowser();

describe('Two tokens tab', () => {
  it('solves the textbook grid in 5 moves and plays them', async () => {
    const { page, problems } = await openPage(site.browser, site.url);
    await page.getByRole('tab', { name: 'Two tokens' }).click();
    await page.locator('#panel-tokens').getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('5');
    expect(await page.locator('.steps li').count()).toBe(5);
    await learnOff(page);
    await expect.poll(() => page.locator('#panel-tokens .frame').textContent()).toMatch(/^(the start|move)/);
    await goToFrame(page, 0);
    await page.getByRole('button', { name: 'Step one frame' }).click();
    await expect
      .poll(() => page.locator('#panel-tokens .frame').textContent())
      .toMatch(/^move 1 of 5: (red|blue) (up|down|left|right) \d+: \(\d,\d\) → \(\d,\d\)$/);
    expect(page.url()).toContain('tab=tokens');
    await page.screenshot({ path: `${SHOTS}tokens.png` });
    expect(problems()).toEqual([]);
  });

  it('edits size and labels, solves, and shares the grid by link', async () => {
    const { page, problems } = await openPage(site.browser, `${site.url}#tab=tokens`);
    const panel = page.locator('#panel-tokens');
    await panel.getByLabel('Rows', { exact: true }).fill('2');
    await panel.getByLabel('Rows', { exact: true }).press('Enter');
    await panel.getByLabel('Columns', { exact: true }).fill('2');
    await panel.getByLabel('Columns', { exact: true }).press('Enter');
    // Top-left of the textbook grid: 1 2 / 3 4. Make it 1 2 / 2 1, which cannot be solved.
    await page.getByLabel('label at row 1, column 0').fill('2');
    await page.getByLabel('label at row 1, column 0').press('Enter');
    await page.getByLabel('label at row 1, column 1').fill('1');
    await page.getByLabel('label at row 1, column 1').press('Enter');
    await page.locator('#panel-tokens').getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('Impossible');
    await page.getByLabel('label at row 0, column 1').fill('0');
    await page.getByLabel('label at row 0, column 1').press('Enter');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('row 0, column 1: the label 0 is not positive');

    const other = await openPage(site.browser, page.url());
    await expect.poll(() => other.page.getByLabel('label at row 1, column 0').inputValue()).toBe('2');
    await other.page.getByLabel('label at row 1, column 0').fill('1');
    await other.page.getByLabel('label at row 1, column 0').press('Enter');
    await other.page.getByLabel('label at row 0, column 1').fill('1');
    await other.page.getByLabel('label at row 0, column 1').press('Enter');
    await other.page.locator('#panel-tokens').getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => other.page.getByTestId('moves').textContent()).toBe('4');
    expect([...problems(), ...other.problems()]).toEqual([]);
  });

  it('solves a 24×24 grid over bit sets in its worker, WebAssembly allowed by its policy', async () => {
    const text = Array.from({ length: 24 }, (_, r) =>
      Array.from({ length: 24 }, (_, c) => 1 + ((r * 5 + c * 7 + r * c) % 9)).join(' '),
    ).join('\n');
    const expected = solveTokens(parseTokens(text), { method: 'queue' }).moves;
    expect(expected).toBeGreaterThan(0);
    const { page, problems } = await openPage(
      site.browser,
      `${site.url}#tab=tokens&tokens=${encodeURIComponent(text)}`,
    );
    await page.locator('#panel-tokens').getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe(String(expected));
    // The page's policy lets WebAssembly compile (the smallest module: its magic and version).
    const compiled = await page.evaluate(() => {
      try {
        return (
          new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])) instanceof WebAssembly.Module
        );
      } catch (error) {
        return String(error);
      }
    });
    expect(compiled).toBe(true);
    expect(problems()).toEqual([]);
  });

  it('shows a clear message for a bad grid link', async () => {
    const { page } = await openPage(
      site.browser,
      `${site.url}#tab=tokens&tokens=${encodeURIComponent('2\n1, 2\n3, x')}`,
    );
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/could not be read.*link:3/);
    expect(await page.locator('.tokens-board').count()).toBe(1);
  });
});
