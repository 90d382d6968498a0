import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.test-util.js';
import { pageFolder } from './web.js';
import { fileFor, servePage } from './web-server.js';

const bin = fileURLToPath(new URL('../../bin/boardpath.js', import.meta.url));

// One raw HTTP request (fetch would tidy the path and set its own Host).
function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const sent = request(
      { host: '127.0.0.1', port, path, method, headers: { host: `127.0.0.1:${port}`, ...headers } },
      (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (text: string) => (body += text));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), body }),
        );
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

// The address `boardpath web` prints on its first line of output.
function printedAddress(child: ReturnType<typeof spawn>): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.setEncoding('utf8').on('data', (text: string) => {
      out += text;
      const found = /http:\/\/127\.0\.0\.1:\d+\//.exec(out);
      if (found) resolve(found[0]);
    });
    child.on('exit', (code) => reject(new Error(`exited with ${code} before serving`)));
  });
}

describe('boardpath web', () => {
  it('opens the page in the browser, as the README starts it, and keeps serving it', async () => {
    // A browser opener that writes down what it is handed, first on the PATH under each system's name.
    const folder = mkdtempSync(join(tmpdir(), 'boardpath-opener-'));
    const handed = join(folder, 'handed.txt');
    for (const name of ['xdg-open', 'open']) {
      writeFileSync(
        join(folder, name),
        `#!/bin/sh\nprintf '%s\\n' "$@" > '${handed}.part'\nmv '${handed}.part' '${handed}'\n`,
      );
      chmodSync(join(folder, name), 0o755);
    }
    const child = spawn(process.execPath, [bin, 'web', '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PATH: `${folder}${delimiter}${process.env.PATH}` },
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    try {
      const printed = await printedAddress(child);
      while (!existsSync(handed)) {
        if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}: ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const url = readFileSync(handed, 'utf8').trim();
      expect(url).toBe(printed);
      const page = await get(Number(new URL(url).port), new URL(url).pathname);
      expect(page.status).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(child.exitCode).toBeNull();
      expect(stderr).toBe('');
    } finally {
      child.kill('SIGINT');
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('serves the built page from the package on 127.0.0.1, in a process of its own', async () => {
    expect(existsSync(join(pageFolder(), 'index.html'))).toBe(true);
    const child = spawn(process.execPath, [bin, 'web', '--port', '0', '--no-open'], { stdio: 'pipe' });
    try {
      const url = await printedAddress(child);
      const port = Number(new URL(url).port);
      const page = await get(port, '/');
      expect(page.status).toBe(200);
      expect(page.type).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<div id="root">');
      expect(page.body).toContain('Content-Security-Policy');
      // What the page links to is there: its script, and the manifest that makes it installable.
      const script = /src="\.\/(assets\/index-[^"]+\.js)"/.exec(page.body)![1];
      expect((await get(port, `/${script}`)).type).toBe('text/javascript; charset=utf-8');
      const manifest = await get(port, '/manifest.webmanifest');
      expect(manifest.type).toBe('application/manifest+json');
      expect(JSON.parse(manifest.body)).toMatchObject({ short_name: 'boardpath', start_url: './' });
      expect((await get(port, '/sw.js')).status).toBe(200);
      // Nothing outside the page's folder, nothing but GET and HEAD, no other host name.
      for (const path of [
        '/../package.json',
        '/..%2fpackage.json',
        '/%2e%2e/%2e%2e/package.json',
        '/assets/',
      ])
        expect((await get(port, path)).status).toBe(404);
      expect((await get(port, '/', {}, 'POST')).status).toBe(405);
      expect((await get(port, '/', { host: 'example.com' })).status).toBe(421);
    } finally {
      child.kill('SIGINT');
    }
  });

  it('refuses a port that is no port, or is taken, in one line', async () => {
    const bad = await runCli(['web', '--port', '70000', '--no-open']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^boardpath: .*port.*a whole number from 0 to 65,535/);
    const taken = await servePage(pageFolder(), 0);
    try {
      const again = await runCli(['web', '--port', String(taken.port), '--no-open']);
      expect(again.code).toBe(2);
      expect(again.stderr).toContain(`port ${taken.port} is in use`);
      expect(again.stderr.trim().split('\n')).toHaveLength(1);
    } finally {
      await taken.close();
    }
  });
});

describe('the page server’s paths', () => {
  it('names files inside its folder only: no way out, no escape through a link, no listing', async () => {
    const root = mkdtempSync(join(tmpdir(), 'boardpath-web-'));
    const outside = mkdtempSync(join(tmpdir(), 'boardpath-secret-'));
    try {
      mkdirSync(join(root, 'assets'));
      writeFileSync(join(root, 'index.html'), 'page');
      writeFileSync(join(root, 'assets', 'a.js'), 'script');
      writeFileSync(join(outside, 'secret.txt'), 'secret');
      symlinkSync(join(outside, 'secret.txt'), join(root, 'link.txt'));
      expect(await fileFor(root, '/')).toMatch(/index\.html$/);
      expect(await fileFor(root, '/assets/a.js')).toMatch(/a\.js$/);
      for (const path of [
        '/../secret.txt',
        '/assets/../../secret.txt',
        '/%2e%2e/secret.txt',
        '/assets%2f..%2f..%2fsecret.txt',
        '/assets\\..\\..\\secret.txt',
        '/link.txt',
        '/assets/',
        '/index.html%00.js',
        '/%E0%A4%A',
        '/missing.js',
      ])
        expect(await fileFor(root, path)).toBeNull();
    } finally {
      rmSync(root, { recursive: true, force: true });
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
