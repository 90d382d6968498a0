import { parseTokens, type TokensBoard } from 'boardpath';
import { download, readBigPaste } from '../files.js';
import { ImportFile } from '../ImportFile.js';
import { PARSE_IN_WORKER } from '../search/limits.js';
import { checkSize } from './link.js';
import { tokensText } from './model.js';

/**
 * The grid as text in the CLI's formats: edit it, export it, import a file. What the library
 * refuses goes to `attempt` and `setProblem`, the tab's problem line. A long text is read in the
 * search worker (`readLarge`), so the page never waits on the parser.
 */
export function TokensFiles({
  board,
  text,
  setText,
  setBoard,
  attempt,
  setProblem,
  readLarge,
}: {
  board: TokensBoard;
  text: string;
  setText: (text: string) => void;
  setBoard: (board: TokensBoard, message: string) => void;
  attempt: (edit: () => void) => void;
  setProblem: (problem: string) => void;
  readLarge: (text: string, file: string) => void;
}) {
  const read = (text: string, file: string, message: string) => {
    if (text.length > PARSE_IN_WORKER) return readLarge(text, file);
    attempt(() => setBoard(checkSize(parseTokens(text, { file }), file), message));
  };
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
        onPaste={readBigPaste(readLarge)}
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
    </details>
  );
}
