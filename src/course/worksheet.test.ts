// A student's worksheet holds their own questions: the mazes read back from its drawings are the
// boards of the exercises made from the seed, and a plain breadth-first search written here over
// the drawn maze finds what the answer key says; no answer is printed, and the same set gives the
// same bytes.
import { describe, expect, it } from 'vitest';
import { askedQuestions } from './asked.js';
import { exerciseBoards } from './exercise.js';
import { answerKey } from './key.js';
import type { CourseSet } from './set.js';
import { studentWorksheet } from './worksheet.js';
import { mazeCellOf } from '../puzzles/maze/solve/moves.js';
import type { MazeGrid } from '../puzzles/maze/board/board.js';

const SET: CourseSet = { puzzle: 'maze', level: 'medium', questions: 4, seed: 'cs325-week5' };

function sheetOf(set: CourseSet, student: string): string {
  return studentWorksheet(set, student, askedQuestions(set, student));
}

/** The question sections of a worksheet, in order. */
const sections = (sheet: string) =>
  [...sheet.matchAll(/<section class="board[^"]*">(.*?)<\/section>/gs)].map((m) => m[1]);

/** A maze read back from its drawing: walls as dark squares, S and G as letters; [row, column] each. */
function drawnMaze(svg: string) {
  const [, width, height] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg)!;
  const walls = [...svg.matchAll(/<rect x="(\d+)" y="(\d+)" width="(\d+)" height="\d+" fill="#333"\/>/g)];
  const lines = [...svg.matchAll(/<line x1="(\d+)" y1="0"/g)];
  const cell = Number(lines[0][1]);
  const [rows, columns] = [Number(height) / cell, Number(width) / cell];
  const open = Array.from({ length: rows }, () => new Array<boolean>(columns).fill(true));
  for (const [, x, y] of walls) open[Number(y) / cell][Number(x) / cell] = false;
  const letter = (which: string): [number, number] => {
    const [, x, y] = new RegExp(`<text x="([\\d.]+)" y="([\\d.]+)"[^>]*>${which}</text>`).exec(svg)!;
    return [Math.floor(Number(y) / cell), Math.floor(Number(x) / cell)];
  };
  return { rows, columns, open, start: letter('S'), goal: letter('G') };
}

/** The textbook breadth-first search over a drawn maze, 4 moves: each cell's steps from S (-1: none). */
function stepsFrom(maze: ReturnType<typeof drawnMaze>): number[][] {
  const far = maze.open.map((row) => row.map(() => -1));
  far[maze.start[0]][maze.start[1]] = 0;
  const queue = [maze.start];
  for (let head = 0; head < queue.length; head++) {
    const [r, c] = queue[head];
    for (const [nr, nc] of [
      [r + 1, c],
      [r, c - 1],
      [r, c + 1],
      [r - 1, c],
    ])
      if (maze.open[nr]?.[nc] && far[nr][nc] < 0) {
        far[nr][nc] = far[r][c] + 1;
        queue.push([nr, nc]);
      }
  }
  return far;
}

/** A student's part of the key, one line a question. */
function keyOf(set: CourseSet, student: string): string[] {
  const key = answerKey(set, [student]);
  return key
    .slice(key.indexOf('\n1. ') + 1)
    .trim()
    .split('\n');
}

