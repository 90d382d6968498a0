// The one way a number is written on the command line, for every numeric flag: decimal digits,
// with an optional fraction and an optional exponent (`6`, `0.5`, `5e8`, `1.5e3`). No sign, no
// hex (`0x10`), no `Infinity`, no digit separators: what a flag reads is what the user wrote.
import { InvalidArgumentError } from 'commander';

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

/** How `n` reads in a range: `1000000` as 1,000,000, `1e15` as 1e15. */
function shown(n: number): string {
  return n >= 1e12 ? n.toExponential().replace('e+', 'e') : n.toLocaleString('en-US');
}

/**
 * A commander parser for a whole number from `min` to `max` (`5e8` allowed when whole); anything
 * else is refused with the range and the value as written.
 */
export function wholeIn(min: number, max: number = Number.MAX_SAFE_INTEGER): (value: string) => number {
  return (value) => {
    const number = readNumber(value);
    if (number === undefined || !Number.isSafeInteger(number) || number < min || number > max) {
      const range =
        max === Number.MAX_SAFE_INTEGER ? `${shown(min)} or more` : `from ${shown(min)} to ${shown(max)}`;
      throw new InvalidArgumentError(`expected a whole number ${range}, not ${asWritten(value)}.`);
    }
    return number;
  };
}
