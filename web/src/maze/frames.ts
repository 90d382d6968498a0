/**
 * What the maze shows at each frame of an answer's timeline: the breadth-first search level by
 * level (or step by step in the learn view), the textbook backtracking step by step (with its
 * stack in the learn view), or the paths one by one (or, in the learn view, the walk through them).
 */
import { replayDirections, type MazeGrid, type MazeMoves } from 'boardpath';
import { counted } from '../../../src/words.js';
import { backtrackFrame, backtrackLesson } from '../learn/backtrack.js';
import { breadthFrameCount, breadthLesson, learnFrame } from '../learn/breadth.js';
import type { LearnWords, Lesson } from '../learn/lesson.js';
import type { BacktrackTrace, BreadthTrace } from '../learn/record.js';
import type { SearchAnswer } from '../search/protocol.js';
import { countsAt, lastFrame } from '../search/shading.js';

/** A maze tab's answer. */
export type MazeAnswer = Extract<SearchAnswer, { puzzle: 'maze' }>;

/** What the maze shows at one frame. */
export interface MazeOverlay {
  /** The breadth-first search shaded at `level` (see search/shading.ts). */
  readonly run?: BreadthTrace;
  readonly level?: number;
  /** The learn view's shades (they replace the level's), and what its panel says. */
  readonly shades?: Uint8Array;
  readonly lesson?: Lesson;
  /** In the learn view of breadth-first search: each seen cell's parent, and the cell being expanded. */
  readonly parents?: { readonly parent: Int32Array; readonly current: number };
  /** Cells the backtracking has stepped into so far. */
  readonly tried?: Uint8Array;
  /** A path of cell numbers to draw: the answer so far, or the backtracking's current path. */
  readonly path?: ArrayLike<number> | null;
  /** The rest of a known path, drawn lighter: the answer is known before the search is replayed. */
  readonly ahead?: ArrayLike<number> | null;
  /** `final` draws an answer; `walk` the path the backtracking is on. */
  readonly pathKind?: 'final' | 'walk';
  /** A cell to ring and say so (a practice question's cell, or the one chosen as its answer). */
  readonly marked?: { readonly cell: number; readonly words: string } | null;
}

/** The walk the learn view steps through: "first"'s, or "all"'s (every path). */
function walkOf(answer: MazeAnswer, learn: boolean): BacktrackTrace | null {
  if (answer.mode === 'first') return answer.trace;
  if (answer.mode === 'all' && learn) return answer.trace;
  return null;
}

/** Whether an answer is shown step by step in the learn view. */
export function stepping(answer: MazeAnswer | null, learn: boolean): boolean {
  if (!answer || !learn) return false;
  if (answer.mode === 'shortest') return answer.run !== null && answer.run.events.kind.length > 0;
  return walkOf(answer, learn) !== null;
}

/** The last frame of an answer's timeline. */
export function framesOf(answer: MazeAnswer | null, learn: boolean): number {
  if (!answer) return 0;
  switch (answer.mode) {
    case 'shortest':
      if (!answer.run) return 0;
      return stepping(answer, learn) ? breadthFrameCount(answer.run) - 1 : lastFrame(answer.run);
    case 'first':
      // Frame i shows the walk after its first i + 1 steps; the frame after the last shows the answer.
      return answer.trace.events.length;
    case 'all':
      return answer.trace && learn ? answer.trace.events.length : Math.max(0, answer.paths.length - 1);
    case 'count':
      return 0;
  }
}

