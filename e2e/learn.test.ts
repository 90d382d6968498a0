import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHOTS, accessibilityViolations, openPage, useBoardText, useSiteAndBrowser } from './harness.js';
import { goToFrame, learnOff, learnOn } from './timeline.js';

const site = useSiteAndBrowser();

const explored = async (page: Page) =>
  Number(
    (await page
      .locator('[role="tabpanel"]:not([hidden]) .side [data-testid="explored"]')
      .textContent())!.replace(/,/g, ''),
  );

describe('the learn view', () => {
  it('is on for a small board and shows the queue, the move, the parents and the pseudocode line', async () => {
    const { page } = await openPage(site.browser, site.url, { width: 1280, height: 800 });
    expect(await page.getByRole('radio', { name: 'Learn' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('7');
    await goToFrame(page, 0);
    await expect
      .poll(() => page.getByTestId('learn-step').textContent())
      .toBe('Start: square 0 (off the board) goes in the queue and is marked as seen.');
    expect(await page.locator('.pseudocode li.lit').allTextContents()).toEqual([
      'queue ← [start]; mark start as seen',
    ]);
    expect(await page.getByTestId('queue').textContent()).toBe('square 0 (off the board)');
    await page.getByRole('button', { name: 'Step one frame' }).click();
    await expect.poll(() => page.getByTestId('expanding').textContent()).toBe('square 0 (off the board)');
    expect(await page.locator('.pseudocode li.lit').allTextContents()).toContain(
      '    state ← take the front of queue',
    );
    // Face 1 from off the board lands on the ladder 1→38: square 38 is new, its parent square 0.
    await page.getByRole('button', { name: 'Step one frame' }).click();
    await expect
      .poll(() => page.getByTestId('learn-step').textContent())
      .toBe(
        'Face 1 lands on square 1 and climbs the ladder to square 38, new: its parent is square 0 (off the board); it joins the back of the queue.',
      );
    expect(await page.getByTestId('moves-considered').textContent()).toBe(
      'face 1 lands on square 1 and climbs the ladder to square 38: new, queued',
    );
    expect(await page.locator('.pseudocode li.lit').allTextContents()).toEqual([
      '    for each next in moves(state):',
      '        mark next as seen; parent[next] ← state',
      '        put next at the back of queue',
    ]);
    expect(await page.locator('.snakes-board .parent-arrow').count()).toBe(1);
    await page.getByRole('button', { name: 'Step one frame' }).click();
    await page.getByRole('button', { name: 'Step one frame' }).click();
    await page.screenshot({ path: `${SHOTS}learn-snakes.png` });
    // At the end the path is rebuilt from the goal through the parents.
    await page.getByRole('button', { name: 'Show the answer now' }).click();
    await expect
      .poll(() => page.getByTestId('learn-step').textContent())
      .toMatch(/^…and the start, square 0 \(off the board\): the path, read backwards, is complete\.$/);
    expect(await page.locator('.pseudocode li.lit').allTextContents()).toEqual([
      'path ← goal, parent[goal], parent[parent[goal]], … back to start',
    ]);
    // The board shades exactly the squares the search explored, as the status line counts them
    // (the first, the start off the board, is not drawn).
    expect(await page.locator('.snakes-board [data-shade="1"]').count()).toBe((await explored(page)) - 1);
  });

  it('explains why squares where a jump starts are never shaded', async () => {
    const { page } = await openPage(site.browser, site.url);
    expect(await page.locator('#panel-snakes .legend').textContent()).toContain(
      'Squares where a snake or ladder starts are never shaded: a token that lands there moves on at once',
    );
  });

  it('shades what the search explored, as counted, at every level and at its end', async () => {
    const { page } = await openPage(site.browser, site.url);
    await learnOff(page);
    await page.getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('7');
    for (const frame of [1, 3, 6]) {
      await goToFrame(page, frame);
      const line = (await page.locator('#panel-snakes .frame').textContent())!;
      const [, counted, queued] = /— ([\d,]+) squares? explored, ([\d,]+) in the queue/.exec(line)!;
      // The start, off the board, is explored first but not drawn.
      expect(await page.locator('.snakes-board [data-shade="1"]').count()).toBe(Number(counted) - 1);
      expect(await page.locator('.snakes-board [data-shade="2"]').count()).toBe(Number(queued));
    }
    await page.getByRole('button', { name: 'Show the answer now' }).click();
    await expect
      .poll(async () => page.locator('.snakes-board [data-shade="1"]').count())
      .toBe((await explored(page)) - 1);
  });

  it('steps through a maze search with each cell’s parent drawn as an arrow', async () => {
    const { page } = await openPage(site.browser, `${site.url}#tab=maze`);
    await page.locator('#panel-maze').getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toMatch(/^\d+$/);
    await goToFrame(page, 12);
    await expect.poll(() => page.locator('#panel-maze .parent-arrow').count()).toBeGreaterThan(2);
    expect(await page.getByTestId('learn-step').textContent()).toMatch(/\(\d+, \d+\)/);
    await page.screenshot({ path: `${SHOTS}learn-maze.png` });
    await page.getByRole('button', { name: 'Show the answer now' }).click();
    await expect
      .poll(async () => page.locator('#panel-maze [data-shade="1"]').count())
      .toBe(await explored(page));
    expect(await page.locator('#panel-maze .maze-path.final').count()).toBe(1);
  });

  it('says why there is no path when the goal is a wall, instead of searching', async () => {
    const { page } = await openPage(site.browser, `${site.url}#tab=maze`);
    await useBoardText(page, 'maze', '1 1 1\n1 1 1\n1 1 0');
    await page.locator('#panel-maze').getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('No path');
    expect(await page.getByTestId('why').textContent()).toContain('the goal (row 2, column 2) is a wall');
    expect(await page.locator('#panel-maze [data-shade="1"]').count()).toBe(0);
  });

  it('steps through the two-token search, naming both tokens of each position', async () => {
    const { page } = await openPage(site.browser, `${site.url}#tab=tokens`);
    await page.locator('#panel-tokens').getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('5');
    await goToFrame(page, 2);
    await expect
      .poll(() => page.getByTestId('learn-step').textContent())
      .toMatch(/(red|blue) (up|down|left|right) \d+ leads to red \(\d,\d\) blue \(\d,\d\)/i);
    expect(await page.locator('.parent-note').count()).toBeGreaterThan(0);
  });
});

describe('the learn view of every search', () => {
  it('stops at the goal without queueing it, and names only the colours shown', async () => {
    const { page } = await openPage(site.browser, site.url);
    await page.getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('7');
    const last = Number(await page.getByRole('slider', { name: /: frame$/ }).getAttribute('max'));
    // The path is rebuilt in 8 steps (7 throws and the start): the step before them is the goal.
    await goToFrame(page, last - 8);
    await expect.poll(() => page.getByTestId('learn-step').textContent()).toMatch(/: the goal, 7 throws/);
    expect(await page.locator('.pseudocode li.lit').allTextContents()).toContain(
      '        if next = goal: stop searching',
    );
    expect(await page.getByTestId('queue').textContent()).not.toContain('square 100');
    const legend = page.locator('#panel-snakes [data-testid="legend"]');
    expect(await legend.textContent()).toContain('being expanded');
    await learnOff(page);
    await expect.poll(() => legend.textContent()).not.toContain('being expanded');
  });

  it('shows the backtracking’s stack in the maze’s first and all modes', async () => {
    const { page } = await openPage(site.browser, `${site.url}#tab=maze&mode=first`);
    await page.locator('#panel-maze').getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toMatch(/^\d+$/);
    await goToFrame(page, 6);
    expect(await page.getByTestId('stack').locator('li').count()).toBe(7);
    const legend = page.locator('#panel-maze [data-testid="legend"]');
    expect(await legend.textContent()).toContain('on the stack');
    expect(await legend.textContent()).not.toContain('in the queue');
    await page.getByLabel('Mode').selectOption('all');
    await useBoardText(page, 'maze', 'S..\n...\n..G');
    await page.locator('#panel-maze').getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('12');
    const sentences: string[] = [];
    for (let frame = 0; frame < 40; frame++) {
      await goToFrame(page, frame);
      sentences.push((await page.getByTestId('learn-step').textContent())!);
    }
    expect(sentences.some((text) => /the goal! Path 1 found, \d+ steps/.test(text))).toBe(true);
    expect(sentences.some((text) => /^Back out of the goal to/.test(text))).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(sentences.some((text) => /take it off and back out to/.test(text))).toBe(true);
  });

  it('steps through A*, the search from both ends and depth-first in the comparison', async () => {
    const { page } = await openPage(site.browser, `${site.url}#tab=maze`, { width: 1280, height: 900 });
    await page.getByText('Compare searches on this maze').click();
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await page.getByRole('button', { name: 'Step through A*' }).click();
    const steps = page.locator('.compare-steps');
    await goToFrame(page, 2, steps);
    expect(await steps.getByTestId('open-list').textContent()).toMatch(/cost 1 \+ estimate \d+ = \d+/);
    expect(await steps.getByTestId('learn-step').textContent()).toMatch(/cost 1, estimate \d+, priority \d+/);
    await page.getByRole('button', { name: 'Step through Bidirectional breadth-first' }).click();
    await goToFrame(page, 1, steps);
    expect(await steps.getByTestId('frontier-start').textContent()).toBe('(0, 0)');
    expect(await steps.getByTestId('frontier-goal').textContent()).toBe('(9, 13)');
    await page.getByRole('button', { name: 'Step through Depth-first backtracking' }).click();
    await goToFrame(page, 4, steps);
    expect(await steps.getByTestId('stack').locator('li').count()).toBe(5);
    await page.screenshot({ path: `${SHOTS}learn-compare.png`, fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('names, in the search from both ends, the side of the state being expanded', async () => {
    const maze = 'S...#.\n.#..#.\n.#....\n...##.\n.#....\n...#.G';
    const { page } = await openPage(
      site.browser,
      `${site.url}?view=learn#tab=maze&maze=${encodeURIComponent(maze)}`,
      { width: 1280, height: 900 },
    );
    await page.getByText('Compare searches on this maze').click();
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await page.getByRole('button', { name: 'Step through Bidirectional breadth-first' }).click();
    const steps = page.locator('.compare-steps');
    const last = Number(await steps.getByRole('slider', { name: /: frame$/ }).getAttribute('max'));
    // Each frame's "Expanding" names the state the last "take … from the front" took, and its side.
    let taken: string | null = null;
    const wrong: string[] = [];
    for (let frame = 0; frame <= last; frame++) {
      await goToFrame(page, frame, steps);
      await expect
        .poll(() => steps.getByRole('slider', { name: /: frame$/ }).inputValue())
        .toBe(String(frame));
      const sentence = (await steps.getByTestId('learn-step').textContent())!;
      const take = /^On (the start's side|the goal's side): take (\(\d+, \d+\)) from the front/.exec(
        sentence,
      );
      if (take) taken = `${take[2]}, on ${take[1]}`;
      const expanding = steps.getByTestId('expanding');
      if (taken && (await expanding.count()) > 0 && (await expanding.textContent()) !== taken)
        wrong.push(`frame ${frame}: "${await expanding.textContent()}" after "${taken}" (${sentence})`);
    }
    expect(taken).not.toBeNull();
    expect(wrong).toEqual([]);
  });

  it('shows a big board’s first steps one by one, then its levels, and says so', async () => {
    const rows = Array.from({ length: 100 }, (_, r) =>
      r === 0 ? `S${'.'.repeat(99)}` : r === 99 ? `${'.'.repeat(99)}G` : '.'.repeat(100),
    );
    const { page } = await openPage(
      site.browser,
      `${site.url}#tab=maze&maze=${encodeURIComponent(rows.join('\n'))}`,
    );
    await learnOn(page);
    await page.locator('#panel-maze').getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('198');
    expect(await page.getByTestId('learn-note').textContent()).toBe(
      'This board has 10,000 cells: the learn view shows the first 300 steps of the search one by one, then the search a level at a time.',
    );
    await goToFrame(page, 310);
    await expect
      .poll(() => page.getByTestId('learn-step').textContent())
      .toMatch(/^Level \d+: every cell fewer than/);
    await page.getByRole('button', { name: 'Show the answer now' }).click();
    await expect
      .poll(() => page.getByTestId('learn-step').textContent())
      .toMatch(/^Level 198: the goal is reached, 198 steps from the start/);
  });
});
