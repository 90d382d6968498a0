// The helper thread of `throwDistributionAsync` and `analyzeSnakesAsync` (distribution-threads.ts).
// With `alone` it first pushes the distribution by itself (while the leading thread solves the
// expected throws), until asked for it back. Then, woken through the control block (Atomics.wait),
// it pushes the upper half of each throw it is handed (`pushUpper`), says so (`done`), and waits for
// the next until told to stop. A failure is thrown: runHelper reports it to the leading thread.
import { runHelper } from '../../../threads/run-helper.js';
import type { SnakesChain } from './chain.js';
import { distributionThrows, type ThrowDistribution } from './distribution.js';
import { CONTROL, type AloneReport, type DistributionHelperData } from './distribution-threads.protocol.js';
import { deferKeys, ELAPSED, NEXT_HIGH, NEXT_LOW, pushSources, pushUpper } from './push-throw.js';

const { at } = CONTROL;

runHelper((data: DistributionHelperData, post) => {
  const { control, vectors, visits, out, key } = data;
  const chain: SnakesChain = {
    first: data.first,
    last: data.last,
    start: data.start,
    faces: data.faces,
    end: data.end,
    landing: data.landing,
  };
  const log = { to: data.logTo, part: data.logPart };
  if (data.alone) {
    post(pushAlone(chain, data, data.alone));
    Atomics.store(control, at.handed, 1);
    Atomics.notify(control, at.handed);
  }
  deferKeys(data.landing, data.canFinish, key);
  let seen = Atomics.load(control, at.phase);
  Atomics.store(control, at.ready, 1);
  Atomics.notify(control, at.ready);
  for (;;) {
    Atomics.wait(control, at.phase, seen);
    if (Atomics.load(control, at.stop) !== 0) return;
    const phase = Atomics.load(control, at.phase);
    if (phase === seen) continue;
    seen = phase;
    const parity = control[at.parity];
    out[NEXT_LOW] = chain.last + 1;
    out[NEXT_HIGH] = -1;
    const started = performance.now();
    pushUpper(
      chain,
      key,
      vectors[parity],
      vectors[1 - parity],
      visits,
      control[at.from],
      control[at.to],
      out,
      log,
      control[at.limit],
    );
    out[ELAPSED] = performance.now() - started;
    Atomics.add(control, at.done, 1);
    Atomics.notify(control, at.done);
  }
});

/** Pushes the whole distribution on this thread until asked for it: then where it stands, or its end. */
function pushAlone(
  chain: SnakesChain,
  data: DistributionHelperData,
  { count, ...options }: NonNullable<DistributionHelperData['alone']>,
): AloneReport {
  const { control, vectors, visits } = data;
  let allocated = 0;
  const shared = [vectors[0], vectors[1], visits];
  const throws = distributionThrows(
    chain,
    { canFinish: data.canFinish, count },
    options,
    () => shared[allocated++],
  );
  for (let step = throws.next(); ; step = throws.next()) {
    if (step.done) {
      // The visits are shared already: the leading thread has them.
      const finished: ThrowDistribution = { ...step.value, visits: new Float64Array(0) };
      return { finished };
    }
    if (Atomics.load(control, at.handover) !== 0 || Atomics.load(control, at.stop) !== 0)
      return { state: step.value.state() };
    const { now, next, visits: seen, low, high, out } = step.value;
    pushSources(chain, data.canFinish, now, next, seen, low, high, out);
  }
}
