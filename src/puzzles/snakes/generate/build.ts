// A board towards its target, one jump at a time: lay a game of the wanted throws, block (with a
// snake) each landing that a shorter or a second shortest game uses, then add or take away single
// snakes and ladders for the counts asked, each change kept only while a fresh look at the board
// (`ShortestGames`) finds the same fewest throws and games. docs/generate.md tells why it ends.
import type { SeededRandom } from '../../../random.js';
import type { GenerateBudget } from '../../generate.js';
import { layGame, type LaidGame } from './lay-game.js';
import type { SnakesGame } from './options.js';
import { ShortestGames } from './shortest-games.js';

/** What the board must meet: exactly `fewest` throws (-1: none), and one shortest game if `unique`. */
export interface SnakesTarget {
  readonly fewest: number;
  readonly unique: boolean;
}

/** Bytes a square the building takes besides `ShortestGames`: the landing table, marks, lists. */
export const BUILD_BYTES = 16;

/**
 * What a board is built in: the landing table (`land[square]`: where a throw reaching the square
 * ends) with its snakes and ladders counted, the marks and lists the building uses, and the look at
 * the board. Made once for a board and used again by every attempt.
 */
export class SnakesWorkspace {
  readonly land: Int32Array;
  /** The squares the laid game lands on. */
  readonly chosen: Uint8Array;
  readonly used: Int32Array;
  readonly tried: Uint8Array;
  readonly games: ShortestGames;
  ladders = 0;
  snakes = 0;

  constructor(game: SnakesGame) {
    const size = game.last + 1;
    this.land = new Int32Array(size);
    this.chosen = new Uint8Array(size);
    this.used = new Int32Array(size);
    this.tried = new Uint8Array(size);
    this.games = new ShortestGames(game.start, game.last, game.faces);
  }

  /** The board empty again. Cost: O(squares). */
  clear(): void {
    for (let square = 0; square < this.land.length; square++) this.land[square] = square;
    this.chosen.fill(0);
    this.ladders = 0;
    this.snakes = 0;
  }

  /** A throw that reaches `square` ends on `end` (itself: no jump there). Cost: O(1). */
  put(square: number, end: number): void {
    const was = this.land[square];
    if (was > square) this.ladders--;
    else if (was < square) this.snakes--;
    if (end > square) this.ladders++;
    else if (end < square) this.snakes++;
    this.land[square] = end;
  }

  /** The snakes and ladders counted again, after the table was written directly. Cost: O(squares). */
  recount(): void {
    [this.ladders, this.snakes] = kinds(this.land);
  }
}

// The workspace of the last small board, kept for the next board of the same game: a command makes
// its boards one after another, and their arrays need not be made (and collected) again.
const KEPT_SQUARES = 1 << 16;
let keptSpace: { readonly key: string; readonly space: SnakesWorkspace } | undefined;

/**
 * A workspace for boards of `game`: the last one made, when it was for the same game and small (up to
 * 65,536 squares, some 2 MB, kept between calls), else a new one. Cost: O(squares) when new.
 */
export function workspaceFor(game: SnakesGame): SnakesWorkspace {
  const key = `${game.start} ${game.last} ${game.faces}`;
  if (keptSpace?.key === key) return keptSpace.space;
  const space = new SnakesWorkspace(game);
  if (game.last + 1 <= KEPT_SQUARES) keptSpace = { key, space };
  return space;
}

/**
 * One attempt at a board for `target`, in `space`: true when its landing table (`space.land`)
 * meets it, false when this attempt's laid game cannot be finished within the counts.
 * Cost: O(jumps placed × squares × faces) and the budget's checks.
 */
export function buildSnakes(
  game: SnakesGame,
  target: SnakesTarget,
  random: SeededRandom,
  budget: GenerateBudget,
  space: SnakesWorkspace,
): boolean {
  space.clear();
  const { games, chosen } = space;
  // Allowed no snake nor ladder, the board is the plain one.
  if (game.ladders[1] === 0 && game.snakes[1] === 0) return true;
  let laid: LaidGame | null = null;
  if (target.fewest === -1) wall(game, space.land, random);
  else if (target.fewest > 0) {
    laid = layGame(game, target.fewest, space.land, random);
    if (!laid) return false;
    for (const square of laid.lands) chosen[square] = 1;
  }
  space.recount();
  budget.spend(games.measure(space.land));
  if (laid && !block(game, target, space, laid, random, budget)) return false;
  const kept = { fewest: games.fewest, count: games.count };
  const same = () => games.fewest === kept.fewest && (!target.unique || games.count === kept.count);
  return counts(game, space, same, random, budget);
}

// Squares first − … : a wall of `faces` snakes in a row that the token cannot pass (the last square
// out of reach), at random below the last square, each snake to a square below the wall.
function wall(game: SnakesGame, land: Int32Array, random: SeededRandom): void {
  const { faces, last, first, start } = game;
  const from = random.int(Math.max(start + 1, first + 1), last - faces);
  for (let square = from; square < from + faces; square++) land[square] = random.int(first, from - 1);
}

