// A compiler run for a driver (g++, javac): the solution file named in its messages, its first
// error read back as one located line, and no compiler left running.
import { BoardpathError } from '../../errors.js';
import { printable } from '../../words.js';
import { megabytes, runCommand, type RunOptions } from '../run-command.js';
import { DRIVER_MEMORY } from './driver.js';

/** The longest a compiler may take: a minute for one file and its driver is far more than enough. */
const COMPILE_LIMIT_MS = 60_000;

/**
 * Runs the compiler `argv` in `workDir` (its temporary files there too: `TMPDIR`), with the options
 * that hold it to the drivers' memory (`DRIVER_MEMORY`), and returns when it has compiled; a
 * refusal is an `E_FORMAT` error at the first error it printed (`sol.cpp:12:5: 'x' was not declared
 * in this scope`), in `file`. A compiler that runs out of its time or memory (a file that includes
 * /dev/zero) is refused as such. When `signal` fires, the compiler is killed (`E_ABORTED`).
 */
export async function compile(
  argv: readonly string[],
  file: string,
  language: string,
  workDir: string,
  options: RunOptions = {},
  signal?: AbortSignal,
): Promise<void> {
  const outcome = await runCommand(argv, '', COMPILE_LIMIT_MS, signal, {
    ...options,
    cwd: workDir,
    env: { ...options.env, TMPDIR: workDir },
  });
  if (outcome.kind === 'answer' && !outcome.cut) return;
  if (signal?.aborted)
    throw new BoardpathError('E_ABORTED', `compiling the ${language} solution was stopped`);
  if (outcome.kind === 'timeout')
    throw new BoardpathError('E_USAGE', `${language} did not compile within ${COMPILE_LIMIT_MS / 1000} s`, {
      file,
    });
  if (outcome.kind === 'crash' && outOfMemory(outcome.stderr ?? '', outcome.detail))
    throw new BoardpathError(
      'E_FORMAT',
      `it does not compile within ${megabytes(DRIVER_MEMORY)} of memory (does it include a device, such as /dev/zero?)`,
      { file },
    );
  throw firstError(
    outcome.kind === 'crash' ? `${outcome.stderr ?? ''}\n${outcome.text}\n${outcome.detail}` : outcome.text,
    file,
  );
}

/**
 * The compiler's first error as a located `BoardpathError`: g++'s `file:line:column: error: …` and
 * javac's `file:line: error: …` (the file as it was named), or its last line.
 */
function firstError(messages: string, file: string): BoardpathError {
  const lines = messages.split('\n');
  for (const [at, line] of lines.entries()) {
    const match = /^(.*?):(\d+):(?:(\d+):)? (?:fatal )?error: (.*)$/.exec(line.trim());
    if (match)
      return new BoardpathError('E_FORMAT', printable(clipped(match[4] + javacDetails(lines, at + 1))), {
        file,
        line: Number(match[2]),
        ...(match[3] !== undefined && { column: Number(match[3]) }),
      });
  }
  const last = messages.trim().split('\n').pop() ?? '';
  return new BoardpathError('E_FORMAT', `it does not compile: ${printable(last.slice(0, 300))}`, { file });
}

/**
 * What javac says under its error line, after the source line and its caret: `symbol: class
 * Pair`, `location: class Solution`, `required:`, `found:`, `reason:`. Joined whole, in brackets:
 * `cannot find symbol` alone does not say which.
 */
function javacDetails(lines: readonly string[], from: number): string {
  const details: string[] = [];
  for (const line of lines.slice(from, from + 8)) {
    const detail = /^\s+(symbol|location|required|found|reason)\s*:\s+(.*)$/.exec(line);
    if (detail) details.push(`${detail[1]}: ${detail[2].trim()}`);
    else if (details.length > 0 || /error:|^\d+ errors?$/.test(line.trim())) break;
  }
  return details.length === 0 ? '' : ` (${details.join(', ')})`;
}

/** A message of at most 300 characters, cut at a word and marked so, never in a word's middle. */
function clipped(text: string): string {
  if (text.length <= 300) return text;
  const cut = text.slice(0, 300);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 200))} …`;
}

/** Whether a compiler's end says it ran out of memory: its own words, or the judge's watch. */
function outOfMemory(stderr: string, detail: string): boolean {
  return (
    /out of memory|OutOfMemoryError|virtual memory exhausted|Cannot allocate memory/i.test(stderr) ||
    /of memory$/.test(detail)
  );
}
