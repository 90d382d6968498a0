import { isAscii } from 'node:buffer';
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PUZZLES } from '../puzzles/puzzles.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const bundle = join(root, 'dist/bin/boardpath.js');
const cacheFile = join(root, 'dist/bin/boardpath.cache');
// The whole command line's bundle, each puzzle's, and those of the other commands with one.
const COMMANDS = JSON.parse(readFileSync(join(root, 'dist/bin/commands.json'), 'utf8')) as string[];
const BUNDLES = ['boardpath', ...PUZZLES, ...COMMANDS];

// A new folder holding the command's files but for its bundles: bin/boardpath.js, the package
// files, and an empty dist/bin/ beside them.
function commandWithoutBundles(): string {
  const dir = mkdtempSync(join(tmpdir(), 'boardpath-command-'));
  mkdirSync(join(dir, 'bin'));
  mkdirSync(join(dir, 'dist/bin'), { recursive: true });
  for (const file of [
    'package.json',
    'bin/boardpath.js',
    'bin/package.json',
    'dist/bin/package.json',
    'dist/bin/puzzles.json',
    'dist/bin/commands.json',
  ])
    copyFileSync(join(root, file), join(dir, file));
  return dir;
}

describe("the bundled command's code cache (made by the build)", () => {
  // The tests run under other Nodes too (CI: 22 and 24) on the build of the machine's Node.
  it.each(BUNDLES)('was made from the bundle %s.js, and is accepted by the Node that made it', (name) => {
    const bundle = join(root, `dist/bin/${name}.js`);
    const cache = readFileSync(join(root, `dist/bin/${name}.cache`));
    const header = cache.toString('latin1', 0, cache.indexOf(10) + 1);
    const { size, mtimeMs } = statSync(bundle);
    const [madeSize, madeTime, madeBy] = header.trim().split(' ');
    expect([Number(madeSize), Number(madeTime)]).toEqual([size, mtimeMs]);
    // Compiled as bin/boardpath.js compiles it: V8 rejects data made for other source or flags.
    const script = new Script(
      `(function (exports, require, module, __filename, __dirname) {${readFileSync(bundle, 'utf8')}\n})`,
      {
        filename: bundle,
        cachedData: cache.subarray(header.length),
      },
    );
    expect(script.cachedDataRejected).toBe(madeBy !== process.version);
  });

  it.each(BUNDLES)('is for the bundle %s.js written in ASCII, read without decoding it', (name) => {
    expect(isAscii(readFileSync(join(root, `dist/bin/${name}.js`)))).toBe(true);
  });

  it('is not used for a bundle changed since, even of the same length', () => {
    const dir = commandWithoutBundles();
    try {
      copyFileSync(cacheFile, join(dir, 'dist/bin/boardpath.cache'));
      const source = readFileSync(bundle, 'utf8');
      const version = source.match(/const VERSION = "([^"]+)"/)![1];
      const changed = join(dir, 'dist/bin/boardpath.js');
      writeFileSync(
        changed,
        source.replace(`const VERSION = "${version}"`, `const VERSION = "${'9'.repeat(version.length)}"`),
      );
      const run = () =>
        spawnSync(process.execPath, [join(dir, 'bin/boardpath.js'), '--version'], {
          encoding: 'utf8',
        }).stdout.trim();
      expect(run()).toBe('9'.repeat(version.length));
      // The bundle as built, the cache made for it: the same answer.
      writeFileSync(changed, source);
      const { size, mtimeMs } = statSync(changed);
      const cache = readFileSync(cacheFile);
      const data = cache.subarray(cache.indexOf(10) + 1);
      writeFileSync(
        join(dir, 'dist/bin/boardpath.cache'),
        Buffer.concat([Buffer.from(`${size} ${mtimeMs} ${process.version}\n`), data]),
      );
      expect(run()).toBe(version);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('bin/boardpath.js', () => {
  it("reads the library's one list of puzzles, which the build writes beside one bundle per puzzle", () => {
    expect(JSON.parse(readFileSync(join(root, 'dist/bin/puzzles.json'), 'utf8'))).toEqual(PUZZLES);
    expect(COMMANDS).toEqual(['generate']);
    const sources = readdirSync(join(root, 'src/cli/bundles')).filter((file) => file.endsWith('.ts'));
    expect(sources.sort()).toEqual(BUNDLES.map((name) => `${name}.ts`).sort());
  });

  // Each bundle replaced by one that names itself: which one runs for which arguments.
  it('runs the bundle of the puzzle its first argument names, and the whole command line for any other', () => {
    const dir = commandWithoutBundles();
    try {
      for (const name of BUNDLES)
        writeFileSync(join(dir, `dist/bin/${name}.js`), `console.log(${JSON.stringify(name)});`);
      const ran = (...args: string[]) =>
        spawnSync(process.execPath, [join(dir, 'bin/boardpath.js'), ...args], {
          encoding: 'utf8',
        }).stdout.trim();
      expect(ran('snakes', 'classic')).toBe('snakes');
      expect(ran('maze', 'maze.txt', '--json')).toBe('maze');
      expect(ran('tokens', '--help')).toBe('tokens');
      expect(ran('generate', 'maze', '--unique')).toBe('generate');
      for (const args of [[], ['--version'], ['help', 'tokens'], ['sankes'], ['--json', 'tokens']])
        expect(ran(...args), args.join(' ')).toBe('boardpath');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("gives a puzzle's answer, help and mistakes from its own bundle as from the whole command line", () => {
    const runs = [
      { args: ['tokens', '-', '--json'], input: '1 2 4 3\n3 4 1 2\n3 1 2 3\n2 3 1 2\n' },
      { args: ['maze', '-'], input: '1 0 0 0\n1 1 0 1\n1 1 0 0\n0 1 1 1\n' },
      { args: ['snakes', 'classic'] },
      { args: ['snakes', '--help'] },
      { args: ['tokens', '-', '--frmat', 'rows'], input: '1 1\n1 1\n' },
      { args: ['generate', 'snakes', '--fewest', '6', '--unique', '--seed', 'same', '--json'] },
      { args: ['generate', 'tokens', '--size', '6x6', '--fewest', '3'] },
      { args: ['generate', '--help'] },
    ];
    for (const { args, input } of runs) {
      const run = (file: string) => {
        const { status, stdout, stderr } = spawnSync(process.execPath, [file, ...args], {
          input,
          encoding: 'utf8',
          env: { ...process.env, NO_COLOR: '1' },
        });
        return { status, stdout, stderr };
      };
      expect(run(join(root, 'bin/boardpath.js')), args.join(' ')).toEqual(run(bundle));
    }
  });
});
