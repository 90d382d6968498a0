import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BoardpathError } from '../errors.js';
import { propertyRuns } from '../property-runs.test-util.js';
import { signalledAtRandom } from '../signalled-child.test-util.js';
import { isNullDevice, isTerminal, MAX_WHOLE_READ, readInputBytes } from './io.js';
import type { CliIO } from './types.js';

describe('isTerminal', () => {
  it('is false for a file, a character device that is no terminal, and a closed descriptor', () => {
    const dir = mkdtempSync(join(tmpdir(), 'boardpath-io-'));
    const file = join(dir, 'x.txt');
    writeFileSync(file, 'x');
    const [inFile, inNull] = [openSync(file, 'r'), openSync('/dev/null', 'w')];
    try {
      expect(isTerminal(inFile)).toBe(false);
      expect(isTerminal(inNull)).toBe(false);
    } finally {
      closeSync(inFile);
      closeSync(inNull);
      rmSync(dir, { recursive: true, force: true });
    }
    expect(isTerminal(inFile)).toBe(false);
  });
});

describe('isNullDevice', () => {
  it('tells /dev/null from other character devices and from files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'boardpath-io-'));
    const file = join(dir, 'x.txt');
    writeFileSync(file, 'x');
    try {
      expect(isNullDevice(statSync('/dev/null'))).toBe(true);
      expect(isNullDevice(statSync('/dev/zero'))).toBe(false);
      expect(isNullDevice(statSync(file))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('readInputBytes', () => {
  const io = (size: number): CliIO => ({
    out: () => {},
    err: () => {},
    readStdin: () => Promise.reject(new Error('standard input read')),
    readFile: () => Promise.reject(new Error('file read')),
    isFile: () => true,
    fileSize: () => size,
    stdoutIsTTY: false,
    stderrIsTTY: false,
    env: {},
    freeMemory: () => 2 ** 40,
  });

  it('refuses a file bigger than one read by its size, before reading a byte', async () => {
    await expect(readInputBytes(io(MAX_WHOLE_READ + 1), 'big.txt')).rejects.toThrow(
      new BoardpathError(
        'E_FILE',
        'file too large: big.txt is 2,147,483,648 bytes, the most read whole is 2,147,483,647 bytes',
      ),
    );
    await expect(readInputBytes(io(MAX_WHOLE_READ), 'big.txt')).rejects.toThrow('file read');
  });

  it('says why standard input cannot be read: bad input (E_FILE), or the device (E_IO)', async () => {
    const failing = (code: string): CliIO => ({
      ...io(0),
      readStdin: () => Promise.reject(Object.assign(new Error(`${code}: it failed, read`), { code })),
    });
    const reason = (code: string) =>
      readInputBytes(failing(code), '-').then(
        () => 'read',
        (error: BoardpathError) => `${error.code} ${error.message}`,
      );
    expect(await reason('EISDIR')).toBe('E_FILE cannot read <stdin>: it is a directory');
    expect(await reason('EBADF')).toBe('E_FILE cannot read <stdin>: it is not open for reading');
    expect(await reason('EIO')).toBe('E_IO cannot read <stdin>: it failed');
  });
});

describe('deferInterrupt', () => {
  it('never loses a Ctrl-C that comes just before its release', async () => {
    // A child deferring Ctrl-C around synchronous work, as `maze --all` does around its last
    // paths: a SIGINT caught during the work is delivered by the event loop after the release, and
    // Node drops a signal whose last listener went before then. It must end by it, every round.
    const module = fileURLToPath(new URL('../../dist/cli/io.js', import.meta.url));
    const script = `import { processIO } from ${JSON.stringify(module)};
      const io = processIO();
      console.log('ready');
      for (;;) {
        const held = io.deferInterrupt();
        const until = Date.now() + 2;
        while (Date.now() < until);
        held.release();
        await new Promise((resolve) => setImmediate(resolve));
      }`;
    for (let round = 0; round < propertyRuns(20); round++)
      expect(await signalledAtRandom(script, 'SIGINT')).toBe('SIGINT');
  }, 600_000);
});
