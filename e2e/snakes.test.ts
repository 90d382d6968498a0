import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHOTS, openPage, useBoardText, useSiteAndBrowser } from './harness.js';
import { goToFrame, learnOff } from './timeline.js';

const site = useSiteAndBrowser();

describe('Snakes and Ladders tab', () => {
  it('solves the classic board in 7 throws, as the CLI does, and plays the game', async () => {
    const { page, problems } = await openPage(site.browser, site.url);
    await expect
      .poll(() => page.getByRole('tab', { name: 'Snakes and Ladders' }).getAttribute('aria-selected'))
      .toBe('true');
    expect(await page.locator('.snakes-board .cell').count()).toBe(100);
    expect(await page.locator('.jump.ladder').count()).toBe(9);
    expect(await page.locator('.jump.snake').count()).toBe(10);
    await page.getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('7');
    expect(await page.locator('.headline').textContent()).toContain('faces');
    expect(Number((await page.getByTestId('explored').textContent())!.replace(/,/g, ''))).toBeGreaterThan(0);
    expect(await page.getByTestId('time').textContent()).toMatch(/ms|s$/);
    // Step through the game by hand, the learn view off: back to the start, then one throw.
    await learnOff(page);
    await expect.poll(() => page.locator('.frame').textContent()).toMatch(/^(start|throw)/);
    await goToFrame(page, 0);
    await expect
      .poll(() => page.locator('.frame').textContent())
      .toMatch(/^start: off the board — 0 squares explored, 1 in the queue$/);
    await page.getByRole('button', { name: 'Step one frame' }).click();
    await expect
      .poll(() => page.locator('.frame').textContent())
      .toMatch(/^throw 1 of 7: face \d → lands on \d+/);
    await page.screenshot({ path: `${SHOTS}snakes-classic.png` });
    expect(problems()).toEqual([]);
  });

  it('edits a board by clicking squares, solves it, and shares it by link', async () => {
    const { page, problems } = await openPage(site.browser, site.url);
    await page.getByLabel('Built-in board').selectOption('empty');
    expect(await page.locator('.jump').count()).toBe(0);
    await page.locator('[data-square="2"]').click();
    await page.locator('[data-square="99"]').click();
    expect(await page.locator('.jump.ladder').count()).toBe(1);
    await page.locator('[data-square="98"]').click();
    await page.locator('[data-square="3"]').click();
    expect(await page.locator('.jump.snake').count()).toBe(1);
    // Clicking a jump's start removes it; add the snake back.
    await page.locator('[data-square="98"]').click();
    expect(await page.locator('.jump.snake').count()).toBe(0);
    await page.locator('[data-square="98"]').click();
    await page.locator('[data-square="3"]').click();
    await page.getByRole('button', { name: 'Solve' }).click();
    // Throw 2 (ladder to 99), then 1.
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('2');

    // An edit drops the answer at once: no stale highlight.
    await page.getByLabel('Die faces').fill('1');
    await page.getByLabel('Die faces').press('Enter');
    expect(await page.getByTestId('moves').count()).toBe(0);
    expect(await page.locator('.token').count()).toBe(0);

    const link = page.url();
    expect(link).toContain('#tab=snakes&snakes=');
    const other = await openPage(site.browser, link);
    await expect.poll(() => other.page.locator('.jump').count()).toBe(2);
    expect(await other.page.getByLabel('Die faces').inputValue()).toBe('1');
    await other.page.getByRole('button', { name: 'Solve' }).click();
    // One face: step to 1, ladder at 2 → 99, snake-free 100: 0→1→2(99)→100 is three throws.
    await expect.poll(() => other.page.getByTestId('moves').textContent()).toBe('3');
    // A link pasted into an open page is read afresh.
    await other.page.goto(`${site.url}#tab=snakes&snakes=example-30`);
    await expect.poll(() => other.page.locator('.snakes-board .cell').count()).toBe(30);
    expect(await other.page.getByLabel('Built-in board').inputValue()).toBe('example-30');
    expect([...problems(), ...other.problems()]).toEqual([]);
  });

  it('draws a big board on a canvas and still solves it', async () => {
    const { page, problems } = await openPage(site.browser, site.url);
    await page.getByLabel('Built-in board').selectOption('empty');
    await page.getByLabel('Squares', { exact: true }).fill('10000');
    await page.getByLabel('Squares', { exact: true }).press('Enter');
    await expect.poll(() => page.locator('.snakes-pixels canvas').count()).toBe(1);
    await page.getByRole('button', { name: 'Solve' }).click();
    // 10 000 squares from off the board, six at a time: ⌈10000 / 6⌉ throws.
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('1667');
    expect(problems()).toEqual([]);
  });

  it("analyzes the real game: figures, a chart, each seat's odds", async () => {
    const { page, problems } = await openPage(site.browser, site.url);
    await page.getByText('Analyze: how long the real game plays').click();
    await page.getByLabel('Players', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Analyze', exact: true }).click();
    // The CLI: boardpath snakes classic --analyze --players 3 → 39.225, seats 34.3% 33.3% 32.4%, 21.728 rounds.
    await expect.poll(() => page.getByTestId('expected').textContent()).toBe('39.225');
    expect(await page.locator('.seats tbody td').allTextContents()).toEqual(['34.3%', '33.3%', '32.4%']);
    expect(await page.locator('.seats caption').textContent()).toContain('expected rounds 21.728');
    // The chart's chunk is fetched when the panel opens: drawn once it is there.
    await expect.poll(() => page.locator('svg.boardpath-plot').count()).toBe(1);
    expect(await page.locator('.seats tbody tr').count()).toBe(3);
    await page.locator('.analysis').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}snakes-analysis.png`, fullPage: true });
    // The chart's one <style> is allowed by its hash: no CSP violation was reported.
    expect(problems()).toEqual([]);
  });

  it('exports a board file the CLI reads, and imports files in any format', async () => {
    const { page, problems } = await openPage(site.browser, site.url);
    await page.getByText("Board file (the CLI's formats)").click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export file' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('classic.json');
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(exported).toMatchObject({
      squares: 100,
      start: 0,
      ladders: { '1': 38, '80': 100 },
      snakes: { '47': 26, '98': 78 },
    });

    const input = page.getByLabel('Board file to import');
    await input.setInputFiles({
      name: 'grid.json',
      mimeType: 'application/json',
      buffer: Buffer.from('[[-1,-1],[-1,3]]'),
    });
    await expect.poll(() => page.locator('.snakes-board .cell').count()).toBe(4);
    await page.getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('1');
    await input.setInputFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"squares": 10,\n "ladders": {"3": 1}}'),
    });
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toMatch(/bad\.json:2:\d+: .*ladder 3→1 goes down/);
    expect(problems()).toEqual([]);
  });

  it('refuses an impossible jump with the library message', async () => {
    const { page } = await openPage(site.browser, site.url);
    await page.locator('[data-square="100"]').click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('last square');
  });

  it('reads any of the CLI formats from the board text', async () => {
    const { page } = await openPage(site.browser, site.url);
    await useBoardText(
      page,
      'snakes',
      '[[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,35,-1,-1,13,-1],[-1,-1,-1,-1,-1,-1],[-1,15,-1,-1,-1,-1]]',
    );
    expect(await page.locator('.snakes-board .cell').count()).toBe(36);
    await page.getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('4');
    await useBoardText(page, 'snakes', '{"squares": 10, "ladders": {"4": 2}}');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('ladder 4→2 goes down');
  });

  it('shows a clear message for a bad link, never a blank page', async () => {
    const { page, problems } = await openPage(
      site.browser,
      `${site.url}#tab=snakes&snakes=${encodeURIComponent('{"squares": 100, "ladders": {"4": ')}`,
    );
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toMatch(/could not be read.*link:1:\d+: not valid JSON/);
    expect(await page.locator('.snakes-board .cell').count()).toBe(100);
    await page.screenshot({ path: `${SHOTS}snakes-bad-link.png` });
    expect(problems()).toEqual([]);
  });

  it('is usable from the keyboard, and every control has a name', async () => {
    const { page } = await openPage(site.browser, site.url);
    await page.getByRole('tab', { name: 'Snakes and Ladders' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Rat in a Maze' }).getAttribute('aria-selected'))
      .toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Rat in a Maze');
    await page.keyboard.press('ArrowLeft');
    // Add a ladder from the keyboard: square 2, then square 99, with Enter.
    await page.getByLabel('Built-in board').selectOption('empty');
    await page.locator('[data-square="2"]').focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-square="99"]').focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('.jump.ladder').count()).toBe(1);
    const unnamed = await page.evaluate(() =>
      [...document.querySelectorAll('button, input, select, textarea, [role="button"], [role="tab"]')]
        .filter((element) => {
          const control = element as HTMLInputElement;
          const name =
            element.getAttribute('aria-label') ||
            (control.labels && control.labels.length > 0 ? 'label' : '') ||
            element.textContent?.trim();
          return !name;
        })
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(unnamed).toEqual([]);
  });

  it('fits a 390-pixel-wide screen', async () => {
    const { page } = await openPage(site.browser, site.url, { width: 390, height: 844 });
    await page.getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('7');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}snakes-390.png`, fullPage: true });
  });
});
