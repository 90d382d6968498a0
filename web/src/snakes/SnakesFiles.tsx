import type { Jump, SnakesBoard } from 'boardpath';
import { useState, type ReactNode } from 'react';
import { download, readBigPaste } from '../files.js';
import { ImportFile } from '../ImportFile.js';
import { Problem, tryEdit } from '../Problem.js';
import { cliCommand, textTooBig } from './link.js';
import { addJump, boardText } from './model.js';

/**
 * The panels under the board: the list of snakes and ladders with a form to add one, and the board
 * as text in the CLI's formats (edit, export, import). A problem with what was typed or imported is
 * shown here, beside the control that caused it, not above the board (and the tab's notice of the
 * last edit, no longer true beside it, is cleared: `onProblem`). `read` reads a text as the command
 * reads a paste (a long one in the search worker, so the page never waits on the parser), and a
 * problem page's examples are shown beside the text box (`examples`).
 */
export function SnakesFiles({
  board,
  chain,
  text,
  setText,
  setBoard,
  onRemove,
  read: readText,
  examples,
  fileProblem,
  setFileProblem,
}: {
  board: SnakesBoard;
  chain: boolean;
  text: string;
  setText: (text: string) => void;
  setBoard: (board: SnakesBoard, message: string | null) => void;
  onRemove: (jump: Jump) => void;
  read: (text: string, file: string, message: string) => void;
  examples: ReactNode;
  /** What was wrong with the text or file read last, shown beside its buttons. */
  fileProblem: string | null;
  setFileProblem: (problem: string | null) => void;
}) {
  const [jumpForm, setJumpForm] = useState({ from: '', to: '' });
  const [jumpProblem, setJumpProblem] = useState<string | null>(null);
  const read = (text: string, file: string, message: string) => {
    setFileProblem(null);
    readText(text, file, message);
  };
  return (
    <>
      <details className="jumps">
        <summary>Snakes and ladders ({board.jumpFrom.length})</summary>
        <form
          className="jump-form"
          onSubmit={(event) => {
            event.preventDefault();
            const from = Number(jumpForm.from);
            const to = Number(jumpForm.to);
            if (jumpForm.from === '' || jumpForm.to === '')
              return setJumpProblem('give both squares of the jump');
            setJumpProblem(null);
            tryEdit(() => {
              setBoard(addJump(board, from, to), `Added a ${to > from ? 'ladder' : 'snake'} ${from}→${to}.`);
              setJumpForm({ from: '', to: '' });
            }, setJumpProblem);
          }}
        >
          <label>
            From square{' '}
            <input
              type="text"
              inputMode="numeric"
              size={8}
              value={jumpForm.from}
              onChange={(event) => setJumpForm({ ...jumpForm, from: event.target.value })}
            />
          </label>
          <label>
            to square{' '}
            <input
              type="text"
              inputMode="numeric"
              size={8}
              value={jumpForm.to}
              onChange={(event) => setJumpForm({ ...jumpForm, to: event.target.value })}
            />
          </label>
          <button type="submit">Add jump</button>
        </form>
        {jumpProblem && <Problem text={jumpProblem} />}
        <ul className="jump-list">
          {Array.from(board.jumpFrom.subarray(0, 500), (from, i) => ({ from, to: board.jumpTo[i] })).map(
            (jump) => (
              <li key={jump.from}>
                {jump.to > jump.from ? 'ladder' : 'snake'} {jump.from}→{jump.to}{' '}
                <button
                  type="button"
                  onClick={() => onRemove(jump)}
                  aria-label={`Remove the ${jump.to > jump.from ? 'ladder' : 'snake'} ${jump.from}→${jump.to}`}
                >
                  Remove
                </button>
              </li>
            ),
          )}
        </ul>
      </details>

      <details className="board-text">
        <summary>Board file (the CLI&apos;s formats)</summary>
        <p>
          Same answer on the command line: <code>{cliCommand(board, chain)}</code>
        </p>
        <label htmlFor="snakes-text">
          Board text (board, leetcode or moves format, detected as the CLI does)
        </label>
        <textarea
          id="snakes-text"
          value={text}
          placeholder={
            textTooBig(board)
              ? 'This board is too big to show as text here: use Export file, or paste a board to read.'
              : undefined
          }
          onChange={(event) => setText(event.target.value)}
          onPaste={readBigPaste((text, file) => read(text, file, `Read ${file}.`))}
          rows={8}
          spellCheck={false}
        />
        <div className="file-buttons">
          <button type="button" onClick={() => read(text, 'board text', 'Read the board text.')}>
            Use this text
          </button>
          <button type="button" onClick={() => download(`${board.name ?? 'board'}.json`, boardText(board))}>
            Export file
          </button>
          <ImportFile
            label="Board file to import"
            accept=".json,.txt,application/json,text/plain"
            onText={(text, name) => read(text, name, `Imported ${name}.`)}
            onProblem={setFileProblem}
          />
        </div>
        {fileProblem && <Problem text={fileProblem} />}
        {examples}
      </details>
    </>
  );
}
