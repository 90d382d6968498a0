import { useId, useState } from 'react';
import { LEARN_STATES } from '../search/limits.js';

/** The most states a board may have for the learn view to record its whole search. */
export const LEARN_MAX_STATES = 5000;

/** Whether the learn view is on: by default for small boards, as the user chose otherwise. */
export interface Learn {
  readonly on: boolean;
  /** False for boards too big to watch step by step. */
  readonly available: boolean;
  set(on: boolean): void;
}

/** The learn view's switch state for a board of `states` states (on by default up to LEARN_STATES). */
export function useLearn(states: number): Learn {
  const [choice, setChoice] = useState<boolean | null>(null);
  const available = states <= LEARN_MAX_STATES;
  return { on: available && (choice ?? states <= LEARN_STATES), available, set: setChoice };
}

/** The checkbox that turns the learn view on and off; `onChange` runs after the choice. */
export function LearnSwitch({ learn, onChange }: { learn: Learn; onChange?: (on: boolean) => void }) {
  const note = useId();
  return (
    <label className="check learn-switch">
      <input
        type="checkbox"
        checked={learn.on}
        aria-disabled={!learn.available || undefined}
        aria-describedby={note}
        onChange={(event) => {
          if (!learn.available) return;
          learn.set(event.target.checked);
          onChange?.(event.target.checked);
        }}
      />
      Learn: show the search step by step
      <span id={note} className="hint">
        {learn.available
          ? ' (the queue, each move, the parents, the pseudocode)'
          : ` (for boards of up to ${LEARN_MAX_STATES.toLocaleString('en')} states)`}
      </span>
    </label>
  );
}
