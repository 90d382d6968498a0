// What the three generators share: the options every one takes (seed, board number, limits), the
// budget a board is made within, and the frozen result they return.
import { z } from 'zod';
import { BoardpathError, throwIfAborted } from '../errors.js';
import {
  allowing,
  maxMemorySchema,
  maxWorkSchema,
  signalSchema,
  switchSchema,
  wholeNumber,
} from '../options.js';
import { withJsonForm } from '../json-form.js';
import { seededRandom, type SeededRandom } from '../random.js';
import { grouped } from '../words.js';

/** A board made to order and its certificate: the answer the puzzle's own solver gives it. */
export interface Generated<Board, Answer> {
  readonly board: Board;
  readonly answer: Answer;
}

/**
 * The certificate of a generated board: the solver's answer (the fewest moves and one shortest
 * solution, in the puzzle's own shape) and `solutions`, how many shortest solutions there are,
 * counted on the search's level graph (0n when there is none).
 */
export type Certified<Solution> = Solution & { readonly solutions: bigint };

/**
 * `solution` certified by `solutions`, with the JSON form `boardpath generate --json` writes for
 * its answer: the fewest moves, `solutions` as a decimal string (exact however large), the
 * positions (`path`), then the puzzle's own keys (the puzzle's name is the record's, not the answer's).
 * Fields that are not enumerable stay so. Cost: O(1); the JSON form, O(its size). @internal
 */
export function certified<
  Solution extends { readonly puzzle: string; readonly moves: number | null; readonly path: unknown },
>(solution: Solution, solutions: bigint): Certified<Solution> {
  const answer = { ...solution, solutions };
  for (const [key, field] of Object.entries(Object.getOwnPropertyDescriptors(solution)))
    if (!field.enumerable) Object.defineProperty(answer, key, { ...field });
  return withJsonForm(answer, ({ puzzle: _puzzle, moves, solutions: count, path, ...rest }) => ({
    moves,
    solutions: count,
    path,
    ...rest,
  })) as Certified<Solution>;
}

/** The options every generator takes. */
export interface GenerateCommonOptions {
  /** Any text: the same seed and options make the same board, byte for byte (default `boardpath`). */
  readonly seed?: string;
  /** Which board of the seed: each number draws from its own stream (`fork(index)`), from 0. */
  readonly index?: number;
  /** Stop (`E_ABORTED`) when this signal fires. */
  readonly signal?: AbortSignal;
  /** Give up (`E_WORK`) after this many milliseconds on the board (default 10,000). */
  readonly timeLimit?: number;
  /** Give up (`E_WORK`) after this many steps of the generator's searches (states expanded). */
  readonly maxWork?: number;
  /** Refuse (`E_MEMORY`), before allocating, a board that needs more bytes than this. */
  readonly maxMemory?: number;
}

/** The default seed of the library's generators. */
const DEFAULT_SEED = 'boardpath';

/** The default time a board may take: 10 s. */
const DEFAULT_TIME_LIMIT = 10_000;

/** The schemas of `GenerateCommonOptions`, one per option. @internal */
export const generateCommonShape = {
  seed: allowing('any text (a string)', z.string()).optional(),
  index: wholeNumber(0, 2 ** 32 - 1).optional(),
  signal: signalSchema.optional(),
  timeLimit: allowing('a number of milliseconds above 0, up to 1e9', z.number().gt(0).max(1e9)).optional(),
  maxWork: maxWorkSchema.optional(),
  maxMemory: maxMemorySchema.optional(),
};

/** `unique`: exactly one shortest solution. @internal */
export const uniqueSchema = switchSchema.optional();

/** `[least, most]`, two whole numbers from 0, in order: how many snakes, ladders… a board has. @internal */
export function rangeSchema(most: number) {
  return allowing(
    `[least, most]: two whole numbers from 0 to ${grouped(most)}, the first no larger`,
    z
      .tuple([z.number().int().min(0).max(most), z.number().int().min(0).max(most)])
      .refine(([least, top]) => least <= top),
  );
}

