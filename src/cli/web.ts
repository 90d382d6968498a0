import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { BoardpathError } from '../index.js';
import { wholeNumber } from '../internal.js';
import { numberBy } from './numbers.js';
import type { CommandContext } from './types.js';
import { servePage } from './web-server.js';

/** The port `boardpath web` serves on when none is asked for: one port, so the page's offline copy and install stay. */
export const WEB_PORT = 8484;

interface WebOptions {
  port: number;
  open: boolean;
}

/**
 * The built page the package carries (web-dist/, two folders above this file both in the
 * sources, src/cli/, and in the bundle, dist/bin/).
 */
export function pageFolder(): string {
  return fileURLToPath(new URL('../../web-dist/', import.meta.url));
}

// Opens `url` in the system's browser, as its own program does: nothing waits for it, and a
// machine without one just says nothing (the address is printed anyway).
async function openBrowser(url: string): Promise<void> {
  const { spawn } = await import('node:child_process');
  const [program, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', url]]
        : ['xdg-open', [url]];
  try {
    const child = spawn(program, args, { stdio: 'ignore', detached: true });
    child.on('error', () => {});
    child.unref();
  } catch {
    // No browser to open: the address is on the screen.
  }
}

/**
 * `boardpath web`: serves the page the package carries on this machine only (127.0.0.1), so a
 * class can use it with no repository and no network, and opens it in the browser unless
 * `--no-open`. It runs until Ctrl-C.
 */
export function webCommand(context: CommandContext): Command {
  const { io } = context;
  return new Command('web')
    .description('serve the page (edit, solve, watch and learn) on this machine and open it in the browser')
    .option(
      '--port <port>',
      `the port on 127.0.0.1 to serve on (0: one the system picks)`,
      numberBy(wholeNumber(0, 65535)),
      WEB_PORT,
    )
    .option('--no-open', 'print the address only; do not open a browser')
    .addHelpText(
      'after',
      `
The page works offline once opened, and can be installed as an app from the browser.
Example:
  $ boardpath web --port 8080 --no-open`,
    )
    .action(async (options: WebOptions) => {
      const folder = pageFolder();
      if (!existsSync(`${folder}index.html`))
        throw new BoardpathError(
          'E_USAGE',
          'the page is not built in this copy of boardpath: run `npm run build:web` first',
        );
      const server = await servePage(folder, options.port);
      io.out(`boardpath page: ${server.url}  (Ctrl-C stops it)\n`);
      if (options.open) await openBrowser(server.url);
      // Served until the process is interrupted (or, in process, until the caller's signal fires).
      await new Promise<void>((resolve) =>
        io.signal?.addEventListener('abort', () => resolve(), { once: true }),
      );
      await server.close();
    });
}
