/**
 * "New board": the fields of the form, read into a generator's request (the same conditions
 * `boardpath generate` takes) by each tab's own form (`NewBoardForm`), the command that makes the
 * same board, and the certificate in words. The library checks the request itself and refuses what
 * no board can meet, with the range that can be met.
 */
import type { PuzzleWords } from '../../../src/puzzles/kit.js';
import type { GenerateRequest, MadeBoard } from '../search/protocol.js';

/** The form's fields as typed (every field of every puzzle; each puzzle reads its own). */
export interface NewBoardFields {
  /** Snakes: n for an n×n board; the maze and the tokens: rows × columns (`7x7`, `7×9`, or `7`). */
  readonly size: string;
  /** The fewest moves (snakes, tokens) or steps (maze): blank for any, -1 for none. */
  readonly fewest: string;
  /** Snakes and tokens: one shortest solution. */
  readonly unique: boolean;
  /** Maze: how many shortest paths (blank for any). */
  readonly paths: string;
  readonly faces: string;
  /** Maze: the moves (2, 4 or 8) and the style, as the form's lists say them. */
  readonly moves: string;
  readonly style: string;
  readonly seed: string;
}

/** One field of a puzzle's form: a text, a check box or a list of choices (`[value, words]`). */
export type FormField =
  | {
      readonly kind: 'text';
      readonly key: 'size' | 'faces' | 'fewest' | 'paths';
      readonly label: string;
      readonly width?: number;
    }
  | { readonly kind: 'check'; readonly key: 'unique'; readonly label: string }
  | {
      readonly kind: 'select';
      readonly key: 'moves' | 'style';
      readonly label: string;
      readonly choices: ReadonlyArray<readonly [string, string]>;
    };

/**
 * A tab's "New board" form: its fields in the order it shows them (the seed last), their first
 * values, the request they make (throws a `FieldProblem` naming a field that is not a number), the
 * command's flags for a request, and one shortest solution in the certificate's words.
 */
export interface NewBoardForm {
  readonly fields: readonly FormField[];
  readonly first: Partial<NewBoardFields>;
  request(fields: NewBoardFields, seed: string): GenerateRequest;
  flags(request: GenerateRequest): ReadonlyArray<readonly [string, unknown]>;
  one(made: MadeBoard): string;
}

/** The form's first values for a tab: blank but its own, and the tab's moves. */
export function defaultFields(form: NewBoardForm, moves = 4): NewBoardFields {
  const blank = { size: '', fewest: '', unique: false, paths: '', faces: '6', style: 'random', seed: '' };
  return { ...blank, ...form.first, moves: String(moves) };
}

/** A field that is not what it must be, named as the form names it. */
export class FieldProblem extends Error {}

/** A whole number typed in a field (blank: undefined); `negativeOne` allows -1 (none). */
export function whole(label: string, text: string, negativeOne = false): number | undefined {
  const written = text.trim();
  if (written === '') return undefined;
  if (/^\d{1,9}$/.test(written) || (negativeOne && written === '-1')) return Number(written);
  throw new FieldProblem(
    `${label}: “${written}” is not a whole number${negativeOne ? ' (or -1 for none)' : ''}`,
  );
}

/** Rows × columns typed as the command takes them: `7x7`, `7×9`, or `7` for a square. */
export function gridSize(text: string): { rows?: number; columns?: number } {
  const written = text.trim();
  if (written === '') return {};
  const match = /^(\d{1,5})\s*(?:[x×X]\s*(\d{1,5}))?$/.exec(written);
  if (!match) throw new FieldProblem(`Size: “${written}” is not rows×columns, such as 7×7 (or 7)`);
  return { rows: Number(match[1]), columns: Number(match[2] ?? match[1]) };
}

// A value as a shell word: quoted when it holds anything but plain letters, digits and -_./.
const shellWord = (value: string) =>
  /^[\w./-]+$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`;

/** The `boardpath generate` command that makes the same board. */
export function commandOf(form: NewBoardForm, request: GenerateRequest): string {
  const { seed } = request.options;
  const flags = [
    ...form.flags(request),
    ['--seed', seed === undefined ? undefined : shellWord(seed)] as const,
  ]
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([flag, value]) => (value === true ? flag : `${flag} ${value}`));
  return `boardpath generate ${request.puzzle} ${flags.join(' ')}`.trim();
}

/** The certificate in a line: the fewest moves, how many shortest solutions, and one of them. */
export function certificateText(
  form: NewBoardForm,
  made: MadeBoard,
  words: PuzzleWords,
): { moves: string; solutions: string; one: string } {
  const { moves, solutions } = made.answer;
  if (moves === null) return { moves: `no way at all (-1)`, solutions: 'none', one: '' };
  const one = form.one(made);
  return {
    moves: `${moves.toLocaleString('en')} ${moves === 1 ? words.move : `${words.move}s`}`,
    solutions: `${solutions.toLocaleString('en')} shortest ${words.solution}${solutions === 1n ? '' : 's'}`,
    one: one.length > 200 ? `${one.slice(0, 200)}…` : one,
  };
}
