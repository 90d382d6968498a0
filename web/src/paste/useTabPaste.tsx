import type { AnswerCheck } from 'boardpath';
import type { ReactNode } from 'react';
import { PastedExamples } from './PastedExamples.js';
import { usePaste, type PasteReader } from './usePaste.js';

/**
 * A tab's reading of pasted text (`usePaste`) with what the tab shows of it: the problem page's
 * examples beside the text box, and the check of the answer pasted for the board on the tab.
 */
export function useTabPaste<Board>(reader: PasteReader<Board>) {
  const paste = usePaste(reader);
  const { problem } = paste;
  // The example the board is (from 1), while it is one of the problem page's.
  const exampleOf = (board: Board) => (problem ? problem.boards.indexOf(board) + 1 || null : null);
  return {
    /** Reads `text` (from `file`), saying `message` once its board is on the tab. */
    read: paste.read,
    /** The answer pasted for `board` checked, when the board is an example of the page read last. */
    check(board: Board): AnswerCheck | null {
      const example = exampleOf(board);
      return (example && problem?.answers?.[example - 1]?.check) || null;
    },
    /** The examples of the problem page read last, `board` marked if it is one of them; or nothing. */
    examples(board: Board): ReactNode {
      return problem && <PastedExamples problem={problem} onBoard={exampleOf(board)} show={paste.show} />;
    },
  };
}
