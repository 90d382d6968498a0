import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHOTS, accessibilityViolations, openPage, useSiteAndBrowser } from './harness.js';
import { goToFrame } from './timeline.js';

const site = useSiteAndBrowser();

async function solveClassic(page: Page) {
  await page.getByRole('button', { name: 'Solve' }).click();
  await expect.poll(() => page.getByTestId('moves').textContent()).toBe('7');
}

describe('a teacher’s layout', () => {
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 1920, height: 1080 },
  ])
    it(`puts the explanation beside the board, on the first screen, at ${viewport.width}×${viewport.height}`, async () => {
      const { page } = await openPage(site.browser, site.url, viewport);
      await solveClassic(page);
      await goToFrame(page, 9);
      const board = (await page.locator('.snakes-board').boundingBox())!;
      const learn = (await page.locator('.learn').boundingBox())!;
      const step = (await page.getByTestId('learn-step').boundingBox())!;
      const queue = (await page.getByTestId('queue').boundingBox())!;
      // Beside the board, not under it, and its sentence, pseudocode and queue on the first screen.
      expect(learn.x).toBeGreaterThanOrEqual(board.x + board.width - 1);
      expect(learn.y).toBeLessThan(viewport.height / 3);
      expect(step.y + step.height).toBeLessThanOrEqual(viewport.height);
      expect(queue.y).toBeLessThan(viewport.height);
      // The whole board is on the first screen too, and on a big screen it takes the height.
      expect(board.y + board.height).toBeLessThanOrEqual(viewport.height);
      if (viewport.width === 1920) expect(board.height).toBeGreaterThan(700);
      await page.screenshot({ path: `${SHOTS}teacher-${viewport.width}.png` });
      if (viewport.width === 1920) expect(await accessibilityViolations(page)).toEqual([]);
    });

  it('shows the board, its timeline and the explanation full screen', async () => {
    const { page } = await openPage(site.browser, site.url, { width: 1280, height: 720 });
    await solveClassic(page);
    await page.getByRole('button', { name: 'Full screen' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.className ?? null)).toBe('stage');
    expect(await page.locator('.stage .learn').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Leave full screen' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.getByRole('button', { name: 'Leave full screen' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  });

  it('embeds the board, its timeline and the explanation only, solved at once (?embed)', async () => {
    const { page } = await openPage(site.browser, `${site.url}?embed#tab=maze&mode=first`, {
      width: 900,
      height: 600,
    });
    await expect.poll(() => page.locator('#panel-maze .stage .animation').count()).toBe(1);
    for (const hidden of ['.share', '.tabs', '#panel-maze .side', '#panel-maze .more', '.foot'])
      expect(await page.locator(hidden).first().isVisible()).toBe(false);
    expect(await page.locator('#panel-maze .maze-board').isVisible()).toBe(true);
    // The maze's first mode in the learn view: the backtracking's stack, not a queue.
    await goToFrame(page, 5);
    expect(await page.getByTestId('stack').isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}embed-maze.png` });
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('prints the question and the board, the answer on a page of its own, no controls', async () => {
    const { page } = await openPage(site.browser, site.url);
    await solveClassic(page);
    await page.emulateMedia({ media: 'print' });
    const panel = page.locator('#panel-snakes');
    expect(await panel.locator('.print-question').textContent()).toContain(
      'what is the fewest number of throws from off the board to square 100?',
    );
    expect(await panel.locator('.print-question').isVisible()).toBe(true);
    expect(await panel.locator('.snakes-board').isVisible()).toBe(true);
    expect(await panel.getByTestId('moves').isVisible()).toBe(true);
    const visibleControls = await panel
      .locator('button, input, select, textarea')
      .evaluateAll(
        (controls) => controls.filter((control) => (control as HTMLElement).offsetParent !== null).length,
      );
    expect(visibleControls).toBe(0);
    expect(await panel.locator('.side').evaluate((side) => getComputedStyle(side).breakBefore)).toBe('page');
    const pdf = await page.pdf({ format: 'A4' });
    // Two pages: the question and the board, then the answer.
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length).toBe(2);
  });

  it('exports the board as SVG and as PNG, a drawn board and a pixel board', async () => {
    const { page } = await openPage(site.browser, site.url);
    await solveClassic(page);
    const save = async (name: string) => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.locator('[role="tabpanel"]:not([hidden])').getByRole('button', { name }).click(),
      ]);
      return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
    };
    const svg = await save('Export SVG');
    expect(svg.name).toBe('classic.svg');
    const text = svg.bytes.toString('utf8');
    expect(text).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(text.match(/<rect/g)!.length).toBeGreaterThanOrEqual(100);
    // Styles written in: the file needs no stylesheet, and nothing of the page's focus or roles.
    expect(text).toContain('fill="rgb(');
    expect(text).not.toContain('tabindex');
    const png = await save('Export PNG');
    expect(png.name).toBe('classic.png');
    expect(png.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.bytes.readUInt32BE(16)).toBe(2048);
    // A maze drawn as pixels: its pixels, scaled up, under its marks.
    const rows = [
      `S${'.'.repeat(99)}`,
      ...Array.from({ length: 58 }, () => '.'.repeat(100)),
      `${'.'.repeat(99)}G`,
    ];
    await page.goto(`${site.url}#tab=maze&maze=${encodeURIComponent(rows.join('\n'))}`);
    await expect.poll(() => page.locator('.maze-pixels canvas').count()).toBe(1);
    const pixels = await save('Export PNG');
    expect(pixels.name).toBe('maze.png');
    expect([pixels.bytes.readUInt32BE(16), pixels.bytes.readUInt32BE(20)]).toEqual([2000, 1200]);
    const vector = await save('Export SVG');
    expect(vector.bytes.toString('utf8')).toContain('<image');
  });
});
