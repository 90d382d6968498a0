// Each misconception named for an answer made under its wrong idea, worked out here by a plain
// search of the wrong board; and never for a right answer.
import { describe, expect, it } from 'vitest';
import { jumpsOf, type MazeGrid, type SnakesBoard, type TokensBoard } from '../index.js';
import { exerciseBoards, exerciseStates, type ExerciseBoard } from './exercise.js';
import { judge } from './judge.js';
import type { Misconception } from './misconceptions.js';
import { type Difficulty, type PracticeSpec } from './practice.js';
import { questionOf } from './question.js';

type Moves = (state: number) => number[];

/** Plain breadth-first distance from `start` to `target` over `moves`, or null. */
function distance(moves: Moves, start: number, target: number): number | null {
  const seen = new Map([[start, 0]]);
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    if (queue[head] === target) return seen.get(target)!;
    for (const next of moves(queue[head]))
      if (!seen.has(next)) {
        seen.set(next, seen.get(queue[head])! + 1);
        queue.push(next);
      }
  }
  return null;
}

/** A maze's steps with its walls or without, 4 or 8 ways. */
function mazeMoves(grid: MazeGrid, walls: boolean, ways: 4 | 8): Moves {
  const steps = [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ];
  if (ways === 8) steps.push([1, 1], [1, -1], [-1, 1], [-1, -1]);
  return (cell) => {
    const [r, c] = [Math.floor(cell / grid.columns), cell % grid.columns];
    return steps.flatMap(([dr, dc]) => {
      const [nr, nc] = [r + dr, c + dc];
      const next = nr * grid.columns + nc;
      const inside = nr >= 0 && nc >= 0 && nr < grid.rows && nc < grid.columns;
      return inside && (!walls || grid.open[next] === 1) ? [next] : [];
    });
  };
}

/** Snakes throws with jumps followed as far as they chain. */
function chainedThrows(board: SnakesBoard): Moves {
  const jumps = new Map(jumpsOf(board).map((jump) => [jump.from, jump.to]));
  return (square) =>
    Array.from({ length: board.faces }, (_, i) => square + i + 1)
      .filter((landing) => landing <= board.last)
      .map((landing) => {
        let at = landing;
        for (let taken = 0; jumps.has(at) && taken <= jumps.size; taken++) at = jumps.get(at)!;
        return at;
      });
}

/** Two tokens each moved by the label under itself. */
function ownLabelMoves(board: TokensBoard): Moves {
  const cells = board.rows * board.columns;
  const moved = (token: number, other: number) => {
    const d = board.labels[token];
    const [r, c] = [Math.floor(token / board.columns), token % board.columns];
    return [
      [r + d, c],
      [r - d, c],
      [r, c + d],
      [r, c - d],
    ]
      .filter(([nr, nc]) => nr >= 0 && nc >= 0 && nr < board.rows && nc < board.columns)
      .map(([nr, nc]) => nr * board.columns + nc)
      .filter((to) => to !== other);
  };
  return (state) => {
    const [red, blue] = [Math.floor(state / cells), state % cells];
    return [
      ...moved(red, blue).map((to) => to * cells + blue),
      ...moved(blue, red).map((to) => red * cells + to),
    ];
  };
}

const CASES: ReadonlyArray<readonly [Misconception, PracticeSpec['puzzle'], (made: ExerciseBoard) => Moves]> =
  [
    ['wall', 'maze', (made) => mazeMoves(made.board as MazeGrid, false, 4)],
    ['diagonal', 'maze', (made) => mazeMoves(made.board as MazeGrid, true, 8)],
    ['second-jump', 'snakes', (made) => chainedThrows(made.board as SnakesBoard)],
    ['own-label', 'tokens', (made) => ownLabelMoves(made.board as TokensBoard)],
  ];

describe('misconceptions', () => {
  for (const [name, puzzle, wrong] of CASES)
    it(`names ${name} for the count its wrong board gives`, () => {
      let found = 0;
      for (let i = 0; i < 40 && found < 2; i++)
        for (const difficulty of ['easy', 'medium'] as Difficulty[]) {
          const spec: PracticeSpec = { puzzle, difficulty, kind: 'fewest', seed: `m${i}`, student: null };
          const exercise = exerciseBoards(spec);
          const question = questionOf('fewest', difficulty, exercise);
          if (question.kind !== 'fewest' || question.truth === null) continue;
          const { start, goal } = exerciseStates(exercise.boards[0]);
          const count = distance(wrong(exercise.boards[0]), start, goal);
          if (count === null || count === question.truth || count === question.truth + 1) continue;
          found++;
          expect(judge(question, { kind: 'fewest', moves: count }, exercise)).toEqual({
            correct: false,
            misconception: name,
          });
          expect(judge(question, { kind: 'fewest', moves: question.truth }, exercise)).toEqual({
            correct: true,
            misconception: null,
          });
        }
      expect(found).toBe(2);
    });

  it('names the start counted, and the queue taken as a stack', () => {
    const spec: PracticeSpec = {
      puzzle: 'maze',
      difficulty: 'medium',
      kind: 'next',
      seed: 'q',
      student: null,
    };
    const exercise = exerciseBoards(spec);
    const question = questionOf('next', 'medium', exercise);
    const fewest = questionOf('fewest', 'medium', exercise);
    if (question.kind !== 'next' || fewest.kind !== 'fewest') throw new Error('a maze asks both');
    const run = exercise.run!;
    const deeper = [...run.order].find((state) => run.level[state] === question.level + 1)!;
    expect(judge(question, { kind: 'next', state: deeper }, exercise).misconception).toBe('stack');
    expect(judge(fewest, { kind: 'fewest', moves: fewest.truth! + 1 }, exercise).misconception).toBe(
      'start-counted',
    );
  });
});
