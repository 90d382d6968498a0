// A board object as people write it outside JSON files: with comments and a comma before a closing
// bracket (JSON5, JavaScript), keys without quotes (`{squares: 30, ladders: {3: 22}}`), strings in
// single quotes and `True`, `False`, `None` (Python), tuples (`(3, 22)`), and the statement around
// it (`board = {…};`). Rewritten as the JSON it stands for, token by token.
import { blankComments } from './comments.js';

/**
 * The JSON that the object in `text` stands for, or null when `text` is not one object (with at
 * most `name =` before it and `;` after) written in these ways. Cost: O(length).
 */
export function relaxedJson(text: string): string | null {
  const clean = blankComments(text.replace(/^\uFEFF/, ''));
  const open = clean.indexOf('{');
  if (open < 0 || !STATEMENT_START.test(clean.slice(0, open))) return null;
  const out: string[] = [];
  const closers: string[] = [];
  let at = open;
  for (; at < clean.length; at++) {
    const c = clean[at];
    if (/\s/.test(c)) continue;
    if (c === '{' || c === '[' || c === '(') {
      closers.push(c === '{' ? '}' : ']');
      out.push(c === '(' ? '[' : c);
    } else if (c === '}' || c === ']' || c === ')') {
      const closer = c === ')' ? ']' : c;
      if (closers.pop() !== closer) return null;
      if (out.at(-1) === ',') out.pop();
      out.push(closer);
      if (closers.length === 0) break;
    } else if (c === ',' || c === ':') {
      // A comma or colon after an opening bracket, a comma or a colon is a slip JSON's reader says.
      if (/^[[{,:]?$/.test(out.at(-1) ?? '')) return null;
      out.push(c);
    } else if (c === '"' || c === "'") {
      const end = stringEnd(clean, at, c);
      if (end < 0) return null;
      const inside = clean.slice(at + 1, end);
      out.push(c === '"' ? `"${inside}"` : JSON.stringify(inside.replace(/\\'/g, "'")));
      at = end;
    } else {
      const word = /^(?:[-−+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?|[A-Za-z_$][\w$]*)/.exec(
        clean.slice(at, at + 64),
      );
      if (!word) return null;
      const token = word[0];
      at += token.length - 1;
      const key = nextNonBlank(clean, at + 1) === ':' && closers.at(-1) === '}';
      if (key) out.push(JSON.stringify(token.replace(/^\+/, '').replace('−', '-')));
      else if (/^[-−+]?\d/.test(token)) out.push(token.replace(/^\+/, '').replace('−', '-'));
      else if (token in LITERALS) out.push(LITERALS[token]);
      else return null;
    }
  }
  if (closers.length > 0 || !/^\s*;?\s*$/.test(clean.slice(at + 1))) return null;
  return out.join('');
}

// What may come before the object: nothing, or a name given it (`board =`, `const board: Board =`).
const STATEMENT_START =
  /^\s*(?:(?:const|let|var|final|static|auto|public|private)\s+)*(?:[A-Za-z_$][\w$]*\s*(?::[^=\n]{0,40})?=\s*)?$/;

const LITERALS: Record<string, string> = {
  true: 'true',
  True: 'true',
  false: 'false',
  False: 'false',
  null: 'null',
  None: 'null',
};

// The offset of the quote that closes the string opened at `at`, or -1.
function stringEnd(text: string, at: number, quote: string): number {
  for (let i = at + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === quote) return i;
    else if (text[i] === '\n') return -1;
  }
  return -1;
}

function nextNonBlank(text: string, from: number): string {
  let at = from;
  while (at < text.length && /\s/.test(text[at])) at++;
  return text[at] ?? '';
}
