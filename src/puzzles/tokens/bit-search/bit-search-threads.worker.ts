// The helper thread of the tokens' bit search on two threads (bit-search-threads.ts): it takes
// chunks of every phase of the search, whose matrices live in shared memory, woken by the leading
// thread through the control block (Atomics.wait / notify), until told to stop. A failure is
// thrown: runHelper reports it to the leading thread.
import { runHelper } from '../../../threads/run-helper.js';
import { warmUp } from './bit-search.js';
import { bitLevels } from './bit-search-matrices.js';
import { CONTROL, STOP, takeChunks } from './bit-search-phases.js';
import type { BitSearchHelperData } from './bit-search-threads.protocol.js';

const { at } = CONTROL;

runHelper(({ rows, columns, push, share, control }: BitSearchHelperData) => {
  warmUp();
  const levels = bitLevels(rows, columns, push, share);
  // Joins the phase under way, if any, then each one announced.
  let phase = Atomics.load(control, at.phase);
  Atomics.store(control, at.ready, 1);
  Atomics.notify(control, at.ready);
  while (control[at.operation] !== STOP) {
    if (phase !== 0) takeChunks(levels, control, phase, 1);
    Atomics.wait(control, at.phase, phase);
    phase = Atomics.load(control, at.phase);
  }
});
