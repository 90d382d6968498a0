/**
 * The practice view's closed lists: how hard an exercise is and what it asks; and what each puzzle's
 * practice is made of (`PracticePuzzle`, given by its tab). Shared by the page and its worker.
 */
import type { PracticeSpec, QuestionKind } from '../../../src/course/practice.js';

// The lists and the spec are the library's, shared with `boardpath course`.
export * from '../../../src/course/practice.js';

/** Each question in the menu's words. */
export const KIND_TITLES: Readonly<Record<QuestionKind, string>> = {
  fewest: 'the fewest moves',
  next: 'which state comes out of the queue next',
  distance: 'a state’s distance',
  path: 'one shortest path',
  longer: 'which board plays longer',
};

/** Whether two specs make the same exercise (a spec that crossed to the worker and back is a copy). */
export function sameSpec(a: PracticeSpec, b: PracticeSpec): boolean {
  return (
    a.puzzle === b.puzzle &&
    a.difficulty === b.difficulty &&
    a.kind === b.kind &&
    a.seed === b.seed &&
    a.student === b.student
  );
}
