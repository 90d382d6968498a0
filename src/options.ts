// The options every puzzle shares, as schemas, and the one way every public function checks its
// options and arguments: wrong types, values out of range, unknown keys and an AbortSignal that has
// already fired are `BoardpathError`s that name the option (`where.option`) and say what it allows.
// The command line checks its flags through the same schemas and puts the flag in the option's place.
import { z } from 'zod';
import { BoardpathError, throwIfAborted } from './errors.js';
import { grouped, printable, wordList } from './words.js';

/** Told now and then how far a long search has got: states explored and the current depth. */
export type Progress = (explored: number, depth: number) => void;

// What each schema allows, in words: the message of every refused value is `NAME must be WORDS, not VALUE`.
const ALLOWED = z.registry<{ allowed: string }>();

/**
 * `schema`, with the words that say what it allows (used in the message when a value is refused).
 * @internal
 */
export function allowing<T extends z.ZodType>(allowed: string, schema: T): T {
  ALLOWED.add(schema, { allowed });
  return schema;
}

/** The words `allowing` gave a schema (or the schema inside an optional one). @internal */
export function allowedBy(schema: z.ZodType): string | undefined {
  const words = ALLOWED.get(schema)?.allowed;
  if (words !== undefined || !(schema instanceof z.ZodOptional)) return words;
  return allowedBy(schema.unwrap() as z.ZodType);
}

/** The most a memory limit may be: 2^48 bytes (256 TB), all that a 64-bit machine addresses. */
export const MAX_MEMORY_LIMIT = 2 ** 48;

/** The largest work budget: 10^15 steps (days of work for any search here). */
const MAX_WORK_LIMIT = 1e15;

/** `maxMemory`: refuse, before allocating, work that would need more bytes than this. @internal */
export const maxMemorySchema = allowing(
  'a whole number of bytes from 0 to 2^48 (256 TB)',
  z.number().int().min(0).max(MAX_MEMORY_LIMIT),
);

/**
 * `maxWork`: a work budget, in the steps a search counts (square-face steps for the distribution of
 * a game's length, states or paths for the others); what happens when it runs out is the search's.
 * @internal
 */
export const maxWorkSchema = allowing(
  'a whole number of steps from 1 to 1e15',
  z.number().int().min(1).max(MAX_WORK_LIMIT),
);

// An AbortSignal of this realm or another (a worker's, jsdom's): told apart by what it does.
function isSignal(value: unknown): value is AbortSignal {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AbortSignal).aborted === 'boolean' &&
    typeof (value as AbortSignal).addEventListener === 'function'
  );
}

/** `aborted`'s getter: it answers only for an AbortSignal of this realm, the runtime's own. */
const ABORTED = Object.getOwnPropertyDescriptor(AbortSignal.prototype, 'aborted')?.get;

/**
 * The signal a search listens to: `given` itself when it is an AbortSignal of this realm; any other
 * (another realm's, an object that answers as one, a Proxy of one) is read once here and followed
 * through its `abort` event by a signal of this realm, so that the search never reads it again (a
 * Proxy revoked later, an object with no `removeEventListener`). Cost: O(1).
 */
function adoptSignal(given: AbortSignal): AbortSignal {
  try {
    ABORTED?.call(given);
    return given;
  } catch {
    // Not the runtime's own: followed.
  }
  const controller = new AbortController();
  if (given.aborted) controller.abort();
  else
    try {
      given.addEventListener('abort', () => controller.abort(), { once: true });
    } catch (error) {
      if (cannotBeRead(error)) throw error;
      throw new BoardpathError('E_USAGE', `signal cannot be listened to: ${reasonOf(error)}`, {
        option: 'signal',
      });
    }
  return controller.signal;
}

/**
 * `signal`: an AbortSignal; the search stops with `E_ABORTED` once it fires (at once if it has).
 * @internal
 */
export const signalSchema = allowing(
  'an AbortSignal',
  z.custom<AbortSignal>(isSignal).transform(adoptSignal),
);

/**
 * `fn`, called as it is; a call that the runtime refuses because `fn` is a revoked Proxy (or its
 * traps break the language's rules) is `E_USAGE` naming `name`, not the runtime's TypeError. Every
 * error `fn` throws itself goes through as it is.
 */
