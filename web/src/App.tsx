import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { EMBED } from './embed.js';
import { mazeTab } from './maze/MazeTab.js';
import { snakesTab } from './snakes/SnakesTab.js';
import { tokensTab } from './tokens/TokensTab.js';
import {
  linkHoldsBoard,
  readLink,
  TABS,
  writeLink,
  type Link,
  type LinkEntries,
  type PageTab,
  type TabName,
} from './url.js';

/** Every puzzle's tab, in the order of `TABS` (App.test.ts holds the two to the same names). */
export const PAGE_TABS: readonly PageTab[] = [snakesTab, mazeTab, tokensTab];

/** The page: three tabs, the active one's board in the address bar. */
export function App() {
  const [link, setLink] = useState<Link>(() => readLink(location.hash));
  // A link pasted into the address bar of an open page: read it afresh (tabs remount on `generation`).
  const [generation, setGeneration] = useState(0);
  const [active, setActive] = useState<TabName>(link.tab);
  const tabButtons = useRef<Record<string, HTMLButtonElement | null>>({});

  useEffect(() => {
    const onHashChange = () => {
      const next = readLink(location.hash);
      setLink(next);
      setActive(next.tab);
      setGeneration((g) => g + 1);
    };
    addEventListener('hashchange', onHashChange);
    return () => removeEventListener('hashchange', onHashChange);
  }, []);

  // Each tab reports its link; only the visible tab's goes into the address bar.
  const activeRef = useRef(active);
  activeRef.current = active;
  const latest = useRef<Partial<Record<TabName, LinkEntries>>>({});
  const linkHandlers = useRef(
    Object.fromEntries(
      TABS.map((tab) => [
        tab,
        (entries: LinkEntries) => {
          latest.current[tab] = entries;
          if (tab === activeRef.current) writeLink(tab, entries);
        },
      ]),
    ) as Record<TabName, (entries: LinkEntries) => void>,
  );
  useEffect(() => {
    const entries = latest.current[active];
    if (entries) writeLink(active, entries);
  }, [active]);

  const onTabKey = (event: KeyboardEvent) => {
    const index = TABS.indexOf(active);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index + TABS.length - 1) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    setActive(TABS[next]);
    tabButtons.current[TABS[next]]?.focus();
  };

  // A link opens one tab's board; the other tabs start from their defaults.
  const panels = useMemo(
    () =>
      PAGE_TABS.map((tab) => (
        <tab.Tab
          key={`${tab.name}-${generation}`}
          params={link.tab === tab.name ? link.params : new URLSearchParams()}
          onLink={linkHandlers.current[tab.name]}
          solveAtOnce={EMBED && link.tab === tab.name}
        />
      )),
    [link, generation],
  );

  return (
    <>
      <header className="top">
        <h1>
          boardpath <span className="tagline">fewest moves through board puzzles</span>
        </h1>
        <CopyLink />
      </header>
      <main>
        <div className="tabs" role="tablist" aria-label="Puzzles" onKeyDown={onTabKey}>
          {PAGE_TABS.map(({ name: tab, title }) => (
            <button
              key={tab}
              ref={(element) => {
                tabButtons.current[tab] = element;
              }}
              type="button"
              role="tab"
              id={`tab-${tab}`}
              aria-controls={`panel-${tab}`}
              aria-selected={tab === active}
              tabIndex={tab === active ? 0 : -1}
              onClick={() => setActive(tab)}
            >
              {title}
            </button>
          ))}
        </div>
        {PAGE_TABS.map(({ name: tab }, index) => (
          // Every panel stays mounted so a board survives a switch of tabs.
          <section
            key={tab}
            role="tabpanel"
            id={`panel-${tab}`}
            aria-labelledby={`tab-${tab}`}
            hidden={tab !== active}
            tabIndex={0}
          >
            {panels[index]}
          </section>
        ))}
      </main>
      <footer className="foot">
        Searches run in a background worker with the boardpath library; the same boards and answers as the{' '}
        <code>boardpath</code> command.
      </footer>
    </>
  );
}

/** Copies the address (which holds the board) for sharing; says so, or shows it to copy by hand. */
function CopyLink() {
  const [state, setState] = useState<'idle' | 'copied' | 'manual' | 'too-big'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <div className="share">
      <button
        type="button"
        onClick={async () => {
          if (!linkHoldsBoard()) return setState('too-big');
          try {
            await navigator.clipboard.writeText(location.href);
            setState('copied');
          } catch {
            setState('manual');
          }
        }}
      >
        Copy link to this board
      </button>
      <span aria-live="polite" className="status">
        {state === 'copied'
          ? 'Link copied.'
          : state === 'too-big'
            ? 'This board is too big for a link: use Export file instead.'
            : ''}
      </span>
      {state === 'manual' && (
        <label>
          Copy this link
          <input readOnly value={location.href} onFocus={(event) => event.target.select()} autoFocus />
        </label>
      )}
    </div>
  );
}
