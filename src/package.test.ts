// The package as a user gets it: packed by `npm pack`, installed from the tarball into a fresh project,
// and used from ES modules, from CommonJS, from strict TypeScript (NodeNext and Bundler resolution)
// and from the shell. `npm test` builds dist/ first, which the tarball carries.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('..', import.meta.url));
const tsc = join(repo, 'node_modules', 'typescript', 'bin', 'tsc');
const nodeTypes = join(repo, 'node_modules', '@types');
let project = '';

const write = (file: string, text: string) => writeFileSync(join(project, file), text);
const node = (file: string) => execFileSync(process.execPath, [file], { cwd: project, encoding: 'utf8' });
const npm = (args: string[], cwd: string) =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8' });

beforeAll(() => {
  const folder = mkdtempSync(join(tmpdir(), 'boardpath-package-'));
  npm(['pack', '--pack-destination', folder], repo);
  const tarball = readdirSync(folder).find((name) => name.endsWith('.tgz'))!;
  project = join(folder, 'user');
  mkdirSync(project);
  write('package.json', JSON.stringify({ name: 'user', version: '1.0.0', private: true }));
  npm(['install', '--prefer-offline', join(folder, tarball)], project);
}, 120_000);

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
const { countMazePathsAsync } = require('boardpath/node');
console.log(solveSnakes(BUILT_IN_BOARDS.classic()).moves, typeof countMazePathsAsync);`,
    );
    expect(node('use.cjs')).toBe('7 function\n');
  });

  it('type-checks in strict TypeScript with NodeNext (ESM and CommonJS) and with Bundler resolution', () => {
    const code = `import { BUILT_IN_BOARDS, solveSnakes, type SnakesSolution } from 'boardpath';
import { shortestIntPath, type IntGraph } from 'boardpath/engine';
const solution: SnakesSolution = solveSnakes(BUILT_IN_BOARDS.classic());
const line: IntGraph = { size: 3, maxDegree: 1, moves: (state, out) => (state < 2 ? ((out[0] = state + 1), 1) : 0) };
export const moves: number = (solution.moves ?? 0) + (shortestIntPath(line, 0, 2).moves ?? 0);
`;
    write('esm.mts', code);
    write('cjs.cts', code);
    write('bundled.ts', code);
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
      JSON.stringify({ compilerOptions: { ...strict, module: 'nodenext' }, files: ['esm.mts', 'cjs.cts'] }),
    );
    write(
      'tsconfig.bundler.json',
      JSON.stringify({
        compilerOptions: { ...strict, module: 'esnext', moduleResolution: 'bundler' },
        files: ['bundled.ts'],
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
    for (const config of ['nodenext', 'bundler', 'node'])
      execFileSync(process.execPath, [tsc, '-p', `tsconfig.${config}.json`], {
        cwd: project,
        encoding: 'utf8',
      });
  });

  it('installs the boardpath command', () => {
    const out = execFileSync(
      join(project, 'node_modules', '.bin', 'boardpath'),
      ['snakes', 'classic', '--json'],
      {
        encoding: 'utf8',
      },
    );
    expect(JSON.parse(out)).toMatchObject({ puzzle: 'snakes', moves: 7 });
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
