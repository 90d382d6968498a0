import { closeSync, existsSync, fstatSync, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import { freemem } from 'node:os';
import { constants } from 'node:buffer';
import { BoardpathError } from '../index.js';
import { endBy, keepListening, withLineFeedBytes, grouped, printableJsonPieces } from '../internal.js';
import { formatBytes } from './options.js';
import { checkReadingMemory, MOST_READING_COSTS, type ReadingCosts } from './reading-cost.js';
import { makeFolderSafely, withSignalsHeld, writeFileSafely, type WrittenFiles } from './safe-write.js';
import { isPiped, isTerminal } from './stdin.js';

export { isNullDevice, isTerminal } from './stdin.js';
import type { CliIO } from './types.js';

/** Text gathered before `outJson` writes it: 1 MB. */
const JSON_WRITE = 1 << 20;

/**
 * Writes `value` to standard output as one line of JSON (`printableJsonPieces`): a distribution of
 * millions of throws goes out a megabyte at a time, never as one string as long as the answer.
 * `extra` (`,"key":value…`) is written before the closing brace of `value`, an object.
 */
export function outJson(io: CliIO, value: unknown, extra = ''): void {
  let text = '';
  for (const piece of printableJsonPieces(value)) {
    text += piece;
    // The last character is held back: `extra` goes before it.
    if (text.length >= JSON_WRITE) {
      io.out(text.slice(0, -1));
      text = text.slice(-1);
    }
  }
  io.out((extra === '' ? text : text.slice(0, -1) + extra + '}') + '\n');
}

/**
 * The `CliIO` of the running process. Its standard output and error streams are made on the first
 * write: making `process.stdout` for a pipe takes some 2 ms, which the command, writing to the file
 * descriptors itself, never spends.
 */
export function processIO(signal?: AbortSignal): CliIO {
  // The files this command has written: none is written over by the same command.
  const written: WrittenFiles = new Set();
  let stdout: NodeJS.WriteStream | undefined;
  const standardOutput = () => {
    if (stdout) return stdout;
    // `boardpath maze m.txt --all | head`: once the reader has gone, stop quietly (as `yes | head`
    // does) instead of dying on an EPIPE stack trace.
    stdout = process.stdout.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') process.exit(0);
      throw error;
    });
    return stdout;
  };
  return {
    out: (text) => void standardOutput().write(text),
    err: (text) => void process.stderr.write(text),
    readStdin: async (limit) => readBounded(0, limit),
    readFile: async (path, limit) => {
      const fd = openSync(path, 'r');
      try {
        return readBounded(fd, limit);
      } finally {
        closeSync(fd);
      }
    },
    openFile: (path) => {
      const fd = openSync(path, 'r');
      const stat = fstatSync(fd);
      if (!stat.isFile()) {
        closeSync(fd);
        return undefined;
      }
      return {
        size: stat.size,
        read: (into, position) => readSync(fd, into, 0, into.length, position),
        close: () => closeSync(fd),
      };
    },
    isFile: (path) => existsSync(path) && statSync(path).isFile(),
    fileSize: (path) => {
      try {
        return statSync(path).size;
      } catch {
        return undefined;
      }
    },
    writeFile: (path, text) => withSignalsHeld(() => writeFileSafely(path, text, written)),
    makeDirectory: (path) => void mkdirSync(path, { recursive: true }),
    makeFolder: makeFolderSafely,
    // Asked only by a puzzle command given no file: a stat or two then, none otherwise.
    get stdinPiped() {
      return isPiped(0);
    },
    stdoutIsTTY: isTerminal(1),
    stderrIsTTY: isTerminal(2),
    env: process.env,
    freeMemory: () => freemem(),
    signal,
    deferInterrupt: () => {
      // Its own listener goes at the release; the one kept stays to hear a Ctrl-C caught before.
      keepListening();
      let interrupted = false;
      const onInterrupt = () => void (interrupted = true);
      process.on('SIGINT', onInterrupt);
      return {
        interrupted: () => interrupted,
        release: () => {
          process.off('SIGINT', onInterrupt);
          // The signal ends the process as if it had never been deferred (what must be made safe
          // first is, ending.ts); a listener of the caller's own would hear it instead.
          if (interrupted) endBy('SIGINT');
        },
      };
    },
  };
}

/**
 * Reads an open file descriptor to its end, or until it has given `limit + 1` bytes: a device such
 * as /dev/zero, a pipe or a terminal has no size to check first, and must not be read without end.
 * It stops early after a chunk that holds a NUL byte, which no board written as text has (see
 * `checkText`). Cost: the bytes read, once more while they are joined.
 */