// Blocks, one at a time, a landing of a shortest game that is not the laid game's, until the laid
// game is the shortest (and, if asked, the only shortest one). False when some cannot be blocked.
function block(
  game: SnakesGame,
  target: SnakesTarget,
  space: SnakesWorkspace,
  laid: LaidGame,
  random: SeededRandom,
  budget: GenerateBudget,
): boolean {
  const { land, games, chosen, used } = space;
  const done = () => games.fewest === target.fewest && (!target.unique || games.count === 1);
  const tried = space.tried.fill(0);
  while (!done()) {
    const count = games.usedLandings(land, used);
    const candidates: number[] = [];
    for (let i = 0; i < count; i++) {
      const square = used[i];
      // A jump already there that a shortest game still takes is moved, as a new one is placed.
      if (chosen[square] === 0 && game.jumpable(square) && tried[square] === 0) candidates.push(square);
    }
    if (candidates.length === 0) return false;
    random.shuffle(candidates);
    let blocked = false;
    const before = { fewest: games.fewest, count: games.count };
    for (const square of candidates) {
      if (blockSquare(game, square, space, laid, before, random, budget)) {
        blocked = true;
        break;
      }
      tried[square] = 1;
    }
    if (!blocked) return false;
  }
  return true;
}

// A jump on `square` (or its jump moved) that leaves fewer shortest games (or a longer fewest). Keeps the first that helps (than `before`, the board's look as it was);
// false (the square as it was, `games` then looking at a board tried instead) if none.
function blockSquare(
  game: SnakesGame,
  square: number,
  space: SnakesWorkspace,
  laid: LaidGame,
  before: { readonly fewest: number; readonly count: number },
  random: SeededRandom,
  budget: GenerateBudget,
): boolean {
  const { stands } = laid;
  const { land, games } = space;
  const was = land[square];
  // The first throw of the laid game that can reach the square: a snake back to where the game
  // stood by then costs any game through it at least a throw.
  let reachedBy = 0;
  while (reachedBy + 2 < stands.length && stands[reachedBy] + game.faces < square) reachedBy++;
  const behind: number[] = [];
  for (let i = 0; i <= reachedBy; i++)
    if (stands[i] >= game.first && stands[i] < square) behind.push(stands[i]);
  // A square the game stood on by then first: every game through the snake is then longer (it
  // lands there no sooner than the laid game, and goes back to where the laid game was earlier);
  // then anywhere below, then a ladder.
  const tries: number[] = [];
  if (behind.length > 0) tries.push(random.pick(behind), behind[0]);
  if (square > game.first) tries.push(random.int(game.first, square - 1), random.int(game.first, square - 1));
  if (square + 1 < game.last) tries.push(random.int(square + 1, game.last - 1));
  for (const end of tries) {
    if (!allowed(game, space, square, end)) continue;
    space.put(square, end);
    budget.spend(games.measure(land));
    const better =
      games.fewest > before.fewest || (games.fewest === before.fewest && games.count < before.count);
    if (better && games.fewest !== -1) return true;
    space.put(square, was);
  }
  return false;
}

// Whether the jump square → end (in place of the square's own, if any) stays within the most
// snakes or ladders asked for.
function allowed(game: SnakesGame, space: SnakesWorkspace, square: number, end: number): boolean {
  const { land } = space;
  if (end === square || end === land[square]) return false;
  let { ladders, snakes } = space;
  if (land[square] > square) ladders--;
  else if (land[square] < square) snakes--;
  return end > square ? ladders < game.ladders[1] : snakes < game.snakes[1];
}

/** How many ladders and snakes a landing table holds. Cost: O(squares). */
function kinds(land: Int32Array): [ladders: number, snakes: number] {
  let ladders = 0;
  let snakes = 0;
  for (let square = 0; square < land.length; square++) {
    if (land[square] > square) ladders++;
    else if (land[square] < square) snakes++;
  }
  return [ladders, snakes];
}

// Adds or takes away single snakes and ladders, each kept only while `same()` holds, until the
// counts are within those asked (or, when none were asked, near a natural few: a tenth of the
// squares of each). False when the asked counts cannot be reached.
function counts(
  game: SnakesGame,
  space: SnakesWorkspace,
  same: () => boolean,
  random: SeededRandom,
  budget: GenerateBudget,
): boolean {
  const { land, games, chosen } = space;
  const natural = Math.floor(game.jumpSquares / 10);
  const aim = (range: readonly [number, number], given: boolean) =>
    given ? random.int(range[0], Math.min(range[1], game.jumpSquares)) : Math.min(natural, range[1]);
  const want = { ladders: aim(game.ladders, game.laddersGiven), snakes: aim(game.snakes, game.snakesGiven) };
  const squares = game.last + 1;
  for (let tries = 0; tries < 10 * squares; tries++) {
    const { ladders, snakes } = space;
    const over = ladders > game.ladders[1] ? 'ladder' : snakes > game.snakes[1] ? 'snake' : null;
    const under = ladders < want.ladders ? 'ladder' : snakes < want.snakes ? 'snake' : null;
    if (!over && !under) break;
    const square = random.int(game.first, game.last - 1);
    if (!game.jumpable(square) || chosen[square] === 1) continue;
    const was = land[square];
    if (over) {
      if ((over === 'ladder') !== was > square || was === square) continue;
      space.put(square, square);
    } else {
      if (was !== square) continue;
      const end =
        under === 'ladder'
          ? square < game.last
            ? random.int(square + 1, game.last)
            : -1
          : square > game.first
            ? random.int(game.first, square - 1)
            : -1;
      if (end < 0) continue;
      space.put(square, end);
    }
    budget.spend(games.measure(land));
    // Put back when it changed the board's answer (the next look sees the board as it is).
    if (!same()) space.put(square, was);
  }
  const { ladders, snakes } = space;
  return (
    ladders >= game.ladders[0] &&
    ladders <= game.ladders[1] &&
    snakes >= game.snakes[0] &&
    snakes <= game.snakes[1]
  );
}
