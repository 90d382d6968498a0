// The printable worksheet of `boardpath generate --sheet`: one HTML file with nothing to fetch (the
// boards drawn as SVG, the style inline, no script), each board numbered with its question under
// it, then the answers on a page of their own; no board is split across two printed pages.
import type { GenerateFlags } from '../internal.js';
import type { PuzzleKit } from '../index.js';
import { certificateLine, solutionWords, type MadeBoard } from './generate-made.js';

/** One board of a worksheet and its number on it. */
export interface SheetBoard {
  readonly number: number;
  readonly made: MadeBoard;
}

/** Text made safe inside HTML (the seed is anything a user typed). */
function escaped(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

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
    return `<section class="board"><h2>${number}.</h2>${picture}<p>${escaped(words)}</p></section>`;
  });
  const answers = boards.map(
    ({ number, made }) =>
      `<li value="${number}"><strong>${escaped(certificateLine(kit, made))}.</strong> One shortest: ${escaped(solutionWords(kit, made))}</li>`,
  );
  const title = `${kit.words.title}: ${boards.length} ${boards.length === 1 ? 'board' : 'boards'}`;
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
<p>Seed ${escaped(JSON.stringify(seed))}: the same seed makes the same boards (<code>boardpath generate ${kit.name} --seed …</code>).</p>
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
