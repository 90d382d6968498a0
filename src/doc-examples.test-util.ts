import { spawnSync } from 'node:child_process';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The commands the README and docs/*.md show, read from their Markdown and run, so that what a page
// says a command prints is what it prints. The conventions, for a `console` block:
// - a line `$ COMMAND` is a command, its output the lines under it up to the next `$ ` line or the
//   end of the block (standard output, then standard error); a last line `[exit N]` is the exit
//   status it must give (0 when there is none); blank lines at the end of either are left aside;
// - the command is run from the repository's root, with NO_COLOR=1, as written: by bash in docs/
//   (pipes, `cat`, `printf` as a user would type them), and `npx boardpath` is the checkout's
//   `node bin/boardpath.js`; the README's are plain `npx boardpath WORD…` lines;
// - in docs/, where a figure varies from machine to machine (a search bounded by time), its output
//   may say so (the README's and docs/rules.md's match byte for byte):
//   - `…` alone on a line stands for any lines (none too), and `…` within a line for any text;
//   - `about N` stands for any number (`about 20,000 boards tried` matches `19,514 boards tried`),
//     but where the command itself prints `about N` (as memory estimates do) the number must match;
// - a block `console slow` is run by `npm run test:slow` only.

export const root = fileURLToPath(new URL('..', import.meta.url));
export const bin = join(root, 'bin/boardpath.js');

export interface Block {
  readonly lang: string;
  /** The words after the language on the opening fence (`slow`). */
  readonly flags: readonly string[];
  /** The line of the opening fence, counted from 1. */
  readonly line: number;
  readonly lines: readonly string[];
}

/** The fenced code blocks of a Markdown text, in order. */
export function blocksOf(markdown: string, name: string): Block[] {
  const blocks: Block[] = [];
  let open: { lang: string; flags: string[]; line: number; lines: string[] } | null = null;
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const text = lines[index];
    // Fences may be indented (a block inside a list item); the lines keep their indentation.
    const fence = /^\s*```(.*)$/.exec(text);
    if (open === null) {
      if (fence) {
        const [lang = '', ...flags] = fence[1].trim().split(/\s+/);
        open = { lang, flags, line: index + 1, lines: [] };
      }
    } else if (fence && fence[1].trim() === '') {
      blocks.push(open);
      open = null;
    } else open.lines.push(text);
  }
  if (open !== null) throw new Error(`${name}: the block opened on line ${open.line} is never closed`);
  return blocks;
}

export interface Example {
  /** `README.md:12`: where the command is written. */
  readonly place: string;
  /** The command as written, without its `$ `. */
  readonly command: string;
  /** The lines shown under it, without `[exit N]`. */
  readonly shown: readonly string[];
  readonly status: number;
  /** Whether its block is a `console slow` one. */
  readonly slow: boolean;
}

/** The commands of the `console` blocks, each with the output and status shown under it. */
export function examplesOf(blocks: readonly Block[], name: string): Example[] {
  const examples: Example[] = [];
  for (const block of blocks.filter((b) => b.lang === 'console')) {
    const lines = block.lines.map((text) => text.slice(indentOf(block)));
    lines.forEach((text, index) => {
      if (!text.startsWith('$ ')) return;
      const end = lines.findIndex((next, at) => at > index && next.startsWith('$ '));
      const shown = lines.slice(index + 1, end === -1 ? undefined : end);
      const exit = /^\[exit (\d+)\]$/.exec(shown.at(-1) ?? '');
      examples.push({
        place: `${name}:${block.line + 1 + index}`,
        command: text.slice(2),
        shown: exit ? shown.slice(0, -1) : shown,
        status: exit ? Number(exit[1]) : 0,
        slow: block.flags.includes('slow'),
      });
    });
  }
  return examples;
}

/** The indentation of a block inside a list item: that of its first line. */
function indentOf(block: Block): number {
  return /^\s*/.exec(block.lines[0] ?? '')?.[0].length ?? 0;
}

/** The environment of every command shown: no colour, whatever the terminal asked for. */
export function plainEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.FORCE_COLOR;
  return env;
}

/** What a command of docs/ prints, run by bash from the root as a user would type it. */
export function runInShell(command: string, timeout: number): { output: string; status: number | null } {
  // `npx boardpath` is the checkout's command, without npx's own start-up.
  const prelude = `npx() { if [ "$1" = boardpath ]; then shift; node ${JSON.stringify(bin)} "$@"; else command npx "$@"; fi; }`;
  // `node` is the Node that runs the tests (under another version's, that one).
  const env = plainEnvironment();
  env.PATH = `${dirname(process.execPath)}${delimiter}${env.PATH ?? ''}`;
  const run = spawnSync('bash', ['-c', `${prelude}\n${command}`], {
    cwd: root,
    env,
    encoding: 'utf8',
    timeout,
    killSignal: 'SIGKILL',
    maxBuffer: 256 * 1024 * 1024,
  });
  return { output: run.stdout + run.stderr, status: run.status };
}

const NUMBER = String.raw`\d[\d,.]*\d|\d`;

/** A line shown, as a pattern: `…` any text, `about N` any number (unless the line printed says about). */
function linePattern(shown: string): RegExp {
  const parts = shown.split(/(…|about (?:\d[\d,.]*\d|\d))/);
  const source = parts
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (part === '…') return '.*';
      const figure = part.slice('about '.length).replace(/[.]/g, '\\.');
      return `(?:about ${figure}|(?!about )(?:${NUMBER}))`;
    })
    .join('');
  return new RegExp(`^${source}$`, 'u');
}

/** Whether the lines printed are those shown, under the conventions above (`…` lines and text, `about N`). */
export function matchesShown(shownLines: readonly string[], printed: string): boolean {
  const shown = withoutBlankEnd(shownLines);
  const lines = withoutBlankEnd(printed.split('\n'));
  const patterns = shown.map((line) => (line === '…' ? null : linePattern(line)));
  // shown[i…] against lines[j…], each pair tried once.
  const memo = new Map<number, boolean>();
  const match = (i: number, j: number): boolean => {
    const key = i * (lines.length + 1) + j;
    let result = memo.get(key);
    if (result !== undefined) return result;
    const pattern = patterns[i];
    if (i === shown.length) result = j === lines.length;
    else if (pattern === null) result = match(i + 1, j) || (j < lines.length && match(i, j + 1));
    else result = j < lines.length && pattern.test(lines[j]) && match(i + 1, j + 1);
    memo.set(key, result);
    return result;
  };
  return match(0, 0);
}

/** Lines without the blank ones at their end: a blank line may part one command from the next. */
function withoutBlankEnd(lines: readonly string[]): readonly string[] {
  let end = lines.length;
  while (end > 0 && lines[end - 1] === '') end--;
  return lines.slice(0, end);
}
