// The end rules of the real game (docs/rules.md): what a throw past the last square does. Every stage
// of the analysis (the chain's throws, the search backward from the last square, the analysis's
// heading) asks the one table here, so a rule is written in one place.

/** The end rules, the default first. */
export const END_RULES = ['exact', 'bounce', 'overshoot'] as const;

/**
 * What happens to a throw that would pass the last square: `exact` — the token stays where it is;
 * `bounce` — it counts up to the last square and back down by the excess, then a snake or ladder on
 * the square it bounced to applies; `overshoot` — reaching or passing the last square wins.
 */
export type EndRule = (typeof END_RULES)[number];

/** The rule a game follows when none is given. */
export const DEFAULT_END_RULE: EndRule = END_RULES[0];

/** What `pastEnd` gives for a throw that leaves the token where it is. */
export const STAYS = -1;

/** One end rule: where a throw past the end goes, where such throws come from, and its words. */
export interface EndRuleWays {
  /**
   * The square whose jump decides a throw whose count `reach` passes `last` (the board's squares
   * being `first` … `last`), or `STAYS`. Cost: O(1).
   */
  readonly pastEnd: (reach: number, first: number, last: number) => number;
  /**
   * The reverse of `pastEnd`, for the search backward from the last square: the squares below
   * `last` with a throw of a die of `faces` that passes the end and is decided on `position` are
   * exactly those from the returned square up to `last` − 1 (none when it is `last`). Cost: O(1).
   */
  readonly pastEndFrom: (position: number, first: number, last: number, faces: number) => number;
  /** The rule in words, as the analysis's heading says it. */
  readonly describe: (last: number) => string;
}

/** Every end rule's ways, by rule. */
export const END_RULE_TABLE: { readonly [Rule in EndRule]: EndRuleWays } = {
  exact: {
    pastEnd: () => STAYS,
    pastEndFrom: (_position, _first, last) => last,
    describe: (last) => `a throw past square ${last} leaves the token where it is`,
  },
  bounce: {
    // A bounce longer than the board stops on the first square (on a board of one square, the last).
    // The squares it comes from are those whose die passes the end and reaches the count that
    // bounces to `position`, or a larger one when that is the first square: as the faces are
    // consecutive, those whose largest face reaches that count.
    pastEnd: (reach, first, last) => Math.max(first, 2 * last - reach),
    pastEndFrom: (position, first, last, faces) =>
      position >= first && (position < last || first === last)
        ? Math.max(0, 2 * last - position - faces, last + 1 - faces)
        : last,
    describe: (last) => `a throw past square ${last} bounces back by the excess`,
  },
  overshoot: {
    pastEnd: (_reach, _first, last) => last,
    pastEndFrom: (position, _first, last, faces) =>
      position === last ? Math.max(0, last - faces + 1) : last,
    describe: (last) => `reaching or passing square ${last} wins`,
  },
};
