import { readFile } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { freemem } from 'node:os';
import { BoardpathError } from '../errors.js';
import type { Progress } from '../search/dense.js';

/**
 * Everything a command touches outside itself. The real one wraps `process`; tests pass their own,
 * so the whole CLI runs in-process and its output can be compared exactly.
 */
export interface CliIO {
  /** Writes to standard output. */
  out(text: string): void;
  /** Writes to standard error. */
  err(text: string): void;
  readStdin(): Promise<Buffer>;
  readFile(path: string): Promise<Buffer>;
  /** True when `path` names an existing file (not a directory). */
  isFile(path: string): boolean;
  /** Standard output is a terminal (colour and drawings are for people). */
  readonly stdoutIsTTY: boolean;
  /** Standard error is a terminal (progress lines go there, and only then). */
  readonly stderrIsTTY: boolean;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Free memory in bytes, for the default `--max-memory`. */
  freeMemory(): number;
  /** Fires when the user interrupts (Ctrl-C). */
  readonly signal?: AbortSignal;
  /** Where a long search reports how far it has got (shown on a terminal's stderr), if anywhere. */
  readonly progress?: Progress;
}

/** The `CliIO` of the running process. */
export function processIO(signal?: AbortSignal): CliIO {
  // `boardpath maze m.txt --all | head`: once the reader has gone, stop quietly (as `yes | head`
  // does) instead of dying on an EPIPE stack trace.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  return {
    out: (text) => void process.stdout.write(text),
    err: (text) => void process.stderr.write(text),
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    readFile: (path) => readFile(path),
    isFile: (path) => existsSync(path) && statSync(path).isFile(),
    stdoutIsTTY: Boolean(process.stdout.isTTY),
    stderrIsTTY: Boolean(process.stderr.isTTY),
    env: process.env,
    freeMemory: () => freemem(),
    signal,
  };
}

/** Text read from a file or standard input, with the name to show in messages. */
export interface InputText {
  readonly text: string;
  /** `board.json`, or `<stdin>` for `-`. */
  readonly file: string;
}

/**
 * Reads FILE, or standard input for `-`, as UTF-8 (a byte-order mark is dropped).
 * A missing or unreadable file is a `BoardpathError` (exit 2), never a stack trace.
 */
export async function readInput(io: CliIO, path: string): Promise<InputText> {
  const { bytes, file } = await readInputBytes(io, path);
  return { text: decode(bytes), file };
}

/**
 * Reads FILE, or standard input for `-`, as bytes, for parsers that scan big inputs byte by byte
 * without building a string first. Errors as `readInput`.
 */
export async function readInputBytes(io: CliIO, path: string): Promise<{ readonly bytes: Buffer; readonly file: string }> {
  if (path === '-') return { bytes: await io.readStdin(), file: '<stdin>' };
  try {
    return { bytes: await io.readFile(path), file: path };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : code === 'EACCES' ? 'permission denied' : String((error as Error).message);
    throw new BoardpathError('E_FILE', `cannot read ${path}: ${why}`);
  }
}

function decode(bytes: Buffer): string {
  const text = bytes.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
