/**
 * What every browser test needs: the BUILT page (web-dist/, from `npm run build:web`) served by a
 * tiny static server on a free localhost port, and a headless Chromium driven by playwright-core.
 * The Chromium comes inside the @sparticuz/chromium dev dependency (unpacked on first use), so the
 * tests need no browser on the machine; set BOARDPATH_CHROMIUM to use another Chromium binary.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import packagedChromium from '@sparticuz/chromium';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

const SITE = fileURLToPath(new URL('../web-dist/', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
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

/**
 * A fresh page that fails the test on any uncaught error or console error (a CSP violation, a
 * crash): `problems()` lists them.
 */
export async function openPage(
  browser: Browser,
  url: string,
  viewport = { width: 1100, height: 900 },
): Promise<{ page: Page; problems: () => string[] }> {
  const context = await browser.newContext({ viewport });
  context.setDefaultTimeout(8000);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  await page.goto(url);
  return { page, problems: () => problems };
}

/** Where screenshots go (git-ignored): look at them after a run. */
export const SHOTS = fileURLToPath(new URL('../test-results/', import.meta.url));

/** What a test file's tests use: Chromium and the served page's base URL, ready once they run. */
export interface BrowserSession {
  browser: Browser;
  url: string;
}

/**
 * Serves the built page and starts Chromium before a test file's tests, and stops both after them.
 * Call it at the top of the file; the session's fields are filled in by the time the tests run.
 */
export function useSiteAndBrowser(): BrowserSession {
  const session = {} as BrowserSession;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const site = await serveSite();
    session.url = site.url;
    close = site.close;
    session.browser = await launchChromium();
  });
  afterAll(async () => {
    await session.browser?.close();
    await close?.();
  });
  return session;
}
