/**
 * A big maze in a share link: its cells as bits (1 open, 0 a wall), row after row, six cells to a
 * character of base64url's alphabet, the first cell in the character's highest bit. A
 * 1000×1000 maze is then 166,667 characters, where its ASCII art, escaped in an address, is about
 * 1.6 MB: a browser handles an address in time that grows with its length, on the page's one
 * thread, before any script of the page runs.
 */
import { BoardpathError, makeMaze, type Cell, type MazeGrid } from 'boardpath';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** Each character code's value in the alphabet (-1 for a character not in it). */
const VALUES = new Int8Array(128).fill(-1);
for (let value = 0; value < 64; value++) VALUES[ALPHABET.charCodeAt(value)] = value;

/** The characters `cellBits` writes for a grid of `cells` cells. */
export function bitsLength(cells: number): number {
  return Math.ceil(cells / 6);
}

/** The grid's cells as bits in base64url's characters (see above). Cost: O(cells). */
export function cellBits(grid: MazeGrid): string {
  const { open } = grid;
  const codes = new Uint8Array(bitsLength(open.length));
  for (let at = 0; at < codes.length; at++) {
    let value = 0;
    for (let cell = at * 6; cell < at * 6 + 6; cell++) value = (value << 1) | (open[cell] === 1 ? 1 : 0);
    codes[at] = ALPHABET.charCodeAt(value);
  }
  return new TextDecoder('latin1').decode(codes);
}

/**
 * The maze of `rows × columns` cells whose bits `cellBits` wrote, with its start and goal, checked
 * as `makeMaze` checks a grid; text of another length or with another character is a
 * `BoardpathError` that says so. Cost: O(cells).
 */
export function gridFromBits(
  rows: number,
  columns: number,
  bits: string,
  ends: { start?: Cell; goal?: Cell },
): MazeGrid {
  const cells = rows * columns;
  if (!Number.isSafeInteger(cells) || cells < 1)
    throw new BoardpathError('E_FORMAT', `a maze of ${rows} × ${columns} cells cannot be`);
  if (bits.length !== bitsLength(cells))
    throw new BoardpathError(
      'E_FORMAT',
      `the cells of a ${rows} × ${columns} maze are ${bitsLength(cells)} characters, not ${bits.length}`,
    );
  const open = new Uint8Array(cells);
  for (let at = 0; at < bits.length; at++) {
    const code = bits.charCodeAt(at);
    const value = code < 128 ? VALUES[code] : -1;
    if (value < 0)
      throw new BoardpathError(
        'E_FORMAT',
        `character ${at + 1} of the cells, “${bits[at]}”, is not one of base64url's`,
      );
    // The last character's bits past the grid's last cell are left out.
    const count = Math.min(6, cells - at * 6);
    for (let bit = 0; bit < count; bit++) open[at * 6 + bit] = (value >> (5 - bit)) & 1;
  }
  return makeMaze(rows, columns, open, ends);
}
