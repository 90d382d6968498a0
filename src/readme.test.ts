import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkMazeAnswer,
  checkSnakesAnswer,
  checkTokensAnswer,
  parseMazeExamples,
  parseSnakesExamples,
  parseTokensExamples,
  solveSnakes,
  solveTokens,
} from './index.js';
import { type Block, bin, blocksOf, plainEnvironment, root } from './doc-examples.test-util.js';

// The README, docs/rules.md and docs/course.md show what the command prints; these tests run every one of their
// examples and compare, so the two cannot drift from the code. The conventions (stated at the
// README's end):
// - in a `console` block, a line `$ npx boardpath ARGS` is run as `node bin/boardpath.js ARGS` from
//   the repository's root, with NO_COLOR=1; the lines under it, up to the next `$ ` line or the end
//   of the block, are exactly what it prints (standard output, then standard error); a last line
//   `[exit N]` is the exit status it must give (0 when there is none);
// - a `js` block of the README is run as a module (its imports of `boardpath…` resolved through the
//   package's exports) and must print exactly the `text` block that follows it.

const readme = readFileSync(join(root, 'README.md'), 'utf8');
const rules = readFileSync(join(root, 'docs/rules.md'), 'utf8');
const course = readFileSync(join(root, 'docs/course.md'), 'utf8');

interface Example {
  /** `README.md:12`: where the command is written. */
  readonly place: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly output: string;
  readonly status: number;
}

const PROMPT = '$ npx boardpath';

