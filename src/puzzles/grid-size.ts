// A grid's size as the command writes it (`--size 6x8`) and as the grid generators take it: `size`,
// the same as `rows` and `columns`, so that a call can be written with the command's words.
import { z } from 'zod';
import { BoardpathError } from '../errors.js';
import { allowing } from '../options.js';
import { grouped } from '../words.js';

/**
 * `R×C`, `RxC` or `N` (N×N), spaces around the numbers allowed, as [rows, columns]; undefined for
 * any other text. Cost: O(length of the text). @internal
 */
export function readGridSize(text: string): [number, number] | undefined {
  const match = /^\s*(\d+)\s*(?:[x×X]\s*(\d+)\s*)?$/.exec(text);
  if (!match) return undefined;
  const rows = Number(match[1]);
  const columns = match[2] === undefined ? rows : Number(match[2]);
  return Number.isSafeInteger(rows) && Number.isSafeInteger(columns) ? [rows, columns] : undefined;
}

/**
 * `size`: N (an N×N grid), or the command's text ("6x8", "6×8", "6"), sides from 1 to `most`, read
 * as [rows, columns]. @internal
 */
export function gridSizeSchema(most: number) {
  const fits = (side: number) => Number.isSafeInteger(side) && side >= 1 && side <= most;
  return allowing(
    `N for an N×N grid, or "ROWSxCOLUMNS" (or "ROWS×COLUMNS") such as "6x8", sides from 1 to ${grouped(most)}`,
    z.union([z.number(), z.string().max(100)]).transform((value, context): readonly [number, number] => {
      const size = typeof value === 'number' ? ([value, value] as const) : readGridSize(value);
      if (size !== undefined && fits(size[0]) && fits(size[1])) return size;
      context.addIssue({ code: 'custom', message: 'not a grid size' });
      return z.NEVER;
    }),
  );
}

/** The options that say a grid's size, checked. */
interface GridOptions {
  readonly size?: readonly [number, number];
  readonly rows?: number;
  readonly columns?: number;
}

/**
 * The grid `options` ask for: `size`, else `rows` and `columns`, each `side` when absent. `size`
 * given with `rows` or `columns` is the same grid or an `E_USAGE` naming both. Cost: O(1). @internal
 */
export function gridOf(options: GridOptions, side: number): { rows: number; columns: number } {
  const { size } = options;
  if (size === undefined) return { rows: options.rows ?? side, columns: options.columns ?? side };
  const [rows, columns] = size;
  const sides = [
    ['rows', options.rows, rows],
    ['columns', options.columns, columns],
  ] as const;
  for (const [name, given, meant] of sides)
    if (given !== undefined && given !== meant)
      throw new BoardpathError(
        'E_USAGE',
        `size ${rows}×${columns} has ${meant} ${name}, but ${name} is ${given}: give size, or rows and columns`,
        { option: 'size' },
      );
  return { rows, columns };
}
