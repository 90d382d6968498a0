import type { MazeGrid } from 'boardpath';
import { useCallback, useMemo } from 'react';
import { AnimationControls, useAnimation } from '../Animation.js';
import { PixelBoard } from '../board/PixelBoard.js';
import { boardPalette } from '../board/palette.js';
import { aStarFrame, aStarLesson } from '../learn/astar.js';
import { backtrackFrame, backtrackLesson } from '../learn/backtrack.js';
import { bidirectionalFrame, bidirectionalLesson } from '../learn/bidirectional.js';
import { breadthFrameCount, breadthLesson, learnFrame } from '../learn/breadth.js';
import { LearnPanel } from '../learn/LearnPanel.js';
import type { Lesson } from '../learn/lesson.js';
import { LEARN_EVENTS, LEARN_FIRST_STEPS, LEARN_MAX_STATES } from '../search/limits.js';
import type { ComparedName, ComparedSteps } from '../search/protocol.js';
import { SHADE_COLOURS } from '../search/shading.js';
import { mazeWords } from './words.js';

/** One step of a compared search: the cells' shades, a path to draw, and what the panel says. */
interface Step {
  readonly shades: Uint8Array;
  readonly path: readonly number[];
  readonly lesson: Lesson;
}

/** The last frame of a search's steps, and the step at a frame. */
function stepsOf(name: ComparedName, steps: ComparedSteps, grid: MazeGrid) {
  const size = grid.open.length;
  const words = mazeWords(grid);
  // The backtracking's walk is recorded whole for the comparison: the learn view steps through its start.
  const walkFrames = Math.min(
    steps.walk.events.length,
    size <= LEARN_MAX_STATES ? LEARN_EVENTS : LEARN_FIRST_STEPS,
  );
  switch (name) {
    case 'breadth-first':
      return {
        last: breadthFrameCount(steps.breadth) - 1,
        complete: steps.breadth.complete,
        at(index: number): Step {
          const frame = learnFrame(steps.breadth, index);
          return {
            shades: frame.shades,
            path: frame.rebuilt,
            lesson: breadthLesson(steps.breadth, frame, words),
          };
        },
      };
    case 'depth-first':
      return {
        last: walkFrames,
        complete: walkFrames === steps.walk.events.length && steps.walk.complete,
        at(index: number): Step {
          const frame = backtrackFrame(steps.walk, grid.goal, size, index);
          return {
            shades: frame.shades,
            path: frame.stack,
            lesson: backtrackLesson(steps.walk, frame, words, false),
          };
        },
      };
    case 'a-star':
      return {
        last: steps.star.events.kind.length - 1,
        complete: steps.star.complete,
        at(index: number): Step {
          const frame = aStarFrame(steps.star, size, index, words);
          return { shades: frame.shades, path: frame.rebuilt, lesson: aStarLesson(frame, words) };
        },
      };
    case 'bidirectional':
      return {
        last: steps.both.events.kind.length - 1,
        complete: steps.both.complete,
        at(index: number): Step {
          const frame = bidirectionalFrame(steps.both, size, index, words);
          return {
            shades: frame.shades,
            path: frame.path,
            lesson: bidirectionalLesson(steps.both, frame, words),
          };
        },
      };
  }
}

/**
 * One of the compared searches step by step on the maze: its own timeline, the cells shaded as
 * the search stands (its queue, stack, open list or two frontiers), and the learn panel.
 */
export function CompareSteps({
  grid,
  steps,
  name,
  title,
}: {
  grid: MazeGrid;
  steps: ComparedSteps;
  name: ComparedName;
  title: string;
}) {
  const search = useMemo(() => stepsOf(name, steps, grid), [name, steps, grid]);
  const animation = useAnimation(search.last, search, false, 4);
  const step = useMemo(() => search.at(animation.frame), [search, animation.frame]);
  const { columns, rows } = grid;
  const paint = useCallback(
    (pixels: Uint32Array) => {
      const colour = boardPalette();
      const { open } = grid;
      for (let cell = 0; cell < pixels.length; cell++) {
        const shade = step.shades[cell];
        pixels[cell] =
          open[cell] !== 1 ? colour.wall : shade ? colour[SHADE_COLOURS[shade]] : colour['cell-a'];
      }
    },
    [grid, step],
  );
  const point = (cell: number) => `${(cell % columns) + 0.5},${Math.floor(cell / columns) + 0.5}`;
  const width = Math.max(0.25, Math.max(rows, columns) / 60);
  return (
    <section className="compare-steps" aria-label={`${title}, step by step`}>
      <h2>{title}, step by step</h2>
      {!search.complete && (
        <p className="learn-note" data-testid="learn-note">
          This maze has {(rows * columns).toLocaleString('en')} cells: its first{' '}
          {(search.last + 1).toLocaleString('en')} steps are shown one by one; the comparison above shows the
          whole search.
        </p>
      )}
      <div className="compare-steps-body">
        <div>
          <PixelBoard
            zoomable={false}
            columns={columns}
            rows={rows}
            paint={paint}
            label={`${title} on the maze, step ${animation.frame + 1}`}
            overlay={
              step.path.length > 1 && (
                <polyline
                  className="maze-path walk"
                  points={Array.from(step.path, point).join(' ')}
                  style={{ strokeWidth: width }}
                />
              )
            }
          />
          <AnimationControls
            animation={animation}
            label={`${title} step by step`}
            describeFrame={(frame) => `step ${frame + 1} of ${search.last + 1}`}
          />
        </div>
        <LearnPanel lesson={step.lesson} />
      </div>
    </section>
  );
}
