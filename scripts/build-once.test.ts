import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// build-once.mjs in a repository of its own: a "build" script that counts its runs. Eight npm runs,
// a second or more each: npm run test:slow runs it.
// @module-tag slow
let project = '';
afterAll(() => {
  if (project !== '') rmSync(project, { recursive: true, force: true });
});

function setUp(): void {
  project = mkdtempSync(join(tmpdir(), 'boardpath-build-once-'));
  mkdirSync(join(project, 'scripts'));
  mkdirSync(join(project, 'src'));
  copyFileSync(
    fileURLToPath(new URL('build-once.mjs', import.meta.url)),
    join(project, 'scripts/build-once.mjs'),
  );
  const build = `node -e "const fs = require('fs'); fs.mkdirSync('out', { recursive: true }); fs.appendFileSync('runs.txt', 'x'); fs.writeFileSync('out/lib.js', fs.readFileSync('src/lib.ts'))"`;
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'p', private: true, scripts: { build } }),
  );
  writeFileSync(join(project, '.gitignore'), 'out/\nruns.txt\nnode_modules/\n');
  writeFileSync(join(project, 'src/lib.ts'), 'export const a = 1;\n');
  writeFileSync(join(project, 'src/lib.test.ts'), 'a test\n');
  for (const args of [
    ['init', '-q'],
    ['add', '.'],
  ])
    spawnSync('git', args, { cwd: project });
}

function buildOnce(...args: string[]): string {
  const run = spawnSync(process.execPath, ['scripts/build-once.mjs', ...args], {
    cwd: project,
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

const runs = () => readFileSync(join(project, 'runs.txt'), 'utf8').length;

describe('build-once', () => {
  it('builds when an input changed or an output went, and only then', () => {
    setUp();
    buildOnce('build');
    expect(runs()).toBe(1);
    expect(buildOnce('build')).toMatch(/^npm run build: up to date/);
    expect(runs()).toBe(1);
    // A test is no input of the build.
    writeFileSync(join(project, 'src/lib.test.ts'), 'another test\n');
    buildOnce('build');
    expect(runs()).toBe(1);
    // A source is, tracked or new.
    writeFileSync(join(project, 'src/lib.ts'), 'export const a = 2;\n');
    buildOnce('build');
    expect([runs(), readFileSync(join(project, 'out/lib.js'), 'utf8')]).toEqual([2, 'export const a = 2;\n']);
    writeFileSync(join(project, 'src/more.ts'), 'export const b = 1;\n');
    buildOnce('build');
    expect(runs()).toBe(3);
    // An output gone or changed.
    rmSync(join(project, 'out'), { recursive: true });
    buildOnce('build');
    expect(runs()).toBe(4);
    writeFileSync(join(project, 'out/lib.js'), 'edited by hand\n');
    buildOnce('build');
    expect(runs()).toBe(5);
    buildOnce('build', '--force');
    expect(runs()).toBe(6);
    expect(buildOnce('build')).toMatch(/up to date/);
  });

  it('fails as the build fails, and builds again the next time', () => {
    const broken = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8'));
    broken.scripts.build = 'exit 3';
    writeFileSync(join(project, 'package.json'), JSON.stringify(broken));
    for (let time = 0; time < 2; time++) {
      const run = spawnSync(process.execPath, ['scripts/build-once.mjs', 'build'], {
        cwd: project,
        encoding: 'utf8',
      });
      expect(run.status).toBe(3);
    }
  });
});
