// The arguments every puzzle's public functions share, checked once at entry: the text a parser
// reads, and the typed arrays a board is made of (from this realm or another, e.g. a board that
// crossed to a worker).
import { z } from 'zod';
import { BoardpathError } from '../errors.js';
import {
  allowing,
  cannotBeRead,
  checkOptions,
  checkValue,
  oneOf,
  optionError,
  optionsSchema,
  readArgument,
  type OptionsSchema,
} from '../options.js';
import type { Cell } from '../cell.js';

/** `file`: the name messages show for the input. */
const fileSchema = allowing('a file name (a string)', z.string());

/**
 * A parser's input and options checked at its entry: `input` text or its UTF-8 bytes; options
 * `format` (one of `formats`) and `file`, and those of `more` (a puzzle's own), no other. Returns
 * the options' frozen copy, each read once. Cost: O(1).
 */
export function checkParseCall<
  const F extends readonly [string, ...string[]],
  M extends z.ZodRawShape = Record<never, z.ZodType>,
>(
  input: unknown,
  formats: F,
  options: unknown,
  more?: M,
): ParseOptions<F> & Readonly<Partial<z.infer<z.ZodObject<M>>>> {
  checkInput('input', input);
  return checkOptions(
    optionsSchema({ format: oneOf(formats).optional(), file: fileSchema.optional(), ...more }),
    options,
  ) as ParseOptions<F> & Readonly<Partial<z.infer<z.ZodObject<M>>>>;
}

/** The options every parser takes. */
type ParseOptions<F extends readonly string[]> = { readonly format?: F[number]; readonly file?: string };

/** The input of a parser: text, or its UTF-8 bytes. */
function checkInput(name: string, input: unknown): void {
  if (typeof input !== 'string' && !isTypedArray(input, 'Uint8Array')) checkValue(name, TEXT_OR_BYTES, input);
}

/**
 * The text of a parser's input: the string itself, or its bytes decoded as UTF-8 (a byte order
 * mark dropped either way). Bytes too many for one string are a `BoardpathError`, not a RangeError.
 */
export function inputText(input: string | Uint8Array, file: string | undefined): string {
  let text: string;
  if (typeof input === 'string') text = input;
  else
    try {
      text = new TextDecoder().decode(input);
    } catch {
      throw new BoardpathError('E_FORMAT', `the input (${input.length} bytes) is too large to read as text`, {
        file,
      });
    }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

const TEXT_OR_BYTES = allowing(
  'the text of a board (a string) or its UTF-8 bytes (a Uint8Array)',
  z.string(),
);

/** Whether `value` is a typed array of this kind, from this realm or another. Cost: O(1). */
export function isTypedArray(value: unknown, kind: 'Uint8Array' | 'Int32Array' | 'Float64Array'): boolean {
  return (
    ArrayBuffer.isView(value) && (value as { [Symbol.toStringTag]?: string })[Symbol.toStringTag] === kind
  );
}

/** A whole number from `min` to `max` (inclusive), as a zod check for a board's fields. */
export function whole(min: number, max: number): z.ZodNumber {
  return z.number().int().min(min).max(max);
}

/**
 * The check at a solver's entry for boards checked by `checkBoard`: the board, then the options
 * against the function's schema (`checkOptions`). Returns the board to search (the one given, or
 * the board `checkBoard` rebuilt from a copy) and the options' frozen copy: the function reads
 * only these. Cost: that of `checkBoard` and the options'.
 */
export function boardCall<B>(checkBoard: (board: unknown) => B) {
  return <S extends z.ZodRawShape>(
    board: unknown,
    schema: OptionsSchema<S>,
    options: unknown,
  ): [B, z.output<z.ZodObject<S, z.core.$strict>>] => [checkBoard(board), checkOptions(schema, options)];
}

/**
 * `paint`: colour functions by name (picocolors' shape), each taking and giving text; checked
 * that each is a function, as the renderers call them.
 */
export function paintSchema<P extends object>(names: ReadonlyArray<keyof P & string>) {
  return allowing(
    `an object of functions ${names.join(', ')} (text) => text`,
    z.custom<P>(
      (value) =>
        typeof value === 'object' &&
        value !== null &&
        names.every((name) => typeof (value as Record<string, unknown>)[name] === 'function'),
    ),
  );
}

/**
 * A plain object's own fields read once into a copy (anything else as it is), for the checks of
 * an argument that read a field more than once (a union of shapes tries each): a getter that
 * answers differently each time is then read once, and the function works from the copy.
 * Cost: O(fields).
 */
export function ownFields<T>(value: T): T {
  try {
    return typeof value === 'object' && value !== null && !Array.isArray(value) && !ArrayBuffer.isView(value)
      ? ({ ...value } as T)
      : value;
  } catch (error) {
    // A Proxy that cannot be read: the check that follows refuses it, naming the argument.
    if (cannotBeRead(error)) return value;
    throw error;
  }
}

/**
 * The cells `keys` of `given` (such as a maze's `{ start, goal }`), each a pair of numbers, read
 * once and frozen; a key left out stays out. Anything else is a `BoardpathError` (E_USAGE) naming
 * `name.key`; whether a cell lies on the board is the caller's to check. Cost: O(keys).
 */
export function readCells<const K extends string>(
  given: unknown,
  keys: readonly K[],
  name: string,
  what: string,
): Partial<Record<K, Cell>> {
  return readArgument(name, () => {
    if (typeof given !== 'object' || given === null || Array.isArray(given))
      throw optionError(name, `{ ${keys.map((key) => `${key}?: [row, column]`).join(', ')} }`, given);
    const read: Partial<Record<K, Cell>> = {};
    for (const key of keys) {
      const cell: unknown = (given as Record<string, unknown>)[key];
      if (cell === undefined) continue;
      const pair = readArgument(`${name}.${key}`, () => pairOf(cell));
      if (!pair) throw optionError(`${name}.${key}`, `${what} [row, column] counted from 0`, cell);
      read[key] = pair;
    }
    return read;
  });
}

// `value` as a frozen [row, column] pair of numbers, or null when it is not one.
function pairOf(value: unknown): Cell | null {
  if (!Array.isArray(value) || value.length !== 2) return null;
  // By index, as the pair was read before: an array's own iterator is not asked.
  const row: unknown = value[0];
  const column: unknown = value[1];
  return typeof row === 'number' && typeof column === 'number' ? Object.freeze([row, column] as const) : null;
}
