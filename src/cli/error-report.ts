// What the command says of an error a run ends with (or, with several files, one file ends with):
// its one line, its JSON form under --json, and its exit status.
import { BoardpathError } from '../index.js';
import { printable } from '../internal.js';

/** Exit statuses other than 2 (bad input or usage): the environment failed (sysexits' EX_IOERR), an interrupt. */
const STATUS: Partial<Record<BoardpathError['code'], number>> = { E_IO: 74, E_ABORTED: 130 };

/** The status of an error that is no `BoardpathError`: a bug (sysexits' EX_SOFTWARE). */
const INTERNAL = 70;

/** What the command line adds to the library's message: the flag that changes the limit it names. */
const FLAG_HINTS: Partial<Record<BoardpathError['code'], string>> = {
  E_MEMORY: ' (raise it with --max-memory)',
  E_WORK: ' (raise it with --budget)',
};

/** An error as the command reports it. */
export interface ErrorReport {
  /** The line for standard error, after `boardpath: `, without its line end. */
  readonly line: string;
  /** The object `--json` writes as `{"error": …}`. */
  readonly json: { readonly code: string; readonly message: string; readonly where: object };
  readonly status: number;
}

/**
 * How an error is reported: a `BoardpathError` by its place and message (and the flag that raises
 * its limit), with status 2, 74 or 130; anything else is a bug, status 70. Cost: O(message).
 */
export function errorReport(error: unknown): ErrorReport {
  if (error instanceof BoardpathError) {
    const hint = FLAG_HINTS[error.code] ?? '';
    return {
      line: `${error.describe()}${hint}`,
      json: { code: error.code, message: `${error.message}${hint}`, where: error.where },
      status: STATUS[error.code] ?? 2,
    };
  }
  const line = `internal error: ${printable(error instanceof Error ? error.message : String(error))} (this is a bug in boardpath; please report it)`;
  return { line, json: { code: 'E_INTERNAL', message: line, where: {} }, status: INTERNAL };
}
