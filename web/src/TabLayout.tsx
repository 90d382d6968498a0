import type { ReactNode } from 'react';
import { Problem } from './Problem.js';

/**
 * The layout every tab shares: beside the board, the problem's settings, the solve bar, what went
 * wrong or what was done, and the answer; under the board, the timeline, the learn view and the
 * legend; then the panels for more (files, analysis). On a wide screen these are three columns
 * (`styles/wide.css`).
 */
export function TabLayout({
  settings,
  solveBar,
  problem,
  notice,
  answer,
  board,
  timeline,
  learn,
  legend,
  underBoard,
  more,
}: {
  /** The board's settings (a form of fields), first beside the board. */
  settings: ReactNode;
  solveBar: ReactNode;
  /** What the library refused, announced at once. */
  problem: string | null;
  /** What the last edit did, announced politely. */
  notice: string | null;
  answer: ReactNode;
  board: ReactNode;
  timeline: ReactNode;
  learn: ReactNode;
  /** What the board's colours mean and how to edit it. */
  legend: ReactNode;
  /** Anything more under the legend (the comparison of searches). */
  underBoard?: ReactNode;
  more: ReactNode;
}) {
  return (
    <div className="tab-body">
      <div className="side">
        {settings}
        {solveBar}
        {problem && <Problem text={problem} />}
        <p className="notice" aria-live="polite">
          {notice}
        </p>
        {answer}
      </div>
      <div className="board-wrap">
        {board}
        {timeline}
        {learn}
        <p className="legend">{legend}</p>
        {underBoard}
      </div>
      <div className="more">{more}</div>
    </div>
  );
}
