// The practice view from outside: boards read off the page, their answers worked out here by a
// plain breadth-first search, answers given by mouse and by keyboard alone. Every correct answer
// is accepted (another shortest path, another order of ties); a wrong one is explained by the
// search replayed to where they part; a link makes the same exercise, a student's name their own.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run-cli.test-util.js';
import { SHOTS, openPage, useSiteAndBrowser } from './harness.js';
import {
  at,
  distances,
  key,
  positionDistances,
  readMaze,
  readTokens,
  shortestPaths,
  type Grid,
} from './practice-boards.js';
import { visiblePanel } from './timeline.js';

const site = useSiteAndBrowser();

/** Tabs to the maze, then moves its cursor with the arrow keys to each cell and presses Enter. */
async function chooseByKeyboard(page: Page, grid: Grid, cells: number[]) {
  for (let i = 0; i < 40; i++) {
    if (await page.evaluate(() => document.activeElement?.hasAttribute('data-cell'))) break;
    await page.keyboard.press('Tab');
  }
  for (const cell of cells) {
    const [r, c] = (await page.evaluate(() => document.activeElement!.getAttribute('data-cell')!))
      .split(',')
      .map(Number);
    const [tr, tc] = [Math.floor(cell / grid.columns), cell % grid.columns];
    for (let k = 0; k < Math.abs(tr - r); k++) await page.keyboard.press(tr > r ? 'ArrowDown' : 'ArrowUp');
    for (let k = 0; k < Math.abs(tc - c); k++) await page.keyboard.press(tc > c ? 'ArrowRight' : 'ArrowLeft');
    await page.keyboard.press('Enter');
  }
}

/** Opens a practice link and waits for its question. */
async function openExercise(query: string, fragment: string) {
  const opened = await openPage(site.browser, `${site.url}${query}#${fragment}`);
  await visiblePanel(opened.page).getByTestId('question').waitFor();
  return { ...opened, panel: visiblePanel(opened.page) };
}

const feedback = (panel: Locator) => panel.getByTestId('feedback');

