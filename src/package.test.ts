// The package as a user gets it: packed by `npm pack`, installed from the tarball into a fresh project,
// and used from ES modules, from CommonJS, from strict TypeScript (NodeNext, Bundler and node10 resolution)
// and from the shell. It packs the build as it is (`npm test` builds dist/ and web-dist/ first),
// without running the build again. An install and three compilations: npm run test:slow runs it
// (the time limits below are hang guards).
// @module-tag slow
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('..', import.meta.url));
const tsc = join(repo, 'node_modules', 'typescript', 'bin', 'tsc');
const nodeTypes = join(repo, 'node_modules', '@types');
let project = '';
// What `npm pack --json` says of the tarball: its files, its size packed and unpacked.
let packed: { size: number; unpackedSize: number; files: { path: string; size: number }[] };

const write = (file: string, text: string) => writeFileSync(join(project, file), text);
const node = (file: string) => execFileSync(process.execPath, [file], { cwd: project, encoding: 'utf8' });
const npm = (args: string[], cwd: string) =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8' });

beforeAll(() => {
  const folder = mkdtempSync(join(tmpdir(), 'boardpath-package-'));
  // dist/ and web-dist/ as built: packing without the prepare script builds nothing again.
  [packed] = JSON.parse(npm(['pack', '--json', '--ignore-scripts', '--pack-destination', folder], repo));
  const tarball = readdirSync(folder).find((name) => name.endsWith('.tgz'))!;
  project = join(folder, 'user');
  mkdirSync(project);
  write('package.json', JSON.stringify({ name: 'user', version: '1.0.0', private: true }));
  npm(['install', '--prefer-offline', join(folder, tarball)], project);
}, 600_000);

// Every file the tarball may hold: what an installed user runs or reads, and nothing else (no
// tests, no source maps, no compiled command line beside its bundle, no caches). A file that
// matches none of them fails the test: add it here only on purpose.
const ALLOWED = [
  /^(package\.json|README\.md|LICENSE|docs\/rules\.md)$/,
  // The command: its launcher, its bundle and the bundle's chunks, the helper threads' files.
  /^bin\/(boardpath\.js|package\.json)$/,
  /^dist\/bin\/(boardpath\.js|[\w-]+-[\w-]{8}\.js|[\w-]+\.worker\.js|progress-ticker\.js|package\.json)$/,
  // The library: the three entries and the modules they load, with their types.
  /^dist\/(?!bin\/|cli\/)[\w/.-]+(?<!\.test|\.test-util)\.(js|d\.ts)$/,
  // The page that `boardpath web` serves.
  /^web-dist\/(index\.html|manifest\.webmanifest|sw\.js|registerSW\.js|workbox-[\w-]+\.js|icon[\w-]*\.(png|svg))$/,
  /^web-dist\/assets\/[\w.-]+\.(js|css)$/,
];
/**
 * The most the tarball may weigh, packed: the page included. It weighs some 1.37 MB: the page's own
 * thread loads the puzzles' light cores, not their kits (whose solvers, generators and judge run in
 * its worker or the command), and the command's bundles are minified. The margin is for what comes
 * next; a change that needs more finds where the weight went first (docs/benchmarks.md).
 */
const MOST_PACKED = 1_500_000;

describe('the tarball', () => {
  it('holds only what an installed user runs or reads', () => {
    const unexpected = packed.files
      .map((file) => file.path)
      .filter((path) => !ALLOWED.some((pattern) => pattern.test(path)));
    expect(unexpected).toEqual([]);
    expect(packed.files.map((file) => file.path)).toEqual(
      expect.arrayContaining([
        'bin/boardpath.js',
        'dist/bin/boardpath.js',
        'dist/index.js',
        'web-dist/index.html',
      ]),
    );
  });

  it(`weighs at most ${MOST_PACKED / 1e6} MB packed, the page included`, () => {
    expect(packed.size).toBeLessThanOrEqual(MOST_PACKED);
  });
});

