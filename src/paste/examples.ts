// A paste cut into its examples, as problem pages and handouts lay them out: LeetCode's `Example 1:`
// with `Input: …` and `Output: …`, GfG's `Input:` blocks one after another, HackerRank's `Sample
// Input` and `Sample Output`, a student's `# Output: 4` under the board or after the line that
// prints it. Whatever is not an example's input or answer (the statement, `Explanation:`,
// `Constraints:`) is left out. One pass over the lines, with regular expressions that look at the
// start of a line only.
import { blanked } from './comments.js';

/** An answer pasted for the boards before it, as written after `Output:` (or on the lines under it). */
interface PastedOutput {
  readonly text: string;
  /** Its line in the paste, from 1. */
  readonly line: number;
}

/** A part of a paste that holds one or more boards (its input) and the answers pasted for them. */
export interface PasteChunk {
  /** The lines of the input, from `line` on, the markers blanked (`Input:` turned to spaces). */
  readonly text: string;
  /** The paste's line where `text` begins, from 1. */
  readonly line: number;
  /** The answers pasted after this input, in order (the expected output). */
  readonly outputs: readonly PastedOutput[];
}

/**
 * `text` cut into its examples: each input with the answers pasted after it. Null when the text has
 * no marker at all (`Input:`, `Example 1:`, `Output:`, `# Output: 4`…): it is then one board, read as
 * it is. Cost: O(length).
 */
export function pasteChunks(text: string): PasteChunk[] | null {
  if (!MAYBE_MARKED.test(text)) return null;
  const lines = text.split('\n');
  const kinds = lines.map(kindOf);
  if (!kinds.some((kind) => kind.marker !== 'none')) return null;
  const byInputs = kinds.some((kind) => kind.marker === 'input' || kind.marker === 'header');
  return byInputs ? chunksByInputs(lines, kinds) : chunksByOutputs(lines, kinds);
}

