// The printable worksheet of `boardpath generate --sheet` (the page every worksheet is,
// sheet-page.ts): each board numbered with its question under it, then the answers on a page of
// their own.
import { htmlText, sheetPage, type GenerateFlags } from '../internal.js';
import type { PuzzleKit } from '../internal.js';
import { certificateLine, solutionWords, type MadeBoard } from './generate-made.js';

/** One board of a worksheet and its number on it. */
export interface SheetBoard {
  readonly number: number;
  readonly made: MadeBoard;
}

/** The answers on a page of their own after the boards. */
const ANSWERS_STYLE = [
  '.answers { break-before: page; page-break-before: always; }',
  '.answers li { break-inside: avoid; page-break-inside: avoid; margin-bottom: 0.5em; font-size: 10.5pt; }',
];

/**
 * The worksheet of `boards` of `kit`'s puzzle made from `seed`, as one self-contained HTML page:
 * `flags` are those the boards were made with (a maze's moves, for its questions). Cost: O(cells of
 * all the boards).
 */
export function worksheet(
  kit: PuzzleKit,
  seed: string,
  boards: readonly SheetBoard[],
  flags: GenerateFlags = {},
): string {
  const { generator } = kit;
  const drawn = boards.map(({ number, made }) => {
    const picture = generator.svg(made.board);
    const words = generator.question(made.board, flags);
    return `<section class="board"><h2>${number}.</h2>${picture}<p>${htmlText(words)}</p></section>`;
  });
  const answers = boards.map(
    ({ number, made }) =>
      `<li value="${number}"><strong>${htmlText(certificateLine(kit, made))}.</strong> One shortest: ${htmlText(solutionWords(kit, made))}</li>`,
  );
  const title = `${kit.words.title}: ${boards.length} ${boards.length === 1 ? 'board' : 'boards'}`;
  return sheetPage(
    title,
    ANSWERS_STYLE,
    `<header>
<h1>${htmlText(title)}</h1>
<p>Seed ${htmlText(JSON.stringify(seed))}: the same seed makes the same boards (<code>boardpath generate ${kit.name} --seed …</code>).</p>
</header>
<main class="boards">
${drawn.join('\n')}
</main>
<section class="answers">
<h1>Answers</h1>
<ol>
${answers.join('\n')}
</ol>
</section>`,
  );
}
