/** The worker's side of a paste: each puzzle's reader, by the puzzle the paste is read for. */
import { readMazePaste } from '../maze/paste.js';
import { readSnakesPaste } from '../snakes/paste.js';
import { readTokensPaste } from '../tokens/paste.js';
import type { PasteOptions, ReadPaste } from './examples.js';

/** Each puzzle's reader of a paste (its examples, answered for a problem page). */
const READERS: {
  readonly [P in PasteOptions['of']]: (
    text: string,
    file: string,
    options: Extract<PasteOptions, { of: P }>,
  ) => ReadPaste;
} = {
  maze: readMazePaste,
  snakes: readSnakesPaste,
  tokens: readTokensPaste,
};

/** The examples of `text`, read and answered by the puzzle `options.of` names. */
export function readPaste(text: string, file: string, options: PasteOptions): ReadPaste {
  return (READERS[options.of] as (text: string, file: string, options: PasteOptions) => ReadPaste)(
    text,
    file,
    options,
  );
}
