import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BoardpathError } from '../errors.js';
import { controlBlock } from './control.js';
import { helperAvailable, MAX_HELPERS, startHelper } from './start-helper.js';

// Helper threads run built JavaScript: these bodies import runHelper from dist/ (npm test builds first).
const runHelperUrl = new URL('../../dist/threads/run-helper.js', import.meta.url).href;
const errorsUrl = new URL('../../dist/errors.js', import.meta.url).href;
const folder = mkdtempSync(join(tmpdir(), 'boardpath-helper-'));

/** A helper thread's file whose body is `body` (a function of the workerData). */
function helperWith(name: string, body: string): URL {
  const file = join(folder, `${name}.mjs`);
  writeFileSync(
    file,
    `import { runHelper } from ${JSON.stringify(runHelperUrl)};\n` +
      `import { BoardpathError } from ${JSON.stringify(errorsUrl)};\n` +
      `runHelper(${body});\n`,
  );
  return pathToFileURL(file);
}

describe('startHelper and runHelper', () => {
  it('hold a place in one pool of helper threads until each has ended, however it ends', async () => {
    // Many searches at once share MAX_HELPERS helpers: past them, a search runs on its own thread.
    expect(MAX_HELPERS).toBeGreaterThanOrEqual(2);
    expect(helperAvailable()).toBe(true);
    const waiting = helperWith('waiting', '() => new Promise(() => {})');
    const helpers = Array.from({ length: MAX_HELPERS }, () => startHelper(waiting, {}));
    expect(helperAvailable()).toBe(false);
    await helpers.pop()!.stop();
    expect(helperAvailable()).toBe(true);
    const dying = startHelper(helperWith('exiting', '() => process.exit(3)'), {});
    expect(helperAvailable()).toBe(false);
    // Its failure is heard when it has ended: by then its place is free.
    await dying.failed.catch(() => {});
    expect(helperAvailable()).toBe(true);
    await Promise.all(helpers.map((helper) => helper.stop()));
  });

  it("hand back the helper's value", async () => {
    const helper = startHelper(helperWith('value', '(data) => data.a + data.b'), { a: 2, b: 3 });
    expect(await helper.value<number>()).toBe(5);
    await helper.stop();
  });

  it('throw a BoardpathError of the helper again with its code and place', async () => {
    const helper = startHelper(
      helperWith(
        'library-error',
        "() => { throw new BoardpathError('E_MEMORY', 'too big', { square: 7 }); }",
      ),
      {},
    );
    const error = await helper.value().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BoardpathError);
    expect(error).toMatchObject({ code: 'E_MEMORY', message: 'too big', where: { square: 7 } });
    await helper.stop();
  });

  it('report any other failure of the body as a failure of the helper thread', async () => {
    const helper = startHelper(helperWith('bug', "() => { throw new TypeError('no such thing'); }"), {});
    await expect(helper.failed).rejects.toThrow('the helper thread failed: no such thing');
    await helper.stop();
  });

  it('hand over the messages posted on the way, in order, before the value', async () => {
    const helper = startHelper(
      helperWith('messages', "(data, post) => { post('a'); post({ b: 2 }); return 'done'; }"),
      {},
    );
    expect(await helper.message<string>()).toBe('a');
    expect(await helper.message()).toEqual({ b: 2 });
    expect(await helper.value<string>()).toBe('done');
    await helper.stop();
  });

  it('notice a helper that exits while this thread waits on a shared word', async () => {
    const control = controlBlock(1);
    const helper = startHelper(helperWith('exits', '() => process.exit(3)'), control);
    await expect(helper.waitWhile(control, 0, 0)).rejects.toThrow(
      /stopped before its work was done \(exit code 3\)/,
    );
    await helper.stop();
  });

  it('notice a helper whose file cannot be loaded', async () => {
    const helper = startHelper(pathToFileURL(join(folder, 'missing.mjs')), {});
    await expect(helper.failed).rejects.toThrow(/the helper thread/);
    await helper.stop();
  });

  it('wait until the helper changes a shared word', async () => {
    const control = controlBlock(2);
    const helper = startHelper(
      helperWith(
        'notify',
        '(control) => { Atomics.store(control, 1, 42); Atomics.notify(control, 1); return 1; }',
      ),
      control,
    );
    await helper.waitWhile(control, 1, 0);
    expect(control[1]).toBe(42);
    await helper.stop();
  });

  it('stop waiting once the signal fires', async () => {
    const control = controlBlock(1);
    const helper = startHelper(helperWith('sleeps', '(control) => Atomics.wait(control, 0, 0)'), control);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 30);
    await expect(helper.waitWhile(control, 0, 0, controller.signal)).rejects.toMatchObject({
      code: 'E_ABORTED',
    });
    await helper.stop();
  });

  it('stop a helper blocked in Atomics.wait, and count its exit as no failure', async () => {
    const control = controlBlock(1);
    const helper = startHelper(helperWith('blocked', '(control) => Atomics.wait(control, 0, 0)'), control);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await helper.stop();
    const outcome = await Promise.race([
      helper.failed.then(
        () => 'failed',
        () => 'failed',
      ),
      new Promise((resolve) => setTimeout(() => resolve('quiet'), 100)),
    ]);
    expect(outcome).toBe('quiet');
  });
});
