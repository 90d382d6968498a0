// What `boardpath generate` says of a board made: its certificate in a line, one shortest solution
// in words, and the certificate as JSON, in each puzzle's words (its kit's).
import { type Certified, type Generated, type PuzzleAnswer } from '../index.js';
import { type PuzzleKit, counted, grouped, jsonForm } from '../internal.js';

/** A board made, whatever its puzzle, with its certificate. */
export type MadeBoard = Generated<unknown, Certified<PuzzleAnswer>>;

/** The file name's ending for a board written in `notation`. */
export function extensionOf(notation: string): string {
  return (
    { python: 'py', c: 'c', java: 'java', text: 'txt', art: 'txt', course: 'txt', rows: 'txt' }[notation] ??
    'json'
  );
}

/**
 * The certificate as `--json` writes it: the fewest moves, how many shortest solutions (a decimal
 * string: exact however large), one shortest solution's positions, then the puzzle's own keys as
 * its command's `--json` gives them: the answer's own JSON form, as the library gives it.
 */
export function answerJson(made: MadeBoard): Record<string, unknown> {
  return jsonForm(made.answer) as Record<string, unknown>;
}

/** The moves in the puzzle's words: "6 throws", "60 steps", "10 moves". */
function movesInWords(kit: PuzzleKit, moves: number): string {
  return counted(moves, kit.words.move);
}

/** What the certificate says, in a line: "6 throws at the fewest, 1 shortest game". */
export function certificateLine(kit: PuzzleKit, made: MadeBoard): string {
  const { moves, solutions } = made.answer;
  const noun = `shortest ${kit.words.solution}`;
  if (moves === null) return kit.words.none;
  return `${movesInWords(kit, moves)} at the fewest, ${grouped(solutions)} ${solutions === 1n ? noun : `${noun}s`}`;
}

/** One shortest solution in words, for the answer line and the worksheet's answers. */
export function solutionWords(kit: PuzzleKit, made: MadeBoard): string {
  const { moves } = made.answer;
  if (moves === null) return certificateLine(kit, made);
  return `${movesInWords(kit, moves)}${kit.generator.solutionWords(made.board, made.answer)}`;
}
