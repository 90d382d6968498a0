// Every file the command line writes goes through here: a board saved by the judge, the boards,
// answers and worksheet of `generate`. The text goes to a fresh file beside the one named (opened
// with O_EXCL and O_NOFOLLOW, so nothing already there is touched), which then takes the name by a
// rename: a reader, an interrupt or a full disk never leaves a file half written or empty, a
// symbolic link planted where the file goes is refused rather than followed, and a file this
// command has written is never written over by the same command (`--sheet out/1.json` beside
// `--out out`).
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  fchmodSync,
  lstatSync,
  mkdirSync,
  openSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
  type Stats,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { keepListening } from '../internal.js';
import { BoardpathError } from '../index.js';

/** The files a command has written so far, by device and inode, so that it never writes one twice. */
export type WrittenFiles = Set<string>;

/**
 * Writes `text` to the file `path`, replacing it whole: to a new file of a random name in the same
 * folder, opened O_CREAT | O_EXCL | O_NOFOLLOW (with the mode of the file it replaces), then renamed
 * over `path`. A `path` that is a symbolic link or a folder is refused (`E_USAGE`), and so is a
 * file already in `written` (one this command wrote); a device or a named pipe the user names
 * (`/dev/null`, `/dev/full`) is written in place, as no rename can (a pipe that nobody reads fails
at once with ENXIO rather than waiting for a reader). Any other failure is the
 * system's error as Node throws it, with the new file removed. Cost: the bytes written, and four
 * system calls besides.
 */
export function writeFileSafely(path: string, text: string | Uint8Array, written?: WrittenFiles): void {
  const existing = statOf(path);
  if (existing?.isSymbolicLink())
    throw refusal(
      path,
      'a symbolic link, not written through (name the file it points to, or remove the link)',
    );
  if (existing?.isDirectory()) throw refusal(path, 'a folder, not a file');
  if (existing && written?.has(fileId(existing)))
    throw refusal(path, 'written by this command already, not written over (name another file)');
  if (existing && !existing.isFile()) return writeInPlace(path, text, existing.isFIFO());
  // A name of its own beside the file (within the 255 bytes a name may take).
  const temporary = join(
    dirname(path),
    `.${basename(path).slice(0, 200)}.${randomBytes(6).toString('hex')}.tmp`,
  );
  const fd = openSync(
    temporary,
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
    0o666,
  );
  try {
    try {
      if (existing) fchmodSync(fd, existing.mode & 0o777);
      writeAll(fd, text);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, path);
  } catch (error) {
    try {
      unlinkSync(temporary);
    } catch {
      // Renamed already, or never made.
    }
    throw error;
  }
  written?.add(fileId(statSync(path)));
}

/**
 * Runs `write` (synchronous) so that SIGINT, SIGTERM or SIGHUP never cut it short: from the first
 * such write on, the command listens for those signals, and one that comes ends the process as it
 * would have (when nothing else listens for it) at the event loop's next turn: after the file is
 * whole, never between the new file's creation and its rename. The listening is not taken back
 * after the write, because Node drops a signal caught just before its last listener goes: in a run
 * of writes (`generate --out`), about one Ctrl-C in twenty was lost that way. The price is that a
 * signal coming while a board is being made waits for that board (its budget at the most).
 * Cost: two turns of the event loop.
 */
export async function withSignalsHeld<T>(write: () => T): Promise<T> {
  // Nothing to clean: a write is synchronous, so a signal is heard only between writes, when
  // every file is whole. Listening is what holds the signal back during the write.
  keepListening();
  const result = write();
  // A signal that arrived during `write` is delivered by the event loop's next poll for input:
  // within two turns, the first of which may come before the loop's first poll (a write made
  // while the command's first module is still being run). Waiting here ends the process now
  // rather than after whatever the caller does next.
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
  return result;
}

/**
 * Makes the folder `path` (and the folders it is in) when missing; a symbolic link or a file in its
 * place is refused (`E_USAGE`), so that no file is written through it into another folder. Cost: a
 * system call or two.
 */
export function makeFolderSafely(path: string): void {
  const found = statOf(path);
  if (!found) return void mkdirSync(path, { recursive: true });
  if (found.isSymbolicLink())
    throw refusal(path, 'a symbolic link, not written through (name the folder it points to)');
  if (!found.isDirectory()) throw refusal(path, 'not a folder');
}

/** What `path` is, not following a symbolic link; undefined when nothing is there. */
function statOf(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function fileId(stats: Stats): string {
  return `${stats.dev}:${stats.ino}`;
}

// The message names what is there; the file is where it is (the command line shows it first).
function refusal(path: string, what: string): BoardpathError {
  return new BoardpathError('E_USAGE', what, { file: path });
}

// A device or a named pipe: opened to write without creating, following or truncating anything. A
// pipe nobody reads would hold the open for ever: opened without waiting, it fails at once (ENXIO).
function writeInPlace(path: string, text: string | Uint8Array, pipe: boolean): void {
  const fd = openSync(path, constants.O_WRONLY | constants.O_NOFOLLOW | (pipe ? constants.O_NONBLOCK : 0));
  try {
    writeAll(fd, text);
  } finally {
    closeSync(fd);
  }
}

// A pipe opened without waiting takes what fits and says EAGAIN when full: the rest goes once its
// reader has read some (a pause of 10 ms a try).
function writeAll(fd: number, text: string | Uint8Array): void {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  for (let at = 0; at < bytes.length;) {
    try {
      at += writeSync(fd, bytes, at, bytes.length - at);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      Atomics.wait(PAUSE, 0, 0, 10);
    }
  }
}

const PAUSE = new Int32Array(new SharedArrayBuffer(4));
