import { spawn } from 'node:child_process';

/**
 * Starts `script` (an ES module's text) in a Node process of its own, waits for its first line of
 * output (it prints one when ready), waits a random 5–25 ms more, sends it `signal`, and gives how
 * it ended: the signal, when nothing lost it. A child still running 20 s later, a hang guard far
 * above the milliseconds it needs to hear a signal, is killed (SIGKILL).
 */
export async function signalledAtRandom(
  script: string,
  signal: NodeJS.Signals,
): Promise<NodeJS.Signals | null> {
  const run = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ended = new Promise<NodeJS.Signals | null>((resolve) => run.on('exit', (_, how) => resolve(how)));
  await new Promise((resolve) => run.stdout.once('data', resolve));
  await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
  run.kill(signal);
  const guard = setTimeout(() => run.kill('SIGKILL'), 20_000);
  try {
    return await ended;
  } finally {
    clearTimeout(guard);
  }
}
