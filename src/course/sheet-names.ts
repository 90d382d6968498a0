/**
 * The file of each student's worksheet, made from their name: safe on every system the folder may
 * be copied to, and one file a student. Letters (any script), their marks and digits are kept; any
 * run of other characters (spaces, path separators, dots, control and format characters) is one
 * `-`. A name is cut to `MAX_FILE_BYTES` of UTF-8, a name left empty is `student`, and a name
 * Windows keeps for a device (`con`, `nul`, `com1`…) takes a `-` after it. Two names that would give
 * one file, without regard to capitals (as macOS and Windows compare them), get `-2`, `-3`… in
 * roster order.
 */

/** The most bytes of a file's name before `-2` and `.html`: well within the 255 a name may take. */
const MAX_FILE_BYTES = 80;

/** Names Windows reserves for devices, whatever follows the dot. */
const DEVICES = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;

/** `text` cut to at most `bytes` bytes of UTF-8, never inside a character. */
function cut(text: string, bytes: number): string {
  let kept = '';
  let used = 0;
  for (const char of text) {
    const point = char.codePointAt(0)!;
    used += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
    if (used > bytes) break;
    kept += char;
  }
  return kept;
}

/** The file's name of one student, before it is told apart from the others'. */
function baseName(student: string): string {
  const kept = student
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  // A cut may end on a joining mark or a `-`: drop a trailing `-`.
  const name = cut(kept, MAX_FILE_BYTES).replace(/-+$/, '') || 'student';
  return DEVICES.test(name) ? `${name}-` : name;
}

/**
 * Each student's worksheet file (`Ada-Lovelace.html`), in the roster's order, no two the same
 * without regard to capitals. Cost: O(length of the roster).
 */
export function sheetFileNames(roster: readonly string[]): string[] {
  const taken = new Set<string>();
  // The next number to try after each name, so that a class of one name is not tried over and over.
  const next = new Map<string, number>();
  return roster.map((student) => {
    const base = baseName(student);
    const key = base.toLowerCase();
    let name = base;
    for (let n = next.get(key) ?? 2; taken.has(name.toLowerCase()); n++) {
      name = `${base}-${n}`;
      next.set(key, n + 1);
    }
    taken.add(name.toLowerCase());
    return `${name}.html`;
  });
}
