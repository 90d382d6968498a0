import { describe, expect, it } from 'vitest';
import { openPage, useSiteAndBrowser } from './harness.js';
import { goToFrame, learnOff } from './timeline.js';

const site = useSiteAndBrowser();

describe('the timeline', () => {
  it('plays, pauses, steps both ways, scrubs, and shows the answer at once', async () => {
    const { page } = await openPage(site.browser, `${site.url}#tab=maze`);
    await learnOff(page);
    await page.locator('#panel-maze').getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toMatch(/^\d+$/);
    const moves = Number(await page.getByTestId('moves').textContent());
    // The path is drawn from the first frame: the answer is known before the search is replayed.
    await goToFrame(page, 0);
    expect(await page.locator('#panel-maze .maze-path.ahead').count()).toBe(1);
    await page.getByRole('button', { name: 'Step one frame' }).click();
    await page.getByRole('button', { name: 'Step one frame' }).click();
    await page.getByRole('button', { name: 'Step back one frame' }).click();
    await expect.poll(() => page.locator('#panel-maze .frame').textContent()).toMatch(/^level 1:/);
    await page.getByRole('button', { name: 'Show the answer now' }).click();
    await expect
      .poll(() => page.locator('#panel-maze .frame').textContent())
      .toMatch(new RegExp(`^level ${moves}: the goal is reached`));
    expect(await page.locator('#panel-maze .maze-path.ahead').count()).toBe(0);
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Pause' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Pause' }).click();
    expect(await page.getByRole('button', { name: 'Play' }).count()).toBe(1);
  });

  it('keeps the focus on Step when the last frame is reached', async () => {
    const { page } = await openPage(site.browser, site.url);
    await learnOff(page);
    await page.getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('7');
    await goToFrame(page, 6);
    await page.getByRole('button', { name: 'Step one frame' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#panel-snakes .frame').textContent()).toMatch(/^throw 7 of 7/);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Step one frame',
    );
    expect(await page.getByRole('button', { name: 'Step one frame' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });
});

describe('the keyboard on the boards', () => {
  it('gives each board one Tab stop, arrow keys inside, and Escape to cancel a jump', async () => {
    const { page } = await openPage(site.browser, site.url);
    expect(await page.locator('.snakes-board [tabindex="0"]').count()).toBe(1);
    await page.locator('[data-square="1"]').focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-square'))).toBe('2');
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-square'))).toBe('19');
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-square'))).toBe('100');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    // Square 3: Enter starts a jump there; Escape cancels it.
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('#panel-snakes .notice').textContent())
      .toContain('Jump from square 3');
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.locator('#panel-snakes .notice').textContent())
      .toBe('Cancelled the new jump.');
    expect(await page.locator('.snakes-board .cell.pending').count()).toBe(0);
    // Tab leaves the board in one press.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.snakes-board'))).toBeNull();

    await page.getByRole('tab', { name: 'Rat in a Maze' }).click();
    expect(await page.locator('.maze-board [tabindex="0"]').count()).toBe(1);
    await page.locator('[data-cell="0,1"]').focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-cell'))).toBe('1,1');
    const before = await page.locator('.maze-cell.wall').count();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.maze-cell.wall').count()).not.toBe(before);
  });
});
