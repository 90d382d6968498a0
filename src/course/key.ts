/**
 * The teacher's answer key of a set: for every student, every question in words, its answer and
 * why, read from the same exercise the student's link makes. Plain Markdown, so it reads as text
 * and renders on any course site.
 */
import { coreOf } from '../puzzles/cores.js';
import { counted } from '../words.js';
import { askedQuestions, type Asked } from './asked.js';
import type { ExerciseBoard, ExerciseBoards } from './exercise.js';
import type { Question } from './question.js';
import type { CourseSet } from './set.js';

/** A state of a board in the page's words: "square 14", "(2, 3)", "red (0,1) blue (3,3)". */
function stateName(made: ExerciseBoard, state: number): string {
  return coreOf(made.puzzle).practice.stateName(made.board, state);
}

/** "a, b and c". */
function listed(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** A question and its answer, in a line each. */
function keyLines(exercise: ExerciseBoards, question: Question): { asks: string; answer: string } {
  const made = exercise.boards[0];
  const name = (state: number) => stateName(made, state);
  const core = coreOf(made.puzzle);
  const [unit, stateWord] = [core.words.move, core.practice.state];
  switch (question.kind) {
    case 'fewest':
      return {
        asks: `The fewest ${unit}s from the start to ${name(question.goal)}.`,
        answer: question.truth === null ? 'None: it cannot be reached.' : `${counted(question.truth, unit)}.`,
      };
    case 'distance':
      return {
        asks: `How many ${unit}s from the start to ${name(question.target)}.`,
        answer: `${counted(question.truth, unit)}: breadth-first search first sees it at level ${question.truth}.`,
      };
    case 'next': {
      const offered = question.choices ? ` (offered: ${listed(question.choices.map(name))})` : '';
      return {
        asks: `Which ${stateWord} comes out of the queue next, when every ${stateWord} fewer than ${counted(question.level, unit)} away has been expanded${offered}.`,
        answer: `Any ${stateWord} ${counted(question.level, unit)} from the start: ${listed(question.accepted.map(name))}.`,
      };
    }
    case 'path': {
      const path = [...(exercise.run?.path ?? [])];
      return {
        asks: 'One shortest path, chosen move by move.',
        answer: `${counted(question.fewest, unit)}, one of ${question.solutions.toLocaleString('en')} shortest; for example ${path.map(name).join(' → ')}.`,
      };
    }
    case 'longer': {
      const [a, b] = question.expected.map((value) => value.toFixed(1));
      return {
        asks: 'Which of boards A and B plays longer with a fair die.',
        answer: `Board ${question.longer === 0 ? 'A' : 'B'}: ${a} throws on average on A, ${b} on B.`,
      };
    }
  }
}

/** Text kept as itself in Markdown: every character Markdown could read as markup is escaped. */
export function markdownText(text: string): string {
  return text.replace(/[\\`*_[\]<>#|]/g, (c) => `\\${c}`);
}

/** The answer key's title and how to read it, as Markdown lines. */
export function keyHeading(set: CourseSet): string {
  return [
    `# Answer key: ${set.puzzle}, ${set.level}, ${counted(set.questions, 'question')}, seed ${markdownText(JSON.stringify(set.seed))}`,
    '',
    "Each student's questions are their own boards; any answer the key accepts is graded right.",
    '',
  ].join('\n');
}

/** One student's part of the answer key: a heading, then each question, its answer and why. Cost: O(questions). */
export function keySection(student: string, asked: readonly Asked[]): string {
  const lines = ['', `## ${markdownText(student)}`, ''];
  asked.forEach(({ exercise, question }, i) => {
    const { asks, answer } = keyLines(exercise, question);
    lines.push(`${i + 1}. ${asks} **${answer}**`);
  });
  return `${lines.join('\n')}\n`;
}

/** The answer key of `set` for `roster`, as Markdown. Cost: making every student's exercises. */
export function answerKey(set: CourseSet, roster: readonly string[]): string {
  return (
    keyHeading(set) + roster.map((student) => keySection(student, askedQuestions(set, student))).join('')
  );
}
