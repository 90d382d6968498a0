// Boards written as students paste them into a program: a Python list, a C or a Java array, each a
// declaration the puzzles' own readers take back (docs/rules.md, Notations).

/** The languages a generated board can be written in, besides each puzzle's own notations. */
export const CODE_NOTATIONS = ['python', 'c', 'java'] as const;

/** One of `CODE_NOTATIONS`. */
export type CodeNotation = (typeof CODE_NOTATIONS)[number];

/** Whether `format` is one of `CODE_NOTATIONS`. */
export function isCodeNotation(format: string): format is CodeNotation {
  return (CODE_NOTATIONS as readonly string[]).includes(format);
}

/**
 * Rows of whole numbers declared as `name` in `language`, a row a line: `board = [[…], …]`,
 * `int board[R][C] = {{…}, …};`, `int[][] board = {{…}, …};`. Cost: O(numbers).
 */
export function rowsAsCode(
  rows: readonly (readonly number[])[],
  name: string,
  language: CodeNotation,
): string {
  const [open, close] = language === 'python' ? ['[', ']'] : ['{', '}'];
  const lines = rows.map((row) => `    ${open}${row.join(', ')}${close}`).join(',\n');
  const columns = rows[0]?.length ?? 0;
  const head =
    language === 'python'
      ? `${name} = [`
      : language === 'c'
        ? `int ${name}[${rows.length}][${columns}] = {`
        : `int[][] ${name} = {`;
  return `${head}\n${lines}\n${language === 'python' ? ']' : '};'}\n`;
}

/** A list of whole numbers declared as `name` in `language`, on one line. Cost: O(numbers). */
export function listAsCode(list: readonly number[], name: string, language: CodeNotation): string {
  const items = list.join(', ');
  if (language === 'python') return `${name} = [${items}]\n`;
  if (language === 'c') return `int ${name}[${list.length}] = {${items}};\n`;
  return `int[] ${name} = {${items}};\n`;
}

/** Rows of whole numbers as JSON, a row a line. Cost: O(numbers). */
export function rowsAsJson(rows: readonly (readonly number[])[]): string {
  return `[\n${rows.map((row) => `  [${row.join(', ')}]`).join(',\n')}\n]\n`;
}