function readBounded(fd: number, limit: number): Buffer {
  const { size, isFile } = (() => {
    const stat = fstatSync(fd);
    return { size: stat.size, isFile: stat.isFile() };
  })();
  const want = limit + 1;
  const chunks: Buffer[] = [];
  let total = 0;
  while (total < want) {
    const chunk = Buffer.allocUnsafe(
      Math.min(want - total, isFile && size > 0 ? size - total + 1 : 1 << 20, MAX_READ_CALL),
    );
    let read: number;
    try {
      read = readSync(fd, chunk, 0, chunk.length, null);
    } catch (error) {
      // A non-blocking pipe with nothing in it yet: wait for the writer.
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
      continue;
    }
    if (read === 0) break;
    chunks.push(read === chunk.length ? chunk : chunk.subarray(0, read));
    total += read;
    if (chunks[chunks.length - 1].indexOf(0) >= 0) break;
  }
  return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, total);
}

/** The most bytes one `readSync` takes (Node refuses a longer read: "length" is out of range). */
const MAX_READ_CALL = 2 ** 31 - 1;

/**
 * The most bytes an input is read whole: the most one read call takes. Bigger inputs are read a
 * piece at a time by the readers that can (printed maze rows, the board format), or refused.
 */
export const MAX_WHOLE_READ = MAX_READ_CALL;

/** Text read from a file or standard input, with the name to show in messages. */
interface InputText {
  readonly text: string;
  /** `board.json`, or `<stdin>` for `-`. */
  readonly file: string;
}

/**
 * Memory that reading an input of this many bytes takes at least: the bytes, the text decoded from
 * them and the parser's working copy. A file over the limit by this is refused by its size, before
 * it is read; once read, what its reading takes is counted from what it holds (`readingBytes`).
 */
export const READ_EXPANSION = 3;

/**
 * Reads FILE, or standard input for `-`, as UTF-8 (a byte-order mark is dropped).
 * A missing or unreadable file is a `BoardpathError` (exit 2), never a stack trace; so is a file
 * that could not fit in `maxMemory` (see `readInputBytes`) or in one string. `refusing`, given the
 * text of an input whose reading is refused for memory, may throw a refusal that says more (a grid
 * too big to search at any limit): it runs only then, on text no larger than the limit allows.
 */
export async function readInput(
  io: CliIO,
  path: string,
  maxMemory?: number,
  costs?: ReadingCosts,
  refusing?: (text: string) => void,
): Promise<InputText> {
  const { bytes, file } = await readInputBytes(
    io,
    path,
    maxMemory,
    constants.MAX_STRING_LENGTH,
    costs,
    refusing && ((read) => refusing(decode(read))),
  );
  if (bytes.length > constants.MAX_STRING_LENGTH) {
    throw new BoardpathError(
      'E_FILE',
      `${file} holds more than ${formatBytes(constants.MAX_STRING_LENGTH)}: too large to read as text`,
    );
  }
  return { text: decode(bytes), file };
}

/**
 * Reads FILE, or standard input for `-`, as bytes, for parsers that scan big inputs byte by byte
 * without building a string first, a CR that ends a line alone turned into an LF (`withLineFeedBytes`).
 * Errors as `readInput`. A file bigger than `atMost` bytes (and than `MAX_WHOLE_READ`) is refused
 * by its size (a stat), before anything is read or allocated. With `maxMemory`, a file whose size
 * times `READ_EXPANSION` is over it is refused with how much it would need; standard input, a pipe
 * or a device (whose size is unknown) is read only up to the most it may hold (`maxMemory /
 * READ_EXPANSION`, and at most `atMost` bytes), then refused the same way. Once read, before it
 * is parsed, what reading it takes by `costs` (a puzzle's: `READING_COSTS`) is counted from its
 * bytes, brackets and numbers (`readingBytes`) and refused past `maxMemory`, after `refusing` has had
 * the bytes to throw a refusal that says more. Standard input that
 * cannot be read (a directory, a descriptor open for writing only) is bad input, as a file is.
 */
