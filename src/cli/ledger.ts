// One memory limit for a whole command, shared by its stages in turn.
import { BoardpathError } from '../index.js';
import { wordList } from '../internal.js';

const MEGABYTE = 2 ** 20;

/**
 * A command's memory ledger. The limit (`--max-memory`, else three quarters of free memory) is one
 * for the whole command: what a stage leaves in memory for the stages after it (the board, the
 * grid, the distribution the players' figures read) is held here, and each later stage is given
 * only what is left (`left`). Each stage counts its own allocations against that before making them
 * (the searches' estimates), so the command as a whole stays within the limit.
 *
 * Holdings are counted in whole megabytes, rounded down: what a small board takes is within the
 * runtime's own share, and the limit a refusal quotes stays the one given. The input read is not
 * held: it is let go once parsed. (A two-token grid, at most 46,340 squares, is always under a
 * megabyte: that command has nothing to hold.)
 */
export class MemoryLedger {
  readonly #held = new Map<string, number>();

  constructor(readonly limit: number) {}

  /** Records that `what` ("the board") stays in memory from now on, `bytes` of it. Cost: O(1). */
  hold(what: string, bytes: number): void {
    const counted = Math.floor(bytes / MEGABYTE) * MEGABYTE;
    if (counted > 0) this.#held.set(what, (this.#held.get(what) ?? 0) + counted);
  }

  /** The bytes held so far. */
  get held(): number {
    let sum = 0;
    for (const bytes of this.#held.values()) sum += bytes;
    return sum;
  }

  /** What the next stage may take: the limit less what is held (0 at least). */
  left(): number {
    return Math.max(0, this.limit - this.held);
  }

  /**
   * `error` as the command reports it: a stage's refusal for memory, made against `left()`, says
   * what the command held beside it ("…: the board already holds 16 MB of the 100 MB allowed").
   * Anything else is returned as it is.
   */
  explained(error: unknown): unknown {
    if (!(error instanceof BoardpathError) || error.code !== 'E_MEMORY' || this.#held.size === 0)
      return error;
    const names = [...this.#held.keys()];
    return new BoardpathError(
      'E_MEMORY',
      `${error.message}: ${wordList(names, 'and')} already ${names.length === 1 ? 'holds' : 'hold'} ${megabytes(this.held)} MB of the ${megabytes(this.limit)} MB allowed`,
      error.where,
    );
  }
}

function megabytes(bytes: number): number {
  return Math.floor(bytes / MEGABYTE);
}
