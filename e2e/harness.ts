/**
 * What every browser test needs: the BUILT page (web-dist/, from `npm run build:web`) served by a
 * tiny static server on a free localhost port, and a headless Chromium driven by playwright-core.
 * The Chromium comes inside the @sparticuz/chromium dev dependency (unpacked on first use), so the
 * tests need no browser on the machine; set BOARDPATH_CHROMIUM to use another Chromium binary.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import packagedChromium from '@sparticuz/chromium';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

const SITE = fileURLToPath(new URL('../web-dist/', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
};

/** Serves web-dist/ on 127.0.0.1 at a port the system picks; resolves to the base URL. */
export async function serveSite(): Promise<{ url: string; close: () => Promise<void> }> {
  if (!existsSync(join(SITE, 'index.html')))
    throw new Error('web-dist/index.html is missing: run `npm run build:web` first (npm run test:e2e does)');
  const server: Server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(SITE, path.endsWith('/') ? `${path}index.html` : path);
    try {
      if (!file.startsWith(SITE)) throw new Error('outside the site');
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Headless Chromium with nothing phoning home. The package's own launch flags are for serverless
 * hosts (one process, web security off): the tests pass the plain flags a desktop headless run uses,
 * so the page meets the same security policy a user's browser applies.
 */
export async function launchChromium(): Promise<Browser> {
  const chosen = process.env.BOARDPATH_CHROMIUM;
  if (chosen !== undefined && !existsSync(chosen))
    throw new Error(`BOARDPATH_CHROMIUM names ${chosen}, which does not exist`);
  return chromium.launch({
    executablePath: chosen ?? (await packagedChromium.executablePath()),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/** Every page a test opened, with what went wrong on it: checked and closed after each test. */
const opened: Array<{ context: BrowserContext; problems: string[] }> = [];

/**
 * A fresh page whose problems fail the test that opened it: any uncaught error, console error or
 * Content-Security-Policy violation (a violation is an event, not always a console error, so a
 * listener added before the page's own scripts reports each one). `problems()` lists them so far.
 */
export async function openPage(
  browser: Browser,
  url: string,
  viewport = { width: 1100, height: 900 },
  // The page's service worker is kept out of every test but the offline one: it would fetch the
  // whole page again for each fresh context.
  serviceWorkers: 'allow' | 'block' = 'block',
): Promise<{ page: Page; problems: () => string[] }> {
  const context = await browser.newContext({ viewport, serviceWorkers });
  // A hang guard: an action takes some 100 ms on a quiet machine, seconds beside two busy cores.
  context.setDefaultTimeout(20_000);
  const problems: string[] = [];
  opened.push({ context, problems });
  await context.exposeBinding('boardpathViolation', (_source, text: string) =>
    problems.push(`CSP violation: ${text}`),
  );
  await context.addInitScript(() => {
    const report = (event: SecurityPolicyViolationEvent) =>
      (window as unknown as { boardpathViolation: (text: string) => void }).boardpathViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    document.addEventListener('securitypolicyviolation', report);
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  await page.goto(url);
  return { page, problems: () => problems };
}

const require = createRequire(import.meta.url);
const AXE_SOURCE: string = (require('axe-core') as { source: string }).source;

/**
 * The accessibility rules of axe-core (WCAG 2.1 A and AA, its best practices, and the check that
 * a control's visible label is part of its accessible name) run on the page
 * as it is now; resolves to one line per violation and element, so `[]` means none. axe is
 * evaluated through the DevTools protocol, which the page's policy does not govern: the page's
 * own policy stays as strict as a user's browser applies it.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await axe.run(document, {
      resultTypes: ['violations'],
      // Experimental in axe, off unless asked: a visible label must be part of the accessible name.
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary}`),
    );
  });
}

/**
 * Puts `text` into a tab's board text box and presses "Use this text". The box is waited on until
 * the page has filled it with the board's own text (or says it is too big to show): Chromium types
 * at the caret, so text typed into a box the page is still filling would be mixed with the board's.
 */
export async function useBoardText(page: Page, panel: 'snakes' | 'maze' | 'tokens', text: string) {
  const details = page.locator(`#panel-${panel} details.board-text`);
  // Opened, and seen open: on a loaded machine a click that comes before the page has settled
  // may be undone by its next render, and the box then stays hidden.
  await expect
    .poll(async () => {
      if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open)))
        await details.locator('summary').click();
      return details.evaluate((element) => (element as HTMLDetailsElement).open);
    })
    .toBe(true);
  const box = details.locator('textarea');
  await expect
    .poll(() =>
      box.evaluate(
        (element) => (element as HTMLTextAreaElement).value || (element as HTMLTextAreaElement).placeholder,
      ),
    )
    .not.toBe('');
  await box.fill(text);
  await expect.poll(() => box.inputValue()).toBe(text);
  await details.getByRole('button', { name: 'Use this text' }).click();
}

/** Where screenshots go (git-ignored): look at them after a run. */
export const SHOTS = fileURLToPath(new URL('../test-results/', import.meta.url));

/** What a test file's tests use: Chromium and the served page's base URL, ready once they run. */
export interface BrowserSite {
  browser: Browser;
  url: string;
}

/**
 * Serves the built page and starts Chromium before a test file's tests, and stops both after them.
 * Call it at the top of the file; the site's fields are filled in by the time the tests run.
 */
export function useSiteAndBrowser(): BrowserSite {
  const site = {} as BrowserSite;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const served = await serveSite();
    site.url = served.url;
    close = served.close;
    site.browser = await launchChromium();
  });
  afterEach(async () => {
    const pages = opened.splice(0);
    await Promise.all(pages.map(({ context }) => context.close()));
    expect(pages.flatMap(({ problems }) => problems)).toEqual([]);
  });
  afterAll(async () => {
    await site.browser?.close();
    await close?.();
  });
  return site;
}
