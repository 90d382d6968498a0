import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const repo = fileURLToPath(new URL('..', import.meta.url));

/** The class the page gives Observable Plot's charts (web/src/snakes/design/DistributionChart.tsx: PLOT_CLASS). */
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

/**
 * The page works offline after one visit, and can be installed: a service worker made by Workbox
 * keeps every file of the build (the search worker, its WebAssembly inside it, the chart's chunk),
 * registered by a script file of its own (the policy allows no inline script), with relative paths
 * like the rest of the build. An address's query (`?embed`, `?view=learn`) opens the same page.
 */
function offline() {
  return VitePWA({
    registerType: 'autoUpdate',
    injectRegister: 'script',
    includeAssets: ['icon.svg'],
    manifest: {
      name: 'boardpath — fewest moves through board puzzles',
      short_name: 'boardpath',
      description: 'Edit, solve and watch board puzzles: Snakes and Ladders, Rat in a Maze, two tokens.',
      start_url: './',
      scope: './',
      display: 'standalone',
      background_color: '#fbfaf7',
      theme_color: '#10295a',
      icons: [
        { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // The search worker carries the WebAssembly kernels: larger than Workbox's default limit.
      maximumFileSizeToCacheInBytes: 8 * 2 ** 20,
      ignoreURLParametersMatching: [/.*/],
      cleanupOutdatedCaches: true,
      // The page of the first visit is kept by the worker at once, not from the next visit on.
      clientsClaim: true,
    },
  });
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Relative asset URLs: the built page works from any folder of any static server.
  base: './',
  plugins: [react(), contentSecurityPolicy(), offline()],
  resolve: { alias: LIBRARY_ENTRIES },
  server: { fs: { allow: [repo] } },
  worker: { format: 'es' },
  build: {
    outDir: fileURLToPath(new URL('../web-dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
});
