// The types the command line's modules share, apart from them so that no two modules import each other.
import type { Progress } from '../engine.js';
import type { ProgressWords } from './progress-words.js';

/**
 * Everything a command touches outside itself. The real one wraps `process`; tests pass their own,
 * so the whole CLI runs in-process and its output can be compared exactly.
 */
export interface CliIO {
  /** Writes to standard output. */
  out(text: string): void;
  /** Writes to standard error. */
  err(text: string): void;
  /** Standard input's bytes, at most `limit + 1` of them (one more than the limit tells there was more). */
  readStdin(limit: number): Promise<Buffer>;
  /** A file's bytes, at most `limit + 1` of them; a device or a pipe is read only that far too. */
  readFile(path: string, limit: number): Promise<Buffer>;
  /** True when `path` names an existing file (not a directory). */
  isFile(path: string): boolean;
  /** The size of a file in bytes, without reading it; undefined when unknown. */
  fileSize?(path: string): number | undefined;
  /**
   * A regular file opened to be read a piece at a time; undefined when `path` is something else (a
   * device, a pipe). Errors as `readFile`.
   */
  openFile?(path: string): OpenFile | undefined;
  /**
   * Writes `text` (UTF-8) to the file `path`, replacing it whole (the real one through
   * `writeFileSafely`: a new file renamed over it, a symbolic link or a file this command already
   * wrote refused); `makeDirectory` makes a folder and the folders it is in. For the commands that
   * write files (`generate --out`, `--sheet`); errors are the system's, as Node throws them, or a
   * `BoardpathError` for a refusal. Awaited: an interrupt during the write ends the command once the
   * file is whole.
   */
  writeFile?(path: string, text: string): void | Promise<void>;
  makeDirectory?(path: string): void;
  /**
   * Makes a folder the command names inside one the user named (`course make`'s `sheets`), as
   * `makeDirectory` does, but a symbolic link or a file in its place is refused (a
   * `BoardpathError`), so that nothing is written through it.
   */
  makeFolder?(path: string): void;
  /**
   * Standard input holds something to read: it is open and neither a terminal nor /dev/null (a
   * pipe, a file, a named pipe). A puzzle command given no file reads it then.
   */
  readonly stdinPiped?: boolean;
  /** Standard output is a terminal (colour and drawings are for people). */
  readonly stdoutIsTTY: boolean;
  /** Standard error is a terminal (progress lines go there, and only then). */
  readonly stderrIsTTY: boolean;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Free memory in bytes, for the default `--max-memory`. */
  freeMemory(): number;
  /** Fires when the user interrupts (Ctrl-C). */
  readonly signal?: AbortSignal;
  /**
   * Defers Ctrl-C, for output that must end on a whole line: until `release`, an interrupt only
   * sets what `interrupted` reads; `release` then ends the process as the interrupt would have.
   */
  deferInterrupt?(): DeferredInterrupt;
  /**
   * Where a long search reports how far it has got (shown on a terminal's stderr), if anywhere:
   * the command names the search, so that the line says what its numbers count.
   */
  readonly progress?: (search: ProgressWords) => Progress;
}

/** An interrupt held back until the output is whole (`CliIO.deferInterrupt`). */
interface DeferredInterrupt {
  /** Whether the user has interrupted since the deferral began. */
  interrupted(): boolean;
  /** Ends the deferral: after an interrupt, the process ends as Ctrl-C ends it (signal SIGINT). */
  release(): void;
}

/** A file open for reading (`CliIO.openFile`). */
export interface OpenFile {
  /** Its size in bytes when opened. */
  readonly size: number;
  /** Reads into `into` from byte `position` of the file; the number of bytes read (0 at its end). */
  read(into: Uint8Array, position: number): number;
  close(): void;
}

/** What a command needs from `main`: the outside world, and a place to leave its exit status. */
export interface CommandContext {
  readonly io: CliIO;
  /** 0 solved, 1 understood but no solution; errors are thrown as `BoardpathError` (status 2). */
  exitCode: number;
}
