// The one way a number is written on the command line, for every numeric flag: decimal digits,
// with an optional fraction and an optional exponent (`6`, `0.5`, `5e8`, `1.5e3`). No sign, no
// hex (`0x10`), no `Infinity`, no digit separators: what a flag reads is what the user wrote.
import { InvalidArgumentError } from 'commander';
import type { z } from 'zod';
import { allowedBy } from '../internal.js';

const NUMBER = /^\d+(?:\.\d+)?(?:e\+?\d+)?$/i;

/** `value` read as a number in the one syntax, or undefined when it is written otherwise. */
export function readNumber(value: string): number | undefined {
  const written = value.trim();
  if (!NUMBER.test(written)) return undefined;
  const number = Number(written);
  return Number.isFinite(number) ? number : undefined;
}

/** The text a message echoes: as written, cut short when long. */
export function asWritten(value: string): string {
  return JSON.stringify(value.length > 24 ? `${value.slice(0, 24)}…` : value);
}

/**
 * A commander parser for a numeric flag, checked by the library's own schema for the option it
 * stands for (`facesSchema` for `--faces`): the number in the one syntax, then the schema. Anything
 * else is refused with the words the schema allows and the value as written, so the command and the
 * library accept the same values and say so alike.
 */
export function numberBy(schema: z.ZodType<number>): (value: string) => number {
  const allowed = allowedBy(schema) ?? 'a number';
  return (value) => {
    const number = readNumber(value);
    const checked = number === undefined ? undefined : schema.safeParse(number);
    if (!checked?.success) throw new InvalidArgumentError(`expected ${allowed}, not ${asWritten(value)}.`);
    return checked.data;
  };
}
