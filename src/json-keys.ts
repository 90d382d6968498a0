/**
 * The first key written twice in one object of valid JSON `text`, with where it is written the
 * second time; null if none. `JSON.parse` keeps the last of two equal keys without a word, so a
 * board with `"4": 14, "4": 20` would lose a ladder silently. Escaped keys (`"\u0034"`) are compared
 * as what they spell.
 *
 * Cost: O(text length), a set of the keys of each open object.
 */
export function duplicateKey(text: string): { key: string; offset: number } | null {
  // One entry per open object (its keys so far) or array (null).
  const open: Array<Set<string> | null> = [];
  let keyNext = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 34 /* " */) {
      let end = i + 1;
      let escaped = false;
      for (let c = text.charCodeAt(end); c !== 34; c = text.charCodeAt(end)) {
        if (c === 92 /* \ */) {
          escaped = true;
          end++;
        }
        end++;
      }
      const keys = open[open.length - 1];
      if (keyNext && keys) {
        const key = escaped ? (JSON.parse(text.slice(i, end + 1)) as string) : text.slice(i + 1, end);
        if (keys.has(key)) return { key, offset: i };
        keys.add(key);
        keyNext = false;
      }
      i = end;
    } else if (code === 123 /* { */) {
      open.push(new Set());
      keyNext = true;
    } else if (code === 91 /* [ */) {
      open.push(null);
    } else if (code === 125 /* } */ || code === 93 /* ] */) {
      open.pop();
      keyNext = false;
    } else if (code === 44 /* , */) {
      keyNext = open[open.length - 1] !== null && open.length > 0;
    }
  }
  return null;
}

/**
 * The line and column of element `index` of the top-level array of valid JSON `text` (for a
 * message about that element); {} if there is none. Cost: O(text length).
 */
export function elementAt(text: string, index: number): { line?: number; column?: number } {
  let depth = 0;
  let element = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (depth === 1 && element === index && code > 32 && code !== 44 && code !== 93) {
      const before = text.slice(0, i);
      const line = before.split('\n').length;
      return { line, column: i - before.lastIndexOf('\n') };
    }
    if (code === 34) {
      for (i++; text.charCodeAt(i) !== 34; i++) if (text.charCodeAt(i) === 92) i++;
    } else if (code === 91 || code === 123) depth++;
    else if (code === 93 || code === 125) depth--;
    else if (code === 44 && depth === 1) element++;
  }
  return {};
}
