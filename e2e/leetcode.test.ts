import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBoardText, useSiteAndBrowser } from './harness.js';

const site = useSiteAndBrowser();

/** LeetCode 1091, "Shortest Path in Binary Matrix", as its page is copied: 0 open, 8 moves, cells. */
const PROBLEM = `1091. Shortest Path in Binary Matrix
Given an n x n binary matrix grid, return the length of the shortest clear path in the matrix.

Example 1:
Input: grid = [[0,1],[1,0]]
Output: 2

Example 2:
Input: grid = [[0,0,0],[1,1,0],[1,1,0]]
Output: 4

Example 3:
Input: grid = [[1,0,0],[1,1,0],[1,1,0]]
Output: -1
`;

// The command's own "Answer check:" lines for a text (a maze read with 0 as the open cell, 8 moves).
function commandChecks(text: string, puzzle = 'maze', options = ['--open', '0', '--moves', '8']): string[] {
  const run = spawnSync(
    process.execPath,
    [fileURLToPath(new URL('../bin/boardpath.js', import.meta.url)), puzzle, '-', ...options],
    { input: text, encoding: 'utf8' },
  );
  return run.stdout.split('\n').filter((line) => line.startsWith('Answer check: '));
}

// The maze tab, ready for LeetCode's grids: 0 is open, 8 moves.
async function leetCodeMaze(page: Page) {
  const panel = page.locator('#panel-maze');
  await panel.getByRole('radio', { name: '8' }).check();
  await page.getByText("Maze file (the CLI's formats)").click();
  await panel.getByRole('checkbox', { name: /0 is open/ }).check();
  return panel;
}

describe('LeetCode 1091 on the page', () => {
  it('reads 0 as the open cell when asked, and gives the length in cells as LeetCode counts it', async () => {
    const { page } = await openPage(site.browser, `${site.url}#tab=maze`);
    const panel = await leetCodeMaze(page);
    await useBoardText(page, 'maze', 'Input: grid = [[0,1],[1,0]]');
    await expect.poll(() => panel.locator('.notice').textContent()).toBe('Read the maze text.');
    await panel.getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('1');
    expect(await page.getByTestId('path-cells').textContent()).toBe(
      "Path length: 2 cells, start and goal included (LeetCode's count)",
    );
    expect(await panel.locator('.board-text code').textContent()).toBe(
      'boardpath maze maze.txt --moves 8 --open 0',
    );
  });

  it('blames the start when the start is the wall, and says how to read 0 as open', async () => {
    const { page } = await openPage(site.browser, `${site.url}#tab=maze`);
    const panel = await leetCodeMaze(page);
    await useBoardText(page, 'maze', 'grid = [[1,0,0],[1,1,0],[1,1,0]]');
    await panel.getByRole('button', { name: 'Solve' }).click();
    await expect
      .poll(() => page.getByTestId('why').textContent())
      .toMatch(/^: the start \(row 0, column 0\) is a wall/);

    // Read with 1 as the open cell, LeetCode's [[0,1],[1,0]] has walls on its ends: the answer says
    // that LeetCode writes 0 for an open cell, and where to say so.
    await panel.getByRole('checkbox', { name: /0 is open/ }).uncheck();
    await useBoardText(page, 'maze', '[[0,1],[1,0]]');
    await panel.getByRole('button', { name: 'Solve' }).click();
    await expect
      .poll(() => page.getByTestId('why').textContent())
      .toMatch(/^: the start \(row 0, column 0\) is a wall/);
    expect(await panel.locator('.answer .hint').textContent()).toContain('tick “0 is open” under Maze file');
  });

  it('answers every example of a pasted problem page and checks each Output: as the command does', async () => {
    const { page } = await openPage(site.browser, `${site.url}#tab=maze`);
    const panel = await leetCodeMaze(page);
    await useBoardText(page, 'maze', PROBLEM);
    const examples = panel.getByTestId('examples');
    await expect.poll(() => examples.locator('.answer-check').count()).toBe(3);
    const checks = await examples.locator('.answer-check').allTextContents();
    expect(checks).toEqual(commandChecks(PROBLEM));
    expect(checks).toEqual([
      'Answer check: 2 matches the expected output',
      'Answer check: 4 matches the expected output',
      'Answer check: -1 (there is no path) matches the expected output',
    ]);
    expect(await examples.getByTestId('example-1').textContent()).toContain(
      'Example 1 (line 5): 1 step: a path of 2 cells',
    );
    expect(await examples.getByTestId('example-3').textContent()).toContain(
      'no path: the start (row 0, column 0) is a wall',
    );
    expect(await panel.locator('.notice').textContent()).toBe(
      'Read the maze text. It holds 3 examples: example 1 is on the board.',
    );

    // Example 2 on the board: solved, its Output: checked beside the answer.
    await examples.getByRole('button', { name: 'Show example 2 on the board' }).click();
    expect(await examples.getByTestId('example-2').textContent()).toContain('On the board.');
    await panel.getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('3');
    expect(await page.getByTestId('answer-check').textContent()).toBe(
      'Answer check: 4 matches the expected output',
    );

    // Asked how many paths there are, the examples are answered again: a count is not a length.
    await panel.getByLabel('Mode').selectOption('count');
    await expect
      .poll(() => examples.getByTestId('example-2').textContent())
      .toContain('2 paths visiting no cell twice');
    expect(await examples.getByTestId('example-2').locator('.answer-check').textContent()).toBe(
      'Answer check: differs: the paste says 4, there are 2 paths',
    );
  });

  it('drops the last answer when a text is refused', async () => {
    const { page } = await openPage(site.browser, `${site.url}#tab=maze`);
    const panel = page.locator('#panel-maze');
    await panel.getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => page.getByTestId('moves').count()).toBe(1);
    await useBoardText(page, 'maze', 'Input: grid = [[0,1],[1,0,1]]');
    await expect.poll(() => panel.locator('.board-text [role="alert"]').count()).toBe(1);
    expect(await page.getByTestId('moves').count()).toBe(0);
    expect(await panel.getByRole('region', { name: 'Answer' }).count()).toBe(0);
  });
});

