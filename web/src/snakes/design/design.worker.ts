/// <reference lib="webworker" />
/**
 * The designer's worker: `designSnakes` searches for up to its time limit, so it runs here, never on
 * the page's thread; the page cancels a design by terminating this worker.
 */
import '../../strict.js';
import { BoardpathError, designSnakes, jumpsOf } from 'boardpath';
import type { DesignReply, DesignRequest } from './design-protocol.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<DesignRequest>) => {
  const { id, options } = event.data;
  const started = performance.now();
  let reply: DesignReply;
  try {
    const { board, ...design } = designSnakes({
      ...options,
      progress: (boards) => scope.postMessage({ id, kind: 'progress', boards } satisfies DesignReply),
    });
    reply = {
      id,
      kind: 'done',
      design: { ...design, squares: board.last, faces: board.faces, jumps: jumpsOf(board) },
      ms: performance.now() - started,
    };
  } catch (error) {
    reply = {
      id,
      kind: 'failed',
      message: error instanceof BoardpathError ? error.describe() : `unexpected failure: ${String(error)}`,
    };
  }
  scope.postMessage(reply);
};
