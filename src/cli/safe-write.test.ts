// The one writer of the command line's files, on the real disk: replaced whole by a rename, never
// through a symbolic link, never over a file the same command wrote, devices written in place, and
// a signal during a write held until the file is whole.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { BoardpathError } from '../errors.js';
import { withSignalsHeld, writeFileSafely, type WrittenFiles } from './safe-write.js';
import { propertyRuns } from '../property-runs.test-util.js';
import { signalledAtRandom } from '../signalled-child.test-util.js';

const folder = mkdtempSync(join(tmpdir(), 'boardpath-safe-write-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let made = 0;
const fresh = () => {
  const place = join(folder, `case-${++made}`);
  mkdirSync(place);
  return place;
};

describe('writeFileSafely', () => {
  it('writes a new file, and replaces one whole, keeping its mode, with nothing else left', () => {
    const place = fresh();
    const file = join(place, 'board.json');
    writeFileSafely(file, '{"squares": 30}\n');
    expect(readFileSync(file, 'utf8')).toBe('{"squares": 30}\n');
    chmodSync(file, 0o600);
    writeFileSafely(file, 'x'.repeat(100_000));
    expect(readFileSync(file, 'utf8')).toBe('x'.repeat(100_000));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(place)).toEqual(['board.json']);
  });

  it('refuses a symbolic link, and leaves the file it points to as it was', () => {
    const place = fresh();
    const victim = join(place, 'victim');
    writeFileSync(victim, 'precious\n');
    symlinkSync(victim, join(place, 'boardpath-failing.json'));
    symlinkSync(join(place, 'nowhere'), join(place, 'dangling.json'));
    for (const name of ['boardpath-failing.json', 'dangling.json']) {
      const error = errorOf(() => writeFileSafely(join(place, name), '[[-1]]\n'));
      expect(error).toBeInstanceOf(BoardpathError);
      expect(error).toMatchObject({
        message: 'a symbolic link, not written through (name the file it points to, or remove the link)',
        where: { file: join(place, name) },
      });
    }
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(readdirSync(place).sort()).toEqual(['boardpath-failing.json', 'dangling.json', 'victim']);
  });

  it('refuses a folder, and a file the same command has written already (by any name)', () => {
    const place = fresh();
    expect(errorOf(() => writeFileSafely(place, 'x'))).toMatchObject({
      message: 'a folder, not a file',
    });
    const written: WrittenFiles = new Set();
    writeFileSafely(join(place, '1.json'), 'board 1\n', written);
    mkdirSync(join(place, 'out'));
    symlinkSync(place, join(place, 'out', 'up'));
    for (const again of [join(place, '1.json'), join(place, 'out', 'up', '1.json')])
      expect(errorOf(() => writeFileSafely(again, '<html>', written))).toMatchObject({
        code: 'E_USAGE',
        message: 'written by this command already, not written over (name another file)',
      });
    expect(readFileSync(join(place, '1.json'), 'utf8')).toBe('board 1\n');
    // Another command (another set) may replace it.
    writeFileSafely(join(place, '1.json'), 'board 1 again\n', new Set());
    expect(readFileSync(join(place, '1.json'), 'utf8')).toBe('board 1 again\n');
  });

  it('writes a named pipe that is read, and gives up at once on one nobody reads', async () => {
    const pipe = join(fresh(), 'pipe');
    execFileSync('mkfifo', [pipe]);
    expect(errorOf(() => writeFileSafely(pipe, 'x'))).toMatchObject({ code: 'ENXIO' });
    const reader = spawn('cat', [pipe], { stdio: ['ignore', 'pipe', 'ignore'] });
    let read = '';
    reader.stdout.setEncoding('utf8').on('data', (text: string) => (read += text));
    const ended = new Promise((resolve) => reader.on('exit', resolve));
    // Until cat has opened it, the pipe has no reader.
    for (;;) {
      try {
        writeFileSafely(pipe, '[[-1,-1],[-1,-1]]\n');
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    await ended;
    expect(read).toBe('[[-1,-1],[-1,-1]]\n');
  });

  it('writes a device in place, and gives the system error of one that fails', () => {
    writeFileSafely('/dev/null', 'nothing\n');
    expect(errorOf(() => writeFileSafely('/dev/full', 'more\n'))).toMatchObject({ code: 'ENOSPC' });
    expect(errorOf(() => writeFileSafely(join(folder, 'no', 'such', 'f.json'), 'x'))).toMatchObject({
      code: 'ENOENT',
    });
  });
});

describe('withSignalsHeld', () => {
  // The built module (`npm run build`), in a process of its own.
  const module = fileURLToPath(new URL('../../dist/cli/safe-write.js', import.meta.url));

  // A child that sends itself `signal` in the middle of a write of 8 MB, then writes a line after.
  const child = (signal: string, file: string, listening = false) =>
    spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { withSignalsHeld, writeFileSafely } from ${JSON.stringify(module)};
         ${listening ? `process.on(${JSON.stringify(signal)}, () => console.log('heard'));` : ''}
         await withSignalsHeld(() => {
           process.kill(process.pid, ${JSON.stringify(signal)});
           writeFileSafely(${JSON.stringify(file)}, 'x'.repeat(8 << 20));
         });
         console.log('after');`,
      ],
      { encoding: 'utf8', timeout: 60_000 },
    );

  it.each(['SIGINT', 'SIGTERM', 'SIGHUP'])('ends the process by %s once the file is whole', (signal) => {
    const place = fresh();
    const file = join(place, 'big.txt');
    const run = child(signal, file);
    expect({ signal: run.signal, stdout: run.stdout }).toEqual({ signal, stdout: '' });
    expect(statSync(file).size).toBe(8 << 20);
    expect(readdirSync(place)).toEqual(['big.txt']);
  });

  it('leaves a signal to a listener of its own', () => {
    const run = child('SIGINT', join(fresh(), 'f.txt'), true);
    expect({ status: run.status, stdout: run.stdout }).toEqual({ status: 0, stdout: 'heard\nafter\n' });
  });

  it('gives what the write gives, or throws what it throws', async () => {
    await expect(withSignalsHeld(() => 7)).resolves.toBe(7);
    await expect(
      withSignalsHeld(() => {
        throw new Error('full');
      }),
    ).rejects.toThrow('full');
  });

  it('never loses a signal that comes during a run of writes', async () => {
    // A child writing small files one after another, as `generate --out` does, signalled at a
    // random moment each time: it must end by the signal (a lost one leaves it writing for ever).
    // Listening only during each write lost about one signal in twenty here. A process a round:
    // npm test makes a tenth of the rounds, npm run test:slow all of them.
    const place = fresh();
    const script = `import { withSignalsHeld, writeFileSafely } from ${JSON.stringify(module)};
      console.log('ready');
      for (let i = 0; ; i++) {
        const until = Date.now() + 0.3;
        while (Date.now() < until);
        await withSignalsHeld(() => writeFileSafely(${JSON.stringify(place)} + '/f' + (i % 5), 'x'.repeat(100)));
      }`;
    for (let round = 0; round < propertyRuns(20); round++) {
      const signal = (['SIGINT', 'SIGTERM', 'SIGHUP'] as const)[round % 3];
      expect(await signalledAtRandom(script, signal)).toBe(signal);
      expect(readdirSync(place).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    }
  }, 600_000);
});

function errorOf(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('no error');
}
