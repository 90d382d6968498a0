/** The Snakes and Ladders tab's answer and timeline in words. */
import type { SnakesSolution } from 'boardpath';
import { counted } from '../../../src/words.js';
import type { BreadthTrace } from '../learn/record.js';
import { countsAt } from '../search/shading.js';

/** How many runs of faces the answer lists before "and N more". */
const RUNS_SHOWN = 12;

/** " — 12 squares explored, 5 in the queue": the search at a level frame. */
export function countsText(run: BreadthTrace, frame: number): string {
  const { explored, queued } = countsAt(run, frame);
  return ` — ${counted(explored, 'square')} explored, ${queued.toLocaleString('en')} in the queue`;
}

/** A frame of a game shown run by run: which run, its face and throws, and where it ends. */
export function describeRun(solution: SnakesSolution, ends: Float64Array, shown: number): string {
  if (shown === 0) return 'start: the game below is shown a run of faces at a time';
  const runs = solution.runs ?? [];
  const [face, count] = runs[shown - 1];
  let before = 0;
  for (let i = 0; i < shown - 1; i++) before += runs[i][1];
  return `run ${shown} of ${runs.length}: face ${face} × ${count.toLocaleString('en')} (throws ${(before + 1).toLocaleString('en')}–${(before + count).toLocaleString('en')}) → square ${ends[shown].toLocaleString('en')}`;
}

/** The faces of the game, listed, or as runs ("6 × 166,666") when it is too long to list. */
export function facesText(solution: SnakesSolution): string {
  if (solution.rolls) return `faces ${solution.rolls.join(', ')}`;
  const runs = solution.runs ?? [];
  const shown = runs.slice(0, RUNS_SHOWN).map(([face, count]) => `${face} × ${count.toLocaleString('en')}`);
  const more = runs.length > RUNS_SHOWN ? `, and ${runs.length - RUNS_SHOWN} more runs` : '';
  return `a game too long to list throw by throw, as runs of faces: ${shown.join(', ')}${more}`;
}
