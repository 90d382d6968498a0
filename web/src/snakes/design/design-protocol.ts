/** The messages between the designer and its worker: options in, a design (or a problem) out. */
import type { DesignSnakesOptions, Jump, SnakesDesign } from 'boardpath';

/** Page → worker: the design's options (no signal: cancelling terminates the worker). */
export interface DesignRequest {
  readonly id: number;
  readonly options: Omit<DesignSnakesOptions, 'signal' | 'progress'>;
}

/** A design as it crosses to the page: the board as its squares, die and jumps, the rest as the library gives it. */
export interface PostedDesign extends Omit<SnakesDesign, 'board'> {
  readonly squares: number;
  readonly faces: number;
  readonly jumps: Jump[];
}

/** Worker → page: the design and how long it took, or the problem; `boards` while it runs. */
export type DesignReply =
  | { readonly id: number; readonly kind: 'done'; readonly design: PostedDesign; readonly ms: number }
  | { readonly id: number; readonly kind: 'failed'; readonly message: string }
  | { readonly id: number; readonly kind: 'progress'; readonly boards: number };
