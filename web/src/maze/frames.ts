/**
 * What the maze shows at each frame of an answer's timeline: the breadth-first search level by
 * level (or step by step in the learn view), the textbook backtracking step by step, or the paths
 * one by one.
 */
import { replayDirections, type MazeGrid, type MazeMoves } from 'boardpath';
import type { BreadthTrace } from 'boardpath/engine';
import { learnFrame, type LearnFrame } from '../learn/replay.js';
import { counted } from '../plural.js';
import type { SearchAnswer } from '../search/protocol.js';
import { countsAt, lastFrame } from '../search/shading.js';

/** A maze tab's answer. */
export type MazeAnswer = Extract<SearchAnswer, { puzzle: 'maze' }>;

/** What the maze shows at one frame. */
export interface MazeOverlay {
  /** The breadth-first search shaded at `level` (see search/shading.ts). */
  readonly run?: BreadthTrace;
  readonly level?: number;
  /** The learn view's step, when it is on (its shades replace the level's). */
  readonly learn?: LearnFrame;
  /** Cells the backtracking has stepped into so far. */
  readonly tried?: Uint8Array;
  /** A path of cell numbers to draw: the answer so far, or the backtracking's current path. */
  readonly path?: ArrayLike<number> | null;
  /** The rest of a known path, drawn lighter: the answer is known before the search is replayed. */
  readonly ahead?: ArrayLike<number> | null;
  /** `final` draws an answer; `walk` the path the backtracking is on. */
  readonly pathKind?: 'final' | 'walk';
}

/** Whether an answer is shown step by step in the learn view. */
export function stepping(answer: MazeAnswer | null): boolean {
  return answer?.mode === 'shortest' && answer.run !== null && answer.run.events.kind.length > 0;
}

/** The last frame of an answer's timeline. */
export function framesOf(answer: MazeAnswer | null): number {
  if (!answer) return 0;
  switch (answer.mode) {
    case 'shortest':
      if (!answer.run) return 0;
      return stepping(answer) ? answer.run.events.kind.length - 1 : lastFrame(answer.run);
    case 'first':
      // Frame i shows the walk after its first i + 1 steps; the frame after the last shows the answer.
      return answer.trace.events.length;
    case 'all':
      return Math.max(0, answer.paths.length - 1);
    case 'count':
      return 0;
  }
}

/** The maze at `frame` of `answer`'s timeline. */
export function overlayOf(
  grid: MazeGrid,
  answer: MazeAnswer,
  frame: number,
  last: number,
  moves: MazeMoves,
): MazeOverlay {
  const cellsOf = (path: Array<[number, number]> | null) =>
    path?.map(([r, c]) => r * grid.columns + c) ?? null;
  switch (answer.mode) {
    case 'shortest': {
      const { run } = answer;
      if (!run) return {};
      if (stepping(answer)) {
        const learn = learnFrame(run, frame);
        return { run, learn, path: learn.rebuilt, pathKind: 'final' };
      }
      // The path is known from the start: the part within the levels shown is drawn, the rest lighter.
      const path = run.path;
      const reached = path ? Math.min(frame, path.length - 1) : 0;
      return {
        run,
        level: frame,
        path: path ? path.subarray(0, reached + 1) : null,
        ahead: path && frame < last ? path.subarray(reached) : null,
        pathKind: 'final',
      };
    }
    case 'first': {
      const { events } = answer.trace;
      const tried = new Uint8Array(grid.rows * grid.columns);
      if (frame >= events.length) {
        // The end: the library's answer (the same path the walk found, or the whole answer when the
        // recorded walk was cut short).
        for (const event of events) tried[event >= 0 ? event : ~event] = 1;
        return { tried, path: cellsOf(answer.solution.path), pathKind: 'final' };
      }
      const walk: number[] = [];
      for (let i = 0; i <= frame && i < events.length; i++) {
        const event = events[i];
        if (event >= 0) {
          tried[event] = 1;
          walk.push(event);
        } else walk.pop();
      }
      return { tried, path: walk, pathKind: 'walk' };
    }
    case 'all': {
      if (answer.paths.length === 0) return {};
      // The path's cells, replayed by the library from its directions.
      const replay = replayDirections(grid, answer.paths[frame], moves);
      return { path: replay.ok ? replay.path : null, pathKind: 'final' };
    }
    case 'count':
      return {};
  }
}

/** One line for a frame, read out by the timeline's scrubber. */
export function describeFrame(grid: MazeGrid, answer: MazeAnswer, frame: number, last: number): string {
  switch (answer.mode) {
    case 'shortest': {
      const { run } = answer;
      if (!run) return '';
      if (stepping(answer)) return `step ${frame + 1} of ${last + 1} of the search`;
      const { explored, queued } = countsAt(run, frame);
      const counts = `${counted(explored, 'cells')} explored, ${queued.toLocaleString('en')} in the queue`;
      if (frame >= last)
        return run.reachable
          ? `level ${frame}: the goal is reached — ${counts} when the search stopped`
          : `the end: every reachable cell explored (${explored.toLocaleString('en')}); the goal was never reached`;
      return `level ${frame}: cells ${frame} steps from the start wait in the queue (dark) — ${counts}`;
    }
    case 'first': {
      const { events, complete } = answer.trace;
      if (frame >= events.length)
        return complete
          ? 'the walk is over'
          : `the walk took more than ${events.length.toLocaleString('en')} steps: the rest is skipped, the answer is drawn`;
      const event = events[frame];
      const cell = event >= 0 ? event : ~event;
      return `step ${frame + 1} of ${events.length}: ${event >= 0 ? 'steps into' : 'backs out of'} row ${Math.floor(cell / grid.columns)}, column ${cell % grid.columns}`;
    }
    case 'all':
      return answer.paths.length === 0
        ? 'no paths'
        : `path ${frame + 1} of ${answer.paths.length}: ${answer.paths[frame] || '(empty: the start is the goal)'}`;
    case 'count':
      return '';
  }
}
