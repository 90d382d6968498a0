// The page where it is shown: a projector's 1280×720 and a big screen, an iframe of 760×480 in a
// course page, a phone of 390×844, and paper. Each layout is also saved as a screenshot to look at.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHOTS, accessibilityViolations, openPage, useSiteAndBrowser } from './harness.js';
import { goToFrame, visiblePanel } from './timeline.js';

const site = useSiteAndBrowser();

/** A maze of six rows and six columns, its goal some twenty steps of the search away. */
const MAZE = 'S...%23.%0A.%23..%23.%0A.%23....%0A...%23%23.%0A.%23....%0A...%23.G';

// Solves the visible tab, pauses its timeline on `frame` and scrolls back to the top.
async function solvedAt(page: Page, frame: number) {
  const panel = visiblePanel(page);
  await panel.getByRole('button', { name: 'Solve', exact: true }).click();
  await expect.poll(() => panel.getByRole('slider', { name: /: frame$/ }).count()).toBe(1);
  await goToFrame(page, frame);
  await page.evaluate(() => scrollTo(0, 0));
}

// The bottom of an element of the visible tab, in the window's coordinates.
async function bottom(page: Page, selector: string): Promise<number> {
  const box = (await visiblePanel(page).locator(selector).first().boundingBox())!;
  return box.y + box.height;
}

describe('a projector and a big screen', () => {
  for (const [tab, link, frame] of [
    ['snakes', '#tab=snakes', 6],
    ['maze', `#tab=maze&maze=${MAZE}`, 12],
    ['tokens', '#tab=tokens', 6],
  ] as const)
    it(`shows the ${tab} board, its scrubber and step, and the state being expanded on the first screen at 1280×720`, async () => {
      const { page } = await openPage(site.browser, `${site.url}?view=learn${link}`, {
        width: 1280,
        height: 720,
      });
      await solvedAt(page, frame);
      expect(await bottom(page, '.board')).toBeLessThanOrEqual(720);
      expect(await bottom(page, '.scrubber')).toBeLessThanOrEqual(720);
      expect(await bottom(page, '.animation .frame')).toBeLessThanOrEqual(720);
      expect(await bottom(page, '[data-testid="expanding"]')).toBeLessThanOrEqual(720);
      await page.screenshot({ path: `${SHOTS}projector-${tab}-1280x720.png` });
    });

  it('keeps the learn view whole at 1920×1080', async () => {
    const { page } = await openPage(site.browser, `${site.url}?view=learn#tab=snakes`, {
      width: 1920,
      height: 1080,
    });
    await solvedAt(page, 6);
    expect(await bottom(page, '.animation .frame')).toBeLessThanOrEqual(1080);
    expect(await bottom(page, '.learn')).toBeLessThanOrEqual(1080);
    // Wide enough: every line of the pseudocode is written whole.
    const cut = await visiblePanel(page)
      .locator('.pseudocode li')
      .evaluateAll((lines) => lines.filter((line) => line.scrollWidth > line.clientWidth).length);
    expect(cut).toBe(0);
    await page.screenshot({ path: `${SHOTS}projector-snakes-1920x1080.png` });
  });
});

// A course page's 760×480 iframe holding `address`: the frame, and where it is on the course page.
// The course page is written into a page of the site (a page of another address could not frame a
// page on this machine's loopback address), with no inline style (the site's policy forbids them).
async function inFrame(page: Page, address: string) {
  await page.setContent(
    `<!doctype html><title>A course</title><iframe title="boardpath" src="${address}" width="760" height="480" frameborder="0"></iframe>`,
  );
  const at = (await page.locator('iframe').boundingBox())!;
  const frame = page.frameLocator('iframe');
  return { frame, panel: frame.locator('[role="tabpanel"]:not([hidden])'), at };
}

