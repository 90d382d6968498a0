import { readFile } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { freemem } from 'node:os';
import { constants } from 'node:buffer';
import { BoardpathError } from '../errors.js';
import { formatBytes } from './options.js';
import type { CliIO } from './types.js';

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
    fileSize: (path) => {
      try {
        return statSync(path).size;
      } catch {
        return undefined;
      }
    },
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
 * Memory that reading an input of this many bytes may take: the bytes, the text decoded from them
 * and the parser's working copy (JSON values, rows of fields). Generous on purpose: the search's
 * own estimate comes after, and this one only has to stop a file that could never fit.
 */
export const READ_EXPANSION = 3;

/**
 * Reads FILE, or standard input for `-`, as UTF-8 (a byte-order mark is dropped).
 * A missing or unreadable file is a `BoardpathError` (exit 2), never a stack trace; so is a file
 * that could not fit in `maxMemory` (see `readInputBytes`) or in one string.
 */
export async function readInput(io: CliIO, path: string, maxMemory?: number): Promise<InputText> {
  const { bytes, file } = await readInputBytes(io, path, maxMemory);
  if (bytes.length > constants.MAX_STRING_LENGTH) {
    throw new BoardpathError(
      'E_FILE',
      `${file} is ${formatBytes(bytes.length)}: too large to read as text (at most ${formatBytes(constants.MAX_STRING_LENGTH)})`,
    );
  }
  return { text: decode(bytes), file };
}

/**
 * Reads FILE, or standard input for `-`, as bytes, for parsers that scan big inputs byte by byte
 * without building a string first. Errors as `readInput`. With `maxMemory`, a file whose size
 * (a stat, before reading) times `READ_EXPANSION` is over it is refused with how much it would
 * need and the option that raises the limit; standard input, whose size is unknown, is checked
 * once read.
 */
export async function readInputBytes(
  io: CliIO,
  path: string,
  maxMemory?: number,
): Promise<{ readonly bytes: Buffer; readonly file: string }> {
  if (path === '-') {
    const bytes = await io.readStdin();
    checkReadMemory(bytes.length, '<stdin>', maxMemory);
    return { bytes, file: '<stdin>' };
  }
  const size = io.fileSize?.(path);
  if (size !== undefined) checkReadMemory(size, path, maxMemory);
  try {
    return { bytes: await io.readFile(path), file: path };
  } catch (error) {
    if (error instanceof BoardpathError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    // Not a problem of the name given but of the device under it: the environment failed.
    if (code !== undefined && !INPUT_CODES.has(code) && code !== 'ERR_FS_FILE_TOO_LARGE')
      throw new BoardpathError(
        'E_IO',
        `cannot read ${path}: ${systemReason(error as NodeJS.ErrnoException)}`,
      );
    const why =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'it is a directory'
          : code === 'EACCES'
            ? 'permission denied'
            : code === 'ERR_FS_FILE_TOO_LARGE' || error instanceof RangeError
              ? 'it is too large to read into memory'
              : String((error as Error).message);
    throw new BoardpathError('E_FILE', `cannot read ${path}: ${why}`);
  }
}

/**
 * What went wrong in a system call, in words: `ENOSPC: no space left on device, write` → `no space
 * left on device`.
 */
export function systemReason(error: NodeJS.ErrnoException): string {
  return error.message.replace(/^\w+: /, '').replace(/, \w+( '.*')?$/, '');
}

/** The errors that say the name given cannot be read (bad input, status 2), unlike a failing device. */
const INPUT_CODES = new Set(['ENOENT', 'EISDIR', 'EACCES', 'ENOTDIR', 'ELOOP', 'ENAMETOOLONG', 'EPERM']);

function checkReadMemory(size: number, file: string, maxMemory: number | undefined): void {
  if (maxMemory === undefined || size * READ_EXPANSION <= maxMemory) return;
  throw new BoardpathError(
    'E_MEMORY',
    `${file} is ${formatBytes(size)}: reading it needs about ${formatBytes(size * READ_EXPANSION)} but the limit is ${formatBytes(maxMemory)}`,
  );
}

function decode(bytes: Buffer): string {
  const text = bytes.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