// Any word a marker is made of, an answer in a comment or an assertion, for a quick refusal of the
// plain boards.
const MAYBE_MARKED =
  /input|output|example|expected|answer|explanation|case|assert|\.to(?:Be|Equal)\s*\(|(?:#|\/\/)[ \t]*(?:-?\d|\[|"|→|->|=>)/i;

type Marker = 'none' | 'header' | 'input' | 'output' | 'expected' | 'skip';

interface LineKind {
  readonly marker: Marker;
  /** Where the line's content (its board, its answer) starts, past the marker; or its length. */
  readonly from: number;
  /** Where the content ends: before a comment that holds the answer (`print(f(b))  # 4`). */
  readonly to: number;
  /** The answer in a comment at the line's end, if any. */
  readonly answer?: string;
}

// What starts a line before a marker: blanks, a comment's mark, a quote's `>`, Markdown's bold.
const LEAD = /^[\s\u00a0]*(?:(?:\/\/|#|>|\*+)[\s\u00a0]*)*/;
const HEADER = /^(?:examples?|sample\s+(?:test\s+)?case|test\s*case)\s*#?\s*\d*\s*:?[\s*\u00a0]*$/i;
const INPUT = /^(?:sample\s+)?input(?:\s*#?\s*\d+)?\s*(?::|$)[\s*\u00a0]*/i;
const OUTPUT = /^(?:sample\s+|your\s+)?(?:output|answer)(?:\s*#?\s*\d+)?\s*(?::|$)[\s*\u00a0]*/i;
const EXPECTED = /^expected(?:\s+(?:output|answer|result))?(?:\s*#?\s*\d+)?\s*(?::|$)[\s*\u00a0]*/i;
const SKIP =
  /^(?:(?:explanation|constraints?|notes?|follow[\s-]*up|hints?|your\s+task|approach|(?:input|output)\s+format|function\s+description)(?:\s*\d+)?\s*(?::|$)|expected\s+(?:time|auxiliary|space)\b)/i;
// An answer in a comment at the end of a line of code: `# Output: 4`, `// expected 4`, `# → 4`.
const ANSWER_COMMENT =
  /(?:#|\/\/)[\s\u00a0]*(?:(?:expected(?:\s+output)?|output|answer|returns?)[\s\u00a0]*[:=]?|=>|->|→)[\s\u00a0]*(\S.*)$/i;
// A line that prints (and so shows the answer a comment after it gives: `print(f(b))  # 4`).
const PRINTS = /\b(?:print|println|printf|console\.log|cout|System\.out\.print\w*|puts|echo)\b/;
const BARE_ANSWER = /(?:#|\/\/)[\s\u00a0]*(-?\d+|\[[^\n]*\]|"[^"\n]*")[\s\u00a0]*$/;
// A test's assertion of the answer: Python's `assert f(b) == 4` and `self.assertEqual(f(b), 4)`,
// JUnit's `assertEquals(4, f(b))`, Jest's `expect(f(b)).toBe(4)`, C's `assert(f(b) == 4)`.
const ASSERTED =
  /(?:\bassert\b.*==\s*\(?\s*(-?\d+)\s*\)?\s*\)?;?\s*$|\bassertEquals\s*\(\s*(-?\d+)\s*,|\bassertEqual\s*\(.*,\s*(-?\d+)\s*\)\s*$|\.to(?:Be|Equal)\s*\(\s*(-?\d+)\s*\))/;
// Answers in comments are looked for on lines of code no longer than this (the expressions scan the line).
const LONGEST_CODE_LINE = 1000;

function kindOf(line: string): LineKind {
  const lead = LEAD.exec(line)![0].length;
  const rest = line.slice(lead);
  const marked = (marker: Marker, pattern: RegExp): LineKind | null => {
    const match = pattern.exec(rest);
    return match ? { marker, from: lead + match[0].length, to: line.length } : null;
  };
  const whole = { marker: 'none' as Marker, from: 0, to: line.length };
  const kind = /^[a-z]/i.test(rest)
    ? (marked('header', HEADER) ??
      marked('input', INPUT) ??
      marked('expected', EXPECTED) ??
      marked('output', OUTPUT) ??
      marked('skip', SKIP))
    : null;
  if (kind) return kind;
  if (line.length > LONGEST_CODE_LINE) return whole;
  // A test that asserts the answer: the code stays input.
  const asserted = line.includes('ssert') || line.includes('.to') ? ASSERTED.exec(line) : null;
  if (asserted)
    return { marker: 'output', from: 0, to: line.length, answer: asserted.slice(1).find((n) => n) };
  // Code with its answer in a comment at the end: the code stays, the comment is the answer.
  if (!line.includes('#') && !line.includes('//')) return whole;
  const comment = ANSWER_COMMENT.exec(line) ?? (PRINTS.test(line) ? BARE_ANSWER.exec(line) : null);
  if (!comment) return whole;
  return { marker: 'output', from: 0, to: comment.index, answer: comment[1].trim() };
}

// A chunk being gathered.
interface Open {
  first: number; // index of its first line
  last: number; // one past its last line
  blank: Map<number, [number, number]>; // lines whose part [from, to) alone is input
  outputs: PastedOutput[];
  expected: PastedOutput[];
}

function opened(first: number): Open {
  return { first, last: first, blank: new Map(), outputs: [], expected: [] };
}

// The chunk's input text (lines outside its parts blanked) and its answers: an `Expected` line
// (LeetCode's result panel, under the program's own `Output`) wins over `Output`.
function closed(lines: readonly string[], open: Open): PasteChunk {
  const text = lines
    .slice(open.first, open.last)
    .map((line, k) => {
      const part = open.blank.get(open.first + k);
      if (!part) return line;
      const [from, to] = part;
      return blanked(line.slice(0, from)) + line.slice(from, to) + blanked(line.slice(to));
    })
    .join('\n');
  return {
    text,
    line: open.first + 1,
    outputs: open.expected.length > 0 ? open.expected : open.outputs,
  };
}

/** The answer that starts on line `index` (after its marker) and, if none is there, the lines under it. */
function answerAt(
  lines: readonly string[],
  kinds: readonly LineKind[],
  index: number,
): [PastedOutput, number] {
  const kind = kinds[index];
  const own = (kind.answer ?? lines[index].slice(kind.from)).trim();
  if (own !== '') return [{ text: own, line: index + 1 }, index + 1];
  // Under the marker: past blank lines, the lines up to a blank one or the next marker.
  let at = index + 1;
  while (at < lines.length && isBlank(lines[at])) at++;
  const first = at;
  while (at < lines.length && !isBlank(lines[at]) && kinds[at].marker === 'none') at++;
  return [{ text: lines.slice(first, at).join('\n').trim(), line: first + 1 }, at];
}

function isBlank(line: string): boolean {
  return /^[\s\u00a0]*$/.test(line);
}

// Pages with `Input:` (or `Example N:`) markers: an example's input runs from its marker to its
// answer; the statement before, the explanations after, are left out.
function chunksByInputs(lines: readonly string[], kinds: readonly LineKind[]): PasteChunk[] {
  const chunks: PasteChunk[] = [];
  let open: Open | null = null;
  let mode: 'input' | 'await' | 'out' = 'out';
  const close = () => {
    if (open && open.last > open.first) chunks.push(closed(lines, open));
    open = null;
  };
  for (let index = 0; index < lines.length; index++) {
    const kind = kinds[index];
    if (kind.marker === 'header') {
      close();
      mode = 'await';
    } else if (kind.marker === 'input') {
      // Two `Input:` lines in a row belong to one example (`Input: n = 8` then `arr[] = …`).
      if (!(open && mode === 'input')) {
        close();
        open = opened(index);
      }
      open.blank.set(index, [kind.from, kind.to]);
      open.last = index + 1;
      mode = 'input';
    } else if (kind.marker === 'output' || kind.marker === 'expected') {
      if (open && kind.answer !== undefined) {
        // Code and its answer on one line: the code is input too.
        open.blank.set(index, [0, kind.to]);
        open.last = index + 1;
      }
      const [output, next] = answerAt(lines, kinds, index);
      if (open && output.text !== '')
        (kind.marker === 'expected' ? open.expected : open.outputs).push(output);
      index = next - 1;
      mode = 'out';
    } else if (kind.marker === 'skip') {
      mode = 'out';
    } else if (mode === 'input' && open) {
      open.last = index + 1;
    } else if (mode === 'await' && !isBlank(lines[index])) {
      open = opened(index);
      open.last = index + 1;
      mode = 'input';
    }
  }
  close();
  return chunks;
}

// A paste with answers only (`Output: 4` under each board, `# 4` after a print): each input runs from
// the end of the last answer to its own. An explanation runs to the next blank line.
function chunksByOutputs(lines: readonly string[], kinds: readonly LineKind[]): PasteChunk[] {
  const chunks: PasteChunk[] = [];
  let open = opened(0);
  for (let index = 0; index < lines.length; index++) {
    const kind = kinds[index];
    if (kind.marker === 'output' || kind.marker === 'expected') {
      if (kind.answer !== undefined) open.blank.set(index, [0, kind.to]);
      open.last = kind.answer !== undefined ? index + 1 : index;
      const [output, next] = answerAt(lines, kinds, index);
      if (output.text !== '') (kind.marker === 'expected' ? open.expected : open.outputs).push(output);
      // The next input starts after the answer, unless more answers follow (LeetCode's panel).
      if (kinds[next]?.marker !== 'output' && kinds[next]?.marker !== 'expected') {
        chunks.push(closed(lines, open));
        open = opened(next);
      }
      index = next - 1;
    } else if (kind.marker === 'skip') {
      let at = index + 1;
      while (at < lines.length && !isBlank(lines[at]) && kinds[at].marker === 'none') at++;
      open.blank.set(index, [0, 0]);
      for (let k = index + 1; k < at; k++) open.blank.set(k, [0, 0]);
      open.last = at;
      index = at - 1;
    } else open.last = index + 1;
  }
  if (open.last > open.first && lines.slice(open.first, open.last).some((line) => !isBlank(line)))
    chunks.push(closed(lines, open));
  return chunks;
}
