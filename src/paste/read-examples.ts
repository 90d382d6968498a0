// Every example of a paste read into a board, each with the answer pasted for it: the parts of the
// paste (`examples.ts`) read by a puzzle's reader, the answers given to the boards they follow, and
// every problem said at its line of the paste.
import { BoardpathError } from '../errors.js';
import { grouped } from '../words.js';
import { splitAnswers } from './answer.js';
import { pasteChunks } from './examples.js';
import { MAX_LITERALS } from './literals.js';

/** One example of a paste: its board, where it starts, and the answer the paste gives for it. */
export interface PastedExample<Board> {
  /** 1, 2, … in the order of the paste. */
  readonly example: number;
  /** The line of the paste where its board starts (1 for a file that is one board). */
  readonly line: number;
  readonly board: Board;
  /** The answer pasted for it (after `Output:`, or in a comment after it), as written; or null. */
  readonly expected: string | null;
}

/** A board a puzzle's reader found in a part of a paste, and its line there (from 1). */
export interface FoundBoard<Board> {
  readonly board: Board;
  readonly line: number;
}

/**
 * Reads a part of a paste: every board in it, in order. `alone` says the part is the whole paste,
 * whose problems are the reader's own to say; a part among others that holds no board at all (a
 * line of code that prints the answer) gives [].
 */
export type PartReader<Board> = (part: string, alone: boolean) => readonly FoundBoard<Board>[];

/**
 * The examples of `given`: its parts read by `read`, each answer pasted given to the board before it
 * (answers one a line for as many boards, as HackerRank's `Sample Output`). A problem is thrown as
 * `read` words it, at its line of the paste. More than `MAX_LITERALS` examples are refused.
 * Cost: O(length) and the reader's.
 */
export function readExamples<Board>(given: string, read: PartReader<Board>): PastedExample<Board>[] {
  // Pages copied from a browser hold non-breaking spaces: blanks, as JSON's reader does not know.
  const text = given.includes('\u00a0') ? given.replace(/\u00a0/g, ' ') : given;
  const chunks = pasteChunks(text);
  if (chunks === null) return numbered(read(text, true).map((found) => ({ ...found, expected: null })));
  const examples: { board: Board; line: number; expected: string | null }[] = [];
  // Answers that follow a part with no board belong to the boards before them.
  let pending: { first: number; outputs: string[] } | null = null;
  const give = () => {
    if (!pending) return;
    const boards = examples.slice(pending.first);
    const answers =
      pending.outputs.length === 1 && boards.length > 1
        ? (splitAnswers(pending.outputs[0], boards.length) ?? pending.outputs)
        : pending.outputs;
    // One answer for several boards goes to the last of them, the one just above it.
    const from = boards.length - Math.min(answers.length, boards.length);
    answers.slice(0, boards.length).forEach((answer, k) => {
      examples[pending!.first + from + k].expected = answer;
    });
    pending = null;
  };
  for (const chunk of chunks) {
    let found: readonly FoundBoard<Board>[];
    try {
      found = read(chunk.text, chunks.length === 1 && chunk.line === 1);
    } catch (error) {
      throw error instanceof BoardpathError ? shifted(error, chunk.line - 1) : error;
    }
    const outputs = chunk.outputs.map((output) => output.text);
    if (found.length === 0) {
      if (pending) pending.outputs.push(...outputs);
      continue;
    }
    give();
    pending = { first: examples.length, outputs };
    for (const board of found) examples.push({ ...board, line: board.line + chunk.line - 1, expected: null });
    if (examples.length > MAX_LITERALS)
      throw new BoardpathError(
        'E_FORMAT',
        `the paste holds more than ${grouped(MAX_LITERALS)} examples: boardpath reads at most that many boards at once`,
      );
  }
  give();
  if (examples.length === 0) return numbered(read(text, true).map((found) => ({ ...found, expected: null })));
  return numbered(examples);
}

/**
 * The one example of a paste, or a `BoardpathError` that says there are several: a board is never
 * picked from among them in silence.
 */
export function onlyExample<Board>(examples: readonly PastedExample<Board>[], file?: string): Board {
  if (examples.length === 1) return examples[0].board;
  const lines = examples.slice(0, 4).map((example) => example.line);
  throw new BoardpathError(
    'E_FORMAT',
    `the paste holds ${examples.length} examples (on lines ${lines.join(', ')}${examples.length > 4 ? ', …' : ''}): read them with the examples' reader, or give one board`,
    { file },
  );
}

function numbered<Board>(
  examples: readonly { board: Board; line: number; expected: string | null }[],
): PastedExample<Board>[] {
  return examples.map((example, index) => ({ example: index + 1, ...example }));
}

// The error with its line moved down by `lines` (the part's first line in the paste).
function shifted(error: BoardpathError, lines: number): BoardpathError {
  if (error.where.line === undefined || lines === 0) return error;
  return new BoardpathError(error.code, error.message, { ...error.where, line: error.where.line + lines });
}
