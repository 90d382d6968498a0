// The printable worksheet of `boardpath generate --sheet`: one HTML file with nothing to fetch (the
// boards drawn as SVG, the style inline, no script), each board numbered with its question under
// it, then the answers on a page of their own; no board is split across two printed pages.
import type { MazeGrid } from '../puzzles/maze/board/board.js';
import type { Puzzle } from '../puzzles/puzzles.js';
import type { SnakesBoard } from '../puzzles/snakes/board/board.js';
import type { TokensBoard } from '../puzzles/tokens/board/board.js';
import { certificateLine, solutionWords, type MadeBoard } from './generate-made.js';
import { mazeSvg, snakesSvg, tokensSvg } from './sheet-svg.js';

/** One board of a worksheet and its number on it. */
export interface SheetBoard {
  readonly number: number;
  readonly made: MadeBoard;
}

const TITLES: Readonly<Record<Puzzle, string>> = {
  snakes: 'Snakes and Ladders',
  maze: 'Rat in a Maze',
  tokens: 'The two tokens',
};

/** Text made safe inside HTML (the seed is anything a user typed). */
function escaped(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// The question under a board, in the puzzle's rules.
function question(puzzle: Puzzle, made: MadeBoard): string {
  if (puzzle === 'snakes') {
    const board = made.board as SnakesBoard;
    const from =
      board.start < board.first ? 'from off the board (before square 1)' : `from square ${board.start}`;
    return `What is the fewest number of throws ${from} to square ${board.last}? You choose every face of the die (1 to ${board.faces}); a throw may not pass the last square; landing on a ladder's foot or a snake's head takes it, one jump per throw. How many shortest games are there?`;
  }
  if (puzzle === 'maze')
    return 'What is the fewest number of steps from S to G over the white cells? How many shortest paths are there?';
  const board = made.board as TokensBoard;
  return `What is the fewest number of moves that swaps red (top-left) and blue (bottom-right)? A move takes one token up, down, left or right by exactly the number under the other token, never off the ${board.rows}×${board.columns} grid nor onto the other token. How many shortest solutions are there?`;
}

// The maze's moves, which its question names: the certificate says how the rat may move.
function mazeMoves(sheetMoves: number): string {
  return sheetMoves === 2
    ? ' The rat moves down or right only.'
    : sheetMoves === 4
      ? ' The rat moves up, down, left or right.'
      : ' The rat moves to any of the eight cells around it, diagonals included.';
}

/**
 * The worksheet of `boards` of `puzzle` made from `seed`, as one self-contained HTML page: `moves`
 * says a maze's move set for its questions. Cost: O(cells of all the boards).
 */
export function worksheet(puzzle: Puzzle, seed: string, boards: readonly SheetBoard[], moves = 4): string {
  const drawn = boards.map(({ number, made }) => {
    const picture =
      puzzle === 'snakes'
        ? snakesSvg(made.board as SnakesBoard)
        : puzzle === 'maze'
          ? mazeSvg(made.board as MazeGrid)
          : tokensSvg(made.board as TokensBoard);
    const words = question(puzzle, made) + (puzzle === 'maze' ? mazeMoves(moves) : '');
    return `<section class="board"><h2>${number}.</h2>${picture}<p>${escaped(words)}</p></section>`;
  });
  const answers = boards.map(
    ({ number, made }) =>
      `<li value="${number}"><strong>${escaped(certificateLine(puzzle, made))}.</strong> One shortest: ${escaped(solutionWords(puzzle, made))}</li>`,
  );
  const title = `${TITLES[puzzle]}: ${boards.length} ${boards.length === 1 ? 'board' : 'boards'}`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escaped(title)}</title>
<style>
body { font: 12pt/1.4 Georgia, 'Times New Roman', serif; margin: 1.5em; color: #000; background: #fff; }
header p, footer { font-size: 10pt; color: #444; }
.boards { display: flex; flex-wrap: wrap; gap: 1.5em; }
.board { width: 340px; break-inside: avoid; page-break-inside: avoid; }
.board h2 { font-size: 13pt; margin: 0 0 0.3em; }
.board svg { display: block; max-width: 100%; height: auto; font-family: Arial, Helvetica, sans-serif; }
.board p { font-size: 10.5pt; margin: 0.4em 0 0; }
.answers { break-before: page; page-break-before: always; }
.answers li { break-inside: avoid; page-break-inside: avoid; margin-bottom: 0.5em; font-size: 10.5pt; }
@page { margin: 15mm; }
@media print { body { margin: 0; } }
</style>
</head>
<body>
<header>
<h1>${escaped(title)}</h1>
<p>Seed ${escaped(JSON.stringify(seed))}: the same seed makes the same boards (<code>boardpath generate ${puzzle} --seed …</code>).</p>
</header>
<main class="boards">
${drawn.join('\n')}
</main>
<section class="answers">
<h1>Answers</h1>
<ol>
${answers.join('\n')}
</ol>
</section>
</body>
</html>
`;
}