describe('embedded in a 760×480 iframe', () => {
  it('asks the practice question and takes an answer on the board', async () => {
    const { page } = await openPage(site.browser, site.url, { width: 800, height: 600 });
    const { panel, at } = await inFrame(
      page,
      `${site.url}?embed&view=practice#tab=maze&practice=path&level=medium&seed=class-7`,
    );
    const question = panel.getByTestId('question');
    await expect.poll(() => question.textContent()).toMatch(/^Walk one shortest path from S to G/);
    const box = (await question.boundingBox())!;
    expect(box.y + box.height - at.y).toBeLessThanOrEqual(480);
    // The first step of any path from the top-left corner: right or down, whichever is open.
    const right = panel.locator('rect[data-cell="0,1"]');
    const first = (await right.getAttribute('class'))!.includes('wall')
      ? panel.locator('rect[data-cell="1,0"]')
      : right;
    await first.click();
    await expect
      .poll(
        async () =>
          `${await panel.getByTestId('path-so-far').textContent()} ${await panel.getByTestId('feedback').count()}`,
      )
      .toMatch(/→|1$/);
    await page.screenshot({ path: `${SHOTS}embed-practice-760x480.png` });
  });

  for (const tab of ['snakes', 'maze', 'tokens'])
    it(`shows the ${tab} board and its whole timeline`, async () => {
      const { page } = await openPage(site.browser, site.url, { width: 800, height: 600 });
      const { panel, at } = await inFrame(page, `${site.url}?embed&view=learn#tab=${tab}`);
      const timeline = panel.getByRole('group', { name: /timeline$/ });
      await expect.poll(() => timeline.count()).toBe(1);
      for (const part of [
        panel.locator('.board').first(),
        timeline.locator('.frame'),
        timeline.locator('.scrubber'),
      ]) {
        const box = (await part.boundingBox())!;
        expect(box.y + box.height - at.y).toBeLessThanOrEqual(480);
        expect(box.x + box.width - at.x).toBeLessThanOrEqual(760);
      }
      await page.screenshot({ path: `${SHOTS}embed-${tab}-760x480.png` });
    });
});

// How many pages a PDF has (Chromium writes one /Type /Page object for each).
const pagesOf = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

describe('printed', () => {
  it('prints a practice question on one page', async () => {
    const { page } = await openPage(
      site.browser,
      `${site.url}?view=practice#tab=maze&practice=next&level=easy&seed=class-7`,
    );
    await visiblePanel(page).getByTestId('question').waitFor();
    expect(pagesOf(await page.pdf({ format: 'A4' }))).toBe(1);
  });

  for (const [tab, view, shown] of [
    ['snakes', 'solve', '.throw-arrow, .token, .snakes-board [data-shade]:not([data-shade="0"])'],
    ['maze', 'learn', '.maze-path, .parent-arrows, .maze-board [data-shade]:not([data-shade="0"])'],
    ['tokens', 'solve', '.throw-arrow, .token-ghost'],
  ] as const)
    it(`prints the ${tab} question (${view} view) with the board as asked, and the answer on the next page`, async () => {
      const { page } = await openPage(site.browser, `${site.url}?view=${view}#tab=${tab}`);
      await solvedAt(page, 3);
      const panel = visiblePanel(page);
      expect(await panel.locator(shown).count()).toBeGreaterThan(0);
      expect(pagesOf(await page.pdf({ format: 'A4' }))).toBe(2);
      // While printing, the board has none of the frame the timeline is on; after, it has it again.
      await page.emulateMedia({ media: 'print' });
      await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
      expect(await panel.locator(shown).count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}print-${tab}.png`, fullPage: true });
      await page.evaluate(() => dispatchEvent(new Event('afterprint')));
      await page.emulateMedia({ media: 'screen' });
      await expect.poll(() => panel.locator(shown).count()).toBeGreaterThan(0);
    });
});

describe('a phone, 390×844', () => {
  for (const tab of ['snakes', 'maze', 'tokens'])
    it(`puts the ${tab} explanation right after the board and timeline, and lays nothing over the board`, async () => {
      const { page } = await openPage(site.browser, `${site.url}?view=learn#tab=${tab}`, {
        width: 390,
        height: 844,
      });
      await solvedAt(page, 3);
      const panel = visiblePanel(page);
      const learn = (await panel.locator('.learn').boundingBox())!;
      const settings = (await panel.locator('.settings').boundingBox())!;
      expect(learn.y).toBeLessThan(settings.y);
      expect(learn.y).toBeLessThanOrEqual(900);
      await page.screenshot({ path: `${SHOTS}phone-${tab}-learn.png`, fullPage: true });
      // The board's lower half at the bottom of the screen: the timeline is under it, not over it.
      const board = (await panel.locator('.board').first().boundingBox())!;
      await page.evaluate((y) => scrollTo(0, y), board.y + board.height / 2 - 844 + 40);
      const [onScreen, timeline] = [
        (await panel.locator('.board').first().boundingBox())!,
        (await panel.getByRole('group', { name: /timeline$/ }).boundingBox())!,
      ];
      expect(timeline.y).toBeGreaterThanOrEqual(onScreen.y + onScreen.height - 1);
      expect(await accessibilityViolations(page)).toEqual([]);
    });
});
