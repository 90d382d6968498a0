/**
 * Counts as the `boardpath` command writes them, by the library's own words (src/words.ts, which
 * the command's messages use): "1 square", "2 squares", "1,000 cells". The page's words hold nouns
 * in the plural ("cells", "throws"): the singular is the plural without its s.
 */
import { counted as countedAs } from '../../src/words.js';

/** `count` and the noun given in the plural, singular for one: `counted(1, 'throws')` is "1 throw". */
export function counted(count: number | bigint, plural: string): string {
  return countedAs(count, plural.replace(/s$/, ''), plural);
}
