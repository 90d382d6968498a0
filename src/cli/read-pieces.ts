import { READ_EXPANSION } from './io.js';
import type { CliIO, OpenFile } from './types.js';

/**
 * Opens `path` for a reader that takes it a piece at a time, gives it to `read` and closes it:
 * `read`'s answer, or null, for the whole read to take over, when `path` is standard input or not a
 * regular file, cannot be opened (the whole read says why), or is bigger than `maxMemory` allows a
 * whole read (whose refusal is worded the same for every notation). Only a regular file is opened:
 * opening a named pipe would wait for a writer, whose text the whole read (opening it again) would
 * then miss.
 */
export function readRegularFile<T>(
  io: CliIO,
  path: string,
  maxMemory: number | undefined,
  read: (file: OpenFile) => T | null,
): T | null {
  if (path === '-' || !io.openFile || !io.isFile(path)) return null;
  let file: OpenFile | undefined;
  try {
    file = io.openFile(path);
  } catch {
    return null;
  }
  if (!file) return null;
  try {
    if (maxMemory !== undefined && file.size * READ_EXPANSION > maxMemory) return null;
    return read(file);
  } finally {
    file.close();
  }
}
