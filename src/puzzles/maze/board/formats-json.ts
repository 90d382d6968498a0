// The maze's JSON notation: an array of 0/1 rows, or an object with the rows, the start and the goal.
import { BoardpathError } from '../../../errors.js';
import { lineColumn, parseJson, showJsonValue } from '../../../json.js';
import { gridOf, MAZE_ENDS, type MazeGrid } from './board.js';
import type { Cell } from '../../../cell.js';

/**
 * Reads a maze written as JSON: an array of rows of 0 (blocked) and 1 (open), or an object
 * `{"grid": rows, "start": [r, c], "goal": [r, c]}`; every problem is a `BoardpathError` with its
 * line and column. Cost: O(text length) and the parsed JSON.
 */
export function fromJson(text: string, file: string | undefined): MazeGrid {
  const json: unknown = parseJson(text, file);
  if (typeof json === 'object' && json !== null && !Array.isArray(json))
    return fromJsonObject(json as Record<string, unknown>, text, file);
  return fromJsonRows(json, text, 0, file);
}

// `{"grid": [[…]], "start": [r, c], "goal": [r, c]}` — the shape of the fixtures in fixtures/maze.json;
// other keys (a name, the expected answers) are ignored.
function fromJsonObject(json: Record<string, unknown>, text: string, file: string | undefined): MazeGrid {
  const top = { file, ...lineColumn(text, Math.max(0, text.search(/\S/))) };
  if (!('grid' in json))
    throw new BoardpathError(
      'E_FORMAT',
      'a JSON maze object needs a "grid": an array of rows of 0 (blocked) and 1 (open)',
      top,
    );
  const key = /"grid"\s*:\s*/.exec(text);
  const grid = fromJsonRows(json.grid, text, key ? key.index + key[0].length : 0, file);
  const ends: { start?: Cell; goal?: Cell } = {};
  for (const name of MAZE_ENDS) {
    const value = json[name];
    if (value === undefined) continue;
    if (!Array.isArray(value) || value.length !== 2 || !value.every((x) => Number.isSafeInteger(x))) {
      throw new BoardpathError(
        'E_FORMAT',
        `"${name}" must be [row, column], counted from 0, not ${showJsonValue(value)}`,
        top,
      );
    }
    ends[name] = [value[0], value[1]];
  }
  try {
    return gridOf(grid.rows, grid.columns, grid.open, ends);
  } catch (error) {
    throw error instanceof BoardpathError ? error.at(top) : error;
  }
}

function fromJsonRows(json: unknown, text: string, offset: number, file: string | undefined): MazeGrid {
  const at = (...path: number[]) => ({
    file,
    ...lineColumn(text, offset + elementOffset(text.slice(offset), path)),
  });
  if (!Array.isArray(json))
    throw new BoardpathError('E_FORMAT', 'a JSON maze is an array of rows of 0 (blocked) and 1 (open)', at());
  if (json.length === 0)
    throw new BoardpathError(
      'E_FORMAT',
      'the maze is empty (an empty array): expected rows of 0 and 1',
      at(),
    );
  const first: unknown = json[0];
  if (!Array.isArray(first)) throw new BoardpathError('E_FORMAT', 'row 0 is not an array of 0 and 1', at(0));
  const columns = first.length;
  if (columns === 0) throw new BoardpathError('E_FORMAT', 'the maze is empty: row 0 has no cells', at(0));
  const open = new Uint8Array(json.length * columns);
  for (let r = 0; r < json.length; r++) {
    const row: unknown = json[r];
    if (!Array.isArray(row))
      throw new BoardpathError('E_FORMAT', `row ${r} is not an array of 0 and 1`, at(r));
    if (row.length !== columns) {
      throw new BoardpathError(
        'E_FORMAT',
        `row ${r} has ${row.length} ${row.length === 1 ? 'cell' : 'cells'} but row 0 has ${columns}: a maze is rectangular`,
        at(r),
      );
    }
    for (let c = 0; c < columns; c++) {
      const value: unknown = row[c];
      if (value !== 0 && value !== 1) {
        throw new BoardpathError(
          'E_FORMAT',
          `row ${r}, column ${c}: expected 0 (blocked) or 1 (open), not ${showJsonValue(value)}`,
          at(r, c),
        );
      }
      open[r * columns + c] = value;
    }
  }
  return gridOf(json.length, columns, open);
}

/**
 * Where in (valid) JSON text the element at `path` of nested arrays starts — `[]` is the top-level
 * value, `[2]` its third element, `[2, 5]` that one's sixth — so a message can name a line and
 * column. Falls back to the start of the text.
 */
function elementOffset(text: string, path: readonly number[]): number {
  const top = text.search(/\S/);
  if (path.length === 0) return Math.max(0, top);
  const index: number[] = []; // element index at each open container (NaN for objects)
  let awaiting = false; // the next non-space character starts an array element
  for (let i = top; i < text.length; i++) {
    const char = text[i];
    if (char === ' ' || char === '\n' || char === '\r' || char === '\t') continue;
    if (awaiting && char !== ']') {
      awaiting = false;
      if (index.length === path.length && index.every((value, k) => value === path[k])) return i;
    }
    if (char === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
    } else if (char === '[') {
      index.push(0);
      awaiting = true;
    } else if (char === '{') {
      index.push(NaN);
    } else if (char === ']' || char === '}') {
      index.pop();
    } else if (char === ',') {
      index[index.length - 1]++;
      awaiting = !Number.isNaN(index[index.length - 1]);
    }
  }
  return Math.max(0, top);
}
