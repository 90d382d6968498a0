/**
 * How the page was opened, from its address's query (the board itself is in the fragment):
 * `?embed` shows only a tab's board, timeline and explanation, for an iframe in slides or a course
 * page, and solves the board at once; `?view=learn` or `?view=solve` opens the tabs in that view.
 */
const query = new URLSearchParams(typeof location === 'undefined' ? '' : location.search);

/** Whether the page is embedded: the board, its timeline and the explanation only. */
export const EMBED = query.has('embed');

/** The view the address asks for, if any (`learn` or `solve`). */
export const VIEW_ASKED: 'learn' | 'solve' | null =
  query.get('view') === 'learn' ? 'learn' : query.get('view') === 'solve' ? 'solve' : null;
