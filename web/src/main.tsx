import './strict.js';
import { Component, StrictMode, type ErrorInfo, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
// The styles, in cascade order.
import './styles/page.css';
import './styles/snakes.css';
import './styles/maze.css';
import './styles/tokens.css';
import './styles/wide.css';
import './styles/analysis.css';
import './styles/timeline.css';
import './styles/fields.css';
import './styles/pixels.css';
import './styles/learn.css';
import './styles/compare.css';
import './styles/stage.css';
import './styles/practice.css';
import './styles/print.css';
import { EMBED } from './embed.js';

/** Whatever goes wrong while drawing, the page says so instead of going blank. */
class Crash extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <main className="crash" role="alert">
        <h1>Something went wrong drawing this page</h1>
        <p>{this.state.error instanceof Error ? this.state.error.message : String(this.state.error)}</p>
        <p>
          <a href={location.pathname}>Start again with the classic board</a> (the link you followed may hold a
          board the page cannot show).
        </p>
      </main>
    );
  }
}

// Embedded in another page: the board, its timeline and the explanation only (styles/stage.css).
if (EMBED) document.documentElement.classList.add('embed');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Crash>
      <App />
    </Crash>
  </StrictMode>,
);
