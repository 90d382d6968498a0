import type { ReactNode } from 'react';

/** One colour or mark of a board, and what it means in the view shown. */
export interface LegendItem {
  /** The swatch's class in styles/page.css: `reached`, `frontier`, `current`, `path`… */
  readonly swatch: string;
  readonly text: string;
}

/**
 * What a board's colours mean, listed for the view and search shown (a colour the board does not
 * use is not listed), then how to use the board.
 */
export function Legend({ items, children }: { items: readonly LegendItem[]; children?: ReactNode }) {
  return (
    <>
      <span className="legend-items" data-testid="legend">
        {items.map((item) => (
          <span key={item.swatch} className="legend-item">
            <span className={`swatch ${item.swatch}`} aria-hidden="true" /> {item.text}
          </span>
        ))}
      </span>{' '}
      {children}
    </>
  );
}
