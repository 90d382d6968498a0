import type { BreadthTrace } from 'boardpath/engine';
import { counted } from '../plural.js';
import { PSEUDOCODE, linesOf, type LearnFrame } from './replay.js';

/** How many queue entries the panel lists from the front. */
const QUEUE_SHOWN = 10;

/** How a puzzle names its states and moves in the learn view. */
export interface LearnWords {
  /** A state in a few words: "square 14", "(2, 3)", "red (0,1) blue (3,3)". */
  state(state: number): string;
  /** A move from `from` to `to`, the `move`-th of `from`'s moves: "face 3", "down". */
  move(from: number, to: number, move: number): string;
  /** What the states are called, plural: "squares", "cells", "positions". */
  readonly plural: string;
}

/** One sentence for the step a frame shows. */
export function narrate(run: BreadthTrace, frame: LearnFrame, words: LearnWords): string {
  const { state, from: parent } = frame;
  switch (frame.kind) {
    case 'start':
      return `Start: ${words.state(state)} goes in the queue and is marked as seen.`;
    case 'dequeue':
      return `Take ${words.state(state)} from the front of the queue and look at each of its moves.`;
    case 'seen':
      return `${words.move(parent, state, frame.considered.at(-1)!.move)} leads to ${words.state(state)}, already seen: skip it.`;
    case 'enqueue':
      return `${words.move(parent, state, frame.considered.at(-1)!.move)} leads to ${words.state(state)}, new: its parent is ${words.state(parent)}; it joins the back of the queue.`;
    case 'goal':
      return parent < 0
        ? `The start is the goal: no move is needed.`
        : `${words.move(parent, state, frame.considered.at(-1)!.move)} reaches the goal, ${words.state(state)}, ${run.level[state]} moves from the start. Stop: nothing found later can be nearer.`;
    case 'path':
      return frame.rebuilt.length === 1
        ? `Rebuild the path backwards from the goal: ${words.state(state)}.`
        : state === run.order[0]
          ? `…and the start, ${words.state(state)}: the path, read backwards, is complete.`
          : `Its parent: ${words.state(state)}.`;
    case 'exhausted':
      return `The queue is empty and the goal was never seen: there is no path.`;
  }
}

/**
 * The learn view's panel: the pseudocode with the lines of the current step lit, the step in one
 * sentence, the queue's front, and the state being expanded with its moves so far.
 */
export function LearnPanel({
  run,
  frame,
  words,
  showParents = false,
}: {
  run: BreadthTrace;
  frame: LearnFrame;
  words: LearnWords;
  /** List each queued state's parent beside it (for puzzles whose board cannot draw the arrows). */
  showParents?: boolean;
}) {
  const lit = new Set(linesOf(frame.kind, frame.from));
  const front = Array.from(frame.queue.subarray(0, QUEUE_SHOWN));
  return (
    <section className="learn" aria-label="Breadth-first search, step by step">
      <p className="learn-step" data-testid="learn-step">
        {narrate(run, frame, words)}
      </p>
      <div className="learn-columns">
        <div>
          <h2>Pseudocode</h2>
          <ol className="pseudocode" data-testid="pseudocode">
            {PSEUDOCODE.map((line, i) => (
              <li
                key={i}
                className={lit.has(i) ? 'lit' : undefined}
                aria-current={lit.has(i) ? 'step' : undefined}
              >
                <code>{line}</code>
              </li>
            ))}
          </ol>
        </div>
        <div>
          <h2>
            Queue{' '}
            <span className="count-note">
              ({frame.queue.length.toLocaleString('en')} waiting, front first)
            </span>
          </h2>
          <ol className="queue" data-testid="queue">
            {front.map((state) => (
              <li key={state}>
                {words.state(state)}
                {showParents && run.parent[state] !== state && (
                  <span className="parent-note"> ← parent {words.state(run.parent[state])}</span>
                )}
              </li>
            ))}
            {frame.queue.length > QUEUE_SHOWN && (
              <li className="more">… {frame.queue.length - QUEUE_SHOWN} more</li>
            )}
            {frame.queue.length === 0 && <li className="more">(empty)</li>}
          </ol>
          <h2>Expanding</h2>
          {frame.current < 0 ? (
            <p className="more">{frame.rebuilt.length > 0 ? 'Done: rebuilding the path.' : '—'}</p>
          ) : (
            <>
              <p data-testid="expanding">{words.state(frame.current)}</p>
              <ul className="considered" data-testid="moves-considered">
                {frame.considered.map(({ to, move, outcome }, i) => (
                  <li key={i} className={outcome}>
                    {words.move(frame.current, to, move)} → {words.state(to)}:{' '}
                    {outcome === 'seen'
                      ? 'seen already, skipped'
                      : outcome === 'goal'
                        ? 'the goal!'
                        : 'new, queued'}
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className="counts">
            {counted(frame.explored, words.plural)} explored · {frame.seen.toLocaleString('en')} seen
          </p>
        </div>
      </div>
    </section>
  );
}
