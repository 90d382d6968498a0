// `boardpath course`: a set made from a roster (the same bytes again), its codes graded into the
// gradebook's files, and bad lines reported by number; in-process and through the built command.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeCompletion, type CourseAnswer } from '../course/code.js';
import { exerciseBoards } from '../course/exercise.js';
import { questionOf } from '../course/question.js';
import { setExercises, setId, type CourseSet } from '../course/set.js';
import { runCli } from './run-cli.test-util.js';

const bin = fileURLToPath(new URL('../../bin/boardpath.js', import.meta.url));
const ROSTER = 'Name\nAda Lovelace\nGrace Hopper\nAlan Turing\n';
const SET: CourseSet = { puzzle: 'maze', level: 'medium', questions: 6, seed: 'cs325-week5' };
const MAKE = ['course', 'make', '--roster', 'students.csv', '--puzzle', 'maze', '--level', 'medium'];
const ARGS = [...MAKE, '--questions', '6', '--seed', 'cs325-week5', '--out', 'week5'];

/** The answers the library's own questions call right (the library's tests hold them to a plain search). */
function answersOf(student: string, wrongFirst = false): CourseAnswer[] {
  return setExercises(SET, student).map((spec, i) => {
    const exercise = exerciseBoards(spec);
    const question = questionOf(spec.kind, spec.difficulty, exercise);
    switch (question.kind) {
      case 'fewest':
        return { kind: 'fewest', moves: wrongFirst && i === 0 ? question.truth! + 1 : question.truth };
      case 'distance':
        return { kind: 'distance', moves: question.truth };
      case 'next':
        return { kind: 'next', state: question.accepted[0] };
      case 'path':
        return { kind: 'path', path: [...exercise.run!.path!].slice(1) };
      default:
        throw new Error('a maze asks no other question');
    }
  });
}

const folder = mkdtempSync(join(tmpdir(), 'boardpath-course-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('boardpath course', () => {
  it('makes a set whose files are the same bytes again', async () => {
    const runs = [{}, {}].map(() => ({}) as Record<string, string>);
    for (const written of runs) {
      const run = await runCli(ARGS, { files: { 'students.csv': ROSTER }, written });
      expect(run).toMatchObject({ code: 0, stderr: '' });
      expect(run.stdout).toBe(
        '3 students, 6 questions each: week5/course.json, week5/links.csv, week5/key.md, week5/sheets/\n',
      );
    }
    expect(runs[1]).toEqual(runs[0]);
    expect(Object.keys(runs[0]).sort()).toEqual([
      'week5',
      'week5/course.json',
      'week5/key.md',
      'week5/links.csv',
      'week5/sheets',
      'week5/sheets/Ada-Lovelace.html',
      'week5/sheets/Alan-Turing.html',
      'week5/sheets/Grace-Hopper.html',
    ]);
    expect(runs[0]['week5/links.csv']).toContain(
      'Grace Hopper,http://127.0.0.1:8484/?view=practice&student=Grace+Hopper#tab=maze&set=cs325-week5&level=medium&questions=6,sheets/Grace-Hopper.html\r\n',
    );
    expect(runs[0]['week5/sheets/Grace-Hopper.html']).toContain('<h1>Rat in a Maze: Grace Hopper</h1>');
    expect(runs[0]['week5/key.md']).toMatch(/^# Answer key: maze, medium, 6 questions, seed "cs325-week5"\n/);
  });

  it('says what is wrong with a roster by line, and a missing option', async () => {
    const twice = await runCli(ARGS, { files: { 'students.csv': 'Ada\nada\n' }, written: {} });
    expect(twice).toMatchObject({ code: 2, stdout: '' });
    expect(twice.stderr).toBe('boardpath: students.csv:2:1: ada is on the roster already, on line 1\n');
    const none = await runCli(['course', 'make', '--roster', 'students.csv'], { written: {} });
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/^boardpath: required option '--puzzle <puzzle>' not specified/);
  });

  it('grades codes through the built command, and reports the lines it does not count', () => {
    writeFileSync(join(folder, 'students.csv'), ROSTER);
    const make = spawnSync(process.execPath, [bin, ...ARGS], { cwd: folder, encoding: 'utf8' });
    expect(make.stderr).toBe('');
    expect(make.status).toBe(0);
    const code = (student: string, answers: CourseAnswer[], set = SET) =>
      encodeCompletion({ set: setId(set), student, answers });
    const ada = code('Ada Lovelace', answersOf('Ada Lovelace'));
    const codes = [
      'Timestamp,Email,Code',
      `2026-11-28,ada@example.org,${ada}`,
      `2026-11-28,grace@example.org,${code('grace hopper', answersOf('Grace Hopper', true))}`,
      `2026-11-28,zed@example.org,${code('Zed', answersOf('Ada Lovelace'))}`,
      `2026-11-28,alan@example.org,${code('Alan Turing', answersOf('Alan Turing'), { ...SET, seed: 'week4' })}`,
      `2026-11-28,ada@example.org,${ada.slice(0, 10)}${ada[10] === 'A' ? 'B' : 'A'}${ada.slice(11)}`,
    ];
    writeFileSync(join(folder, 'codes.csv'), codes.join('\n'));
    const grade = spawnSync(process.execPath, [bin, 'course', 'grade', 'week5', 'codes.csv'], {
      cwd: folder,
      encoding: 'utf8',
    });
    expect(grade.stdout).toBe(
      '2 of 3 students graded, 3 lines not counted: week5/grades.csv, week5/results.json, week5/summary.md\n',
    );
    expect(grade.stderr.split('\n')).toEqual([
      'codes.csv:4: "Zed" is not on the roster',
      'codes.csv:5: a code for another set (not maze medium "cs325-week5")',
      "codes.csv:6: the completion code's checksum does not match: it was mistyped or changed",
      '',
    ]);
    expect(grade.status).toBe(0);
    expect(readFileSync(join(folder, 'week5/grades.csv'), 'utf8')).toBe(
      'Student,Score,Out of,Q1,Q2,Q3,Q4,Q5,Q6\r\n' +
        'Ada Lovelace,6,6,1,1,1,1,1,1\r\n' +
        'Grace Hopper,5,6,0,1,1,1,1,1\r\n' +
        'Alan Turing,,6,,,,,,\r\n',
    );
    const results = JSON.parse(readFileSync(join(folder, 'week5/results.json'), 'utf8'));
    expect(results.students[1]).toMatchObject({ student: 'Grace Hopper', score: 5, max_score: 6 });
    expect(results.students[1].tests[0]).toMatchObject({
      score: 0,
      output: 'Wrong: the start counted as a move (one too many).',
    });
    const summary = readFileSync(join(folder, 'week5/summary.md'), 'utf8');
    expect(summary).toContain('| 1 | fewest | 2 | 1 | 1 the start counted as a move (one too many) |');
    expect(summary).toContain('- line 4: "Zed" is not on the roster');
    expect(summary).toContain('No code from: Alan Turing.');
  });
});
