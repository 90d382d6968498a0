import { useCallback, useEffect, useRef, useState } from 'react';
import { describeProblem } from '../Problem.js';
import type { SearchAnswer, SearchJob, SearchProblem, SearchReply } from './protocol.js';

/** Where a tab's search stands. */
export type SearchState =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly since: number }
  | { readonly status: 'done'; readonly answer: SearchAnswer; readonly ms: number }
  | { readonly status: 'failed'; readonly problem: SearchProblem }
  | { readonly status: 'cancelled' };

/**
 * One search at a time in a Web Worker of its own. `run` replaces any search under way (its
 * `prepare`, if given, turns the answer into what the page shows as it arrives); `cancel`
 * terminates the worker (the only way to stop a JavaScript loop in another thread) so the next
 * search starts a fresh one; `clear` forgets the answer (after an edit, so nothing stale is shown).
 * A worker is also ended as soon as it has answered: a big search leaves its heap and its
 * WebAssembly memory (which never shrinks) grown, and only ending the worker gives them back.
 */
export function useSearch() {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const worker = useRef<Worker | null>(null);
  const current = useRef(0);
  const running = useRef(false);

  const stopWorker = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);

  const run = useCallback(
    (job: SearchJob, prepare?: (answer: SearchAnswer) => SearchAnswer) => {
      const id = ++current.current;
      if (!worker.current) {
        worker.current = new Worker(new URL('./worker.ts', import.meta.url), {
          type: 'module',
          name: 'boardpath search',
        });
        worker.current.onerror = (event) => {
          event.preventDefault();
          running.current = false;
          setState({
            status: 'failed',
            problem: {
              code: 'E_WORKER',
              message: `the search worker failed: ${event.message || 'it could not start'}`,
            },
          });
          stopWorker();
        };
      }
      worker.current.onmessage = (event: MessageEvent<SearchReply>) => {
        const reply = event.data;
        if (reply.id !== current.current) return; // an answer to a question no longer asked
        running.current = false;
        stopWorker();
        if (!reply.ok) return setState({ status: 'failed', problem: reply.problem });
        // What the answer needs before it is shown is done here, in the message's own task, not in
        // the render that shows it: each task of the page's one thread stays short.
        let answer = reply.answer;
        try {
          answer = prepare ? prepare(answer) : answer;
        } catch (error) {
          return setState({
            status: 'failed',
            problem: { code: 'E_BOARD', message: describeProblem(error) },
          });
        }
        setState({ status: 'done', answer, ms: reply.ms });
      };
      running.current = true;
      setState({ status: 'running', since: performance.now() });
      worker.current.postMessage({ id, job });
    },
    [stopWorker],
  );

  const cancel = useCallback(() => {
    current.current++;
    running.current = false;
    stopWorker();
    setState({ status: 'cancelled' });
  }, [stopWorker]);

  const clear = useCallback(() => {
    // A search still running answers a board that no longer exists: stop it too.
    if (running.current) {
      current.current++;
      running.current = false;
      stopWorker();
    }
    setState({ status: 'idle' });
  }, [stopWorker]);

  useEffect(() => stopWorker, [stopWorker]);
  return { state, run, cancel, clear };
}
