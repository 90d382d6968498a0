// The printed page every worksheet is (`boardpath generate --sheet`, a course's worksheets): one
// HTML file with nothing to fetch (the boards drawn as SVG by their kits, the style inline, no
// script), in black on white, no board split across two printed pages.

/** Text made safe inside HTML, as an element's text or an attribute's value (it is anything a user typed). */
export function htmlText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The style of every worksheet: the page, and boards in sections of 340 pixels side by side. */
const STYLE = [
  "body { font: 12pt/1.4 Georgia, 'Times New Roman', serif; margin: 1.5em; color: #000; background: #fff; }",
  'header p, footer { font-size: 10pt; color: #444; }',
  '.boards { display: flex; flex-wrap: wrap; gap: 1.5em; }',
  '.board { width: 340px; break-inside: avoid; page-break-inside: avoid; }',
  '.board h2 { font-size: 13pt; margin: 0 0 0.3em; }',
  '.board svg { display: block; max-width: 100%; height: auto; font-family: Arial, Helvetica, sans-serif; }',
  '.board p { font-size: 10.5pt; margin: 0.4em 0 0; }',
];
/** The page's margins on paper, after any worksheet's own style. */
const PRINTED = ['@page { margin: 15mm; }', '@media print { body { margin: 0; } }'];

/**
 * A worksheet's whole HTML: `title` (text) in the head, `style` (CSS lines of the worksheet's own)
 * after the common style, and `body` (HTML) as the page's content. Cost: O(length of the body).
 */
export function sheetPage(title: string, style: readonly string[], body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${htmlText(title)}</title>
<style>
${[...STYLE, ...style, ...PRINTED].join('\n')}
</style>
</head>
<body>
${body}
</body>
</html>
`;
}
