// Several files in one call (`boardpath maze a.txt b.txt`), as compilers and search tools take them:
// each answered in turn with the same options, a file that is bad input said in its one line while
// the others are still answered, and the worst status of them all. One file runs as it always has.
import { BoardpathError } from '../index.js';
import { printable, printableJson } from '../internal.js';
import { errorReport } from './error-report.js';
import type { CliIO, CommandContext } from './types.js';

/**
 * The exit statuses from the least severe to the most: solved, no solution (or the answer checked
 * differs), bad input, the environment failed, a bug in boardpath, interrupted. A run of several
 * files ends with the most severe of theirs: the one that most needs someone to act (a bug to report
 * before a failing disk, a failing disk before a file to fix, a file to fix before an answer of no).
 */
const SEVERITY = [0, 1, 2, 74, 70, 130];

/** The more severe of two exit statuses (`SEVERITY`); a status not listed counts as a bug's. Cost: O(1). */
export function worseStatus(a: number, b: number): number {
  const rank = (status: number) => {
    const at = SEVERITY.indexOf(status);
    return at < 0 ? SEVERITY.indexOf(70) : at;
  };
  return rank(b) > rank(a) ? b : a;
}

/** The options that decide how several files are answered. */
interface FilesOptions {
  readonly json?: boolean;
  readonly expect?: string;
}

/**
 * Answers one file (its `source` as given: a path, `-`, a built-in board's name) in `context`; `file`
 * is the name its JSON answers carry as `"file"` (undefined when the run has one file, whose output
 * stays as it always was). Returns its exit status; bad input is thrown as a `BoardpathError`.
 */
type AnswerFile = (source: string, context: CommandContext, file: string | undefined) => Promise<number>;

/**
 * Answers each of `sources` in turn by `answer`, and returns the run's exit status. One source is
 * answered in `context` itself, its errors thrown as ever. Several: `--expect` (one board's answer)
 * and `-` named twice are refused first; in text each file's output is headed `==> FILE <==` (a
 * blank line between files), as `head` and `tail` head theirs; in JSON each line carries `"file"`.
 * A file's error is its usual line on standard error, naming the file, and under `--json` its
 * `{"error": …, "file": …}` line on standard output, unless its answer had begun there; the other
 * files are still answered. An interrupt, or output that cannot be written, ends the run. The
 * status is the worst of the files' (`worseStatus`). Cost: the files' answers, one after another.
 */
export async function answerEachFile(
  context: CommandContext,
  sources: readonly string[],
  options: FilesOptions,
  answer: AnswerFile,
): Promise<number> {
  if (sources.length === 1) return answer(sources[0], context, undefined);
  if (options.expect !== undefined)
    throw new BoardpathError(
      'E_USAGE',
      `--expect gives the answer of one board, and ${sources.length} files are given: check each file alone, or paste each file's answer in it (Output: …)`,
    );
  if (sources.filter((source) => source === '-').length > 1)
    throw new BoardpathError('E_USAGE', 'standard input can be read once: name - once among the files');
  const { io } = context;
  let status = 0;
  let begun = false;
  for (const source of sources) {
    const shown = source === '-' ? '<stdin>' : source;
    const heading: string = options.json ? '' : `${begun ? '\n' : ''}==> ${printable(shown)} <==\n`;
    const file = new FileOutput(io, heading);
    try {
      status = worseStatus(status, await answer(source, { io: file.io, exitCode: 0 }, source));
    } catch (error) {
      status = worseStatus(status, reportFileError(error, file, source, shown, options));
      if (file.failed || (error instanceof BoardpathError && error.code === 'E_ABORTED')) break;
    }
    begun ||= file.wrote;
  }
  return status;
}

/**
 * Standard output for one file of several: in text, its heading written before its first words
 * (none for a file that writes nothing); whether anything was written; whether writing failed.
 */
class FileOutput {
  wrote = false;
  failed = false;
  readonly io: CliIO;

  constructor(base: CliIO, heading: string) {
    const out = (text: string) => {
      if (text === '') return;
      try {
        base.out(this.wrote ? text : heading + text);
      } catch (error) {
        this.failed = true;
        throw error;
      }
      this.wrote = true;
    };
    // The base's other members (a getter among them) are read from it when asked.
    this.io = Object.create(base, { out: { value: out } }) as CliIO;
  }
}

/**
 * Reports a file's error (`errorReport`), the file's name added to a line that would not say it
 * (output that cannot be written is no file's): its line on standard error, and under `--json` its
 * line on standard output. Its status.
 */
function reportFileError(
  error: unknown,
  output: FileOutput,
  source: string,
  shown: string,
  options: FilesOptions,
): number {
  const report = errorReport(
    error instanceof BoardpathError && !output.failed && !names(error, shown)
      ? error.at({ file: shown })
      : error,
  );
  const named =
    output.failed || error instanceof BoardpathError ? report.line : `${printable(shown)}: ${report.line}`;
  try {
    output.io.err(`boardpath: ${named}\n`);
  } catch {
    // Standard error cannot be written: the status says it.
  }
  if (options.json && !output.wrote && !output.failed)
    try {
      output.io.out(`${printableJson({ error: report.json, file: source })}\n`);
    } catch {
      // The line on standard error and the status have said it.
    }
  return report.status;
}

/**
 * Whether an error names the file already: by its place, or as the reading's errors name it in
 * their words (`cannot read a.txt: no such file`, `a.txt is 3 GB: …`, `no file … named "a"`).
 */
function names(error: BoardpathError, shown: string): boolean {
  if (error.where.file !== undefined) return true;
  const name = printable(shown).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[\\s"])${name}(: |"| is | holds )`).test(error.message);
}
