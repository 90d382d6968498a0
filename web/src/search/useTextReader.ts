import type { Puzzle } from 'boardpath';
import { useState } from 'react';
import { useSearch } from './useSearch.js';

/**
 * Reads a long board text (from a link, the text box or a file) in the search worker. While it
 * reads, the tab's notice says so ("Reading maze.txt (4.0 MB)…"); when it is done `onRead` gets the
 * board, or `onFail` the library's reason — and the notice is cleared either way, so it never
 * stays beside a board or a problem it no longer describes. `maxCells`: the most cells of a grid the
 * tab takes (refused in the worker, before a bigger one crosses back).
 */
export function useTextReader<Board>(
  puzzle: Puzzle,
  handlers: {
    /** The board read, and where from: a link, or a file's name ("board text" for the text box). */
    onRead(board: Board, link: boolean, file: string): void;
    onFail(message: string, link: boolean): void;
    setNotice(notice: string | null): void;
    /** What the board needs as it arrives, in its own task (a board made again by the library). */
    prepare?(board: Board): Board;
  },
  maxCells?: number,
): { read(text: string, file: string, link?: boolean): void; reading: boolean } {
  const reader = useSearch();
  const [source, setSource] = useState<{ file: string; link: boolean } | null>(null);
  const [seen, setSeen] = useState(reader.state);
  if (seen !== reader.state) {
    setSeen(reader.state);
    const state = reader.state;
    const link = source?.link ?? false;
    if (state.status === 'done' && state.answer.puzzle === 'parse') {
      handlers.setNotice(null);
      handlers.onRead(state.answer.board as Board, link, source?.file ?? '');
    } else if (state.status === 'failed') {
      handlers.setNotice(null);
      handlers.onFail(state.problem.message, link);
    }
  }
  return {
    read(text, file, link = false) {
      setSource({ file, link });
      handlers.setNotice(`Reading ${file} (${(text.length / 1e6).toFixed(1)} MB)…`);
      const { prepare } = handlers;
      reader.run(
        { puzzle: 'parse', of: puzzle, text, file, maxCells },
        prepare &&
          ((answer) =>
            answer.puzzle === 'parse' ? { ...answer, board: prepare(answer.board as Board) } : answer),
      );
    },
    reading: reader.state.status === 'running',
  };
}
