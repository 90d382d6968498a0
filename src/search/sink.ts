// A search's observer: the object a search tells each of its steps (`options.sink`), as the page's
// learn view records them. Read and checked once at the search's entry, like the graph, so that a
// getter cannot change it under a running search and a mistake in it is refused before any work.
import { z } from 'zod';
import { BoardpathError } from '../errors.js';
import { allowing, readArgument, showValue } from '../options.js';

/** `sink`: any object, then read by `readSink`. @internal */
export const sinkSchema = allowing(
  'an object of functions, one for each step of the search it is told',
  z.custom<object>((value) => typeof value === 'object' && value !== null),
);

const nothing = () => {};

/**
 * The methods `names` of `sink`, read once and each bound to it; a method it lacks does nothing.
 * A method that is there but is not a function, or a sink with none of them (a sink meant for
 * another search, say), is refused (`E_USAGE` naming `sink`). Cost: O(names).
 */
export function readSink<T extends object>(sink: T, names: ReadonlyArray<keyof T & string>): Required<T> {
  const methods = readArgument('sink', () => names.map((name) => (sink as Record<string, unknown>)[name]));
  if (methods.every((method) => method === undefined))
    throw new BoardpathError('E_USAGE', `sink must have one or more of the functions ${names.join(', ')}`, {
      option: 'sink',
    });
  const read: Record<string, unknown> = {};
  names.forEach((name, i) => {
    const method = methods[i];
    if (method !== undefined && typeof method !== 'function')
      throw new BoardpathError('E_USAGE', `sink.${name} must be a function, not ${showValue(method)}`, {
        option: 'sink',
      });
    // Bound here, where a function that cannot be read (a revoked Proxy) is refused in our words.
    read[name] =
      method === undefined
        ? nothing
        : readArgument('sink', () => (method as (...args: number[]) => void).bind(sink));
  });
  return Object.freeze(read) as Required<T>;
}
