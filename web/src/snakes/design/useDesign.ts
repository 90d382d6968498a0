import { useCallback, useEffect, useRef, useState } from 'react';
import type { DesignReply, DesignRequest, PostedDesign } from './design-protocol.js';

/** Where the designer stands. */
export type DesignState =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly since: number; readonly boards: number }
  | { readonly status: 'done'; readonly design: PostedDesign; readonly ms: number }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'cancelled' };

/**
 * One design at a time in a worker of its own: `run` replaces any design under way, `cancel`
 * terminates the worker (the next design starts a fresh one).
 */
export function useDesign() {
  const [state, setState] = useState<DesignState>({ status: 'idle' });
  const worker = useRef<Worker | null>(null);
  const current = useRef(0);

  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);

  const run = useCallback(
    (options: DesignRequest['options']) => {
      const id = ++current.current;
      if (!worker.current) {
        worker.current = new Worker(new URL('./design.worker.ts', import.meta.url), {
          type: 'module',
          name: 'boardpath designer',
        });
        worker.current.onerror = (event) => {
          event.preventDefault();
          setState({
            status: 'failed',
            message: `the designer's worker failed: ${event.message || 'it could not start'}`,
          });
          stop();
        };
      }
      worker.current.onmessage = (event: MessageEvent<DesignReply>) => {
        const reply = event.data;
        if (reply.id !== current.current) return;
        if (reply.kind === 'progress')
          setState((state) => (state.status === 'running' ? { ...state, boards: reply.boards } : state));
        else if (reply.kind === 'done') setState({ status: 'done', design: reply.design, ms: reply.ms });
        else setState({ status: 'failed', message: reply.message });
      };
      setState({ status: 'running', since: performance.now(), boards: 0 });
      worker.current.postMessage({ id, options } satisfies DesignRequest);
    },
    [stop],
  );

  const cancel = useCallback(() => {
    current.current++;
    stop();
    setState({ status: 'cancelled' });
  }, [stop]);

  useEffect(() => stop, [stop]);
  return { state, run, cancel };
}
