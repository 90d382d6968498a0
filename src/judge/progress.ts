// The judge's progress line, as a terminal shows it while the cases run and the board shrinks.
import { grouped } from '../words.js';
import type { JudgeProgress } from './options.js';

/** The width of the bar of cases done. */
const BAR = 20;

/**
 * One line: `judging [#######.............] 180/500 cases, 0 failing, 412 runs/s`, then
 * `shrinking: 6 smaller failing boards, 214 runs, 390 runs/s`. `seconds` is the time since the
 * judge started. Cost: O(1).
 */
export function progressLine(progress: JudgeProgress, seconds: number): string {
  const rate = seconds > 0 ? `${grouped(Math.round(progress.runs / seconds))} runs/s` : '';
  if (progress.phase === 'shrinking')
    return `shrinking: ${progress.shrinks} smaller failing ${progress.shrinks === 1 ? 'board' : 'boards'}, ${grouped(progress.runs)} runs, ${rate}`;
  const filled = progress.cases > 0 ? Math.floor((BAR * progress.done) / progress.cases) : 0;
  const bar = `[${'#'.repeat(filled)}${'.'.repeat(BAR - filled)}]`;
  return `judging ${bar} ${grouped(progress.done)}/${grouped(progress.cases)} cases, ${progress.failures} failing, ${rate}`;
}
