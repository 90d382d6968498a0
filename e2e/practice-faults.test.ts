// Faults that made practice grades wrong, each seen from outside in real Chromium: a right Snakes
// path refused where a square is both landed on and rested on; the two tokens' "which comes next"
// list whose right answers always sat in one place; a student's name whose capitals changed the
// board.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useSiteAndBrowser } from './harness.js';
import { key, positionDistances, readTokens } from './practice-boards.js';
import { visiblePanel } from './timeline.js';

const site = useSiteAndBrowser();

async function openExercise(query: string, fragment: string) {
  const opened = await openPage(site.browser, `${site.url}${query}#${fragment}`);
  await visiblePanel(opened.page).getByTestId('question').waitFor();
  return { ...opened, panel: visiblePanel(opened.page) };
}

const feedback = (panel: Locator) => panel.getByTestId('feedback');

/** The medium two-token grid's side. */
const COLUMNS = 4;

describe('practice grades', () => {
  it('accepts a Snakes path resting on a square that a throw could also land on', async () => {
    const { panel } = await openExercise('?view=practice', 'tab=snakes&practice=path&level=hard&seed=s2');
    // The board read off the page; one jump per throw, the token off the board (square 1 is the first).
    const jumps = new Map(
      (
        await panel
          .locator('[data-jump]')
          .evaluateAll((lines) => lines.map((line) => line.getAttribute('data-jump')!))
      ).map((jump) => jump.split('-').map(Number) as [number, number]),
    );
    // Square 7 is where 8's snake comes to rest, and has a snake of its own: the fault's board.
    expect(jumps.get(8)).toBe(7);
    expect(jumps.has(7)).toBe(true);
    const last = 64;
    const throwsFrom = (from: number) => {
      const far = new Map([[from, 0]]);
      const queue = [from];
      for (let head = 0; head < queue.length; head++)
        for (let face = 1; face <= 6 && queue[head] + face <= last; face++) {
          const to = jumps.get(queue[head] + face) ?? queue[head] + face;
          if (far.has(to)) continue;
          far.set(to, far.get(queue[head])! + 1);
          queue.push(to);
        }
      return far;
    };
    const fromStart = throwsFrom(0);
    // Off the board, 2, then 7 (after 8's snake): on a shortest game, as the search says.
    expect(throwsFrom(7).get(last)! + 2).toBe(fromStart.get(last));
    const path = [2, 7];
    for (let at = 7; at !== last;) {
      const here = at;
      const ahead = throwsFrom(here).get(last)!;
      at = [1, 2, 3, 4, 5, 6]
        .map((face) => jumps.get(here + face) ?? here + face)
        .find((to) => to <= last && (to === last || throwsFrom(to).get(last) === ahead - 1))!;
      path.push(at);
    }
    for (const square of path) await panel.locator(`[data-square="${square}"]`).click();
    await expect.poll(() => feedback(panel).textContent()).toMatch(/^✓ Correct\./);
    expect(await panel.getByTestId('path-so-far').textContent()).toContain('square 2 → square 7 →');
  });

  it("offers the two tokens' next positions in an order of the seed, most of them wrong", async () => {
    const places = new Set<string>();
    for (const seed of ['t1', 't2', 't3', 't4', 't5', 't6']) {
      const { panel } = await openExercise(
        '?view=practice',
        `tab=tokens&practice=next&level=medium&seed=${seed}`,
      );
      const asked = (await panel.getByTestId('question').textContent())!;
      const level = Number(/fewer than (\d+) moves?/.exec(asked)![1]);
      const tokens = await readTokens(panel);
      expect(tokens.columns).toBe(COLUMNS);
      const distance = positionDistances(tokens);
      const offered = await panel.locator('.choices label').allTextContents();
      const right = offered.flatMap((text, i) => {
        const [r1, c1, r2, c2] = /red \((\d+),(\d+)\) blue \((\d+),(\d+)\)/.exec(text)!.slice(1).map(Number);
        return distance.get(key(r1 * COLUMNS + c1, r2 * COLUMNS + c2)) === level ? [i] : [];
      });
      expect(offered.length).toBe(6);
      expect(right.length).toBeGreaterThanOrEqual(1);
      expect(right.length).toBeLessThanOrEqual(2);
      places.add(right.join(','));
    }
    // Not one run of the list for every seed.
    expect(places.size).toBeGreaterThan(1);
  });

  it('gives Ada and ada the same board', async () => {
    const boards: string[] = [];
    for (const name of ['Ada', 'ada', ' ADA ']) {
      const { panel } = await openExercise(
        `?view=practice&student=${encodeURIComponent(name)}`,
        'tab=maze&practice=fewest&level=easy&seed=k1',
      );
      boards.push(
        await panel
          .locator('rect[data-cell]')
          .evaluateAll((rects) => rects.map((rect) => rect.getAttribute('class')).join()),
      );
    }
    expect(boards[1]).toBe(boards[0]);
    expect(boards[2]).toBe(boards[0]);
  });
});
