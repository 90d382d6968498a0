/**
 * A student's link to their set on the page:
 * `PAGE?view=practice&student=Ada#tab=maze&set=cs325-week5&level=medium&questions=6`. The set is in
 * the fragment with the tab, as every exercise of the page is; the student in the query, as
 * `?student=` names them for every practice link.
 */
import type { Puzzle } from '../puzzles/puzzles.js';
import { DIFFICULTIES, type Difficulty } from './practice.js';
import { MAX_QUESTIONS, MAX_SET_SEED, type CourseSet } from './set.js';

/** The link to `student`'s variant of `set` on the page at `page` (an address ending in `/` or a file). */
export function setLink(page: string, set: CourseSet, student: string): string {
  const query = new URLSearchParams({ view: 'practice', student });
  const hash = new URLSearchParams({
    tab: set.puzzle,
    set: set.seed,
    level: set.level,
    questions: String(set.questions),
  });
  return `${page}?${query.toString()}#${hash.toString()}`;
}

/** The set a tab's link parameters name (`set=…`), or null when they name none or a bad one. */
export function setFromLink(puzzle: Puzzle, params: URLSearchParams): CourseSet | null {
  const seed = params.get('set');
  const level = params.get('level') ?? '';
  const questions = Number(params.get('questions'));
  if (!seed || seed.length > MAX_SET_SEED) return null;
  if (!(DIFFICULTIES as readonly string[]).includes(level)) return null;
  if (!Number.isSafeInteger(questions) || questions < 1 || questions > MAX_QUESTIONS) return null;
  return { puzzle, level: level as Difficulty, questions, seed };
}
