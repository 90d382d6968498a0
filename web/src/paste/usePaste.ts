import type { PastedExample } from 'boardpath';
import { useEffect, useState } from 'react';
import { describeProblem } from '../Problem.js';
import { PARSE_IN_WORKER } from '../search/limits.js';
import { useSearch } from '../search/useSearch.js';
import { isProblemPage, type AnsweredExample, type PasteOptions } from './examples.js';

/** A problem page read: its examples' boards, their answers, the example on the board. */
export interface PastedProblem<Board> {
  readonly file: string;
  readonly boards: readonly Board[];
  /** The line of the paste where each example's board starts. */
  readonly lines: readonly number[];
  /** Each example answered, or null while the worker answers them. */
  readonly answers: readonly AnsweredExample<unknown>[] | null;
  /** Why the worker could not answer them, if it could not. */
  readonly failure: string | null;
  /** The example put on the board last (from 1). */
  readonly shown: number;
}

/** What a tab gives `usePaste`: how to read and answer, what to do with a board, what to say. */
export interface PasteReader<Board> {
  /** How a text is read and answered now (the open digit; the moves and the question). */
  readonly options: PasteOptions;
  /** The options a paste read with `read` is answered with now: its reading, the tab's question. */
  answerWith(read: PasteOptions): PasteOptions;
  /** The library's examples reader with `options`, for a short text read at once on the page. */
  parse(text: string, file: string): readonly PastedExample<Board>[];
  /** A board as the tab keeps it: within the page's limits, and made again if it came from the worker. */
  adopt(board: Board, file: string): Board;
  /** Puts a board read on the tab (the first example of a problem page), with what to say. */
  onBoard(board: Board, message: string): void;
  /** The library's reason a text cannot be read: the tab shows it, and drops its last answer. */
  onFail(message: string): void;
  setNotice(notice: string | null): void;
}

type Held<Board> = PastedProblem<Board> & {
  readonly text: string;
  readonly read: PasteOptions;
  readonly asked: string;
};
type Job =
  { readonly kind: 'read'; readonly text: string; readonly file: string } | { readonly kind: 'answer' };

/**
 * Reading a tab's text (typed, pasted or imported) as the `boardpath` command reads a paste: a
 * short text at once on the page, a long one in the worker ("Read long.json." once it is on the
 * board), both by the library's examples reader.
 * One board is simply put on the tab. A problem page (several examples, or `Output:` lines) puts
 * its first example on the board and has the worker answer every example and check each pasted
 * answer, and again whenever the tab asks another question.
 */
export function usePaste<Board>(reader: PasteReader<Board>) {
  const worker = useSearch();
  const [held, setHeld] = useState<Held<Board> | null>(null);
  const [job, setJob] = useState<Job | null>(null);

  // The examples' boards (made again already) on the tab: the first put on the board, all of them
  // held if they are a problem page, and answered unless the worker has answered them already.
  const hold = (
    examples: readonly PastedExample<Board>[],
    text: string,
    file: string,
    message: string,
    answers: readonly AnsweredExample<unknown>[] | null,
  ) => {
    const boards = examples.map((example) => example.board);
    if (!isProblemPage(examples)) {
      setHeld(null);
      return reader.onBoard(boards[0], message);
    }
    const asked = JSON.stringify(reader.answerWith(reader.options));
    const lines = examples.map((example) => example.line);
    setHeld({ file, boards, lines, answers, failure: null, shown: 1, text, read: reader.options, asked });
    reader.onBoard(
      boards[0],
      `${message} It holds ${examples.length} ${examples.length === 1 ? 'example' : 'examples'}: example 1 is on the board.`,
    );
    if (!answers) ask(text, file, reader.answerWith(reader.options));
  };
  const ask = (text: string, file: string, options: PasteOptions) => {
    setJob({ kind: 'answer' });
    worker.run({ puzzle: 'examples', text, file, options });
  };

  // The worker's answer: a long text read (and answered), or a problem page's examples answered.
  const [seen, setSeen] = useState(worker.state);
  if (seen !== worker.state) {
    setSeen(worker.state);
    const state = worker.state;
    if (job?.kind === 'read' && (state.status === 'done' || state.status === 'failed')) {
      reader.setNotice(null);
      setJob(null);
      if (state.status === 'failed') reader.onFail(state.problem.message);
      else if (state.answer.puzzle === 'examples') {
        const { paste } = state.answer;
        const examples = paste.examples as unknown as PastedExample<Board>[];
        hold(examples, job.text, job.file, `Read ${job.file}.`, paste.answered ? paste.examples : null);
      }
    } else if (job?.kind === 'answer' && held) {
      if (state.status === 'done' && state.answer.puzzle === 'examples')
        setHeld({ ...held, answers: state.answer.paste.examples, failure: null });
      else if (state.status === 'failed') setHeld({ ...held, answers: null, failure: state.problem.message });
    }
  }

  // Another question (other moves, another mode): the examples are answered again.
  const asking = held && JSON.stringify(reader.answerWith(held.read));
  useEffect(() => {
    if (!held || asking === null || asking === held.asked) return;
    setHeld({ ...held, answers: null, failure: null, asked: asking });
    ask(held.text, held.file, JSON.parse(asking) as PasteOptions);
    // Only another question asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asking]);

  return {
    /** Reads `text` (from `file`), saying `message` once its board is on the tab. */
    read(text: string, file: string, message: string) {
      setHeld(null);
      if (text.length > PARSE_IN_WORKER) {
        setJob({ kind: 'read', text, file });
        reader.setNotice(`Reading ${file} (${(text.length / 1e6).toFixed(1)} MB)…`);
        // The boards are made again as the answer arrives, in the message's own task.
        worker.run({ puzzle: 'examples', text, file, options: reader.options }, (answer) =>
          answer.puzzle === 'examples'
            ? {
                ...answer,
                paste: {
                  ...answer.paste,
                  examples: answer.paste.examples.map((example) => ({
                    ...example,
                    board: reader.adopt(example.board as Board, file),
                  })),
                } as typeof answer.paste,
              }
            : answer,
        );
        return;
      }
      worker.clear();
      setJob(null);
      try {
        const examples = reader.parse(text, file);
        const adopted = examples.map((example) => ({ ...example, board: reader.adopt(example.board, file) }));
        hold(adopted, text, file, message, null);
      } catch (error) {
        reader.onFail(describeProblem(error));
      }
    },
    /** The problem page read last, with its answers once the worker has them. */
    problem: held as PastedProblem<Board> | null,
    /** Puts example `example` (from 1) of the problem page on the board. */
    show(example: number) {
      if (!held) return;
      setHeld({ ...held, shown: example });
      reader.onBoard(held.boards[example - 1], `Example ${example} is on the board.`);
    },
  };
}
