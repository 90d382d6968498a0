/**
 * How the page was opened, from its address's query (the board itself is in the fragment):
 * `?embed` shows only a tab's board, timeline and explanation, for an iframe in slides or a course
 * page, and solves the board at once; `?view=learn`, `?view=solve` or `?view=practice` opens the
 * tabs in that view; `?student=NAME` makes each practice exercise that student's own variant.
 */
const query = new URLSearchParams(typeof location === 'undefined' ? '' : location.search);

/** Whether the page is embedded: the board, its timeline and the explanation only. */
export const EMBED = query.has('embed');

/** The view the address asks for, if any. */
export const VIEW_ASKED =
  (['learn', 'solve', 'practice'] as const).find((view) => view === query.get('view')) ?? null;

/** The longest student's name a practice link takes (longer ones are cut). */
export const MAX_STUDENT_NAME = 60;

/** The student the address names (`?student=Ada`), whose variant each exercise is; null for none. */
export const STUDENT_ASKED: string | null = query.get('student')?.trim().slice(0, MAX_STUDENT_NAME) || null;
