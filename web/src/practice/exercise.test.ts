// Exercises made from generated boards, their questions and the feedback on answers, held to a
// plain breadth-first search written here; the same spec makes the same exercise, and a student's
// name another one.
import { kitOf } from '../../../src/puzzles/kits.js';
import { learnFrame } from '../learn/breadth.js';
import { describe, expect, it } from 'vitest';
import { practiceBoards } from '../search/generate-jobs.js';
import { questionOf } from './exercise.js';
import { feedbackOn } from './feedback.js';
import { gradePath, shortestPathStates } from './grade.js';
import { DIFFICULTIES, type PracticeSpec } from './kinds.js';
import { boundaryFrame } from './replay.js';
import { graphDistances as distances } from '../../../src/search/textbook.test-util.js';

const words = {
  state: (state: number) => `s${state}`,
  move: () => 'a move',
  plural: 'states',
};

const SEEDS = ['class-7', 'k3x9-2', 'w'];

describe('practice exercises', () => {
  for (const puzzle of ['snakes', 'maze', 'tokens'] as const)
    it(`asks ${puzzle} questions whose truth a plain search confirms, at every difficulty`, () => {
      for (const difficulty of DIFFICULTIES)
        for (const seed of SEEDS)
          for (const kind of kitOf(puzzle).practice.kinds) {
            const spec: PracticeSpec = { puzzle, difficulty, kind, seed, student: null };
            const boards = practiceBoards(spec);
            const question = questionOf(kind, difficulty, boards);
            if (question.kind === 'longer') {
              const [a, b] = boards.figures!.map((figure) => figure.expected);
              expect(question.longer).toBe(b > a ? 1 : 0);
              const right = feedbackOn(
                question,
                { kind: 'longer', board: question.longer },
                null,
                null,
                words,
              );
              expect(right.correct).toBe(true);
              continue;
            }
            const made = boards.boards[0];
            const { graph, start, goal } = kitOf(puzzle).graph(made.board, made.options);
            const distance = distances(graph, start);
            const run = boards.run!;
            const fewest = distance[goal] < 0 ? null : distance[goal];
            expect(made.answer.moves).toBe(fewest);
            switch (question.kind) {
              case 'fewest':
                expect(question.truth).toBe(fewest);
                expect(
                  feedbackOn(question, { kind: 'fewest', moves: fewest }, run, graph, words).correct,
                ).toBe(true);
                expect(feedbackOn(question, { kind: 'fewest', moves: 999 }, run, graph, words).correct).toBe(
                  false,
                );
                break;
              case 'next': {
                expect(kind).toBe('next');
                const level = distance.flatMap((d, state) => (d === question.level ? [state] : []));
                expect([...question.accepted].sort((x, y) => x - y)).toEqual(level);
                expect(question.level).toBeGreaterThanOrEqual(1);
                expect(question.level).toBeLessThan(fewest ?? Infinity);
                // The replay stops where the queue holds exactly that level.
                const queue = [...learnFrame(run, boundaryFrame(run, question.level)).queue].sort(
                  (x, y) => x - y,
                );
                expect(queue).toEqual(level);
                for (const state of question.choices ?? level)
                  expect(feedbackOn(question, { kind: 'next', state }, run, graph, words).correct).toBe(
                    distance[state] === question.level,
                  );
                expect(feedbackOn(question, { kind: 'next', state: start }, run, graph, words).correct).toBe(
                  false,
                );
                break;
              }
              case 'distance':
                expect(kind).toBe('distance');
                expect(question.truth).toBe(distance[question.target]);
                expect(question.target).not.toBe(goal);
                expect(
                  feedbackOn(question, { kind: 'distance', moves: question.truth }, run, graph, words)
                    .correct,
                ).toBe(true);
                expect(
                  feedbackOn(question, { kind: 'distance', moves: question.truth - 1 }, run, graph, words)
                    .correct,
                ).toBe(false);
                break;
              case 'path': {
                expect(kind).toBe('path');
                expect(question.fewest).toBe(fewest);
                // The certificate's own shortest solution, replayed as the page's states, is accepted.
                const path = run.path!;
                expect(gradePath(graph, run, shortestPathStates(graph, run), Array.from(path))).toEqual({
                  kind: 'right',
                });
                break;
              }
            }
          }
    });

  it('makes the same exercise from the same spec, and a student their own', () => {
    const spec: PracticeSpec = {
      puzzle: 'maze',
      difficulty: 'medium',
      kind: 'path',
      seed: 'class-7',
      student: null,
    };
    const boardOf = (student: string | null) => practiceBoards({ ...spec, student }).boards[0].board;
    expect(boardOf(null)).toEqual(boardOf(null));
    expect(boardOf('Ada')).toEqual(boardOf('Ada'));
    expect(boardOf('Ada')).not.toEqual(boardOf(null));
    expect(boardOf('Ada')).not.toEqual(boardOf('Bo'));
  });
});
