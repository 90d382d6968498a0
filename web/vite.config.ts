import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const repo = fileURLToPath(new URL('..', import.meta.url));

/** The class the page gives Observable Plot's charts (web/src/snakes/AnalysisPanel.tsx: PLOT_CLASS). */
const PLOT_CLASS = 'boardpath-plot';

/**
 * Observable Plot puts one <style> element in every chart. Rather than allow any inline style, the
 * policy allows that one text by its hash, read from the installed Plot's source so an upgrade that
 * changes it changes the hash (and the browser tests, which fail on any CSP violation, would notice).
 */
function plotStyleHash(): string {
  const require = createRequire(import.meta.url);
  const source = readFileSync(
    new URL('plot.js', pathToFileURL(require.resolve('@observablehq/plot'))),
    'utf8',
  );
  const match = /svg\.append\("style"\)\.text\(\s*`([^`]*)`/.exec(source);
  if (!match)
    throw new Error(
      'cannot find the <style> text in @observablehq/plot/src/plot.js: update plotStyleHash in web/vite.config.ts',
    );
  const text = match[1].replaceAll('${className}', PLOT_CLASS);
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

// The built page runs no inline script, so its policy can forbid them. The dev server injects an
// inline React Refresh preamble, so the meta tag is added to the build only. 'wasm-unsafe-eval' lets
// the two tokens' search compile its WebAssembly kernels (and allows no eval of scripts).
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self'",
  `style-src 'self' ${plotStyleHash()}`,
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'boardpath-content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/**
 * The page imports the library by its package names, from the TypeScript sources (no build of the
 * library first): the same entries a user of the package imports.
 */
export const LIBRARY_ENTRIES = [
  { find: /^boardpath$/, replacement: fileURLToPath(new URL('../src/index.ts', import.meta.url)) },
  { find: /^boardpath\/engine$/, replacement: fileURLToPath(new URL('../src/engine.ts', import.meta.url)) },
];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Relative asset URLs: the built page works from any folder of any static server.
  base: './',
  plugins: [react(), contentSecurityPolicy()],
  resolve: { alias: LIBRARY_ENTRIES },
  server: { fs: { allow: [repo] } },
  worker: { format: 'es' },
  build: {
    outDir: fileURLToPath(new URL('../web-dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
});