/** The commands of the `console` blocks, each with the output and status shown under it. */
function examplesOf(blocks: readonly Block[], name: string): Example[] {
  const examples: Example[] = [];
  for (const block of blocks.filter((b) => b.lang === 'console')) {
    block.lines.forEach((text, index) => {
      if (!text.startsWith('$ ')) return;
      const place = `${name}:${block.line + 1 + index}`;
      const rest = text.slice(PROMPT.length);
      // Only the command itself, with plain words: a pipe or a redirection would not be run as shown.
      if (!text.startsWith(PROMPT) || !/^( [^\s'"|<>;&$`\\]+)*$/.test(rest))
        throw new Error(`${place}: "${text}" is not of the form "${PROMPT} WORD…"`);
      const end = block.lines.findIndex((next, at) => at > index && next.startsWith('$ '));
      const shown = block.lines.slice(index + 1, end === -1 ? undefined : end);
      const exit = /^\[exit (\d+)\]$/.exec(shown.at(-1) ?? '');
      const printed = exit ? shown.slice(0, -1) : shown;
      examples.push({
        place,
        command: text.slice(2),
        args: rest.split(' ').filter(Boolean),
        output: printed.length > 0 ? printed.join('\n') + '\n' : '',
        status: exit ? Number(exit[1]) : 0,
      });
    });
  }
  return examples;
}

const blocks = blocksOf(readme, 'README.md');
const examples = [
  ...examplesOf(blocks, 'README.md'),
  ...examplesOf(blocksOf(rules, 'docs/rules.md'), 'docs/rules.md'),
  // In order: the set docs/course.md makes (in the ignored test-results/) is the one it grades.
  ...examplesOf(blocksOf(course, 'docs/course.md'), 'docs/course.md'),
];

describe('the examples of the README and docs/rules.md', () => {
  it('show a command for each puzzle and each way of making one in the README, in 12,000 bytes', () => {
    const inReadme = examples.filter((example) => example.place.startsWith('README.md:'));
    const commands = new Set(inReadme.map((example) => example.args[0]));
    // `web` serves until it is stopped: the README shows it in prose.
    expect([...commands].sort()).toEqual(['design', 'generate', 'judge', 'maze', 'snakes', 'tokens']);
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(12_000);
  });

  it.each(examples.map((example) => [`${example.place}: ${example.command}`, example] as const))(
    'print what they show: %s',
    (_name, example) => {
      const run = spawnSync(process.execPath, [bin, ...example.args], {
        cwd: root,
        env: plainEnvironment(),
        encoding: 'utf8',
      });
      expect(run.stdout + run.stderr).toBe(example.output);
      expect(run.status).toBe(example.status);
    },
  );

  it("print what the README's library code shows", () => {
    const snippets = blocks.flatMap((block, index) => (block.lang === 'js' ? [index] : []));
    expect(snippets.length).toBeGreaterThan(0);
    // `boardpath`, `boardpath/engine`, `boardpath/node`, resolved as a package that depends on it would.
    const require = createRequire(join(root, 'package.json'));
    const entry = (name: string) => pathToFileURL(require.resolve(name)).href;
    const dir = mkdtempSync(join(tmpdir(), 'boardpath-readme-'));
    try {
      for (const index of snippets) {
        const code = blocks[index];
        const printed = blocks[index + 1];
        expect(printed?.lang, `README.md:${code.line}: a js block is followed by a text block`).toBe('text');
        const file = join(dir, `line-${code.line}.mjs`);
        const source = code.lines
          .join('\n')
          .replace(/from '(boardpath(?:\/\w+)?)'/g, (_match, name: string) => `from '${entry(name)}'`);
        writeFileSync(file, source + '\n');
        const run = spawnSync(process.execPath, [file], { cwd: dir, encoding: 'utf8' });
        expect(run.stderr).toBe('');
        expect(run.stdout).toBe(printed.lines.join('\n') + '\n');
        expect(run.status).toBe(0);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// The notations of docs/rules.md, one example each: a `paste-snakes`, `paste-maze` or `paste-tokens`
// block is a paste, read as the command reads it, each example with an answer that must match.
describe('the notations of docs/rules.md', () => {
  const pastes = blocksOf(rules, 'docs/rules.md').filter((block) => block.lang.startsWith('paste-'));

  it('show a paste of every puzzle', () => {
    expect([...new Set(pastes.map((block) => block.lang))].sort()).toEqual([
      'paste-maze',
      'paste-snakes',
      'paste-tokens',
    ]);
  });

  it.each(pastes.map((block) => [`docs/rules.md:${block.line}`, block] as const))(
    'read each example of %s, its answer as written with it',
    (_place, block) => {
      const text = block.lines.join('\n') + '\n';
      const checks =
        block.lang === 'paste-snakes'
          ? parseSnakesExamples(text).map(
              (e) => e.expected !== null && checkSnakesAnswer(solveSnakes(e.board), e.expected),
            )
          : block.lang === 'paste-maze'
            ? parseMazeExamples(text).map((e) => e.expected !== null && checkMazeAnswer(e.board, e.expected))
            : parseTokensExamples(text).map(
                (e) => e.expected !== null && checkTokensAnswer(solveTokens(e.board), e.expected),
              );
      expect(checks.length).toBeGreaterThan(0);
      for (const check of checks) expect(check && check.verdict).toMatch(/ matches the expected output$/);
    },
  );
});

// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens.
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsIn(markdown: string): Set<string> {
  const outside = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return new Set([...outside.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => anchorOf(match[1])));
}

describe('links between the documents', () => {
  const documents = [
    'README.md',
    ...readdirSync(join(root, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`),
  ];

  it.each(documents)('%s links only to files and headings that exist in the repository', (name) => {
    const path = join(root, name);
    const text = readFileSync(path, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
    const dead: string[] = [];
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue; // http:, https:, mailto:
      const [file, anchor] = target.split('#');
      const linked = file === '' ? path : resolve(dirname(path), file);
      const inside = !relative(root, linked).startsWith('..');
      if (!inside || !existsSync(linked)) dead.push(target);
      else if (anchor && linked.endsWith('.md') && !anchorsIn(readFileSync(linked, 'utf8')).has(anchor))
        dead.push(target);
    }
    expect(dead).toEqual([]);
  });
});
