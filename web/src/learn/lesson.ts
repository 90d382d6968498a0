/**
 * What the learn view's panel shows at one step of any search it explains: the pseudocode with the
 * lines of the step lit, the step in one sentence, the search's waiting states (the queue, the stack,
 * the open list, or the two frontiers), the state being expanded with its moves so far, and counts.
 * Each search (breadth-first, backtracking, A*, from both ends) makes one from its recorded steps.
 */

/** How a puzzle names its states and moves in the learn view. */
export interface LearnWords {
  /** A state in a few words: "square 14", "(2, 3)", "red (0,1) blue (3,3)". */
  state(state: number): string;
  /** A move from `from` to `to`, the `move`-th of `from`'s moves: "face 3", "down". */
  move(from: number, to: number, move: number): string;
  /**
   * Where a move leads, when more happens on the way than the move itself says: "face 1 lands on
   * square 1 and climbs the ladder to square 38". Absent: "‹move› leads to ‹state›".
   */
  reach?(from: number, to: number, move: number): string;
  /**
   * Why no move ever leads to `state`, in the puzzle's words ("(2, 3) is a wall"), or null when
   * moves may; absent for puzzles whose every state may be reached.
   */
  unreachable?(state: number): string | null;
  /** What the states are called, plural: "squares", "cells", "positions". */
  readonly plural: string;
  /** What a move is called, plural: "throws", "steps" (default "moves"). */
  readonly unit?: string;
}

/** "face 1 leads to square 38", or the puzzle's own words for what the move does on the way. */
export function reachText(words: LearnWords, from: number, to: number, move: number): string {
  return words.reach?.(from, to, move) ?? `${words.move(from, to, move)} leads to ${words.state(to)}`;
}

/** One list of states the search keeps: the queue, the stack, the open list, a frontier. */
export interface LessonList {
  /** Its heading: "Queue", "Stack", "Open list". */
  readonly name: string;
  /** Beside the heading: "(12 waiting, front first)". */
  readonly note: string;
  /** The test id of the list (queue, stack, open-list, frontier-start, frontier-goal). */
  readonly id: string;
  /** The first entries shown, each a state in words with an optional note (its parent, its priority). */
  readonly items: ReadonlyArray<{ readonly key: number; readonly text: string; readonly note?: string }>;
  /** How many more there are beyond those shown. */
  readonly more: number;
}

/** One move of the state being expanded, and what became of it. */
export interface LessonMove {
  readonly text: string;
  /** `seen`: skipped; `new`: kept (queued, pushed, stepped into); `goal`: the goal; `better`: a shorter path. */
  readonly outcome: 'seen' | 'new' | 'goal' | 'better';
}

/** Everything the learn panel shows at one step. */
export interface Lesson {
  /** The search, named for the panel's label: "Breadth-first search". */
  readonly title: string;
  readonly pseudocode: readonly string[];
  /** The lines of `pseudocode` this step carries out. */
  readonly lit: readonly number[];
  readonly sentence: string;
  readonly lists: readonly LessonList[];
  /** The state being expanded and its moves so far, or what the search does instead ("rebuilding the path"). */
  readonly expanding: { readonly state: string; readonly moves: readonly LessonMove[] } | string;
  /** The counts under the lists: "12 squares explored · 20 seen". */
  readonly counts: string;
}

/** The words of the first `steps` steps of a big board's search, shown one by one before its levels. */
export function firstStepsNote(states: number, plural: string, steps: number): string {
  return `This board has ${states.toLocaleString('en')} ${plural}: the learn view shows the first ${steps.toLocaleString('en')} steps of the search one by one, then the search a level at a time.`;
}

/** How many entries of a list the panel shows from its front. */
const LIST_SHOWN = 10;

/** A list of states from the front of `states`, each in words, with how many more. */
export function listOf(
  name: string,
  note: string,
  id: string,
  states: ArrayLike<number>,
  text: (state: number) => string,
  noteOf?: (state: number) => string | undefined,
): LessonList {
  const items = [];
  for (let i = 0; i < Math.min(LIST_SHOWN, states.length); i++) {
    const state = states[i];
    items.push({ key: state, text: text(state), note: noteOf?.(state) });
  }
  return { name, note, id, items, more: Math.max(0, states.length - LIST_SHOWN) };
}