/**
 * The limits a board is made within: time, work, the signal. `spend` counts work and looks at the
 * clock and the signal; past either limit it throws the refusal `missed` makes.
 */
export class GenerateBudget {
  #work = 0;
  readonly #deadline: number;
  readonly #maxWork: number;

  constructor(
    readonly options: Pick<GenerateCommonOptions, 'signal' | 'timeLimit' | 'maxWork'>,
    readonly missed: () => string,
  ) {
    this.#deadline = Date.now() + (options.timeLimit ?? DEFAULT_TIME_LIMIT);
    this.#maxWork = options.maxWork ?? Infinity;
  }

  /** Counts `work` steps; throws `E_ABORTED` or `E_WORK` past a limit. Cost: O(1). */
  spend(work: number): void {
    this.#work += work;
    throwIfAborted(this.options.signal);
    if (this.#work > this.#maxWork || Date.now() > this.#deadline) {
      const limit =
        this.#work > this.#maxWork
          ? `${grouped(this.#maxWork)} steps`
          : `${((this.options.timeLimit ?? DEFAULT_TIME_LIMIT) / 1000).toLocaleString('en')} s`;
      throw new BoardpathError('E_WORK', `${this.missed()} within the budget of ${limit}`, {
        option: this.#work > this.#maxWork ? 'maxWork' : 'timeLimit',
      });
    }
  }

  /** The steps spent so far. */
  get work(): number {
    return this.#work;
  }
}

/** The random choices of board `index` of `seed`. Cost: O(length of the seed). */
export function boardRandom(seed: string | undefined, index: number | undefined): SeededRandom {
  return seededRandom(seed ?? DEFAULT_SEED).fork(index ?? 0);
}

/** Whole numbers as sorted runs `[from, to]`: what a size's table says can be met. */
export type Runs = ReadonlyArray<readonly [number, number]>;

/** Whether `n` is in `runs`. Cost: O(runs). */
export function inRuns(runs: Runs, n: number): boolean {
  return runs.some(([from, to]) => n >= from && n <= to);
}

/** Runs in words: "4 to 10 or 12", "1, 2 or 4". Cost: O(runs). */
export function describeRuns(runs: Runs): string {
  const parts = runs.map(([from, to]) =>
    from === to
      ? grouped(from)
      : to === from + 1
        ? `${grouped(from)}, ${grouped(to)}`
        : `${grouped(from)} to ${grouped(to)}`,
  );
  return parts.length <= 1 ? (parts[0] ?? 'none') : `${parts.slice(0, -1).join(', ')} or ${parts.at(-1)}`;
}

/** A refusal of a request no board can meet, naming the option and the range that can be met. */
export function impossible(option: string, message: string): BoardpathError {
  return new BoardpathError('E_USAGE', message, { option });
}

/**
 * The result frozen: the board (already frozen by its builder), the answer and its arrays. Cost:
 * O(length of the answer's lists).
 */
export function frozenResult<B, A extends object>(board: B, answer: A): Generated<B, A> {
  return Object.freeze({ board, answer: deepFrozen(answer) });
}

function deepFrozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value) && !ArrayBuffer.isView(value)) {
    for (const key of Object.keys(value)) deepFrozen((value as Record<string, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}

/** The widest a board is drawn on a worksheet, in CSS pixels; its cells shrink to fit. */
const SHEET_WIDTH = 320;

/** A worksheet's picture of a board: plain shapes, black on white, named for a screen reader. */
export function sheetSvg(width: number, height: number, body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${label}">${body}</svg>`;
}

/** The side of a cell of a `columns` × `rows` board on a worksheet. */
export function sheetCell(columns: number, rows: number): number {
  return Math.max(6, Math.floor(Math.min(SHEET_WIDTH / columns, SHEET_WIDTH / rows)));
}

/**
 * What drawing a worksheet takes at its peak, per byte of its HTML: the pieces each picture is made
 * of, their joins and the bytes written. Measured: a 60,000-square board's 8 MB of HTML took some
 * 90 MB more than making the board alone; a 500×500 maze's 6 MB, 25 MB.
 */
export const SHEET_EXPANSION = 12;
