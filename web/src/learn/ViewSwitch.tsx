import { useId, useState } from 'react';
import { VIEW_ASKED } from '../embed.js';
import { LEARN_MAX_STATES, LEARN_STATES } from '../search/limits.js';

/**
 * What a tab is used for: solving (the answer, the search a level at a time), learning (the search
 * step by step, explained) or practising (questions on generated boards, graded at once).
 */
const PAGE_VIEWS = ['solve', 'learn', 'practice'] as const;
export type PageView = (typeof PAGE_VIEWS)[number];

/** The views the switch offers. */
const OFFERED_VIEWS: readonly PageView[] = PAGE_VIEWS;

const TITLES: Record<PageView, string> = { solve: 'Solve', learn: 'Learn', practice: 'Practice' };
const HINTS: Record<PageView, string> = {
  solve: 'the answer, and the search a level at a time',
  learn: 'the search step by step: the queue, each move, the parents, the pseudocode',
  practice: 'questions on generated boards, graded at once',
};

/** A tab's view, and whether its learn view records the whole search or its first steps only. */
export interface Learn {
  readonly view: PageView;
  /** Whether the learn view is on. */
  readonly on: boolean;
  /** True for boards too big to record whole: the first steps, then the search a level at a time. */
  readonly firstSteps: boolean;
  set(view: PageView): void;
}

/**
 * The view of a tab whose board has `states` states: the view `asked` (by a practice link, or the
 * address's `?view=`), else learn for small boards (up to LEARN_STATES), solve for big ones.
 */
export function useLearn(states: number, asked: PageView | null = VIEW_ASKED): Learn {
  const [choice, setChoice] = useState<PageView | null>(asked);
  const view = choice ?? (states <= LEARN_STATES ? 'learn' : 'solve');
  return { view, on: view === 'learn', firstSteps: states > LEARN_MAX_STATES, set: setChoice };
}

/** The switch between the views a tab offers; `onChange` runs after the choice. */
export function ViewSwitch({ learn, onChange }: { learn: Learn; onChange?: (view: PageView) => void }) {
  const name = useId();
  const hint = useId();
  return (
    <fieldset className="view-switch" aria-describedby={hint}>
      <legend>View</legend>
      {OFFERED_VIEWS.map((view) => (
        <label key={view} className={`check${learn.view === view ? ' chosen' : ''}`}>
          <input
            type="radio"
            name={name}
            checked={learn.view === view}
            onChange={() => {
              learn.set(view);
              onChange?.(view);
            }}
          />
          {TITLES[view]}
        </label>
      ))}
      <span id={hint} className="hint">
        {HINTS[learn.view]}
      </span>
    </fieldset>
  );
}