/** The maze at `frame` of `answer`'s timeline; `learn` adds the learn view's shades and lesson. */
export function overlayOf(
  grid: MazeGrid,
  answer: MazeAnswer,
  frame: number,
  last: number,
  moves: MazeMoves,
  learn: boolean,
  words: LearnWords,
): MazeOverlay {
  const cellsOf = (path: Array<[number, number]> | null) =>
    path?.map(([r, c]) => r * grid.columns + c) ?? null;
  const walk = walkOf(answer, learn);
  switch (answer.mode) {
    case 'shortest': {
      const { run } = answer;
      if (!run) return {};
      if (stepping(answer, learn)) {
        const step = learnFrame(run, frame);
        return {
          run,
          shades: step.shades,
          lesson: breadthLesson(run, step, words),
          parents: step.kind === 'level' ? undefined : { parent: run.parent, current: step.current },
          path: step.rebuilt,
          pathKind: 'final',
        };
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
    case 'first':
    case 'all': {
      if (walk && learn) {
        const step = backtrackFrame(walk, grid.goal, grid.open.length, frame);
        const lesson = backtrackLesson(walk, step, words, answer.mode === 'all');
        if (step.kind === 'end')
          return answer.mode === 'first'
            ? { shades: step.shades, lesson, path: cellsOf(answer.solution.path), pathKind: 'final' }
            : { shades: step.shades, lesson };
        return { shades: step.shades, lesson, path: step.stack, pathKind: 'walk' };
      }
      if (answer.mode === 'all') {
        if (answer.paths.length === 0) return {};
        // The path's cells, replayed by the library from its directions.
        const replay = replayDirections(grid, answer.paths[frame], moves);
        return { path: replay.ok ? replay.path : null, pathKind: 'final' };
      }
      const { events } = answer.trace;
      const tried = new Uint8Array(grid.rows * grid.columns);
      if (frame >= events.length) {
        // The end: the library's answer (the same path the walk found, or the whole answer when the
        // recorded walk was cut short).
        for (const event of events) tried[event >= 0 ? event : ~event] = 1;
        return { tried, path: cellsOf(answer.solution.path), pathKind: 'final' };
      }
      const path: number[] = [];
      for (let i = 0; i <= frame && i < events.length; i++) {
        const event = events[i];
        if (event >= 0) {
          tried[event] = 1;
          path.push(event);
        } else path.pop();
      }
      return { tried, path, pathKind: 'walk' };
    }
    case 'count':
      return {};
  }
}

/** One line for a frame, read out by the timeline's scrubber. */
export function describeFrame(
  grid: MazeGrid,
  answer: MazeAnswer,
  frame: number,
  last: number,
  learn: boolean,
): string {
  switch (answer.mode) {
    case 'shortest': {
      const { run } = answer;
      if (!run) return '';
      if (stepping(answer, learn)) return `step ${frame + 1} of ${last + 1} of the search`;
      const { explored, queued } = countsAt(run, frame);
      const counts = `${counted(explored, 'cell')} explored, ${queued.toLocaleString('en')} in the queue`;
      if (frame >= last)
        return run.reachable
          ? `level ${frame}: the goal is reached — ${counts} when the search stopped`
          : `the end: every reachable cell explored (${explored.toLocaleString('en')}); the goal was never reached`;
      return `level ${frame}: cells ${counted(frame, 'step')} from the start wait in the queue (dark) — ${counts}`;
    }
    case 'first':
    case 'all': {
      const walk = walkOf(answer, learn);
      if (answer.mode === 'all' && !walk)
        return answer.paths.length === 0
          ? 'no paths'
          : `path ${frame + 1} of ${answer.paths.length}: ${answer.paths[frame] || '(empty: the start is the goal)'}`;
      const { events, complete } = walk!;
      if (frame >= events.length)
        return complete
          ? 'the walk is over'
          : `the walk took more than ${events.length.toLocaleString('en')} steps: the rest is skipped, the answer is drawn`;
      const event = events[frame];
      const cell = event >= 0 ? event : ~event;
      return `step ${frame + 1} of ${events.length}: ${event >= 0 ? 'steps into' : 'backs out of'} row ${Math.floor(cell / grid.columns)}, column ${cell % grid.columns}`;
    }
    case 'count':
      return '';
  }
}
