/**
 * "New board": the fields of the form on each tab, read into a generator's request (the same
 * conditions `boardpath generate` takes), and the command that makes the same board. The library
 * checks the request itself and refuses what no board can meet, with the range that can be met.
 */
import type { MazeMoves, MazeStyle, Puzzle } from 'boardpath';
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
  readonly moves: MazeMoves;
  readonly style: MazeStyle;
  readonly seed: string;
}

/** The form's first values for a puzzle. */
export function defaultFields(puzzle: Puzzle, moves: MazeMoves = 4): NewBoardFields {
  return {
    size: puzzle === 'tokens' ? '5×5' : puzzle === 'maze' ? '10×10' : '10',
    fewest: '',
    unique: false,
    paths: '',
    faces: '6',
    moves,
    style: 'random',
    seed: '',
  };
}

/** A field that is not what it must be, named as the form names it. */
export class FieldProblem extends Error {}

// A whole number typed in a field (blank: undefined); `negativeOne` allows -1 (none).
function whole(label: string, text: string, negativeOne = false): number | undefined {
  const written = text.trim();
  if (written === '') return undefined;
  if (/^\d{1,9}$/.test(written) || (negativeOne && written === '-1')) return Number(written);
  throw new FieldProblem(
    `${label}: “${written}” is not a whole number${negativeOne ? ' (or -1 for none)' : ''}`,
  );
}

// Rows × columns typed as the command takes them: `7x7`, `7×9`, or `7` for a square.
function gridSize(text: string): { rows?: number; columns?: number } {
  const written = text.trim();
  if (written === '') return {};
  const match = /^(\d{1,5})\s*(?:[x×X]\s*(\d{1,5}))?$/.exec(written);
  if (!match) throw new FieldProblem(`Size: “${written}” is not rows×columns, such as 7×7 (or 7)`);
  return { rows: Number(match[1]), columns: Number(match[2] ?? match[1]) };
}

/**
 * The generator's request the fields make, with `seed` for the seed (the field's, or a fresh one
 * when it is blank). Throws a `FieldProblem` naming a field that is not a number.
 */
export function requestOf(puzzle: Puzzle, fields: NewBoardFields, seed: string): GenerateRequest {
  const fewest = whole(puzzle === 'maze' ? 'Shortest steps' : 'Fewest moves', fields.fewest, true);
  switch (puzzle) {
    case 'snakes':
      return {
        puzzle,
        options: {
          size: whole('Size', fields.size),
          faces: whole('Die', fields.faces),
          fewest,
          unique: fields.unique || undefined,
          seed,
        },
      };
    case 'maze':
      return {
        puzzle,
        options: {
          ...gridSize(fields.size),
          moves: fields.moves,
          shortest: fewest,
          paths: whole('Shortest paths', fields.paths),
          style: fields.style,
          seed,
        },
      };
    case 'tokens':
      return {
        puzzle,
        options: {
          ...gridSize(fields.size),
          fewest,
          unique: fields.unique || undefined,
          seed,
        },
      };
  }
}

// A value as a shell word: quoted when it holds anything but plain letters, digits and -_./.
const shellWord = (value: string) =>
  /^[\w./-]+$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`;

/** The `boardpath generate` command that makes the same board. */
export function commandOf(request: GenerateRequest): string {
  const flags: string[] = [];
  const add = (flag: string, value: unknown) => {
    if (value !== undefined && value !== false) flags.push(value === true ? flag : `${flag} ${value}`);
  };
  const { options } = request;
  if (request.puzzle === 'snakes') {
    add('--size', request.options.size);
    add('--faces', request.options.faces);
    add('--fewest', request.options.fewest);
    add('--unique', request.options.unique);
  } else {
    const { rows, columns } = request.options;
    if (rows !== undefined || columns !== undefined)
      add(
        '--size',
        `${rows ?? (request.puzzle === 'maze' ? 10 : 5)}x${columns ?? (request.puzzle === 'maze' ? 10 : 5)}`,
      );
    if (request.puzzle === 'maze') {
      add('--moves', request.options.moves);
      add('--shortest', request.options.shortest);
      add('--paths', request.options.paths);
      add('--style', request.options.style === 'random' ? undefined : request.options.style);
    } else {
      add('--fewest', request.options.fewest);
      add('--unique', request.options.unique);
    }
  }
  add('--seed', options.seed === undefined ? undefined : shellWord(options.seed));
  return `boardpath generate ${request.puzzle} ${flags.join(' ')}`.trim();
}

/** The certificate in a line: the fewest moves, how many shortest solutions, and one of them. */
export function certificateText(made: MadeBoard): { moves: string; solutions: string; one: string } {
  const { answer } = made;
  const unit = made.puzzle === 'snakes' ? 'throws' : made.puzzle === 'maze' ? 'steps' : 'moves';
  const solution = made.puzzle === 'snakes' ? 'game' : made.puzzle === 'maze' ? 'path' : 'solution';
  if (answer.moves === null) return { moves: `no way at all (-1)`, solutions: 'none', one: '' };
  const count = answer.solutions;
  const one =
    made.puzzle === 'snakes'
      ? (made.answer.path ?? []).join(' → ')
      : made.puzzle === 'maze'
        ? made.answer.directions || '(none: the start is the goal)'
        : (made.answer.steps ?? [])
            .map((step) => `${step.token} ${step.direction} ${step.distance}`)
            .join(', ');
  return {
    moves: `${answer.moves.toLocaleString('en')} ${answer.moves === 1 ? unit.replace(/s$/, '') : unit}`,
    solutions: `${count.toLocaleString('en')} shortest ${solution}${count === 1n ? '' : 's'}`,
    one: one.length > 200 ? `${one.slice(0, 200)}…` : one,
  };
}
