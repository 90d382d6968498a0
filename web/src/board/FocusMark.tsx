/**
 * The keyboard focus on a board drawn as SVG: a ring of two colours (a dark line inside a light
 * one) over the focused cell, so it shows on every shade a cell can take and means nothing else.
 * It is drawn last (over paths and numbers) and shown only while the board holds the keyboard
 * focus (`styles/page.css`: `:has(:focus-visible)`).
 */
export function FocusMark({ x, y, size }: { x: number; y: number; size: number }) {
  return (
    <g className="focus-mark" aria-hidden="true">
      <rect className="focus-outer" x={x + 1} y={y + 1} width={size - 2} height={size - 2} />
      <rect className="focus-inner" x={x + 3} y={y + 3} width={size - 6} height={size - 6} />
    </g>
  );
}
