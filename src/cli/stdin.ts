// The standard streams as the command finds them: whether one is a terminal, /dev/null, or brings
// input to read. A puzzle command given no file reads standard input when something is piped to it
// (`echo '{…}' | boardpath snakes`, or a program's `input`, which Node passes through a socket) or
// redirected from a file; at a terminal, or with nothing to read (/dev/null, a closed descriptor), it
// does as it always did.
import { fstatSync, statSync, type Stats } from 'node:fs';
import { createRequire } from 'node:module';
import type { CliIO } from './types.js';

/**
 * Whether file descriptor `fd` is a terminal, as `process.stdout.isTTY` says for 1, without making
 * the stream. Only a character device can be one: Node's tty module (some 2 ms to load) is asked
 * only then, so output to a pipe or a file never loads it, nor output to /dev/null, the character
 * device where timing tools send it. Cost: a stat, two for a character device.
 */
export function isTerminal(fd: number): boolean {
  let device: Stats;
  try {
    device = fstatSync(fd);
  } catch {
    return false; // closed
  }
  if (!device.isCharacterDevice() || isNullDevice(device)) return false;
  const tty = createRequire(import.meta.url)('node:tty') as typeof import('node:tty');
  return tty.isatty(fd);
}

/** Whether `device` (what a stat said) is /dev/null: false where there is none. Cost: a stat. */
export function isNullDevice(device: Stats): boolean {
  try {
    return device.isCharacterDevice() && device.rdev === statSync('/dev/null').rdev;
  } catch {
    return false;
  }
}

/**
 * Whether file descriptor `fd` brings input to read: a pipe (or named pipe), a socket or a regular
 * file. A socket is how Node (and any program on libuv) passes a child its standard input, so it
 * is read as a pipe is: like any filter, the command then waits until the writer closes it. Not a
 * terminal, /dev/null or another device. Cost: a stat.
 */
export function isPiped(fd: number): boolean {
  try {
    const stats = fstatSync(fd);
    return stats.isFIFO() || stats.isSocket() || stats.isFile();
  } catch {
    return false; // closed
  }
}

/**
 * The files a puzzle command reads: those named, else standard input (`-`) when something is piped
 * to it, else none.
 */
export function filesOrStdin(io: CliIO, files: readonly string[]): readonly string[] {
  if (files.length > 0) return files;
  return io.stdinPiped ? ['-'] : [];
}
