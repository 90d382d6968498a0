import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type Example,
  blocksOf,
  examplesOf,
  matchesShown,
  root,
  runInShell,
} from './doc-examples.test-util.js';

// Every command the pages of docs/ show is run and must print what the page says, under the
// conventions of doc-examples.test-util.ts (`…` for lines or text left out, `about N` for a figure
// that varies by machine). docs/rules.md is checked byte for byte with the README (readme.test.ts).

const pages = readdirSync(join(root, 'docs'))
  .filter((name) => name.endsWith('.md') && name !== 'rules.md')
  .sort()
  .map((name) => {
    const place = `docs/${name}`;
    return { place, blocks: blocksOf(readFileSync(join(root, place), 'utf8'), place) };
  });

const examples = pages.flatMap(({ place, blocks }) => examplesOf(blocks, place));

describe('the pages of docs/', () => {
  it.each(pages.map((page) => [page.place, page] as const))(
    '%s writes its commands in console blocks, so that they are run',
    (_place, { place, blocks }) => {
      // A command with its output in a block of another kind would go unchecked.
      const unchecked = blocks
        .filter((block) => block.lang !== 'console' && block.lines.some((line) => /^\s*\$ /.test(line)))
        .map((block) => `${place}:${block.line}`);
      expect(unchecked).toEqual([]);
    },
  );

  const check = (_name: string, example: Example) => {
    const run = runInShell(example.command, 600_000);
    if (!matchesShown(example.shown, run.output)) expect(run.output).toBe(example.shown.join('\n') + '\n');
    expect(run.status).toBe(example.status);
  };
  const named = (list: Example[]) =>
    list.map((example) => [`${example.place}: ${example.command}`, example] as const);
  // A hang guard: no command shown takes a minute on a quiet machine.
  it.each(named(examples.filter((example) => !example.slow)))(
    'print what they show: %s',
    { timeout: 600_000 },
    check,
  );
  it.each(named(examples.filter((example) => example.slow)))(
    'print what they show: %s',
    { tags: ['slow'] },
    check,
  );
});