export function guardedCall<F extends (...args: never[]) => unknown>(name: string, fn: F): F {
  return ((...args: Parameters<F>) => {
    try {
      return fn(...args);
    } catch (error) {
      if (!cannotBeRead(error)) throw error;
      throw new BoardpathError('E_USAGE', `${name} cannot be called: ${reasonOf(error)}`, { option: name });
    }
  }) as F;
}

/** `progress`: a function the search calls now and then with the states explored and the depth. @internal */
export const progressSchema = allowing(
  'a function (explored, depth) => void',
  z
    .custom<Progress>((value) => typeof value === 'function')
    .transform((progress) => guardedCall('progress', progress)),
);

/** A flag that is on or off: `chain`, `alternate`. @internal */
export const switchSchema = allowing('true or false', z.boolean());

/** One of `values` (strings), said as `'a', 'b' or 'c'`. @internal */
export function oneOf<const T extends readonly [string, ...string[]]>(
  values: T,
): z.ZodEnum<{ [K in T[number]]: K }> {
  return allowing(wordList(values.map((value) => `'${value}'`)), z.enum(values));
}

/** A whole number from `min` to `max`, said as such. @internal */
export function wholeNumber(min: number, max: number = Number.MAX_SAFE_INTEGER): z.ZodNumber {
  const top = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `from ${grouped(min)} to ${grouped(max)}`;
  return allowing(`a whole number ${top}`, z.number().int().min(min).max(max));
}

/**
 * A value as a message shows it: numbers as JavaScript writes them (`Infinity`, `1e+400` is
 * `Infinity`), strings quoted and cut short, objects by their kind when long. Never throws.
 */
export function showValue(value: unknown): string {
  try {
    return shownValue(value);
  } catch {
    // A revoked Proxy, or one that breaks the language's own rules, throws at any look inside.
    return 'an object that cannot be read';
  }
}

function shownValue(value: unknown): string {
  switch (typeof value) {
    case 'undefined':
      return 'undefined';
    case 'number':
    case 'boolean':
      return String(value);
    case 'bigint':
      return `${value}n`;
    case 'string':
      return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
    case 'function':
      return 'a function';
    case 'symbol':
      return 'a symbol';
  }
  if (value === null) return 'null';
  if (isSignal(value)) return value.aborted ? 'an aborted AbortSignal' : 'an AbortSignal';
  if (ArrayBuffer.isView(value)) return `a ${value.constructor?.name ?? 'typed array'}`;
  let written: string | undefined;
  try {
    written = JSON.stringify(value);
  } catch {
    // A cycle, a BigInt inside, a hostile getter: say what it is.
  }
  if (written !== undefined && written.length <= 40) return written;
  return Array.isArray(value)
    ? `an array of ${grouped(value.length)} ${value.length === 1 ? 'item' : 'items'}`
    : 'an object';
}

/** The `BoardpathError` for a refused value: `NAME must be WORDS, not VALUE`, where.option = NAME. */
export function optionError(name: string, allowed: string, value: unknown): BoardpathError {
  return new BoardpathError('E_USAGE', `${name} must be ${allowed}, not ${showValue(value)}`, {
    option: name,
  });
}

/**
 * `value` checked against `schema` (made with `allowing`), as the argument or option `name`.
 * Cost: that of the schema, once; call it at a function's entry, never in its loop.
 * @internal
 */
export function checkValue<T extends z.ZodType>(name: string, schema: T, value: unknown): z.output<T> {
  const result = readArgument(name, () => schema.safeParse(value));
  if (result.success) return result.data;
  throw optionError(name, allowedBy(schema) ?? 'something else', value);
}

/**
 * What `read` reads of the argument or option `name`, an argument that cannot be read refused in
 * the library's words (`E_USAGE` naming it) rather than with the runtime's own TypeError: a
 * revoked Proxy, or a Proxy whose traps break the language's rules. Every other error `read`
 * throws goes through as it is. Cost: that of `read`.
 */
export function readArgument<T>(name: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!cannotBeRead(error)) throw error;
    throw new BoardpathError('E_USAGE', `${name} cannot be read: ${reasonOf(error)}`, { option: name });
  }
}

/**
 * Whether `error` is the TypeError the runtime throws at a revoked Proxy or a trap that breaks the
 * language's rules: every engine names the proxy in it (V8 "on a proxy that has been revoked",
 * "'get' on proxy: …", SpiderMonkey "revoked proxy", JavaScriptCore "Proxy has already been
 * revoked"). Any other error is the caller's own (a getter that throws) or a fault of ours.
 */
