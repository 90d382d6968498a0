// A course from a roster: its sets fixed by seed and roster, one student known whatever the case,
// and grading that counts what the answers earn, held to a plain breadth-first search written here.
import type { IntGraph } from '../engine.js';
import { describe, expect, it } from 'vitest';
import { encodeCompletion, type CourseAnswer } from './code.js';
import { readCsv, writeCsv } from './csv.js';
import { exerciseBoards, exerciseStates } from './exercise.js';
import { gradeCodes } from './grading.js';
import { answerKey } from './key.js';
import { questionOf } from './question.js';
import { readRoster } from './roster.js';
import { setExercises, setId, type CourseSet } from './set.js';
import { graphDistances as distances } from '../search/textbook.test-util.js';

/** A right answer to every question of a student's set, worked out by the plain search alone. */
function rightAnswers(set: CourseSet, student: string): CourseAnswer[] {
  return setExercises(set, student).map((spec) => {
    const exercise = exerciseBoards(spec);
    const made = exercise.boards[0];
    const { graph, start, goal } = exerciseStates(made);
    const far = distances(graph, start);
    const question = questionOf(spec.kind, spec.difficulty, exercise);
    switch (question.kind) {
      case 'fewest':
        return { kind: 'fewest', moves: far[goal] < 0 ? null : far[goal] };
      case 'distance':
        return { kind: 'distance', moves: far[question.target] };
      case 'next': {
        const pool = question.choices ?? far.map((_, state) => state);
        return { kind: 'next', state: pool.find((state) => far[state] === question.level)! };
      }
      case 'path': {
        // Backwards from the goal, each step to a state one nearer the start.
        const back = distances({ ...graph, moves: reversed(graph) }, goal);
        const path: number[] = [];
        let at = start;
        const out = new Int32Array(graph.maxDegree);
        while (at !== goal) {
          const count = graph.moves(at, out);
          const from = at;
          at = [...out.subarray(0, count)].find(
            (to) => far[to] === far[from] + 1 && back[to] === back[from] - 1,
          )!;
          path.push(at);
        }
        return { kind: 'path', path };
      }
      case 'longer':
        return { kind: 'longer', board: question.longer };
    }
  });
}

function reversed(graph: IntGraph): IntGraph['moves'] {
  const into: number[][] = Array.from({ length: graph.size }, () => []);
  const out = new Int32Array(Math.max(1, graph.maxDegree));
  for (let state = 0; state < graph.size; state++) {
    const count = graph.moves(state, out);
    for (let k = 0; k < count; k++) into[out[k]].push(state);
  }
  return (state, moves) => {
    into[state].forEach((from, i) => (moves[i] = from));
    return into[state].length;
  };
}

const SET: CourseSet = { puzzle: 'maze', level: 'medium', questions: 6, seed: 'cs325-week5' };

describe('a course', () => {
  it('reads a roster, its headings skipped and one student named twice refused by line', () => {
    expect(readRoster('Name,Email\nAda Lovelace,ada@x\n"Hopper, Grace",g@x\r\n\nAlan\n', 'r.csv')).toEqual([
      'Ada Lovelace',
      'Hopper, Grace',
      'Alan',
    ]);
    expect(() => readRoster('Ada\nBob\nada \n', 'r.csv')).toThrow('ada is on the roster already, on line 1');
    expect(() => readRoster('name\n', 'r.csv')).toThrow('the roster names no student');
  });

  it('writes CSV that reads back the same', () => {
    const rows = [
      ['a', 'b,c', 'say "hi"'],
      ['line\nbreak', '', '=1+1'],
    ];
    expect(readCsv(writeCsv(rows), 'x').map((record) => record.fields)).toEqual([
      ['a', 'b,c', 'say "hi"'],
      ['line\nbreak', '', "'=1+1"],
    ]);
  });

  it('makes the same key again, and one set for Ada however her name is typed', () => {
    const roster = ['Ada', 'Grace'];
    expect(answerKey(SET, roster)).toBe(answerKey(SET, roster));
    const boards = (student: string) =>
      setExercises(SET, student).map((spec) => JSON.stringify(exerciseBoards(spec).boards[0].board));
    expect(boards(' ADA ')).toEqual(boards('Ada'));
    expect(boards('Grace')).not.toEqual(boards('Ada'));
    expect(setId(SET)).not.toBe(setId({ ...SET, seed: 'cs325-week6' }));
  });

  for (const puzzle of ['snakes', 'maze', 'tokens'] as const)
    it(`grades ${puzzle} codes: right answers count, the rest by line`, () => {
      const set: CourseSet = { puzzle, level: 'easy', questions: puzzle === 'snakes' ? 5 : 4, seed: 'week' };
      const roster = ['Ada', 'Grace', 'Alan'];
      const ada = rightAnswers(set, 'Ada');
      const grace = rightAnswers(set, 'Grace').map((answer, i) => (i === 0 ? null : answer));
      const code = (student: string, answers: CourseAnswer[], id = setId(set)) =>
        encodeCompletion({ set: id, student, answers });
      const good = code('ada', ada);
      const tampered = good.slice(0, 8) + (good[8] === '2' ? '3' : '2') + good.slice(9);
      const lines = [
        good,
        code('Grace', grace),
        code('Zed', ada),
        code('Alan', ada, setId({ ...set, seed: 'other' })),
        tampered,
        code('Ada', ada),
        'thanks!',
        // Alan hands in Ada's answers: they are not right for his boards.
        code('ALAN', ada),
      ];
      const grading = gradeCodes(set, roster, lines.join('\n'));
      expect(grading.graded.map(({ student, score }) => [student, score])).toEqual([
        ['Ada', set.questions],
        ['Grace', set.questions - 1],
        ['Alan', grading.graded[2].score],
      ]);
      expect(grading.graded[2].score).toBeLessThan(set.questions);
      expect(grading.refused.map(({ line }) => line)).toEqual([3, 4, 5, 6, 7]);
      expect(grading.refused[0].why).toBe('"Zed" is not on the roster');
      expect(grading.refused[1].why).toMatch(/^a code for another set/);
      expect(grading.refused[2].why).toMatch(/checksum/);
      expect(grading.refused[3].why).toBe('a second code for Ada: the one on line 1 counts');
      expect(grading.summary[0]).toMatchObject({ number: 1, answered: 2, right: 1 });
    });
});
