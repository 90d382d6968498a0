import { BoardpathError, type SnakesBoard } from '../index.js';
import { parseBoardWindows, readerWindow } from '../internal.js';
import { readRegularFile } from './read-pieces.js';
import type { CliIO } from './types.js';

// The bytes held at a time: a megabyte, which stays in the processor's cache while it is scanned.
const PIECE_BYTES = 2 ** 20;

/**
 * A board-format file read a megabyte at a time into its board, the file never all in memory: the
 * 20 MB of a board with a million jumps are not taken from the system for one read (memory a
 * process takes for the first time costs time as well, some 10 ms here).
 *
 * Null when the file is anything else (another format, a shape the scanner leaves to the general
 * reader, a mistake of any kind, a file the memory limit refuses, standard input, a named pipe):
 * the caller then reads it whole, and the parser reads it or says what is wrong, and where.
 * Cost: O(bytes + J) for J jumps; the board, and a megabyte.
 */
export function readBoardFile(io: CliIO, path: string, maxMemory?: number): SnakesBoard | null {
  return readRegularFile(io, path, maxMemory, (file) => {
    const window = readerWindow(
      (into, position) => file.read(into, position),
      Math.min(file.size + 1, PIECE_BYTES),
    );
    window.keepFrom(0);
    // (Anything but an object, the board format, is left to the whole read at the scan's first byte.)
    try {
      return parseBoardWindows(window, file.size, path);
    } catch (error) {
      if (error instanceof BoardpathError) return null; // the whole read says what and where
      throw error;
    }
  });
}
