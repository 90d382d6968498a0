import { useEffect, useState, type RefObject } from 'react';
import { describeProblem } from '../Problem.js';
import { canExport, exportBoard } from './export.js';

/**
 * Over the board: show the board, its timeline and the explanation full screen (for a projector),
 * and export the board as SVG or PNG (`name` names the file).
 */
export function BoardTools({ stage, name }: { stage: RefObject<HTMLElement | null>; name: string }) {
  const [full, setFull] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const onChange = () => setFull(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const save = (type: 'svg' | 'png') => {
    setProblem(null);
    if (!stage.current || !canExport(stage.current)) return setProblem('There is no board drawn to export.');
    exportBoard(stage.current, name, type).catch((error: unknown) => setProblem(describeProblem(error)));
  };
  return (
    <div className="board-tools" role="group" aria-label="Board">
      <button
        type="button"
        aria-pressed={full}
        onClick={() => {
          if (document.fullscreenElement) void document.exitFullscreen();
          else
            stage.current?.requestFullscreen?.().catch(() => setProblem('This browser refused full screen.'));
        }}
      >
        {full ? 'Leave full screen' : 'Full screen'}
      </button>
      <button type="button" onClick={() => save('svg')}>
        Export SVG
      </button>
      <button type="button" onClick={() => save('png')}>
        Export PNG
      </button>
      {problem && (
        <span className="field-problem" role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}