describe('practice', () => {
  it('accepts a shortest path chosen by keyboard alone, and another shortest path too', async () => {
    const link = 'tab=maze&practice=path&level=easy&seed=class-7';
    const { page, panel } = await openExercise('', link);
    const grid = await readMaze(panel);
    const paths = shortestPaths(grid);
    expect(paths.length).toBeGreaterThanOrEqual(2);
    await chooseByKeyboard(page, grid, paths[0]);
    await expect.poll(() => feedback(panel).textContent()).toMatch(/^✓ Correct\./);
    expect(await feedback(panel).textContent()).toContain(
      `one of ${paths.length} shortest paths, and any of them is accepted`,
    );
    expect(await panel.getByTestId('score').textContent()).toContain('1 of 1 right');
    // The same exercise again, the other shortest path, by mouse.
    const again = await openExercise('', link);
    for (const cell of paths[1]) await again.panel.locator(`[data-cell="${at(grid, cell)}"]`).click();
    await expect.poll(() => feedback(again.panel).textContent()).toMatch(/^✓ Correct\./);
    await again.page.screenshot({ path: `${SHOTS}practice-path.png`, fullPage: true });
  });

  it('accepts any cell of the level in the queue, whichever order of ties takes it first', async () => {
    const link = 'tab=maze&practice=next&level=easy&seed=class-7';
    const { panel } = await openExercise('', link);
    const question = await panel.getByTestId('question').textContent();
    const level = Number(/fewer than (\d+) steps?/.exec(question!)![1]);
    const grid = await readMaze(panel);
    const distance = distances(grid);
    const queued = distance.flatMap((d, cell) => (d === level ? [cell] : []));
    expect(queued.length).toBeGreaterThanOrEqual(2);
    await panel.locator(`[data-cell="${at(grid, queued[0])}"]`).click();
    await expect.poll(() => feedback(panel).textContent()).toMatch(/^✓ Correct\./);
    const said = await feedback(panel).textContent();
    expect(said).toContain('under some order of ties any of them comes first');
    const [, row, column] = /This run took \((\d+), (\d+)\) first/.exec(said!)!;
    // Another cell of that level than the one this run took: right too.
    const other = queued.find((cell) => at(grid, cell) !== `${row},${column}`)!;
    const again = await openExercise('', link);
    await again.panel.locator(`[data-cell="${at(grid, other)}"]`).click();
    await expect.poll(() => feedback(again.panel).textContent()).toMatch(/^✓ Correct\./);
  });

  it('explains a wrong answer by replaying the search to where it and the answer part', async () => {
    const { page, panel } = await openExercise('', 'tab=snakes&practice=fewest&level=easy&seed=class-7');
    // The board read off the page: 25 squares, a 6-faced die, its jumps; one jump per throw.
    const jumps = new Map(
      (
        await panel
          .locator('[data-jump]')
          .evaluateAll((lines) => lines.map((line) => line.getAttribute('data-jump')!))
      ).map((jump) => jump.split('-').map(Number) as [number, number]),
    );
    const throws = new Map([[1, 0]]);
    const queue = [1];
    for (let head = 0; head < queue.length; head++)
      for (let face = 1; face <= 6 && queue[head] + face <= 25; face++) {
        const to = jumps.get(queue[head] + face) ?? queue[head] + face;
        if (throws.has(to)) continue;
        throws.set(to, throws.get(queue[head])! + 1);
        queue.push(to);
      }
    const fewest = throws.get(25)!;
    await panel.getByRole('textbox', { name: /^Throws/ }).fill(String(fewest + 2));
    await panel.getByRole('textbox', { name: /^Throws/ }).press('Enter');
    await expect.poll(() => feedback(panel).textContent()).toMatch(/^✗ Not quite\./);
    // Where the answer and the search part, without the number asked for.
    const said = await feedback(panel).textContent();
    expect(said).toContain(`Fewer than ${fewest + 2} throws will do: breadth-first search sees square 25`);
    expect(said).not.toContain(`${fewest} throws`);
    // The replay plays to the step where the search sees the goal, and stops there.
    const slider = panel.getByRole('slider', { name: 'The search replayed: frame' });
    await expect
      .poll(async () => (await slider.inputValue()) === (await slider.getAttribute('max')))
      .toBe(true);
    expect(await panel.getByTestId('learn-step').textContent()).toContain(
      `the goal, ${fewest} throws from the start. Stop`,
    );
    await page.screenshot({ path: `${SHOTS}practice-wrong.png`, fullPage: true });
    expect(await panel.getByTestId('score').textContent()).toContain('0 of 1 right');
    // Tried again: right, and the score still counts the first answer.
    await panel.getByRole('button', { name: 'Try again' }).click();
    await panel.getByRole('textbox', { name: /^Throws/ }).fill(String(fewest));
    await panel.getByRole('button', { name: 'Check' }).click();
    await expect.poll(() => feedback(panel).textContent()).toMatch(/^✓ Correct\./);
    expect(await panel.getByTestId('score').textContent()).toContain('0 of 1 right');
  });

  it('makes the same exercise from the same link, and each student their own', async () => {
    const fragment = 'tab=maze&practice=fewest&level=medium&seed=class-7';
    const exercise = async (query: string) => {
      const { page, panel } = await openExercise(query, fragment);
      expect(await page.evaluate(() => location.hash)).toBe(`#${fragment}`);
      return {
        walls: (await readMaze(panel)).open.join(''),
        question: await panel.getByTestId('question').textContent(),
      };
    };
    const plain = await exercise('');
    expect(await exercise('')).toEqual(plain);
    const ada = await exercise('?student=Ada');
    expect(await exercise('?student=Ada')).toEqual(ada);
    const bo = await exercise('?student=Bo');
    expect(ada.walls).not.toBe(plain.walls);
    expect(bo.walls).not.toBe(ada.walls);
  });

  it('takes a typed distance, and the position next out of the queue from a list, by keyboard', async () => {
    const { page, panel } = await openExercise('', 'tab=tokens&practice=distance&level=easy&seed=class-7');
    const tokens = await readTokens(panel);
    const target = /red \((\d+),(\d+)\) blue \((\d+),(\d+)\)/.exec(
      (await panel.getByTestId('question').textContent())!,
    )!;
    const [rr, rc, br, bc] = target.slice(1).map(Number);
    const distance = positionDistances(tokens).get(key(rr * tokens.columns + rc, br * tokens.columns + bc))!;
    const box = panel.getByRole('textbox', { name: 'Moves' });
    await box.fill(String(distance));
    await box.press('Enter');
    await expect.poll(() => feedback(panel).textContent()).toMatch(/^✓ Correct\./);
    // The same grid (the seed makes it), asked which position comes next: one of the level, by keyboard.
    const next = await openExercise('', 'tab=tokens&practice=next&level=easy&seed=class-7');
    const level = Number(
      /fewer than (\d+) moves?/.exec((await next.panel.getByTestId('question').textContent())!)![1],
    );
    const levels = positionDistances(tokens);
    const choices = next.panel.getByRole('radio', { name: /^red/ });
    const names = await choices.evaluateAll((radios) =>
      radios.map((radio) => radio.parentElement!.textContent!),
    );
    const right = names.findIndex((name) => {
      const [a, b, c, d] = /red \((\d+),(\d+)\) blue \((\d+),(\d+)\)/.exec(name)!.slice(1).map(Number);
      return levels.get(key(a * tokens.columns + b, c * tokens.columns + d)) === level;
    });
    expect(right).toBeGreaterThanOrEqual(0);
    await choices.first().focus();
    for (let i = 0; i < right; i++) await next.page.keyboard.press('ArrowDown');
    await next.page.keyboard.press('Space');
    await next.page.keyboard.press('Tab');
    await next.page.keyboard.press('Enter');
    await expect.poll(() => feedback(next.panel).textContent()).toMatch(/^✓ Correct\./);
    await page.close();
  });

  it('makes a board to order, puts it in the editor and shows the certificate the command gives', async () => {
    const { page } = await openPage(site.browser, `${site.url}#tab=snakes`);
    const panel = visiblePanel(page);
    await panel.getByText('New board, made to order').click();
    await panel.getByLabel('Fewest throws (blank: any; -1: none)').fill('6');
    await panel.getByLabel('Exactly one shortest game').check();
    await panel.getByLabel('Seed (blank: a new one)').fill('class-7');
    await panel.getByRole('button', { name: 'Make board' }).click();
    const certificate = panel.getByTestId('certificate');
    await expect.poll(() => certificate.textContent()).toContain('6 throws at the fewest, 1 shortest game');
    const cli = await runCli([
      'generate',
      'snakes',
      '--fewest',
      '6',
      '--unique',
      '--seed',
      'class-7',
      '--json',
    ]);
    const made = JSON.parse(cli.stdout) as { answer: { path: number[] } };
    expect(await certificate.textContent()).toContain(made.answer.path.join(' → '));
    expect(await certificate.textContent()).toContain(
      'boardpath generate snakes --size 10 --faces 6 --fewest 6 --unique --seed class-7',
    );
    await panel.getByRole('button', { name: 'Solve', exact: true }).click();
    await expect.poll(() => panel.getByTestId('moves').textContent()).toBe('6');
    // A request no board meets is refused with the range that can be met.
    await panel.getByLabel('Fewest throws (blank: any; -1: none)').fill('0');
    await panel.getByRole('button', { name: 'Make board' }).click();
    await expect
      .poll(() => panel.getByRole('alert').first().textContent())
      .toContain('a 10×10 board with a 6-faced die takes 1 to 94 throws at the fewest');
  });
});