export async function readInputBytes(
  io: CliIO,
  path: string,
  maxMemory?: number,
  atMost = MAX_WHOLE_READ,
  costs: ReadingCosts = MOST_READING_COSTS,
  refusing?: (bytes: Buffer) => void,
): Promise<{ readonly bytes: Buffer; readonly file: string }> {
  const most = Math.min(atMost, MAX_WHOLE_READ);
  const limit = Math.min(most, readLimit(maxMemory));
  const checked = (bytes: Buffer, file: string) => {
    checkText(bytes, file);
    if (bytes.length > limit) {
      if (limit === most)
        throw new BoardpathError('E_FILE', `${file} holds more than ${formatBytes(most)}: too large to read`);
      checkReadMemory(limit, file, maxMemory, true);
    }
    try {
      checkReadingMemory(bytes, file, maxMemory, costs);
    } catch (error) {
      // The bytes passed the check by their size (3 × it within the limit): a text of them fits.
      refusing?.(bytes);
      throw error;
    }
    // Lines ended by a CR alone read as ended by an LF: in place, these bytes being the command's
    // own, so that the reader's own check finds nothing to copy.
    withLineFeedBytes(bytes, true);
    return { bytes, file };
  };
  const name = path === '-' ? '<stdin>' : path;
  const size = path === '-' ? undefined : io.fileSize?.(path);
  if (size !== undefined) {
    // Refused by its size, before a byte is read or a buffer taken.
    if (size > most)
      throw new BoardpathError(
        'E_FILE',
        `file too large: ${path} is ${grouped(size)} bytes, the most read ${most < MAX_WHOLE_READ ? 'as text' : 'whole'} is ${grouped(most)} bytes`,
      );
    checkReadMemory(size, path, maxMemory);
  }
  try {
    return checked(await (path === '-' ? io.readStdin(limit) : io.readFile(path, limit)), name);
  } catch (error) {
    if (error instanceof BoardpathError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    // Not a problem of the name given but of the device under it: the environment failed.
    if (code !== undefined && !INPUT_CODES.has(code) && code !== 'ERR_FS_FILE_TOO_LARGE')
      throw new BoardpathError(
        'E_IO',
        `cannot read ${name}: ${systemReason(error as NodeJS.ErrnoException)}`,
      );
    const why =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'it is a directory'
          : code === 'EACCES'
            ? 'permission denied'
            : code === 'EBADF'
              ? 'it is not open for reading'
              : code === 'ERR_FS_FILE_TOO_LARGE' || error instanceof RangeError
                ? 'it is too large to read into memory'
                : String((error as Error).message);
    throw new BoardpathError('E_FILE', `cannot read ${name}: ${why}`);
  }
}

/**
 * What went wrong in a system call, in words: `ENOSPC: no space left on device, write` → `no space
 * left on device`.
 */
export function systemReason(error: NodeJS.ErrnoException): string {
  return error.message.replace(/^\w+: /, '').replace(/, \w+( '.*')?$/, '');
}

/**
 * Refuses bytes that are not text as a board is written: a NUL byte never appears in one. The
 * commonest cause is a file saved as UTF-16 (Windows' "Unicode") or UTF-32, which the message names.
 */
function checkText(bytes: Buffer, file: string): void {
  const at = bytes.indexOf(0);
  if (at < 0) return;
  const encoding = wideEncoding(bytes);
  throw new BoardpathError(
    'E_FORMAT',
    encoding
      ? `${file} is written in ${encoding}: save it as UTF-8 (or plain ASCII) text`
      : `${file} is not text: byte ${at + 1} is a NUL byte`,
  );
}

// The wide encoding bytes holding a NUL byte are written in, by their byte order mark or, without
// one, by where the zeros fall in the first character (ASCII text: three zeros of four in UTF-32,
// one of two in UTF-16). UTF-32's little-endian mark begins as UTF-16's does, so it is tried first.
function wideEncoding(bytes: Buffer): 'UTF-16' | 'UTF-32' | undefined {
  const [a, b, c, d] = bytes;
  if (bytes.length >= 4) {
    if ((a === 0xff && b === 0xfe && c === 0 && d === 0) || (a === 0 && b === 0 && c === 0xfe && d === 0xff))
      return 'UTF-32';
    if (bytes.length % 4 === 0 && b === 0 && c === 0 && (a === 0) !== (d === 0)) return 'UTF-32';
  }
  if ((a === 0xff && b === 0xfe) || (a === 0xfe && b === 0xff)) return 'UTF-16';
  if (bytes.length >= 4 && (b === 0) !== (a === 0) && (d === 0) !== (c === 0)) return 'UTF-16';
  return undefined;
}

/**
 * The errors that say the input given cannot be read (bad input, status 2), unlike a failing
 * device: among them a directory given as standard input (`< /tmp`), and a standard input open for
 * writing only (`0> file`, EBADF).
 */
const INPUT_CODES = new Set([
  'ENOENT',
  'EISDIR',
  'EACCES',
  'ENOTDIR',
  'ELOOP',
  'ENAMETOOLONG',
  'EPERM',
  'EBADF',
]);

/** The most bytes an input may have under `maxMemory` (and the most read whole). */
function readLimit(maxMemory: number | undefined): number {
  return maxMemory === undefined
    ? MAX_WHOLE_READ
    : Math.min(MAX_WHOLE_READ, Math.floor(maxMemory / READ_EXPANSION));
}

/**
 * Refuses an input of `size` bytes (`more`: at least that many, the read having stopped at the limit)
 * whose reading would need more than `maxMemory`.
 */
function checkReadMemory(size: number, file: string, maxMemory: number | undefined, more = false): void {
  if (maxMemory === undefined || (!more && size * READ_EXPANSION <= maxMemory)) return;
  throw new BoardpathError(
    'E_MEMORY',
    more
      ? `${file} holds more than ${formatBytes(size)}, the most that can be read within the limit of ${formatBytes(maxMemory)}`
      : `${file} is ${formatBytes(size)}: reading it needs about ${formatBytes(size * READ_EXPANSION)} but the limit is ${formatBytes(maxMemory)}`,
  );
}

function decode(bytes: Buffer): string {
  const text = bytes.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