describe('a pasted problem page on the other tabs', () => {
  it('answers LeetCode 909 (Snakes and Ladders) example by example, checked as the command checks it', async () => {
    const problem = `909. Snakes and Ladders
Example 1:
Input: board = [[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,35,-1,-1,13,-1],[-1,-1,-1,-1,-1,-1],[-1,15,-1,-1,-1,-1]]
Output: 4

Example 2:
Input: board = [[-1,-1],[-1,3]]
Output: 1
`;
    const { page } = await openPage(site.browser, site.url);
    const panel = page.locator('#panel-snakes');
    await useBoardText(page, 'snakes', problem);
    const examples = panel.getByTestId('examples');
    await expect.poll(() => examples.locator('.answer-check').count()).toBe(2);
    expect(await examples.locator('.answer-check').allTextContents()).toEqual(
      commandChecks(problem, 'snakes', []),
    );
    expect(await examples.getByTestId('example-1').textContent()).toContain(
      'Example 1 (line 3): fewest throws 4',
    );
    await examples.getByRole('button', { name: 'Show example 2 on the board' }).click();
    await panel.getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => panel.getByTestId('moves').textContent()).toBe('1');
    expect(await panel.getByTestId('answer-check').textContent()).toBe(
      'Answer check: 1 matches the expected output',
    );
  });

  it('answers a two-token page of two examples, and says which answer differs', async () => {
    const problem = `Example 1:
Input: grid = [[1,2,4,3],[3,4,1,2],[3,1,2,3],[2,3,1,2]]
Output: 5

Example 2:
Input: grid = [[1,1],[1,1]]
Output: 3
`;
    const { page } = await openPage(site.browser, `${site.url}#tab=tokens`);
    const panel = page.locator('#panel-tokens');
    await useBoardText(page, 'tokens', problem);
    const examples = panel.getByTestId('examples');
    await expect.poll(() => examples.locator('.answer-check').count()).toBe(2);
    const checks = await examples.locator('.answer-check').allTextContents();
    expect(checks).toEqual(commandChecks(problem, 'tokens', []));
    expect(checks[1]).toMatch(/^Answer check: differs: the paste says 3, the fewest is 4/);
  });
});
