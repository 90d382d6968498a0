/** Driving a tab's timeline from a browser test. */
import type { Locator, Page } from 'playwright-core';

/** The visible tab's panel. */
export function visiblePanel(page: Page): Locator {
  return page.locator('[role="tabpanel"]:not([hidden])');
}

/** Pauses the visible tab's timeline if it plays, and moves its scrubber to `frame`. */
export async function goToFrame(
  page: Page,
  frame: number,
  scope: Locator = visiblePanel(page),
): Promise<void> {
  const pause = scope.getByRole('button', { name: 'Pause' }).first();
  if (await pause.isVisible()) await pause.click();
  await scope
    .getByRole('slider', { name: /: frame$/ })
    .first()
    .fill(String(frame));
}

/** Turns the visible tab's learn view off: the Solve view (re-solving if there is an answer). */
export async function learnOff(page: Page, scope: Locator = visiblePanel(page)): Promise<void> {
  const solve = scope.getByRole('radio', { name: 'Solve' });
  if (!(await solve.isChecked())) await solve.check();
}

/** Turns the visible tab's learn view on (re-solving if there is an answer). */
export async function learnOn(page: Page, scope: Locator = visiblePanel(page)): Promise<void> {
  const learn = scope.getByRole('radio', { name: 'Learn' });
  if (!(await learn.isChecked())) await learn.check();
}
