import { parseTokens } from 'boardpath';
import { describe, expect, it } from 'vitest';
import { tokensFromLink } from './link.js';
import { MAX_PAGE_SIDE, TEXTBOOK_GRID, tokensText } from './model.js';

const link = (grid?: string) =>
  tokensFromLink(new URLSearchParams(grid === undefined ? '' : { tokens: grid }));

describe('a two-token grid in a link', () => {
  it('is the textbook grid when the link names none', () => {
    expect(link()).toEqual({ board: parseTokens(TEXTBOOK_GRID) });
  });

  it('reads the grid in the command line notations, and writes it back the same', () => {
    const { board, problem } = link('1 2 3\n4 5 6\n');
    expect(problem).toBeUndefined();
    expect([board.rows, board.columns, board.labels]).toEqual([2, 3, [1, 2, 3, 4, 5, 6]]);
    expect(tokensText(board)).toBe('1 2 3\n4 5 6\n');
    expect(link(tokensText(board)).board.labels).toEqual(board.labels);
  });

  it("falls back to the textbook grid with the library's reason, or the page's limit", () => {
    const bad = link('1 2\n3 0\n');
    expect(bad.board.labels).toEqual(parseTokens(TEXTBOOK_GRID).labels);
    expect(bad.problem).toMatch(
      /^This link's grid could not be read — link:.*the label 0 is not positive.*\. Showing the textbook grid instead\.$/,
    );
    const wide = link(Array.from({ length: MAX_PAGE_SIDE + 1 }, () => '1').join(' '));
    expect(wide.problem).toContain(
      `link: a 1×${MAX_PAGE_SIDE + 1} grid; the page takes sides up to ${MAX_PAGE_SIDE} (the CLI takes more)`,
    );
  });
});
