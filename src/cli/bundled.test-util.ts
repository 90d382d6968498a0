import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../../bin/boardpath.js', import.meta.url));

/**
 * Runs the bundled command, a real process, as `boardpath PUZZLE FILE ...args --threads T --json`
 * on a file holding `text`, with two threads and then with one: only a real process shows that a
 * helper thread's file is found beside the bundle. The file is made in a folder of its own, removed
 * after.
 */
export function bundledOnThreads(
  puzzle: string,
  text: string,
  args: readonly string[],
): { two: SpawnSyncReturns<string>; one: SpawnSyncReturns<string> } {
  const folder = mkdtempSync(join(tmpdir(), 'boardpath-threads-'));
  try {
    const file = join(folder, 'board.txt');
    writeFileSync(file, text);
    const run = (threads: string) =>
      spawnSync(process.execPath, [bin, puzzle, file, ...args, '--threads', threads, '--json'], {
        encoding: 'utf8',
      });
    return { two: run('2'), one: run('1') };
  } finally {
    rmSync(folder, { recursive: true });
  }
}
