/**
 * A student's printed worksheet of a set: their own questions, the same ones their link asks, each
 * in words with its board drawn by the puzzle's kit and room to answer; no answer on it. The page
 * is every worksheet's (sheet-page.ts), so it prints as `generate --sheet` does.
 */
import { kitOf } from '../puzzles/kits.js';
import { htmlText, sheetPage } from '../puzzles/sheet-page.js';
import { counted } from '../words.js';
import type { Asked } from './asked.js';
import type { CourseSet } from './set.js';

/**
 * A question's sections side by side; "which plays longer" takes the page's width for its two boards.
 * Lines to write on are borders, not backgrounds (a browser prints no background unless asked).
 */
const STYLE = [
  '.board.wide { width: 100%; }',
  '.pair { display: flex; flex-wrap: wrap; gap: 1.5em; }',
  '.pair figure { width: 320px; margin: 0; }',
  '.pair figcaption { font-weight: bold; margin-bottom: 0.2em; }',
  '.answer { margin-top: 0.8em; }',
  '.blank { display: inline-block; width: 9em; border-bottom: 1px solid #000; }',
  '.lines div { height: 1.7em; border-bottom: 1px solid #000; }',
  '.choices { list-style: none; padding: 0; margin: 0.4em 0 0; }',
  '.choices li { font-size: 10.5pt; }',
];

/** A box to tick, as printed. */
const BOX = '☐';

/** The question in words and the room to answer it, in the puzzle's own words (its kit's). */
function questionHtml({ exercise, question }: Asked): { words: string; answer: string } {
  const made = exercise.boards[0];
  const kit = kitOf(made.puzzle);
  const { state } = kit.practice;
  const unit = kit.words.move;
  const name = (at: number) => htmlText(kit.practice.stateName(made.board, at));
  const blank = (after = '') => `<p class="answer">Answer: <span class="blank"></span>${after}</p>`;
  switch (question.kind) {
    case 'fewest':
      return {
        words: `What is the fewest number of ${unit}s from the start to ${name(question.goal)}?`,
        answer: blank(` ${unit}s (or none, if it cannot be reached)`),
      };
    case 'next': {
      const words = `Breadth-first search from the start has expanded every ${state} fewer than ${counted(question.level, unit)} from it, and nothing else. Which ${state} does it take from the queue next?`;
      if (!question.choices) return { words, answer: blank() };
      const choices = question.choices.map((at) => `<li>${BOX} ${name(at)}</li>`).join('');
      return { words: `${words} Tick one.`, answer: `<ul class="choices">${choices}</ul>` };
    }
    case 'distance':
      return {
        words: `How many ${unit}s, at the fewest, from the start to ${name(question.target)}?`,
        answer: blank(` ${unit}s`),
      };
    case 'path':
      return {
        words: `Write one shortest ${kit.words.solution} from the start to ${name(exercise.goal)}: the ${state} after each ${unit}, in turn.`,
        answer: `<div class="answer lines">${'<div></div>'.repeat(4)}</div>`,
      };
    case 'longer':
      return {
        words: 'Which board’s game lasts longer on average, played to its end by one player?',
        answer: `<p class="answer">${BOX} Board A &nbsp; ${BOX} Board B</p>`,
      };
  }
}

/** One question's section: its number, its board (two for "which plays longer"), its words and room. */
function section(asked: Asked, number: number): string {
  const { exercise, question, spec } = asked;
  const kit = kitOf(spec.puzzle);
  const { words, answer } = questionHtml(asked);
  const [first] = exercise.boards;
  const rules = htmlText(kit.practice.rules(first.board, first.options, question.kind));
  const boards =
    exercise.boards.length === 1
      ? kit.generator.svg(first.board)
      : `<div class="pair">${exercise.boards
          .map(
            (made, i) =>
              `<figure><figcaption>Board ${'AB'[i]}</figcaption>${kit.generator.svg(made.board)}</figure>`,
          )
          .join('')}</div>`;
  const wide = exercise.boards.length > 1 ? ' wide' : '';
  return `<section class="board${wide}"><h2>${number}.</h2>${boards}<p>${rules}</p><p><strong>${words}</strong></p>${answer}</section>`;
}

/**
 * The worksheet of `student` for `set`, from their questions as `askedQuestions` makes them, as one
 * self-contained HTML page; `link` (their link to the set on the page) is printed under the title.
 * The same questions give the same bytes. Cost: O(cells of the boards drawn).
 */
export function studentWorksheet(
  set: CourseSet,
  student: string,
  asked: readonly Asked[],
  link?: string,
): string {
  const kit = kitOf(set.puzzle);
  const title = `${kit.words.title}: ${student}`;
  const online = link ? ` The same questions online: <a href="${htmlText(link)}">${htmlText(link)}</a>` : '';
  const body = `<header>
<h1>${htmlText(title)}</h1>
<p>${htmlText(`${counted(set.questions, 'question')}, ${set.level}, set ${JSON.stringify(set.seed)}`)}: your own boards; answer each one under it.${online}</p>
</header>
<main class="boards">
${asked.map((each, i) => section(each, i + 1)).join('\n')}
</main>`;
  return sheetPage(title, STYLE, body);
}
