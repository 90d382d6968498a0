import type { TokensBoard } from 'boardpath';
import type { ReactNode } from 'react';
import { download, readBigPaste } from '../files.js';
import { ImportFile } from '../ImportFile.js';
import { tokensText } from './model.js';

/**
 * The grid as text in the CLI's formats: edit it, export it, import a file, paste a problem page.
 * `read` reads a text as the command reads a paste (a long one in the search worker, so the page
 * never waits on the parser); what the library refuses goes to the tab's problem line
 * (`setProblem`), and a problem page's examples are shown here (`examples`).
 */
export function TokensFiles({
  board,
  text,
  setText,
  setProblem,
  read: readText,
  examples,
}: {
  board: TokensBoard;
  text: string;
  setText: (text: string) => void;
  setProblem: (problem: string) => void;
  read: (text: string, file: string, message: string) => void;
  examples: ReactNode;
}) {
  const read = (text: string, file: string, message: string) => readText(text, file, message);
  return (
    <details className="board-text">
      <summary>Grid file (the CLI&apos;s formats)</summary>
      <p>
        Same answer on the command line: <code>boardpath tokens grid.txt</code>
      </p>
      <label htmlFor="tokens-text">
        Grid text (course format with n first, plain rows, or a JSON array of rows)
      </label>
      <textarea
        id="tokens-text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPaste={readBigPaste((text, file) => read(text, file, `Read ${file}.`))}
        rows={Math.min(12, board.rows + 2)}
        spellCheck={false}
      />
      <div className="file-buttons">
        <button type="button" onClick={() => read(text, 'grid text', 'Read the grid text.')}>
          Use this text
        </button>
        <button type="button" onClick={() => download('grid.txt', tokensText(board), 'text/plain')}>
          Export file
        </button>
        <ImportFile
          label="Grid file to import"
          accept=".txt,.json,text/plain,application/json"
          onText={(text, name) => read(text, name, `Imported ${name}.`)}
          onProblem={setProblem}
        />
      </div>
      {examples}
    </details>
  );
}
