// Ending by a signal: every cleanup first, then the signal as if nobody had listened; another
// listener decides instead. Each case in a process of its own, on the built module.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const module = fileURLToPath(new URL('../dist/ending.js', import.meta.url));

/** A child running `body` with ending.ts's functions imported; what it printed and how it ended. */
function child(body: string) {
  const run = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { beforeEnding, endBy, keepListening } from ${JSON.stringify(module)};\n${body}`,
    ],
    { encoding: 'utf8', timeout: 60_000 },
  );
  return { stdout: run.stdout, signal: run.signal, status: run.status };
}

describe('ending by a signal', () => {
  it.each(['SIGINT', 'SIGTERM', 'SIGHUP'])('runs every cleanup once, then ends by %s', (signal) => {
    const run = child(`
      beforeEnding(() => console.log('files'));
      const off = beforeEnding(() => console.log('never: taken off'));
      beforeEnding(() => console.log('programs'));
      off();
      process.kill(process.pid, '${signal}');
      setTimeout(() => console.log('not ended'), 20_000);`);
    expect(run).toEqual({ stdout: 'files\nprograms\n', signal, status: null });
  });

  it("leaves the signal to a listener of the program's own", () => {
    const run = child(`
      beforeEnding(() => console.log('cleaned'));
      process.once('SIGINT', () => console.log('heard'));
      process.kill(process.pid, 'SIGINT');
      setTimeout(() => console.log('after'), 200);`);
    expect(run).toEqual({ stdout: 'heard\nafter\n', signal: null, status: 0 });
  });

  it('ends at once when asked, cleanups first, even with nothing else to do', () => {
    // A signal raised by the process itself while it listens would wait for the event loop, which
    // has nothing left to do: endBy stops listening before it raises.
    const run = child(`
      beforeEnding(() => console.log('cleaned'));
      endBy('SIGTERM');`);
    expect(run).toEqual({ stdout: 'cleaned\n', signal: 'SIGTERM', status: null });
  });

  it('listens no more once the last cleanup is taken off', () => {
    const run = child(`
      const before = process.listenerCount('SIGTERM');
      const off = beforeEnding(() => {});
      const during = process.listenerCount('SIGTERM');
      off();
      console.log(before, during, process.listenerCount('SIGTERM'));`);
    expect(run).toEqual({ stdout: '0 1 0\n', signal: null, status: 0 });
  });

  it('keeps listening, once asked, after the last cleanup is taken off', () => {
    const run = child(`
      keepListening();
      const off = beforeEnding(() => console.log('never: taken off'));
      off();
      console.log(process.listenerCount('SIGINT'));
      process.kill(process.pid, 'SIGINT');
      setTimeout(() => console.log('not ended'), 20_000);`);
    expect(run).toEqual({ stdout: '1\n', signal: 'SIGINT', status: null });
  });
});
