// The worksheet of `boardpath generate --sheet`, printed by a real browser: every board drawn, no
// board across two pages, the answers on a page of their own. A screenshot and the printed PDF of
// each land in test-results/ to be looked at.
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './harness.js';
import { runCli } from '../src/cli/run-cli.test-util.js';
import { PUZZLES } from '../src/puzzles/puzzles.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the worksheet, printed', () => {
  for (const puzzle of PUZZLES)
    it(`${puzzle}: every board drawn and whole on its page, the answers after them`, async () => {
      const written: Record<string, string> = {};
      const run = await runCli(
        ['generate', puzzle, '--count', '7', '--sheet', 'sheet.html', '--seed', 'class-7/Ada'],
        {
          written,
        },
      );
      expect(run.code).toBe(0);
      const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
      await page.setContent(written['sheet.html']);
      mkdirSync('test-results', { recursive: true });
      await page.screenshot({ path: `test-results/worksheet-${puzzle}.png`, fullPage: true });
      // Every board's drawing has a size: it was drawn.
      const sizes = await page
        .locator('.board svg')
        .evaluateAll((svgs) =>
          svgs.map((svg) => svg.getBoundingClientRect()).map(({ width, height }) => width * height),
        );
      expect(sizes).toHaveLength(7);
      expect(sizes.every((area) => area > 10_000)).toBe(true);
      // Printed: boards kept whole, the answers on a new page, within the page's width.
      await page.emulateMedia({ media: 'print' });
      const styles = await page.evaluate(() => ({
        boards: [...document.querySelectorAll('.board')].map((board) => getComputedStyle(board).breakInside),
        answers: getComputedStyle(document.querySelector('.answers')!).breakBefore,
      }));
      expect(new Set(styles.boards)).toEqual(new Set(['avoid']));
      expect(styles.answers).toBe('page');
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      writeFileSync(`test-results/worksheet-${puzzle}.pdf`, pdf);
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
      expect(pages.length).toBeGreaterThanOrEqual(2);
      expect(problems).toEqual([]);
      await context.close();
    });
});
