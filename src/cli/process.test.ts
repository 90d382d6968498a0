import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/boardpath.js', import.meta.url));
// An open 10×10 maze: 41,044,208,702,632,496,804 paths, so enumerating them never ends in practice.
const openMaze = Array.from({ length: 10 }, () => '1'.repeat(10)).join('\n');

function start(args: string[]) {
  const child = spawn(process.execPath, [bin, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
  child.stdin.end(openMaze);
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

describe('the boardpath process', () => {
  it('stops at once on Ctrl-C during an endless search: one line, exit status 130', async () => {
    const run = start(['maze', '-', '--count', '--moves', '8']);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    run.child.kill('SIGINT');
    expect(await run.exited).toBe(130);
    expect(run.stderr().trim()).toBe('boardpath: interrupted');
  });

  it('ends quietly with status 0 when its reader goes away (`| head`)', async () => {
    const run = start(['maze', '-', '--all']);
    const firstLine = await new Promise<string>((resolve) => run.child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString())));
    expect(firstLine).toMatch(/^D+R+/);
    run.child.stdout.destroy();
    expect(await run.exited).toBe(0);
    expect(run.stderr()).toBe('');
  });
});
