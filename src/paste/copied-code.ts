// The boards in pasted code: the literals of numbers found among its statements (`literals.ts`), or
// the list its element assignments build (`statements.ts`), each rewritten as JSON for the puzzles'
// own readers, with the line it starts on.
import { BoardpathError } from '../errors.js';
import { grouped } from '../words.js';
import { lineColumn, tooDeep } from '../json.js';
import { bracketsAsJson, numbersOnly, syntaxProblem, type CopiedNumbers } from '../notation.js';
import { blankComments } from './comments.js';
import { MAX_LITERALS, numbersLiterals, type NumbersLiteral } from './literals.js';
import { builtByStatements, namedNumbers } from './statements.js';

/** What `copiedCode` found in pasted code. */
export interface CopiedCode {
  /** The numbers of each board, one per example, in order (empty when only other literals were found). */
  readonly boards: readonly CopiedNumbers[];
  /** Every literal found, each with its role: a board, a table of ladders, an end, a helper. */
  readonly literals: readonly NumbersLiteral[];
  /** Whole numbers the code names (`N = 30`, `#define N 30`). */
  readonly named: ReadonlyMap<string, number>;
  /** The text with its comments blanked, in which the literals' offsets count. */
  readonly clean: string;
}

/**
 * The boards in `text` read as code: a list built by element assignments after an initialiser,
 * else the literals of numbers among its statements (those nested deepest, when some are rows and
 * others single lists). Null when it holds neither (then it is rows of numbers, or no notation).
 * A list built by statements boardpath does not read, a literal written wrong beside good ones, or
 * more than `MAX_LITERALS` literals, is a `BoardpathError` with its line. Cost: O(length).
 */
export function copiedCode(text: string): CopiedCode | null {
  if (tooDeep(text) >= 0) return null;
  const raw = text.replace(/^\uFEFF/, '');
  const clean = blankComments(raw);
  const named = namedNumbers(clean, raw);
  const found = numbersLiterals(clean);
  if (found.tooMany)
    throw new BoardpathError(
      'E_FORMAT',
      `the paste holds more than ${grouped(MAX_LITERALS)} lists of numbers: boardpath reads at most that many boards at once`,
    );
  // A list built by statements, when no literal is a board (a search's `dist[1] = 0` is no board).
  if (!found.literals.some((literal) => literal.role === 'board')) {
    const built = builtByStatements(clean, named);
    if (built) {
      const notation = `statements that build ${built.name}`;
      return {
        boards: [{ json: built.json, notation, named, line: built.line }],
        literals: [],
        named,
        clean,
      };
    }
  }
  if (found.literals.length === 0) return null;
  const candidates = found.literals.filter((literal) => literal.role === 'board' && !literal.dict);
  const deepest = Math.max(0, ...candidates.map((literal) => literal.depth));
  // Lines counted once along the text, the literals being in order.
  const lines = lineCounter(clean);
  const script = /\b(?:const|let|var|console\.log)\b/.test(clean);
  const boards = candidates
    .filter((literal) => literal.depth === deepest)
    .map((literal) => ({
      json: literalText(literal),
      notation: codeNotation(raw, clean, literal, script),
      named,
      line: lines(literal.offset),
    }));
  // The whole text as JSON: its own reader has said what is wrong with it.
  if (boards.length === 1 && boards[0].notation === 'JSON' && found.literals.length === 1) return null;
  if (found.broken >= 0 && boards.length > 0) {
    const [at, problem] = syntaxProblem(clean.slice(found.broken));
    const notation = clean[found.broken] === '{' ? 'a C, C++ or Java array' : 'a Python list';
    throw new BoardpathError(
      'E_FORMAT',
      `read as ${notation}: ${problem}`,
      lineColumn(clean, found.broken + at),
    );
  }
  return { boards, literals: found.literals, named, clean };
}

/** A literal's numbers as JSON (tuples and braces as brackets, `−` as `-`), or null when it is not numbers. */
export function literalJson(literal: NumbersLiteral): string | null {
  const json = literalText(literal);
  return numbersOnly(json) ? json : null;
}

/**
 * A literal's numbers as JSON text, unchecked (`copiedValue` parses it, once): a board's literal is
 * numbers by the way it was found, and a big one is not parsed twice. Cost: O(length).
 */
function literalText(literal: NumbersLiteral): string {
  const body = literal.text.replace(/\(/g, '[').replace(/\)/g, ']').replace(/−/g, '-');
  // Rows one a line may lack the comma between them: `{1, 0}` then `{1, 1}`.
  const rows = literal.rows ? `[${body.replace(/([}\]])(\s*)(?=[{[])/g, '$1,$2')}]` : body;
  return bracketsAsJson(rows).replace(/([[,\s])\+(?=\d)/g, '$1 ');
}

/**
 * The numbers of copied text as a JSON value, a number written wrong (`1.2.3`) refused as of the
 * notation it was read in, at its line. Cost: O(length).
 */
export function copiedValue(copied: CopiedNumbers): unknown {
  try {
    return JSON.parse(copied.json) as unknown;
  } catch {
    throw new BoardpathError('E_FORMAT', `read as ${copied.notation}: expected numbers, or rows of numbers`, {
      ...(copied.line !== undefined && { line: copied.line }),
    });
  }
}

// The line of each offset asked, the offsets asked in increasing order: the text is read once.
function lineCounter(text: string): (offset: number) => number {
  let line = 1;
  let from = 0;
  return (offset) => {
    for (let at = text.indexOf('\n', from); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) line++;
    from = Math.max(from, offset);
    return line;
  };
}

// The notation a literal is written in, for messages: JSON when it is the whole text as JSON, and
// an array of JavaScript in a `script` (a text that declares with const, let or var).
function codeNotation(raw: string, clean: string, literal: NumbersLiteral, script: boolean): string {
  if (literal.text[0] === '{') return 'a C, C++ or Java array';
  if (clean.trim() === literal.text && raw.trim() === literal.text && !/[({]/.test(literal.text))
    return 'JSON';
  return script ? 'a JavaScript array' : 'a Python list';
}
