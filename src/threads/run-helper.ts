/**
 * The helper's side of a two-thread search: the body of a helper thread's file. Node only.
 *
 *     // count-threads.worker.ts
 *     runHelper((data: CountWorkerData) => countMyHalf(data));
 */
import { parentPort, workerData } from 'node:worker_threads';
import { BoardpathError, type ErrorCode, type Where } from '../errors.js';

/** What a helper thread posts to the thread that started it, once: its value or its failure. */
export type HelperReport =
  | { readonly kind: 'value'; readonly value: unknown }
  | {
      readonly kind: 'failure';
      /** Set when the helper threw a `BoardpathError`, which the leading thread throws again as it was. */
      readonly code?: ErrorCode;
      readonly where?: Where;
      readonly message: string;
    };

/**
 * Runs `body` on the `workerData` the leading thread gave (see `startHelper`), and posts what it
 * returns (or resolves to) as the helper's value, or what it throws as the helper's failure: a
 * `BoardpathError` keeps its code and place, anything else becomes a message. The thread then ends.
 */
export function runHelper<Data>(body: (data: Data) => unknown): void {
  const port = parentPort;
  if (!port) throw new Error('runHelper runs in a helper thread started by startHelper');
  const post = (report: HelperReport) => port.postMessage(report);
  // An async function, not a top-level await: the bundled command is CommonJS.
  const run = async () => {
    try {
      post({ kind: 'value', value: await body(workerData as Data) });
    } catch (error) {
      post(
        error instanceof BoardpathError
          ? { kind: 'failure', code: error.code, where: error.where, message: error.message }
          : { kind: 'failure', message: error instanceof Error ? error.message : String(error) },
      );
    }
  };
  void run();
}