describe("a student's worksheet", () => {
  it('draws the boards the seed makes for the student, and a plain search on them finds the key', () => {
    for (const student of ['Ada Lovelace', 'Grace Hopper']) {
      const sheet = sheetOf(SET, student);
      const key = keyOf(SET, student);
      const kinds = ['fewest', 'next', 'distance', 'path'] as const;
      expect(sections(sheet)).toHaveLength(4);
      for (const [i, section] of sections(sheet).entries()) {
        // The exercise made here from the seed's rule: question N is seed SEED#N for the student.
        const spec = {
          puzzle: 'maze',
          difficulty: 'medium',
          kind: kinds[i],
          seed: `cs325-week5#${i + 1}`,
          student,
        } as const;
        const grid = exerciseBoards(spec).boards[0].board as MazeGrid;
        const drawn = drawnMaze(section);
        expect(drawn.open.flat()).toEqual([...grid.open].map((cell) => cell === 1));
        expect(drawn.start).toEqual(mazeCellOf(grid, grid.start));
        expect(drawn.goal).toEqual(mazeCellOf(grid, grid.goal));
        const far = stepsFrom(drawn);
        const fewest = far[drawn.goal[0]][drawn.goal[1]];
        if (kinds[i] === 'fewest') {
          expect(section).toContain(`from the start to (${drawn.goal.join(', ')})?`);
          expect(key[i]).toContain(`**${fewest} steps.**`);
        }
        if (kinds[i] === 'distance') {
          const [, row, column] = /to \((\d+), (\d+)\)\?/.exec(section)!;
          expect(key[i]).toContain(
            `from the start to (${row}, ${column}). **${far[Number(row)][Number(column)]} steps:`,
          );
        }
        if (kinds[i] === 'next') {
          const [, level] = /fewer than (\d+) steps from it/.exec(section)!;
          const cells = far.flatMap((row, r) =>
            row.flatMap((d, c) => (d === Number(level) ? [`(${r}, ${c})`] : [])),
          );
          for (const cell of cells) expect(key[i]).toContain(cell);
        }
        if (kinds[i] === 'path') expect(key[i]).toContain(`**${fewest} steps, one of`);
      }
    }
  });

  it('prints no answer, and the same set makes the same bytes', () => {
    const sheet = sheetOf(SET, 'Ada Lovelace');
    expect(sheet).toBe(sheetOf(SET, 'Ada Lovelace'));
    expect(sheet).not.toMatch(/→|Answers|shortest;|breadth-first search first sees/);
    for (const line of keyOf(SET, 'Ada Lovelace')) {
      const answer = /\*\*(.*)\*\*/.exec(line)![1];
      expect(sheet).not.toContain(answer);
    }
  });

  it("gives each student their own boards, and one student's the same whatever the name's capitals", () => {
    const svgs = (sheet: string) => sheet.match(/<svg.*?<\/svg>/gs)!;
    const [ada, grace] = [sheetOf(SET, 'Ada Lovelace'), sheetOf(SET, 'Grace Hopper')];
    for (const [i, board] of svgs(ada).entries()) expect(board).not.toBe(svgs(grace)[i]);
    expect(svgs(sheetOf(SET, ' ada  LOVELACE '))).toEqual(svgs(ada));
  });

  it('keeps a name as text, never as markup', () => {
    const sheet = studentWorksheet(
      SET,
      '<script>alert("x")</script> & Co',
      askedQuestions(SET, 'x'),
      'http://x/?a=1&b="2"',
    );
    expect(sheet).not.toContain('<script');
    expect(sheet).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; Co');
    expect(sheet).toContain('href="http://x/?a=1&#38;b=&#34;2&#34;"');
  });

  it('draws both boards of "which plays longer", and offers the positions to tick where none can be clicked', () => {
    const snakes: CourseSet = { puzzle: 'snakes', level: 'easy', questions: 5, seed: 'w' };
    const longer = sections(sheetOf(snakes, 'Ada')).at(-1)!;
    expect(longer.match(/<svg/g)).toHaveLength(2);
    expect(longer).toContain('Board A');
    expect(longer).toContain('a fair 6-faced die');
    const tokens: CourseSet = { puzzle: 'tokens', level: 'easy', questions: 2, seed: 'w' };
    const asked = askedQuestions(tokens, 'Ada')[1];
    const next = sections(studentWorksheet(tokens, 'Ada', [asked]))[0];
    expect(asked.question.kind).toBe('next');
    const choices = asked.question.kind === 'next' ? asked.question.choices! : [];
    expect(next.match(/<li>☐ red \(\d,\d\) blue \(\d,\d\)<\/li>/g)).toHaveLength(choices.length);
  });
});
