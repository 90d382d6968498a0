/**
 * Node's worker_threads, loaded the first time a thread is started or a port read: loading it takes
 * some 1.5 ms, which every command would otherwise spend before it starts, though most never start
 * a thread. Node only.
 */
import { createRequire } from 'node:module';

type WorkerThreads = typeof import('node:worker_threads');
let loaded: WorkerThreads | undefined;

/** The `node:worker_threads` module (loaded on the first call). Cost: O(1) after the first call. */
export function workerThreads(): WorkerThreads {
  return (loaded ??= createRequire(import.meta.url)('node:worker_threads') as WorkerThreads);
}
