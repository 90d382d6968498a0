// Which fewest throws a board can be made for (docs/generate.md says why): a request outside the
// range is refused at once, naming it.
import { aOrAn, counted, grouped } from '../../../words.js';
import { impossible } from '../../generate.js';
import type { SnakesGame } from './options.js';

/** The fewest throws boards of a game can be made with: `least…most`, and whether -1 can be. */
export interface FewestRange {
  readonly least: number;
  readonly most: number;
  /** Whether a board can leave the last square out of reach. */
  readonly unsolvable: boolean;
}

/**
 * The range of fewest throws for `game`. With S = last − start squares to go and F faces: 0 when
 * S = 0; 1 when S ≤ F (the last square is one throw away and takes no jump); else from 1 (a ladder
 * within the first throw to the last square; ⌈S/F⌉ when no ladder is allowed) to S − F + 1 (every
 * square of a shortest game but the last two lies below last − F, or the last square would be one
 * throw nearer). With at most s < F snakes, to ⌊(S − 1 + s)/F⌋ + 1 (⌈S/F⌉ with none: ladders only
 * shorten): no run of snakes fills a throw's reach, and the game that always moves to the furthest
 * square in reach that holds no snake falls short of F, on a throw, by the snakes in a row at the
 * top of its reach, after which it stands below them and its next reach passes the whole run: each
 * run costs it at most its length in all, so (throws − 1) × F ≤ S − 1 + s. -1 needs F snakes in a
 * row below the last square (the F squares past the furthest square the token can stand on).
 * Cost: O(1).
 */
function snakesFewestRange(game: SnakesGame): FewestRange {
  const span = game.last - game.start;
  const { faces } = game;
  if (span === 0) return { least: 0, most: 0, unsolvable: false };
  if (span <= faces) return { least: 1, most: 1, unsolvable: false };
  const plain = Math.ceil(span / faces);
  // Fewer snakes than faces: a run of them is shorter than a throw, and the game that throws to the
  // furthest square that is no snake loses, to a run, at most its length, once.
  const snakes = game.snakes[1];
  return {
    least: game.ladders[1] >= 1 ? 1 : plain,
    most: snakes >= faces ? span - faces + 1 : Math.floor((span - 1 + snakes) / faces) + 1,
    // The wall's snakes lead below it, to a square of the board: the wall starts above the first.
    unsolvable: game.snakes[1] >= faces && game.last - faces >= Math.max(game.start, game.first) + 1,
  };
}

/** The game in words: "a 10×10 board with a 6-faced die". */
export function describeSnakesGame(game: SnakesGame): string {
  const squares = game.last - game.first + 1;
  const board =
    game.side === null
      ? `a board of ${counted(squares, 'square')}`
      : `${aOrAn(game.side)} ${game.side}×${game.side} board`;
  return `${board} with a ${game.faces}-faced die`;
}

/**
 * Refuses at once (`E_USAGE`, naming the option) a request no board can meet: fewest throws
 * outside `snakesFewestRange`, more snakes and ladders than squares to hold them, one shortest game
 * on a board allowed no snake nor ladder that has several (the plain board: its S squares to go
 * are ⌈S/F⌉ throws, one game only when every throw is F, S a multiple of F, or when one throw
 * does). Cost: O(1).
 */
export function checkSnakesRequest(
  game: SnakesGame,
  fewest: number | undefined,
  unique = false,
): FewestRange {
  const range = snakesFewestRange(game);
  const least = game.ladders[0] + game.snakes[0];
  if (least > game.jumpSquares)
    throw impossible(
      'ladders',
      `${describeSnakesGame(game)} holds at most ${grouped(game.jumpSquares)} snakes and ladders, not ${grouped(least)}`,
    );
  const span = game.last - game.start;
  if (unique && game.ladders[1] === 0 && game.snakes[1] === 0 && span > game.faces && span % game.faces !== 0)
    throw impossible(
      'unique',
      `${describeSnakesGame(game)} and no snakes or ladders has several shortest games of ${counted(Math.ceil(span / game.faces), 'throw')}, not one`,
    );
  if (fewest === undefined) return range;
  const inRange = fewest === -1 ? range.unsolvable : fewest >= range.least && fewest <= range.most;
  if (!inRange) {
    const counts = game.laddersGiven || game.snakesGiven ? ' with the snakes and ladders allowed' : '';
    const throws =
      range.least === range.most
        ? `${counted(range.least, 'throw')}`
        : `${grouped(range.least)} to ${grouped(range.most)} throws`;
    const none = range.unsolvable
      ? ' (or -1: no way to the last square)'
      : `; -1 (no way to the last square) needs ${counted(game.faces, 'snake')} in a row before it`;
    throw impossible(
      'fewest',
      `${describeSnakesGame(game)}${counts} takes ${throws} at the fewest${none}, not ${fewest}`,
    );
  }
  return range;
}
