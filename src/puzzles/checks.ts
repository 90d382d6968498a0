// The arguments every puzzle's public functions share, checked once at entry: the text a parser
// reads, and the typed arrays a board is made of (from this realm or another, e.g. a board that
// crossed to a worker).
import { z } from 'zod';
import { allowing, checkOptions, checkValue, oneOf, optionsSchema, type OptionsSchema } from '../options.js';

/** `file`: the name messages show for the input. */
export const fileSchema = allowing('a file name (a string)', z.string());

/**
 * A parser's input and options checked at its entry: `input` text (or, when `bytes`, its UTF-8
 * bytes); options `format` (one of `formats`) and `file`, no other. Cost: O(1).
 */
export function checkParseCall(
  input: unknown,
  bytes: boolean,
  formats: readonly [string, ...string[]],
  options: unknown,
): void {
  checkInput('input', input, bytes);
  checkOptions(optionsSchema({ format: oneOf(formats).optional(), file: fileSchema.optional() }), options);
}

/** The input of a parser: text, or its UTF-8 bytes when `bytes` is true. */
export function checkInput(name: string, input: unknown, bytes: boolean): void {
  const ok = typeof input === 'string' || (bytes && isTypedArray(input, 'Uint8Array'));
  if (!ok) checkValue(name, bytes ? TEXT_OR_BYTES : TEXT, input);
}

const TEXT = allowing('the text of a board (a string)', z.string());
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
 * against the function's schema (`checkOptions`). Cost: O(1) and the options'.
 */
export function boardCall(checkBoard: (board: unknown) => unknown) {
  return <S extends z.ZodRawShape>(board: unknown, schema: OptionsSchema<S>, options: unknown) => {
    checkBoard(board);
    checkOptions(schema, options);
  };
}
