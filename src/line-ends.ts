// Line ends as the readers count them. A file may end its lines with LF (Unix), CRLF (Windows) or
// CR alone (classic Mac OS, and some spreadsheet exports), or mix them; every reader splits lines
// at LF and takes a CR just before an LF as part of the line end. So each reader's door turns a CR
// that no LF follows into an LF: the same length, so every column and offset stays where it was,
// and the text's lines are then the lines an editor shows.

const CR = 13;
const LF = 10;

/**
 * `text` with every CR that no LF follows turned into an LF; the text itself when it has none
 * (the common case, told by one `indexOf`). Cost: O(text length), a copy only if a lone CR is found.
 */
export function withLineFeeds(text: string): string {
  let at = text.indexOf('\r');
  while (at >= 0 && text.charCodeAt(at + 1) === LF) at = text.indexOf('\r', at + 1);
  return at < 0 ? text : text.replace(LONE_CR, '\n');
}

const LONE_CR = /\r(?!\n)/g;

/**
 * `bytes` (UTF-8 or ASCII) with every CR byte that no LF byte follows turned into an LF: `bytes`
 * itself when it has none; otherwise a copy, or `bytes` changed in place when `inPlace` (for a
 * buffer its caller owns). A CR byte is never part of a longer UTF-8 character, so no character
 * is broken. Cost: O(bytes), a copy only if a lone CR is found and not `inPlace`.
 */
export function withLineFeedBytes(bytes: Uint8Array, inPlace = false): Uint8Array {
  let out: Uint8Array | undefined;
  for (let at = bytes.indexOf(CR); at >= 0; at = bytes.indexOf(CR, at + 1)) {
    if (bytes[at + 1] === LF) continue;
    out ??= inPlace ? bytes : bytes.slice();
    out[at] = LF;
  }
  return out ?? bytes;
}
