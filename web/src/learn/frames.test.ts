// The learn view against the engine's searches, frame by frame: each search is watched through a
// sink of its own here, that writes its steps down as they come, and every frame the learn view
// shows must be that step, with the queue, open list, two queues or stack the steps so far make.
import { aStarPath, bidirectionalPath, shortestIntPath, simplePaths, type IntGraph } from 'boardpath/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  distancesTo,
  randomGraphs,
  reversed,
  smallGraphs,
  type Step,
} from '../../../src/search/textbook.test-util.js';
import { aStarFrame } from './astar.js';
import { backtrackFrame } from './backtrack.js';
import { bidirectionalFrame, bidirectionalLesson } from './bidirectional.js';
import { learnFrame } from './breadth.js';
import type { LearnWords } from './lesson.js';
import { recordAStar, recordBacktracking, recordBidirectional, recordBreadthFirst } from './record.js';

function graphOf(adjacency: number[][]): IntGraph {
  return {
    size: adjacency.length,
    maxDegree: Math.max(1, ...adjacency.map((list) => list.length)),
    moves(state, out) {
      adjacency[state].forEach((next, i) => (out[i] = next));
      return adjacency[state].length;
    },
  };
}

const words: LearnWords = {
  state: (s) => `s${s}`,
  move: (_from, _to, move) => `move ${move}`,
  plural: 'states',
};

// A sink that writes down each step it is told.
function notebook(names: readonly string[]) {
  const steps: Step[] = [];
  const sink: Record<string, (...args: number[]) => void> = {};
  for (const name of names) sink[name] = (...args) => void steps.push([name, ...args]);
  return { steps, sink };
}

describe('the learn view shows the search’s own steps, frame by frame', () => {
  it('breadth-first search: the step, the queue, the state expanded and its moves so far', () => {
    fc.assert(
      fc.property(randomGraphs, ({ adjacency, start, goal }) => {
        const graph = graphOf(adjacency);
        const { steps, sink } = notebook(['start', 'dequeue', 'seen', 'enqueue', 'goal']);
        shortestIntPath(graph, start, goal, { sink });
        const run = recordBreadthFirst(graph, start, goal, 100_000);
        const queue: number[] = [];
        let current = -1;
        let considered: Array<{ to: number; move: number; outcome: string }> = [];
        steps.forEach(([name, at, from = -1, move = -1], i) => {
          if (name === 'start') queue.push(at);
          if (name === 'dequeue') {
            current = queue.shift()!;
            considered = [];
          }
          if (name === 'enqueue') queue.push(at);
          if (from >= 0) considered.push({ to: at, move, outcome: name });
          const frame = learnFrame(run, i);
          expect([frame.kind, frame.state, frame.from]).toEqual([name, at, from]);
          expect([Array.from(frame.queue), frame.current, frame.considered]).toEqual([
            queue,
            current,
            considered,
          ]);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('A*: the step, the open list, and first in it the state the search takes next', () => {
    fc.assert(
      fc.property(randomGraphs, fc.nat(2), ({ adjacency, start, goal }, which) => {
        const left = distancesTo(adjacency, goal).map((d) => (d < 0 ? adjacency.length : d));
        const h = [() => 0, (s: number) => left[s], (s: number) => left[s] >> 1][which];
        const graph = graphOf(adjacency);
        const { steps, sink } = notebook(['start', 'expand', 'closed', 'worse', 'push', 'better', 'goal']);
        aStarPath(graph, start, goal, h, { sink });
        const run = recordAStar(graph, start, goal, h, 100_000);
        const open = new Map<number, [number, number]>();
        steps.forEach(([name, at, ...rest], i) => {
          if (name === 'start') open.set(at, [0, rest[0]]);
          if (name === 'push' || name === 'better') open.set(at, [rest[2], rest[3]]);
          if (name === 'expand' || name === 'goal') open.delete(at);
          const frame = aStarFrame(run, adjacency.length, i, words);
          expect([frame.kind, frame.state]).toEqual([name, at]);
          const shown = frame.open.map(({ state, cost, estimate }) => [state, cost, estimate]);
          expect(shown.sort((a, b) => a[0] - b[0])).toEqual(
            [...open].map(([s, v]) => [s, ...v]).sort((a, b) => a[0] - b[0]),
          );
          // Just before the search takes a state from the open list, that state is shown first.
          const next = steps[i + 1];
          if (next?.[0] === 'expand' || next?.[0] === 'goal') expect(frame.open[0].state).toBe(next[1]);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('the search from both ends: the step, both queues, and the state expanded named with its own side', () => {
    fc.assert(
      fc.property(randomGraphs, ({ adjacency, start, goal }) => {
        const graph = graphOf(adjacency);
        const reverse = graphOf(reversed(adjacency));
        const { steps, sink } = notebook(['start', 'level', 'dequeue', 'seen', 'enqueue', 'meet']);
        bidirectionalPath(graph, start, goal, { reverse, sink });
        const run = recordBidirectional(graph, start, goal, 100_000, reverse);
        const queues: number[][] = [[], []];
        let expanding = '—';
        steps.forEach(([name, at, ...rest], i) => {
          const side = rest.at(-1)!;
          if (name === 'start' || name === 'enqueue') queues[side].push(at);
          if (name === 'dequeue') {
            expect(queues[side].shift()).toBe(at);
            expanding = `s${at}, on the ${side === 0 ? 'start' : 'goal'}'s side`;
          }
          const frame = bidirectionalFrame(run, adjacency.length, i, words);
          expect([frame.kind, frame.side, frame.state]).toEqual([name, side, at]);
          expect(frame.queues).toEqual(queues);
          const lesson = bidirectionalLesson(run, frame, words);
          const shown = typeof lesson.expanding === 'string' ? lesson.expanding : lesson.expanding.state;
          expect(shown).toBe(expanding);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('backtracking: the step and the stack', () => {
    const small = smallGraphs();
    fc.assert(
      fc.property(small, fc.boolean(), ({ adjacency, start, goal }, all) => {
        const graph = graphOf(adjacency);
        const { steps, sink } = notebook(['step', 'back']);
        for (const _path of simplePaths(graph, start, goal, { prune: false, sink })) if (!all) break;
        const run = recordBacktracking(graph, start, goal, 100_000, all);
        const stack: number[] = [];
        steps.forEach(([name, at], i) => {
          if (name === 'step') stack.push(at);
          else expect(stack.pop()).toBe(at);
          const frame = backtrackFrame(run, goal, adjacency.length, i);
          expect([frame.state, frame.stack]).toEqual([at, stack]);
          expect(frame.kind).toBe(
            i === 0
              ? 'start'
              : name === 'step'
                ? at === goal
                  ? 'goal'
                  : 'step'
                : at === goal
                  ? 'leave'
                  : 'back',
          );
        });
        expect(backtrackFrame(run, goal, adjacency.length, steps.length).kind).toBe('end');
      }),
    );
  });
});
