import { isAscii } from 'node:buffer';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const bundle = join(root, 'dist/bin/boardpath.js');
const cacheFile = join(root, 'dist/bin/boardpath.cache');

describe("the bundled command's code cache (made by the build)", () => {
  // The tests run under other Nodes too (CI: 22 and 24) on the build of the machine's Node.
  it('was made from this bundle, and is accepted by the Node that made it', () => {
    const cache = readFileSync(cacheFile);
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

  it('is for a bundle written in ASCII, which bin/boardpath.js reads without decoding it', () => {
    expect(isAscii(readFileSync(bundle))).toBe(true);
  });

  it('is not used for a bundle changed since, even of the same length', () => {
    const dir = mkdtempSync(join(tmpdir(), 'boardpath-cache-'));
    try {
      mkdirSync(join(dir, 'bin'));
      mkdirSync(join(dir, 'dist/bin'), { recursive: true });
      copyFileSync(join(root, 'package.json'), join(dir, 'package.json'));
      copyFileSync(join(root, 'bin/boardpath.js'), join(dir, 'bin/boardpath.js'));
      copyFileSync(join(root, 'bin/package.json'), join(dir, 'bin/package.json'));
      copyFileSync(join(root, 'dist/bin/package.json'), join(dir, 'dist/bin/package.json'));
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
