// The page where it is shown: a projector's 1280×720 and a big screen, an iframe of 760×480 in a
// course page, a phone of 390×844, and paper. Each layout is also saved as a screenshot to look at.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHOTS, openPage, useSiteAndBrowser } from './harness.js';
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
