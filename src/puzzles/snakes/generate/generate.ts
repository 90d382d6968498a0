// `generateSnakes`: a Snakes and Ladders board made to order, proven by the solver.
import { checkMemory } from '../../../errors.js';
import { DEFAULT_ENGINE_MEMORY } from '../../../search/check-graph.js';
import type { SeededRandom } from '../../../random.js';
import { counted } from '../../../words.js';
import { boardRandom, frozenResult, GenerateBudget, type Certified, type Generated } from '../../generate.js';
import { makeSnakesBoard, type SnakesBoard } from '../board/board.js';
import type { SnakesSolution } from '../solve/solution.js';
import { BUILD_BYTES, buildSnakes, workspaceFor, type SnakesTarget } from './build.js';
import { snakesCertificate } from './certificate.js';
import { checkGenerateSnakes, gameOf, type GenerateSnakesOptions, type SnakesGame } from './options.js';
import { checkSnakesRequest, describeSnakesGame, type FewestRange } from './range.js';
import { SHORTEST_GAMES_BYTES } from './shortest-games.js';

/** A generated Snakes and Ladders board and its certificate. */
export type GeneratedSnakes = Generated<SnakesBoard, Certified<SnakesSolution>>;

// Bytes a square: the building's arrays and the certificate's searches.
const BYTES_PER_SQUARE = SHORTEST_GAMES_BYTES + BUILD_BYTES + 48;

/**
 * A Snakes and Ladders board made to order: exactly `fewest` throws at the
 * fewest (-1: the last square out of reach), one shortest game if `unique`, as many snakes and
 * ladders as asked, LeetCode's constraints unless the board or moves format is asked for. Board
 * `index` of `seed` is the same board on every machine. The answer is the certificate: the
 * solver's fewest throws and one shortest game, and `solutions`, how many shortest games (as
 * sequences of squares) the engine counts. A request no board meets is refused at once (`E_USAGE`,
 * with the range that can be met); one not met within `timeLimit` or `maxWork` is `E_WORK`.
 *
 * Cost: per attempt, O(jumps × squares × faces) time; about 90 bytes a square, refused past
 * `maxMemory` (1 GiB by default) before anything is allocated.
 *
 * @example
 * generateSnakes({ size: 10, fewest: 6, unique: true, seed: 'class-7' }).answer.moves // 6
 */
export function generateSnakes(options: GenerateSnakesOptions = {}): GeneratedSnakes {
  const checked = checkGenerateSnakes(options);
  const game = gameOf(checked);
  const range = checkSnakesRequest(game, checked.fewest, checked.unique ?? false);
  const maxMemory = checked.maxMemory ?? DEFAULT_ENGINE_MEMORY;
  checkMemory(describeSnakesGame(game), BYTES_PER_SQUARE * (game.last + 1), maxMemory, ' to generate');
  const random = boardRandom(checked.seed, checked.index);
  const target: SnakesTarget = {
    fewest: checked.fewest ?? naturalFewest(game, range, random),
    unique: checked.unique ?? false,
  };
  const budget = new GenerateBudget(checked, () => `no ${wanted(game, target)} was found`);
  const limits = { maxMemory, signal: checked.signal };
  const space = workspaceFor(game);
  for (;;) {
    const built = buildSnakes(game, target, random, budget, space);
    budget.spend(1);
    if (!built) continue;
    const board = boardOf(game, space.land);
    const answer = snakesCertificate(board, limits);
    if (
      answer.moves === (target.fewest === -1 ? null : target.fewest) &&
      (!target.unique || answer.solutions === 1n)
    )
      return frozenResult(board, answer);
  }
}

// Without a target: a number of throws between half and all of those the plain board takes.
function naturalFewest(game: SnakesGame, range: FewestRange, random: SeededRandom): number {
  const plain = Math.ceil((game.last - game.start) / game.faces);
  const high = Math.max(range.least, Math.min(range.most, plain));
  return random.int(Math.min(high, Math.max(range.least, Math.ceil(plain / 2))), high);
}

// The request in words, for the message of a budget run out.
function wanted(game: SnakesGame, target: SnakesTarget): string {
  const throws =
    target.fewest === -1 ? 'no way to the last square' : `${counted(target.fewest, 'throw')} at the fewest`;
  return `${describeSnakesGame(game).replace(/^an? /, '')} with ${throws}${target.unique ? ' and one shortest game' : ''}`;
}

/** The board a landing table describes, in the game's format. Cost: O(squares). */
function boardOf(game: SnakesGame, land: Int32Array): SnakesBoard {
  const from: number[] = [];
  const to: number[] = [];
  for (let square = game.first; square <= game.last; square++)
    if (land[square] !== square) {
      from.push(square);
      to.push(land[square]);
    }
  return makeSnakesBoard({
    format: game.format,
    first: game.first,
    last: game.last,
    start: game.start,
    faces: game.faces,
    jumps: { from, to },
    ...(game.side !== null && game.format !== 'moves' && { rows: game.side, columns: game.side }),
  });
}
