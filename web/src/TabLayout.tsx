import { useRef, type ReactNode } from 'react';
import { BoardTools } from './board/BoardTools.js';
import { Problem } from './Problem.js';

/**
 * The layout every tab shares: beside the board, the view switch, the problem's settings, the solve
 * bar, what went wrong or what was done, and the answer; the stage — the board and its timeline, the
 * learn view and the legend — which goes full screen, is all an embedded page shows, and from
 * 1,200 pixels wide puts the explanation beside the board (`styles/wide.css`); then the panels for
 * more (the comparison, files, analysis). Printed, the stage and the question come first and the
 * answer on a page of its own (`styles/print.css`). On a narrow screen the board, its timeline and
 * the explanation come right after the view and the solve bar, before the settings
 * (`styles/timeline.css`).
 */
export function TabLayout({
  view,
  settings,
  solveBar,
  problem,
  notice,
  answer,
  question,
  name,
  board,
  timeline,
  learn,
  legend,
  underBoard,
  more,
}: {
  /** The switch between solving and learning. */
  view: ReactNode;
  /** The board's settings (a form of fields), first beside the board. */
  settings: ReactNode;
  solveBar: ReactNode;
  /** What the library refused, announced at once. */
  problem: string | null;
  /** What the last edit did, announced politely. */
  notice: string | null;
  answer: ReactNode;
  /** The question the board asks, printed above it ("What is the fewest number of throws…"). */
  question: string;
  /** The name of the board's exported picture. */
  name: string;
  board: ReactNode;
  timeline: ReactNode;
  learn: ReactNode;
  /** What the board's colours mean and how to edit it. */
  legend: ReactNode;
  /** Anything more under the stage (the comparison of searches). */
  underBoard?: ReactNode;
  more: ReactNode;
}) {
  const stage = useRef<HTMLDivElement>(null);
  return (
    <div className="tab-body">
      <div className="side">
        {view}
        <div className="settings">{settings}</div>
        {solveBar}
        {problem && <Problem text={problem} />}
        <p className="notice" aria-live="polite">
          {notice}
        </p>
        {answer}
      </div>
      <div className="stage" ref={stage}>
        <p className="print-question">{question}</p>
        <div className="board-column">
          <BoardTools stage={stage} name={name} />
          {board}
          {timeline}
        </div>
        <div className="learn-column">
          {learn}
          <p className="legend">{legend}</p>
        </div>
      </div>
      {underBoard && <div className="under">{underBoard}</div>}
      <div className="more">{more}</div>
    </div>
  );
}
