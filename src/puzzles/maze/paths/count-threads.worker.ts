/**
 * The helper thread of `countPathsFrontierAsync` (count-threads.ts): it runs the sweep's kernels
 * over the states' shared memory, carrying out each order the leading thread writes in the order
 * words (decide its part of a cell; put its successors in place and sort its partner successors),
 * until the leading thread stops the count. Its paths are counted in its own total, which the
 * leading thread adds. A failure is thrown: runHelper reports it.
 */
import { runHelper } from '../../../threads/run-helper.js';
import { wasmExports, wasmModule } from '../../../wasm.js';
import { SHARED } from '../board/maze-kernels.wasm.js';
import { CONTROL, type CountHelperData } from './count-threads.protocol.js';
import { ORDER, Order, ownRegions, type FrontierKernels } from './sorted-memory.js';

const { at } = CONTROL;

runHelper(({ memory, plugs, control }: CountHelperData) => {
  const module = wasmModule(SHARED);
  if (!module) throw new Error('the counting thread cannot compile its kernels');
  const kernels = wasmExports(module, memory) as unknown as FrontierKernels;
  const own = ownRegions(1);
  kernels.frontierSetUp(plugs, 1, own.table, own.total, own.buckets);
  Atomics.store(control, at.ready, 1);
  Atomics.notify(control, at.ready);
  for (let seen = 0; ;) {
    for (let orders; (orders = Atomics.load(control, at.orders)) === seen;)
      Atomics.wait(control, at.orders, orders);
    if (Atomics.load(control, at.stop) !== 0) return null;
    seen++;
    const order = new Float64Array(memory.buffer, ORDER, 32);
    if (order[Order.phase] === 1) {
      kernels.frontierSetUp(plugs, order[Order.limbs], own.table, own.total, own.buckets);
      kernels.frontierBegin(
        order[Order.column],
        order[Order.flags],
        order[Order.rotation],
        order[Order.main],
        order[Order.mainStates],
        order[Order.extra],
        order[Order.extraStates],
        order[Order.out],
        order[Order.partners],
      );
      kernels.frontierRun(2 ** 31 - 1);
      order[Order.outCount] = kernels.frontierOutCount();
      order[Order.partnerCount] = kernels.frontierPartnerCount();
      for (let r = 0; r < 4; r++) order[Order.runs + r] = kernels.frontierRunCount(r);
    } else {
      kernels.frontierScatter(order[Order.out], order[Order.outCount], order[Order.to], order[Order.places]);
      order[Order.sortedCount] = kernels.frontierSortPartners(
        order[Order.partners],
        order[Order.partnerCount],
        order[Order.pairs],
        order[Order.spare],
        order[Order.sorted],
      );
    }
    Atomics.add(control, at.done, 1);
    Atomics.notify(control, at.done);
  }
});
