// Cases of the hostile battery: flat files of millions of numbers. A moves list of 10^7 squares (30
// to 40 MB) in every list notation, and grids of 10^7 cells in the notations of a maze and a tokens
// grid, each at a limit of 100 MB, which their reading does not fit: refused before they are
// parsed, within the limit and the runtime's own memory. And the same lists at a limit that fits
// their reading, which they answer within.
import { writeNotation } from './notations.mjs';

const COUNT = 1e7;

// The notations tried for each puzzle: a moves list for Snakes and Ladders, grids for the others.
const TRIED = {
  snakes: ['list json', 'list python', 'list c', 'list row', 'list lines', 'leetcode'],
  maze: ['json', 'python', 'c', 'java', 'comma rows', 'leetcode', 'code around'],
  tokens: ['json', 'python', 'c', 'rows', 'course', 'code around'],
};

const fileOf = (puzzle, notation) => `numbers-${puzzle}-${notation.replaceAll(' ', '-')}.txt`;

/** The files these cases read. */
export const NUMBER_MAKERS = Object.fromEntries(
  Object.entries(TRIED).flatMap(([puzzle, notations]) =>
    notations.map((notation) => [
      fileOf(puzzle, notation),
      (path) => writeNotation(path, puzzle, notation, COUNT),
    ]),
  ),
);

// Refused at 100 MB (a maze's comma rows may be answered: read as digit rows they take 3 bytes a
// byte), at once.
const REFUSED = Object.entries(TRIED).flatMap(([puzzle, notations]) =>
  notations.map((notation) => ({
    name: `numbers: ${puzzle}, 10^7 numbers in ${notation}, 100 MB`,
    args: [puzzle, fileOf(puzzle, notation), '--max-memory', '100MB'],
    exits: puzzle === 'maze' && notation === 'comma rows' ? [0, 1, 2] : [2],
    seconds: 20,
  })),
);

// At a limit their reading fits (what the check asks, with a margin), answered within it.
const ANSWERED = [
  ['list json', '800MB'],
  ['list python', '900MB'],
  ['list c', '900MB'],
  ['list row', '1GB'],
].map(([notation, limit]) => ({
  name: `numbers: snakes, 10^7 squares in ${notation}, ${limit}`,
  args: ['snakes', fileOf('snakes', notation), '--max-memory', limit],
  exits: [0, 1],
  seconds: 30,
}));

// The same from standard input, which has no size to check before it is read.
const PIPED = [
  ['snakes', 'list json'],
  ['snakes', 'list lines'],
  ['maze', 'python'],
  ['tokens', 'rows'],
].map(([puzzle, notation]) => ({
  name: `numbers: ${puzzle} - < 10^7 numbers in ${notation}, 100 MB`,
  args: [puzzle, '-', '--max-memory', '100MB'],
  stdin: fileOf(puzzle, notation),
  exits: [2],
  seconds: 20,
}));

/** The cases of flat files of numbers. */
export const NUMBER_CASES = [...REFUSED, ...ANSWERED, ...PIPED];
