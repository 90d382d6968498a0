/**
 * The practice score of this visit: how many exercises were answered and how many right at the
 * first answer. Kept in the page, and in the tab's sessionStorage so a reload keeps it; it is never
 * sent anywhere, and closing the tab forgets it.
 */
import { useSyncExternalStore } from 'react';
import type { PracticeSpec } from './kinds.js';

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

const COUNTED_KEY = 'boardpath.practice.counted';
/** The exercises whose first answer is counted, by their spec's words, kept as the score is. */
const counted = new Set<string>(storedCounted());

function storedCounted(): string[] {
  try {
    const value = JSON.parse(sessionStorage.getItem(COUNTED_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((each): each is string => typeof each === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Counts an exercise's first answer; later answers to it, after a reload too, count nothing (a
 * reload would otherwise count the same exercise again, answered now that its feedback was read).
 */
export function recordAnswer(spec: PracticeSpec, right: boolean): void {
  const key = JSON.stringify([spec.puzzle, spec.difficulty, spec.kind, spec.seed, spec.student]);
  if (counted.has(key)) return;
  counted.add(key);
  try {
    sessionStorage.setItem(COUNTED_KEY, JSON.stringify([...counted]));
  } catch {
    // No storage: the exercises counted live in the page alone.
  }
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
