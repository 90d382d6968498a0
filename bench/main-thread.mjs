// The page's main thread while a benchmark acts on it, from Chromium's own trace: every task it
// ran, with its wall time and the CPU time its thread was given. On a busy machine a task's wall
// time grows with the load while its CPU time does not: the two together say whether a long task is
// the page's own work or the machine's.

/**
 * Runs `act` with Chromium tracing `page`, and resolves to the main thread's tasks meanwhile, each
 * `{ wall, cpu }` in milliseconds (every renderer's main thread: the page's, and any it replaced).
 */
export async function mainThreadTasks(browser, page, act) {
  await browser.startTracing(page, { categories: ['toplevel'] });
  let trace;
  try {
    await act();
  } finally {
    trace = JSON.parse((await browser.stopTracing()).toString());
  }
  const events = trace.traceEvents ?? trace;
  const main = new Set(
    events
      .filter(
        (event) => event.ph === 'M' && event.name === 'thread_name' && event.args.name === 'CrRendererMain',
      )
      .map((event) => `${event.pid}:${event.tid}`),
  );
  return events
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.name === 'ThreadControllerImpl::RunTask' &&
        main.has(`${event.pid}:${event.tid}`),
    )
    .map((event) => ({ wall: event.dur / 1000, cpu: (event.tdur ?? event.dur) / 1000 }));
}

/** The longest wall time and the longest CPU time among `tasks` (0 for none). */
export function longest(tasks) {
  return {
    wall: Math.max(0, ...tasks.map((task) => task.wall)),
    cpu: Math.max(0, ...tasks.map((task) => task.cpu)),
  };
}
