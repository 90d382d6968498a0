import { describe, expect, it } from 'vitest';
import { blocksOf, examplesOf, matchesShown } from './doc-examples.test-util.js';

// The conventions by which docs/ shows what a command prints (doc-examples.test-util.ts).
describe('what a page shows of a command', () => {
  it('is its lines, exactly, but for blank lines at the end of either', () => {
    expect(matchesShown(['a', 'b'], 'a\nb\n')).toBe(true);
    expect(matchesShown(['a', 'b', ''], 'a\nb\n\n')).toBe(true);
    expect(matchesShown(['a', 'b', ''], 'a\nb\n')).toBe(true);
    expect(matchesShown([], '')).toBe(true);
    expect(matchesShown(['a', 'b'], 'a\nc\n')).toBe(false);
    expect(matchesShown(['a'], 'a\nb\n')).toBe(false);
    expect(matchesShown(['a', ''], '\na\n')).toBe(false);
    expect(matchesShown(['a.b (c)'], 'axb (c)\n')).toBe(false);
  });

  it('leaves out any lines with a line of …, none too, and any text with … in a line', () => {
    expect(matchesShown(['a', '…', 'd'], 'a\nb\nc\nd\n')).toBe(true);
    expect(matchesShown(['a', '…', 'd'], 'a\nd\n')).toBe(true);
    expect(matchesShown(['…', 'd'], 'a\nd\nd\n')).toBe(true);
    expect(matchesShown(['a', '…'], 'a\n')).toBe(true);
    expect(matchesShown(['a', '…', 'd'], 'a\nb\n')).toBe(false);
    expect(matchesShown(['{"a":1,…,"z":26}'], '{"a":1,"b":2,"z":26}\n')).toBe(true);
    expect(matchesShown(['{"a":1,…,"z":26}'], '{"a":1,"b":2,"z":27}\n')).toBe(false);
    expect(matchesShown(['512294…'], '51229405377\n')).toBe(true);
  });

  it('takes any number for about N, unless the command says about itself', () => {
    expect(matchesShown(['(about 30,000 boards tried)'], '(19,514 boards tried)\n')).toBe(true);
    expect(matchesShown(['(about 30,000 boards tried)'], '(7 boards tried)\n')).toBe(true);
    expect(matchesShown(['needs about 9 MB'], 'needs about 9 MB\n')).toBe(true);
    expect(matchesShown(['needs about 9 MB'], 'needs about 12 MB\n')).toBe(false);
    expect(matchesShown(['about 11914 states'], 'more than 11915 states\n')).toBe(false);
    expect(matchesShown(['(about 30,000 boards tried)'], '(many boards tried)\n')).toBe(false);
  });

  it('is read from console blocks: a $ line, the lines under it, and [exit N]', () => {
    const page = [
      'Text.',
      '',
      '```console',
      '$ npx boardpath maze m.txt',
      'one',
      '[exit 2]',
      '$ cat m.txt',
      'two',
      '```',
      '',
      '  ```console slow',
      '  $ echo hi',
      '  hi',
      '  ```',
      '```text',
      '$ not a command',
      '```',
    ].join('\n');
    expect(examplesOf(blocksOf(page, 'p.md'), 'p.md')).toEqual([
      { place: 'p.md:4', command: 'npx boardpath maze m.txt', shown: ['one'], status: 2, slow: false },
      { place: 'p.md:7', command: 'cat m.txt', shown: ['two'], status: 0, slow: false },
      { place: 'p.md:12', command: 'echo hi', shown: ['hi'], status: 0, slow: true },
    ]);
    expect(() => blocksOf('```console\n$ x\n', 'q.md')).toThrow(
      'q.md: the block opened on line 1 is never closed',
    );
  });
});
