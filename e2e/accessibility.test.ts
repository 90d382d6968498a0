import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHOTS, accessibilityViolations, openPage, useSiteAndBrowser } from './harness.js';
import { goToFrame, visiblePanel } from './timeline.js';

const site = useSiteAndBrowser();

/** Opens every closed panel of the visible tab. */
async function openAll(page: Page) {
  const closed = visiblePanel(page).locator('details:not([open]) > summary');
  while ((await closed.count()) > 0) await closed.first().click();
}

/** Solves the visible tab and waits for the answer. */
async function solve(page: Page, name = 'Solve') {
  await visiblePanel(page).getByRole('button', { name, exact: true }).click();
  await expect
    .poll(() => visiblePanel(page).locator('.status[role="status"]').first().textContent())
    .toMatch(/explored|ms|s$/);
}

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

describe('accessibility (axe-core)', () => {
  for (const viewport of VIEWPORTS)
    it(`finds nothing on any tab, solved, every panel open, at ${viewport.width}×${viewport.height}`, async () => {
      const { page } = await openPage(site.browser, site.url, viewport);
      expect(await accessibilityViolations(page)).toEqual([]);
      // Snakes and Ladders: solved, the learn view on, the analysis run.
      await solve(page);
      await openAll(page);
      await solve(page, 'Analyze');
      await expect.poll(() => page.locator('svg.boardpath-plot').count()).toBe(1);
      await goToFrame(page, 5);
      expect(await accessibilityViolations(page)).toEqual([]);
      // Rat in a Maze: solved in the learn view and compared.
      await page.getByRole('tab', { name: 'Rat in a Maze' }).click();
      await solve(page);
      await openAll(page);
      await solve(page, 'Compare');
      await goToFrame(page, 8);
      expect(await accessibilityViolations(page)).toEqual([]);
      // Two tokens.
      await page.getByRole('tab', { name: 'Two tokens' }).click();
      await solve(page);
      await openAll(page);
      expect(await accessibilityViolations(page)).toEqual([]);
      if (viewport.width === 390) await page.screenshot({ path: `${SHOTS}tokens-390.png`, fullPage: true });
    });
});

describe('accessibility of the practice view (axe-core)', () => {
  for (const viewport of VIEWPORTS)
    it(`finds nothing in a question, an answer explained and replayed, on each tab, at ${viewport.width}×${viewport.height}`, async () => {
      const { page } = await openPage(
        site.browser,
        `${site.url}?view=practice#tab=snakes&practice=path&level=easy&seed=class-7`,
        viewport,
      );
      const panel = visiblePanel(page);
      await panel.getByTestId('question').waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      // A wrong first move: the feedback, the search replayed on the timeline, the learn panel.
      await panel.locator('[data-square="2"]').click();
      await panel.getByTestId('feedback').waitFor();
      await panel.getByRole('button', { name: 'Show the answer now' }).click();
      expect(await accessibilityViolations(page)).toEqual([]);
      // Rat in a Maze: which cell comes next, the explored cells shaded.
      await page.getByRole('tab', { name: 'Rat in a Maze' }).click();
      await visiblePanel(page).getByTestId('question').waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      // Two tokens: a list of positions to choose from; the settings' panels open.
      await page.getByRole('tab', { name: 'Two tokens' }).click();
      await visiblePanel(page)
        .getByRole('combobox', { name: /^Question/ })
        .selectOption('next');
      await visiblePanel(page).getByRole('radio', { name: /^red/ }).first().waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      // A board made to order in the solve view, with its certificate.
      await visiblePanel(page).getByRole('radio', { name: 'Solve' }).check();
      await openAll(page);
      await visiblePanel(page).getByRole('button', { name: 'Make board' }).click();
      await visiblePanel(page).getByTestId('certificate').waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      if (viewport.width === 390) await page.screenshot({ path: `${SHOTS}practice-390.png`, fullPage: true });
    });
});

// WCAG's relative luminance and contrast ratio of two rgb() colours, computed in the page.
async function contrasts(page: Page, pairs: Array<[string, string]>): Promise<number[]> {
  return page.evaluate((pairs) => {
    const luminance = (colour: string) => {
      const [r, g, b] = colour
        .match(/\d+(\.\d+)?/g)!
        .slice(0, 3)
        .map(Number)
        .map((value) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const computed = (selector: string, property: 'fill' | 'stroke' | 'color') => {
      const element = document.querySelector(selector)!;
      const style = getComputedStyle(element);
      const value = property === 'fill' ? (element.getAttribute('fill') ?? style.fill) : style[property];
      if (value.startsWith('var('))
        return getComputedStyle(document.documentElement).getPropertyValue(value.slice(4, -1)).trim();
      return value;
    };
    const rgb = (spec: string) => {
      const [selector, property] = spec.split('|') as [string, 'fill' | 'color'];
      const value = computed(selector, property);
      if (value.startsWith('#')) {
        const n = Number.parseInt(value.slice(1), 16);
        return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
      }
      return value;
    };
    return pairs.map(([a, b]) => {
      const [x, y] = [luminance(rgb(a)), luminance(rgb(b))].sort((p, q) => p - q);
      return (y + 0.05) / (x + 0.05);
    });
  }, pairs);
}

describe('readable boards', () => {
  it('draws the numbers over the snakes and ladders, and shades with enough contrast', async () => {
    const { page } = await openPage(site.browser, site.url);
    await page.getByRole('radio', { name: 'Solve' }).first().check();
    await page.getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('7');
    await goToFrame(page, 3);
    // Later in the SVG is drawn on top: the numbers come after every snake and ladder.
    const order = await page.evaluate(() => {
      const children = [...document.querySelector('.snakes-board')!.children];
      const numbers = children.findIndex((child) => child.classList.contains('numbers'));
      const lastJump = children.map((child) => child.classList.contains('jump')).lastIndexOf(true);
      return { numbers, lastJump };
    });
    expect(order.numbers).toBeGreaterThan(order.lastJump);
    const [explored, queued, unseen] = [
      '[data-shade="1"] rect',
      '[data-shade="2"] rect',
      '[data-shade="0"] rect',
    ].map((shade) => `.snakes-board ${shade}|fill`);
    const [exploredVsUnseen, queuedVsExplored] = await contrasts(page, [
      [explored, unseen],
      [queued, explored],
    ]);
    expect(exploredVsUnseen).toBeGreaterThanOrEqual(3);
    expect(queuedVsExplored).toBeGreaterThanOrEqual(3);
    // Text on each shade: the number's fill against the square's.
    const [onExplored, onQueued] = await contrasts(page, [
      ['.snakes-board .numbers g:not(.on-dark) .number|fill', explored],
      ['.snakes-board .numbers .on-dark .number|fill', queued],
    ]);
    expect(onExplored).toBeGreaterThanOrEqual(4.5);
    expect(onQueued).toBeGreaterThanOrEqual(4.5);
  });
});
