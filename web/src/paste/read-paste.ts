/** The worker's side of a paste: each puzzle's reader, by the puzzle the paste is read for. */
import { MAZE_PASTE } from '../maze/paste.js';
import { SNAKES_PASTE } from '../snakes/paste.js';
import { TOKENS_PASTE } from '../tokens/paste.js';
import type { PasteOptions, ReadPaste } from './examples.js';

/** Each puzzle's reader of a paste (its examples, answered for a problem page), from its tab's folder. */
const READERS: {
  readonly [P in PasteOptions['of']]: (
    text: string,
    file: string,
    options: Extract<PasteOptions, { of: P }>,
  ) => ReadPaste;
} = { ...MAZE_PASTE, ...SNAKES_PASTE, ...TOKENS_PASTE };

/** The examples of `text`, read and answered by the puzzle `options.of` names. */
export function readPaste(text: string, file: string, options: PasteOptions): ReadPaste {
  return (READERS[options.of] as (text: string, file: string, options: PasteOptions) => ReadPaste)(
    text,
    file,
    options,
  );
}
