/**
 * A pasted problem on the page: every example the library's examples reader finds in a text (the
 * same `parse…Examples` the `boardpath` command reads a paste with), and, when the text is a problem
 * page (several examples, or an answer given after `Output:`), each example answered in the search
 * worker with the pasted answer checked (the same `check…Answer` as the command's "Answer check").
 */
import {
  BoardpathError,
  type AnswerCheck,
  type MazeMoves,
  type MazeQuestion,
  type OpenCell,
  type PastedExample,
  type Puzzle,
} from 'boardpath';

/** How each puzzle reads and answers a paste: the maze's open digit, moves and question; chained jumps. */
export type PasteOptions =
  | { readonly of: 'maze'; readonly open: OpenCell; readonly moves: MazeMoves; readonly mode: MazeQuestion }
  | { readonly of: 'snakes'; readonly chain: boolean }
  | { readonly of: 'tokens' };

/** One example of a paste, with its answer when the paste is a problem page. */
export interface AnsweredExample<Board> {
  /** 1, 2, … in the order of the paste. */
  readonly example: number;
  /** The line of the paste where its board starts. */
  readonly line: number;
  readonly board: Board;
  /** The answer pasted for it, as written, or null. */
  readonly expected: string | null;
  /** The puzzle's answer in a few words ("1 step: a path of 2 cells"), or null when not answered. */
  readonly answer: string | null;
  /** The pasted answer held against the puzzle's own, or null when none was pasted. */
  readonly check: AnswerCheck | null;
}

/** A paste read: its examples (each a board of the puzzle `of`), and whether they were answered. */
export interface ReadPaste<Board = unknown> {
  readonly of: Puzzle;
  readonly examples: AnsweredExample<Board>[];
  readonly answered: boolean;
}

/**
 * Whether a paste's examples make a problem page, whose examples the page answers one by one:
 * several of them, or one given with its answer. One board alone is simply read.
 */
export function isProblemPage(examples: readonly { readonly expected: string | null }[]): boolean {
  return examples.length > 1 || examples.some((example) => example.expected !== null);
}

/**
 * A paste's examples, each answered by `answer` (its answer in a few words, and the answer pasted
 * for it checked) when they make a problem page; one board alone is not searched. An example the
 * library cannot answer (a search over its budget, say) says why instead.
 */
export function answerAll<Board>(
  examples: readonly PastedExample<Board>[],
  answer: (example: PastedExample<Board>) => { answer: string; check: AnswerCheck | null },
): { answered: boolean; examples: AnsweredExample<Board>[] } {
  const answering = isProblemPage(examples);
  const each = (example: PastedExample<Board>): AnsweredExample<Board> => {
    if (!answering) return { ...example, answer: null, check: null };
    try {
      return { ...example, ...answer(example) };
    } catch (error) {
      if (!(error instanceof BoardpathError)) throw error;
      return { ...example, answer: `not answered: ${error.message}`, check: null };
    }
  };
  return { answered: answering, examples: examples.map(each) };
}
