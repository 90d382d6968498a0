// The page's static server: the built page (web-dist/) on the loopback address only, for
// `boardpath web`. Small on purpose: GET and HEAD of the folder's own files, nothing else — no
// listing, no path out of the folder (`..`, an encoded slash or a link pointing elsewhere), no other
// host name (a page elsewhere cannot reach it by a name of its own that resolves here).
import { realpathSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, isAbsolute, join, relative, sep } from 'node:path';
import { BoardpathError } from '../index.js';

/** The content type of each kind of file the page has. */
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/** A server of the page under way: its address and how to stop it. */
export interface PageServer {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/**
 * The file under `root` a request's path names, or null when it names none: a path with a NUL, a
 * bad escape, an encoded slash or backslash, or one that leads out of `root` (also through a
 * link). `/` and a path ending in `/` name its `index.html`.
 */
export async function fileFor(root: string, pathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || /%2f|%5c/i.test(pathname) || decoded.includes('\\')) return null;
  const wanted = join(root, decoded.endsWith('/') ? `${decoded}index.html` : decoded);
  const inside = (path: string) => {
    const rest = relative(root, path);
    return rest !== '' && !rest.startsWith(`..${sep}`) && rest !== '..' && !isAbsolute(rest);
  };
  if (!inside(wanted)) return null;
  try {
    const real = await realpath(wanted);
    return inside(real) && (await stat(real)).isFile() ? real : null;
  } catch {
    return null;
  }
}

/** Whether a request's Host names this server by the loopback address or `localhost`. */
function hostAllowed(request: IncomingMessage, port: number): boolean {
  const host = request.headers.host ?? '';
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}

async function answer(root: string, port: number, request: IncomingMessage, response: ServerResponse) {
  const send = (status: number, text: string, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
    response.end(request.method === 'HEAD' ? undefined : text);
  };
  if (!hostAllowed(request, port)) return send(421, 'this server answers to 127.0.0.1 and localhost only\n');
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return send(405, 'only GET and HEAD\n', { allow: 'GET, HEAD' });
  const pathname = (request.url ?? '/').split(/[?#]/, 1)[0];
  const file = pathname.startsWith('/') ? await fileFor(root, pathname) : null;
  if (file === null) return send(404, 'not found\n');
  const body = await readFile(file);
  response.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': String(body.length),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    // Always asked again: after an update the page (and its service worker) is the new one.
    'cache-control': 'no-cache',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * Serves the folder `root` on 127.0.0.1 at `port` (0: one the system picks); resolves once it
 * listens, or rejects with a `BoardpathError` (E_USAGE) when the port is taken or not allowed.
 */
export async function servePage(root: string, port: number): Promise<PageServer> {
  const folder = realpathSync(root);
  let bound = port;
  const server = createServer((request, response) => {
    answer(folder, bound, request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BoardpathError(
          'E_USAGE',
          error.code === 'EADDRINUSE'
            ? `port ${port} is in use: choose another with --port (0 lets the system pick one)`
            : `cannot listen on port ${port} (${error.code ?? error.message})`,
          { option: 'port' },
        ),
      ),
    );
    server.listen(port, '127.0.0.1', resolve);
  });
  bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}/`,
    port: bound,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
