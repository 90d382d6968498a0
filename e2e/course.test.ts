// A course in real Chromium: a set made for a roster of three, each student opening their link,
// answering (one rightly, one with the start counted, one not at all), the code copied off the
// page, and the teacher's grading of the codes matching what was answered; a reload neither asks
// an answered question again nor counts a second answer.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run-cli.test-util.js';
import { openPage, useSiteAndBrowser } from './harness.js';
import { at, distances, readMaze, type Grid } from './practice-boards.js';
import { visiblePanel } from './timeline.js';

const site = useSiteAndBrowser();

/** One shortest path from the top-left to the bottom-right, as cells after the start. */
function shortestPath(grid: Grid): number[] {
  const fromStart = distances(grid);
  const goal = grid.open.length - 1;
  const toGoal = distances(grid, goal);
  const path: number[] = [];
  for (let cell = 0; cell !== goal;) {
    const from = cell;
    cell = fromStart.findIndex(
      (d, next) =>
        d === fromStart[from] + 1 &&
        toGoal[next] === toGoal[from] - 1 &&
        Math.abs(Math.floor(next / grid.columns) - Math.floor(from / grid.columns)) +
          Math.abs((next % grid.columns) - (from % grid.columns)) ===
          1,
    );
    path.push(cell);
  }
  return path;
}

const feedback = (panel: Locator) => panel.getByTestId('feedback');

/** Answers the question shown, rightly or with the start counted as a move, and goes on. */
async function answer(page: Page, panel: Locator, startCounted: boolean) {
  const question = (await panel.getByTestId('question').textContent())!;
  const grid = await readMaze(panel);
  const distance = distances(grid);
  if (/fewest number of steps/.test(question)) {
    const fewest = distance[grid.open.length - 1];
    await panel.getByLabel(/^Steps/).fill(String(startCounted ? fewest + 1 : fewest));
    await panel.getByRole('button', { name: 'Check' }).click();
  } else if (/take from the queue next/.test(question)) {
    const level = Number(/fewer than (\d+) steps?/.exec(question)![1]);
    await panel.locator(`[data-cell="${at(grid, distance.indexOf(level))}"]`).click();
  } else if (/How many steps/.test(question)) {
    const [, r, c] = /\(row (\d+), column (\d+)\)/.exec(question)!.map(Number);
    await panel.getByLabel(/^Steps/).fill(String(distance[r * grid.columns + c]));
    await panel.getByRole('button', { name: 'Check' }).click();
  } else {
    for (const cell of shortestPath(grid)) await panel.locator(`[data-cell="${at(grid, cell)}"]`).click();
  }
  await feedback(panel).waitFor();
  const said = (await feedback(panel).textContent())!;
  await panel.getByRole('button', { name: 'Next exercise' }).click();
  return said;
}

describe('a course', () => {
  it('takes a class of three from links to grades', async () => {
    const written: Record<string, string> = {};
    const roster = 'Name\nAda Lovelace\nGrace Hopper\nAlan Turing\n';
    const args = ['course', 'make', '--roster', 'students.csv', '--puzzle', 'maze', '--level', 'easy'];
    const made = await runCli([...args, '--questions', '4', '--seed', 'week5', '--out', 'week5'], {
      files: { 'students.csv': roster },
      written,
    });
    expect(made.code).toBe(0);
    const links = written['week5/links.csv']
      .trim()
      .split('\r\n')
      .slice(1)
      .map((row) => row.split(',')[1]);
    const codes: string[] = [];
    for (const [i, link] of links.slice(0, 2).entries()) {
      const { page } = await openPage(site.browser, link.replace('http://127.0.0.1:8484/', site.url));
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      const panel = visiblePanel(page);
      for (let question = 1; question <= 4; question++) {
        await expect.poll(() => panel.getByTestId('course-question').textContent()).toBe(String(question));
        await panel.getByTestId('question').waitFor();
        const fewest = distances(await readMaze(panel))[24];
        const said = await answer(page, panel, i === 1 && question === 1);
        if (i === 1 && question === 1) {
          expect(said).toContain('This looks like the start counted as a move (one too many).');
          // The feedback does not give away the number asked for.
          expect(said).not.toMatch(new RegExp(`\\b${fewest} steps\\b`));
        }
      }
      const code = (await panel.getByTestId('completion-code').textContent())!;
      await panel.getByRole('button', { name: 'Copy the code' }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
      // A reload keeps the first answers: the same code, nothing asked again.
      await page.reload();
      await expect.poll(() => visiblePanel(page).getByTestId('completion-code').textContent()).toBe(code);
      codes.push(code);
    }
    const graded = await runCli(['course', 'grade', 'week5', 'codes.txt'], {
      files: { 'week5/course.json': written['week5/course.json'], 'codes.txt': codes.join('\n') },
      written,
    });
    expect(graded).toMatchObject({ code: 0, stderr: '' });
    expect(written['week5/grades.csv']).toBe(
      'Student,Score,Out of,Q1,Q2,Q3,Q4\r\n' +
        'Ada Lovelace,4,4,1,1,1,1\r\n' +
        'Grace Hopper,3,4,0,1,1,1\r\n' +
        'Alan Turing,,4,,,,\r\n',
    );
    expect(written['week5/summary.md']).toContain(
      '| 1 | fewest | 2 | 1 | 1 the start counted as a move (one too many) |',
    );
  });

  it('counts the first answer of an exercise once, reloads and all', async () => {
    const url = `${site.url}?view=practice#tab=maze&practice=fewest&level=easy&seed=s1`;
    const { page } = await openPage(site.browser, url);
    const panel = visiblePanel(page);
    await panel.getByTestId('question').waitFor();
    const fewest = distances(await readMaze(panel))[24];
    await panel.getByLabel(/^Steps/).fill(String(fewest - 1));
    await panel.getByRole('button', { name: 'Check' }).click();
    await expect.poll(() => feedback(panel).textContent()).toMatch(/^✗/);
    expect(await feedback(panel).textContent()).not.toMatch(new RegExp(`\\b${fewest} steps\\b`));
    for (let reload = 0; reload < 2; reload++) {
      await page.reload();
      const again = visiblePanel(page);
      await again.getByTestId('question').waitFor();
      await again.getByLabel(/^Steps/).fill(String(fewest));
      await again.getByRole('button', { name: 'Check' }).click();
      await expect.poll(() => feedback(again).textContent()).toMatch(/^✓/);
      expect(await again.getByTestId('score').textContent()).toContain('0 of 1 right');
    }
  });
});
