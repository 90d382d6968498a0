// The way back of the run-based search (runs.ts explains the method): one shortest game rebuilt
// from the sweep's records, as [face, count] pairs.
import { firstAbove } from '../board/find-jump.js';
import { ceilDivide, type Goal, type RunSweep } from './run-sweep.js';
import { appendFaces, type FaceRun } from './solution.js';

/**
 * One shortest game to `goal`, as [face, count] pairs from the start: the winning run's walk,
 * preceded by the walk of the run whose landing spawned it, and so on back to the start. Each walk
 * is replayed with the sweep's own arithmetic, so a long stretch of plain throws is one pair.
 *
 * Cost: O(legs + runs of the game × log J) for J snakes and ladders.
 */
export function gameOfSweep(sweep: RunSweep, goal: Goal): FaceRun[] {
  const runs: FaceRun[] = [];
  if (goal.time === 0) return runs;
  // The legs backwards: each run's walk, from the last square back to the start.
  const legRuns: number[] = [];
  const legTimes: number[] = [];
  const legLandings: number[] = [];
  let run = goal.run;
  let time = goal.time;
  let landing = goal.jump >= 0 ? sweep.jumpFrom[goal.jump] : sweep.last;
  for (;;) {
    legRuns.push(run);
    legTimes.push(time);
    legLandings.push(landing);
    if (run === 0) break;
    const via = run - 1;
    time = sweep.startedAt(run);
    landing = sweep.jumpFrom[via];
    run = sweep.firstLander(via);
  }
  for (let k = legRuns.length - 1; k >= 0; k--) walk(sweep, legRuns[k], legTimes[k], legLandings[k], runs);
  return runs;
}

// Replays a run's walk from where it started to the throw that lands on `landing` at `until`,
// with the same arithmetic as the sweep, so it follows the very frontier the sweep followed.
function walk(sweep: RunSweep, run: number, until: number, landing: number, runs: FaceRun[]): void {
  const { jumpFrom, jumps, blockLow, faces, last } = sweep;
  let frontier = run === 0 ? sweep.board.start : sweep.ends[run - 1];
  let time = sweep.startedAt(run);
  let above = sweep.locate(frontier);
  while (time < until - 1) {
    const target = above < jumps ? jumpFrom[above] : last;
    const gap = target - frontier;
    if (gap > faces) {
      const plainThrows = Math.min(ceilDivide(gap - faces, faces), until - 1 - time);
      appendFaces(runs, faces, plainThrows);
      frontier += plainThrows * faces;
      time += plainThrows;
      continue;
    }
    const reach = frontier + faces; // below the last square, or the sweep would have stopped sooner
    const beyond = firstAbove(jumpFrom, reach, above);
    let next = reach;
    above = beyond;
    if (beyond > 0 && jumpFrom[beyond - 1] === reach) {
      above = blockLow[beyond - 1];
      next = jumpFrom[above] - 1;
    }
    appendFaces(runs, next - frontier, 1);
    frontier = next;
    time++;
  }
  appendFaces(runs, landing - frontier, 1);
}