describe('the packed package', () => {
  it('is imported from an ES module, all three entries', () => {
    write(
      'use.mjs',
      `import { BUILT_IN_BOARDS, solveSnakes } from 'boardpath';
import { bfs } from 'boardpath/engine';
import { solveTokensAsync } from 'boardpath/node';
console.log(solveSnakes(BUILT_IN_BOARDS.classic()).moves, typeof bfs, typeof solveTokensAsync);`,
    );
    expect(node('use.mjs')).toBe('7 function function\n');
  });

  it('is required from CommonJS', () => {
    write(
      'use.cjs',
      `const { BUILT_IN_BOARDS, solveSnakes } = require('boardpath');
const { bfs } = require('boardpath/engine');
const { countMazePathsAsync } = require('boardpath/node');
console.log(solveSnakes(BUILT_IN_BOARDS.classic()).moves, typeof bfs, typeof countMazePathsAsync);`,
    );
    expect(node('use.cjs')).toBe('7 function function\n');
  });

  it("runs the library's searches on two threads, their helpers' files found in the package", () => {
    write(
      'threads.mjs',
      `import { analyzeSnakes, countMazePaths, makeMaze, parseSnakes } from 'boardpath';
import { analyzeSnakesAsync, countMazePathsAsync } from 'boardpath/node';
const maze = makeMaze(5, 5, new Uint8Array(25).fill(1));
const board = parseSnakes('{"squares":30,"ladders":{"3":22},"snakes":{"27":1}}');
const two = await analyzeSnakesAsync(board, { threads: 2 });
console.log(await countMazePathsAsync(maze, { threads: 2 }) === countMazePaths(maze), two.median === analyzeSnakes(board).median);`,
    );
    expect(node('threads.mjs')).toBe('true true\n');
  });

  it('type-checks in strict TypeScript with NodeNext (ESM and CommonJS), Bundler and node10 resolution', () => {
    const code = `import { BUILT_IN_BOARDS, solveSnakes, type SnakesSolution } from 'boardpath';
import { shortestIntPath, type IntGraph } from 'boardpath/engine';
const solution: SnakesSolution = solveSnakes(BUILT_IN_BOARDS.classic());
const line: IntGraph = { size: 3, maxDegree: 1, moves: (state, out) => (state < 2 ? ((out[0] = state + 1), 1) : 0) };
export const moves: number = (solution.moves ?? 0) + (shortestIntPath(line, 0, 2).moves ?? 0);
`;
    write('esm.mts', code);
    write('cjs.cts', code);
    write('bundled.ts', code);
    // Every declaration of the three entries, read by the compiler: none may lean on a dependency's.
    const everything = `import * as library from 'boardpath';
import * as engine from 'boardpath/engine';
import * as threads from 'boardpath/node';
export const entries = [library, engine, threads];
`;
    write('entries.ts', everything);
    write('entries.mts', everything);
    write(
      'threads.mts',
      `import { solveTokensAsync } from 'boardpath/node';\nexport const solve = solveTokensAsync;\n`,
    );
    const strict = {
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      target: 'es2022',
      types: [] as string[],
    };
    write(
      'tsconfig.nodenext.json',
      JSON.stringify({
        compilerOptions: { ...strict, module: 'nodenext' },
        files: ['esm.mts', 'cjs.cts', 'entries.mts'],
      }),
    );
    // Node 10's resolution knows no "exports": the subpaths are found through "typesVersions".
    write(
      'tsconfig.node10.json',
      JSON.stringify({
        compilerOptions: { ...strict, module: 'commonjs', moduleResolution: 'node10' },
        files: ['bundled.ts', 'entries.ts'],
      }),
    );
    write(
      'tsconfig.bundler.json',
      JSON.stringify({
        compilerOptions: { ...strict, module: 'esnext', moduleResolution: 'bundler' },
        files: ['bundled.ts', 'entries.ts'],
      }),
    );
    // The threaded entry speaks of Node's threads: a user of it has Node's types.
    write(
      'tsconfig.node.json',
      JSON.stringify({
        compilerOptions: { ...strict, module: 'nodenext', typeRoots: [nodeTypes], types: ['node'] },
        files: ['threads.mts'],
      }),
    );
    for (const config of ['nodenext', 'bundler', 'node10', 'node']) {
      const files = execFileSync(
        process.execPath,
        [tsc, '-p', `tsconfig.${config}.json`, '--listFilesOnly'],
        {
          cwd: project,
          encoding: 'utf8',
        },
      );
      // The package's types are its own: a user's compiler reads no dependency's declarations.
      expect(
        files.split('\n').filter((file) => /node_modules\/(zod|commander|picocolors|pure-rand)\//.test(file)),
      ).toEqual([]);
      execFileSync(process.execPath, [tsc, '-p', `tsconfig.${config}.json`], {
        cwd: project,
        encoding: 'utf8',
      });
    }
    // Four runs of tsc, some 10 s each on a quiet machine: the limit is a guard against a hang.
  }, 400_000);

  it("points its types' doc comments at no page the package lacks", () => {
    const installed = join(project, 'node_modules', 'boardpath');
    const declarations = (folder: string): string[] =>
      readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? declarations(join(folder, entry.name))
          : entry.name.endsWith('.d.ts')
            ? [join(folder, entry.name)]
            : [],
      );
    const missing = declarations(join(installed, 'dist')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\b(?:docs|bench|scripts|examples|fixtures)\/[\w./-]*\w/g)]
        .map(([page]) => page)
        .filter((page) => !existsSync(join(installed, page))),
    );
    expect(missing).toEqual([]);
  });

  it('installs the boardpath command', () => {
    const boardpath = (...args: string[]) =>
      execFileSync(join(project, 'node_modules', '.bin', 'boardpath'), args, {
        encoding: 'utf8',
        input: '1 1 1\n1 1 1\n1 1 1\n',
      });
    const answer = (...args: string[]) => JSON.parse(boardpath(...args, '--json'));
    const { version } = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
    expect(boardpath('--version')).toBe(`${version}\n`);
    expect(answer('snakes', 'classic')).toMatchObject({ puzzle: 'snakes', moves: 7 });
    expect(answer('generate', 'tokens', '--size', '4x4', '--fewest', '4')).toMatchObject({
      puzzle: 'tokens',
    });
    // The searches on two threads start their helpers from the files beside the bundle.
    expect(answer('maze', '-', '--count', '--threads', '2')).toMatchObject({ count: '12' });
    expect(answer('snakes', 'classic', '--analyze', '--threads', '2')).toMatchObject({ moves: 7 });
    // Each thread's file the bundle names is there (the tokens' helper joins on big grids only).
    const bundle = join(project, 'node_modules', 'boardpath', 'dist', 'bin');
    const files = readdirSync(bundle);
    const named = files
      .filter((file) => file.endsWith('.js'))
      .flatMap(
        (file) =>
          readFileSync(join(bundle, file), 'utf8').match(/[\w-]+\.worker\.js|progress-ticker\.js/g) ?? [],
      );
    expect([...new Set(named)].sort()).toEqual([
      'bit-search-threads.worker.js',
      'count-threads.worker.js',
      'distribution-threads.worker.js',
      'progress-ticker.js',
    ]);
    expect(files).toEqual(expect.arrayContaining([...new Set(named)]));
  });

  it('carries the built page that boardpath web serves', () => {
    const page = join(project, 'node_modules', 'boardpath', 'web-dist');
    expect(readdirSync(page)).toEqual(
      expect.arrayContaining(['index.html', 'manifest.webmanifest', 'sw.js']),
    );
    const help = execFileSync(join(project, 'node_modules', '.bin', 'boardpath'), ['web', '--help'], {
      encoding: 'utf8',
    });
    expect(help).toContain('--no-open');
  });
});
