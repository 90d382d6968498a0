/**
 * The share link: the active tab's board and options live in the URL's fragment, e.g.
 * `#snakes=<board text>&faces=8` or `#maze=<rows>&moves=4&mode=all`, so copying the address shares the
 * board. The fragment never reaches a server, and `history.replaceState` keeps edits out of the
 * back button's way.
 */

/** The tabs, in order, as they appear in links. */
export const TABS = ['snakes', 'maze', 'tokens'] as const;
export type TabName = (typeof TABS)[number];

/** The tab a link opens and its parameters (the board text under the tab's own name). */
export interface Link {
  readonly tab: TabName;
  readonly params: URLSearchParams;
}

/** Reads a fragment such as `#snakes=…`; an empty or unknown one opens the first tab with no board. */
export function readLink(hash: string): Link {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const named = params.get('tab');
  const tab = TABS.find((name) => name === named) ?? TABS.find((name) => params.has(name)) ?? 'snakes';
  return { tab, params };
}

/** Puts a tab's parameters into the address bar without adding a history entry. */
export function writeLink(tab: TabName, entries: Record<string, string | undefined>): void {
  const params = new URLSearchParams();
  params.set('tab', tab);
  for (const [key, value] of Object.entries(entries)) if (value !== undefined) params.set(key, value);
  const hash = `#${params.toString()}`;
  if (location.hash !== hash) history.replaceState(null, '', hash);
}
