// Code outside a puzzle's own folders asks the puzzle's kit rather than switching on its name: this
// test counts the places that still compare or switch on one, and fails past the bound.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PUZZLES } from './puzzles/puzzles.js';

const repo = join(import.meta.dirname, '..');

/** The most places outside the puzzles' own folders that may branch on a puzzle's name. */
const MOST_NAME_BRANCHES = 10;

const NAMES = new Set<string>(PUZZLES);

/** The sources this holds to the bound: the library, the command and the page, tests aside. */
function sources(): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.test-util\.ts$/.test(entry.name))
        files.push(relative(repo, path));
    }
  };
  walk(join(repo, 'src'));
  walk(join(repo, 'web', 'src'));
  // A puzzle's own folders are its own to branch in.
  const own = new RegExp(`^(src/puzzles|web/src)/(${PUZZLES.join('|')})/`);
  return files.filter((file) => !own.test(file.replaceAll('\\', '/'))).sort();
}

const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

function nameOf(node: ts.Node): string | undefined {
  if (ts.isStringLiteralLike(node) || ts.isIdentifier(node))
    return NAMES.has(node.text) ? node.text : undefined;
  return undefined;
}

/**
 * The places in `text` that branch on a puzzle's name: a name compared (`=== 'maze'`, so also
 * every ternary and `if` on one), a `case 'maze':`, and a record keyed by the names (an object or
 * an object type with two puzzles' names as keys: `{ snakes: …, maze: … }`), each key a place.
 */
export function nameBranches(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${file}:${line + 1}: ${node.getText(source).split('\n')[0].slice(0, 100)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isBinaryExpression(node) && EQUALITY.has(node.operatorToken.kind)) {
      if ([node.left, node.right].some((side) => ts.isStringLiteralLike(side) && nameOf(side))) at(node);
    } else if (ts.isCaseClause(node) && ts.isStringLiteralLike(node.expression) && nameOf(node.expression)) {
      at(node.expression);
    } else if (
      ts.isObjectLiteralExpression(node) ||
      ts.isTypeLiteralNode(node) ||
      ts.isInterfaceDeclaration(node)
    ) {
      const members: readonly ts.Node[] = ts.isObjectLiteralExpression(node) ? node.properties : node.members;
      const keyed = members.filter((member) => {
        const name = (member as { name?: ts.Node }).name;
        return name !== undefined && nameOf(name) !== undefined;
      });
      const distinct = new Set(keyed.map((member) => nameOf((member as unknown as { name: ts.Node }).name)));
      if (distinct.size >= 2) for (const member of keyed) at(member);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('puzzle names outside the puzzles', () => {
  it('finds the kinds of branch it counts', () => {
    const text = [
      "if (puzzle === 'maze') f();",
      "const unit = 'snakes' !== p ? 1 : 2;",
      "switch (p) { case 'tokens': break; }",
      "const TITLES = { snakes: 'a', maze: 'b', tokens: 'c' };",
      // Not branches: one key named like a puzzle (the snakes of a board), a name as a value.
      "const order = { ladders: 1, snakes: 2 }; run('maze');",
    ].join('\n');
    expect(nameBranches('x.ts', text).map((place) => place.split(':')[1])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '4',
      '4',
    ]);
  });

  it(`are at most ${MOST_NAME_BRANCHES} places that compare or switch on one`, () => {
    const places = sources().flatMap((file) => nameBranches(file, readFileSync(join(repo, file), 'utf8')));
    expect(places.length, places.join('\n')).toBeLessThanOrEqual(MOST_NAME_BRANCHES);
  });
});
