import { PUZZLES, type Puzzle } from 'boardpath';
import type { ReactNode } from 'react';

/**
 * The share link: the active tab's board and options live in the URL's fragment, e.g.
 * `#snakes=<board text>&faces=8` or `#maze=<rows>&moves=4&mode=all`, so copying the address shares the
 * board. The fragment never reaches a server, and `history.replaceState` keeps edits out of the
 * back button's way.
 */

/** The tabs, in order, as they appear in links. */
export const TABS = PUZZLES;
export type TabName = Puzzle;

/** The tab a link opens and its parameters (the board text under the tab's own name). */
export interface Link {
  readonly tab: TabName;
  readonly params: URLSearchParams;
}

/** Reads a fragment such as `#snakes=…`; an empty or unknown one opens the first tab with no board. */
export function readLink(hash: string): Link {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const named = params.get('tab');
  const tab = TABS.find((name) => name === named) ?? TABS.find((name) => params.has(name)) ?? TABS[0];
  return { tab, params };
}

/** A tab's link parameters: undefined ones are left out; null means the board is too big for a link. */
export type LinkEntries = Record<string, string | undefined | null>;

/** What the page hands each tab: its link's parameters, where its link goes, whether to solve at once. */
export interface TabProps {
  /** The tab's link parameters (its board, options, practice exercise), read when it opens. */
  readonly params: URLSearchParams;
  readonly onLink: (entries: LinkEntries) => void;
  /** Solve at once (an embedded page shows its answer without a click). */
  readonly solveAtOnce: boolean;
}

/** A puzzle's tab as the page lists it (each tab's file exports its own). */
export interface PageTab {
  readonly name: TabName;
  readonly title: string;
  readonly Tab: (props: TabProps) => ReactNode;
}

/** Links longer than this hold only the tab: browsers refuse addresses of a few megabytes. */
export const MAX_LINK_LENGTH = 200_000;
let holdsBoard = true;

/** Whether the address bar holds the current board (false when it was too big for a link). */
export function linkHoldsBoard(): boolean {
  return holdsBoard;
}

/** Puts a tab's parameters into the address bar without adding a history entry. */
export function writeLink(tab: TabName, entries: LinkEntries): void {
  const params = new URLSearchParams();
  params.set('tab', tab);
  let tooBig = false;
  for (const [key, value] of Object.entries(entries)) {
    if (value === null) tooBig = true;
    else if (value !== undefined) params.set(key, value);
  }
  let hash = `#${params.toString()}`;
  holdsBoard = !tooBig && hash.length <= MAX_LINK_LENGTH;
  if (!holdsBoard) hash = `#tab=${tab}`;
  if (location.hash !== hash) history.replaceState(null, '', hash);
}