export function cannotBeRead(error: unknown): boolean {
  try {
    return error instanceof TypeError && /proxy/i.test(error.message);
  } catch {
    return false;
  }
}

// What an error thrown while reading says, one printable line (an error may be hostile too).
function reasonOf(error: unknown): string {
  try {
    const message = error instanceof Error ? error.message : String(error);
    return printable(message.length > 200 ? `${message.slice(0, 200)}…` : message);
  } catch {
    return 'it throws';
  }
}

/**
 * `value` checked against `schema`, which checks what the caller will read of it (the drawn part of
 * an answer, say) and not every field, then taken as the `T` it stands for: the one place where a
 * partly checked value gets its whole type. Cost: that of the schema.
 * @internal
 */
export function checkShape<T>(name: string, schema: z.ZodType, value: unknown): T {
  return checkValue(name, schema, value) as T;
}

/**
 * The options a function takes: a schema for each, by name (`checkOptions` refuses other keys).
 * Only the schemas: a zod object of them would cost every command about a millisecond to build as
 * it loads (and its first parse as much again), for what `checkOptions` does key by key.
 * @internal
 */
export interface OptionsSchema<S extends z.ZodRawShape> {
  readonly shape: S;
}

/** The options a function takes, `shape` holding each option's schema (made with `allowing`). @internal */
export function optionsSchema<S extends z.ZodRawShape>(shape: S): OptionsSchema<S> {
  return { shape };
}

/**
 * A function's `options` checked against its schema: absent is `{}`; not a plain object (an array,
 * a Map or a Date is refused, not read as `{}`), an unknown key
 * (`move` for `moves`), or a value the option's schema refuses is a `BoardpathError` (`E_USAGE`,
 * `where.option` naming the option); a `signal` that has already fired stops here with `E_ABORTED`.
 * Returns a frozen copy of the options given, each read once, as their schemas read them: a caller
 * works from the copy only, so a getter that answers differently each time is read once. Cost:
 * O(options), once per call.
 * @internal
 */
export function checkOptions<S extends z.ZodRawShape>(
  schema: OptionsSchema<S>,
  options: unknown,
): z.output<z.ZodObject<S, z.core.$strict>> {
  if (options === undefined) options = {};
  return readArgument('the options', () => readOptions(schema, options));
}

// The options read and checked, each once, into their frozen copy (see checkOptions).
function readOptions<S extends z.ZodRawShape>(
  schema: OptionsSchema<S>,
  options: unknown,
): z.output<z.ZodObject<S, z.core.$strict>> {
  // A Map, a Set, a Date or a boxed number holds no options as keys: taken as {}, its entries would
  // be ignored in silence. Objects of any realm or class say `[object Object]`.
  if (
    typeof options !== 'object' ||
    options === null ||
    Object.prototype.toString.call(options) !== '[object Object]'
  )
    throw new BoardpathError(
      'E_USAGE',
      `the options must be an object such as {}, not ${showValue(options)}`,
    );
  const known = Object.keys(schema.shape);
  for (const key of Object.keys(options)) {
    if (!Object.hasOwn(schema.shape, key)) throw unknownOption(key, known);
  }
  const record = options as Record<string, unknown>;
  const checked: Record<string, unknown> = {};
  for (const key of known) {
    // An absent option and one given as `undefined` mean the same: the default.
    const value = record[key];
    if (value !== undefined) checked[key] = checkValue(key, schema.shape[key] as z.ZodType, value);
  }
  throwIfAborted((checked as { signal?: AbortSignal }).signal);
  return Object.freeze(checked) as z.output<z.ZodObject<S, z.core.$strict>>;
}

function unknownOption(key: string, known: readonly string[]): BoardpathError {
  const near = known.find((name) => nearName(name, key));
  const hint = near ? `did you mean ${near}?` : `the options: ${known.join(', ') || 'none'}`;
  return new BoardpathError('E_USAGE', `unknown option ${showValue(key)} (${hint})`, { option: key });
}

/** Two names a typo apart: one letter more, less, changed or swapped with the next, or case alone. @internal */
export function nearName(name: string, typed: string): boolean {
  const a = name.toLowerCase();
  const b = typed.toLowerCase();
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (a[i] === b[i]) i++;
  const rest = (s: string, skip: number) => s.slice(i + skip);
  return (
    rest(a, 1) === rest(b, 1) ||
    rest(a, 1) === rest(b, 0) ||
    rest(a, 0) === rest(b, 1) ||
    (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a, 2) === rest(b, 2))
  );
}
