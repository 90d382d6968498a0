/**
 * Printing: a tab's board prints as its question asks it, without the search's frame on screen
 * (its shades, the path so far, the tokens where the timeline left them); the answer has a page
 * of its own (styles/print.css).
 */
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether the page is being printed: true from the browser's `beforeprint` to its `afterprint`.
 * The change is drawn at once (`flushSync`), before the browser lays the page out for print.
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    addEventListener('beforeprint', before);
    addEventListener('afterprint', after);
    return () => {
      removeEventListener('beforeprint', before);
      removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}
