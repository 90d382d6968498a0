import { Legend } from '../board/Legend.js';

/** What the Snakes and Ladders board's colours mean in the view shown, and how to edit the board. */
export function SnakesLegend({ stepping }: { stepping: boolean }) {
  return (
    <Legend
      items={[
        { swatch: 'ladder', text: 'ladder' },
        { swatch: 'snake', text: 'snake' },
        { swatch: 'reached', text: 'explored (taken from the queue)' },
        { swatch: 'frontier', text: 'in the queue' },
        ...(stepping
          ? [
              { swatch: 'current', text: 'being expanded' },
              { swatch: 'on-path', text: 'the goal reached, and the path rebuilt from it' },
            ]
          : [{ swatch: 'on-path', text: 'the shortest game' }]),
      ]}
    >
      Each shaded square shows its number of throws from the start
      {stepping
        ? '; “from 14”: the square it was first reached from (its parent), the moves of the square being expanded drawn as arrows'
        : ''}
      . Squares where a snake or ladder starts are never shaded: a token that lands there moves on at once, so
      no throw ever ends there. Choose a square then another to add a jump (Enter on the focused square, arrow
      keys to move, Escape to cancel); choose a jump&apos;s start to remove it.
    </Legend>
  );
}
