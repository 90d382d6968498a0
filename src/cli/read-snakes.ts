import { BoardpathError } from '../errors.js';
import type { SnakesBoard } from '../puzzles/snakes/board/board.js';
import { parseBoardWindows } from '../puzzles/snakes/board/formats.js';
import { WINDOW_AHEAD, type ByteWindow } from '../puzzles/snakes/board/scan-json.js';
import { readRegularFile } from './read-pieces.js';
import type { CliIO, OpenFile } from './types.js';

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
    const window = fileWindow(file, Math.min(file.size + 1, PIECE_BYTES));
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

// The window over an open file, read from its start: a buffer of `room` bytes, refilled after the
// bytes it keeps until it is full or the file ends.
function fileWindow(file: OpenFile, room: number): ByteWindow {
  const buffer = new Uint8Array(Math.max(room, 2 * WINDOW_AHEAD));
  let position = 0;
  const window: ByteWindow = {
    bytes: buffer.subarray(0, 0),
    final: false,
    keepFrom(at) {
      const kept = window.bytes.length - at;
      buffer.copyWithin(0, at, at + kept);
      let held = kept;
      while (held < buffer.length) {
        const read = file.read(buffer.subarray(held), position);
        if (read === 0) {
          window.final = true;
          break;
        }
        held += read;
        position += read;
      }
      window.bytes = buffer.subarray(0, held);
    },
  };
  return window;
}
