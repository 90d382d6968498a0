/**
 * The practice score of this visit: how many exercises were answered and how many right at the
 * first answer. Kept in the page, and in the tab's sessionStorage so a reload keeps it; it is never
 * sent anywhere, and closing the tab forgets it.
 */
import { useSyncExternalStore } from 'react';

/** Exercises answered this visit, and those right at the first answer. */
export interface Score {
  readonly answered: number;
  readonly right: number;
}

const KEY = 'boardpath.practice.score';
const listeners = new Set<() => void>();
let score: Score = stored();

// The stored score, or none when there is none or storage is refused (a sandboxed frame).
function stored(): Score {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<Score> | null;
    const answered = Number(value?.answered);
    const right = Number(value?.right);
    if (Number.isSafeInteger(answered) && Number.isSafeInteger(right) && right >= 0 && right <= answered)
      return { answered, right };
  } catch {
    // No storage: the score lives in the page alone.
  }
  return { answered: 0, right: 0 };
}

function set(next: Score): void {
  score = next;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // No storage: the score lives in the page alone.
  }
  for (const listener of listeners) listener();
}

/** Counts one exercise's first answer. */
export function recordAnswer(right: boolean): void {
  set({ answered: score.answered + 1, right: score.right + (right ? 1 : 0) });
}

/** Starts the score again from nothing. */
export function resetScore(): void {
  set({ answered: 0, right: 0 });
}

/** The score, kept up to date in every tab's practice view. */
export function useScore(): Score {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => score,
  );
}
