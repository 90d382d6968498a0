import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The built command, run as a real process on real files: what a shell user sees.
const bin = fileURLToPath(new URL('../../bin/boardpath.js', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'boardpath-hostile-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function file(name: string, text: string | Uint8Array): string {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
}

function boardpath(args: string[], input?: string | Uint8Array) {
  const run = spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('line ends', () => {
  const ends = { CRLF: '\r\n', CR: '\r' };
  const mixed = (text: string) => {
    let k = 0;
    return text.replace(/\n/g, () => ['\r', '\r\n', '\n'][k++ % 3]);
  };
  // The maze of the report: with CR alone it was read as one row of four cells, "No path".
  const cases = [
    ['maze', 'maze.txt', '1 0\n1 1\n'],
    ['maze', 'printed.txt', Array.from({ length: 40 }, (_, r) => '1 '.repeat(39) + (r % 2) + '\n').join('')],
    ['maze', 'art.txt', 'S.#\n#..\n##G\n'],
    ['tokens', 'grid.txt', '1 1\n1 1\n'],
    ['tokens', 'course.txt', '3\n1, 2, 1\n2, 1, 1\n1, 1, 2\n'],
    ['snakes', 'board.json', '{\n "squares": 30,\n "ladders": {\n  "3": 22\n },\n "snakes": {"27": 1}\n}\n'],
    ['snakes', 'moves.py', 'moves = [\n -1,\n 5,\n -1,\n -1,\n -1,\n -1,\n -1,\n -1,\n]\n'],
  ] as const;

  it.each(cases)(
    '%s %s: every line end gives the answer of LF, from a file and from stdin',
    (puzzle, name, text) => {
      const expected = boardpath([puzzle, file(name, text), '--json']);
      expect(expected.stderr).toBe('');
      expect(expected.status).toBe(0);
      for (const written of [text.replaceAll('\n', ends.CRLF), text.replaceAll('\n', ends.CR), mixed(text)]) {
        const path = file(`ended-${name}`, written);
        expect(boardpath([puzzle, path, '--json']), JSON.stringify(written)).toEqual(expected);
        expect(boardpath([puzzle, '-', '--json'], written)).toEqual(expected);
      }
    },
  );

  it('the maze with CR line ends has its 2 steps, not "No path"', () => {
    const run = boardpath(['maze', file('m.txt', '1 0\r1 1\r')]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Shortest path: 2 steps');
  });

  it('says where a mistake is, counting lines ended by CR alone as an editor does', () => {
    const run = boardpath(['maze', file('bad.txt', '1 0\r1 1\r1 x\r')]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/bad\.txt:3:3: unexpected "x"/);
  });
});

describe('nothing raw reaches a terminal', () => {
  // What printable escapes: C0 but the newline, DEL, C1, bidirectional controls, separators.
  const raw =
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/;
  const nothingRaw = (run: { stdout: string; stderr: string }) => {
    expect(run.stdout).not.toMatch(raw);
    expect(run.stderr).not.toMatch(raw);
  };

  it.each([
    ['maze', '-', '--moves', '\x1b[2J'],
    ['maze', '-', '--max-memory', '\x1b]0;title\x07'],
    ['maze', '-', '--start', '\u202e1,1'],
    ['maze', '-', '--\x1b[31mx'],
    ['snakes', 'classic', '--analyze', '--percentiles', '50,\x9b31m'],
    ['tokens', '-', '--red', '\u20660,0'],
    ['\u202emaze'],
    ['help', '\x1b[2J'],
  ])('the arguments %j are echoed as escapes, on one line', (...args) => {
    const run = boardpath(args, '1 1\n1 1\n');
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^boardpath: [^\n]*\\u(001b|202e|2066|009b)[^\n]*\n$/);
    nothingRaw(run);
  });

  const name = 'a\u202eb\u2066c\u2028d\x1b[2Je\x9bf\x9dg\x7fh';
  const board = JSON.stringify({ squares: 12, ladders: { 2: 11 }, name });

  it("escapes a board's name in the drawing, and writes it as JSON escapes with --json", () => {
    const text = boardpath(['snakes', file('named.json', board)]);
    expect(text.status).toBe(0);
    expect(text.stdout).toContain('a\\u202eb\\u2066c\\u2028d\\u001b[2Je\\u009bf\\u009dg\\u007fh');
    nothingRaw(text);
    const json = boardpath(['snakes', file('named.json', board), '--json']);
    expect(json.status).toBe(0);
    nothingRaw(json);
    expect((JSON.parse(json.stdout) as { board: { name: string } }).board.name).toBe(name);
  });

  it("escapes a file's name in the heading and in error lines", () => {
    const heading = boardpath(['snakes', file('\u202eboard\u2028.json', '{"squares": 12}')]);
    expect(heading.status).toBe(0);
    expect(heading.stdout).toContain('\\u202eboard\\u2028.json');
    nothingRaw(heading);
    const wrong = boardpath(['snakes', file('\u2066bad\x9b.json', '{"squares": "x"}')]);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toMatch(/^boardpath: .*\\u2066bad\\u009b\.json: squares must be a number/);
    nothingRaw(wrong);
  });
});

describe('our words for every failure', () => {
  // A standard input given by descriptor: spawnSync cannot open it itself.
  function withStdin(path: string, flags: 'r' | 'w', args: string[]) {
    const fd = openSync(path, flags);
    try {
      return spawnSync(process.execPath, [bin, ...args], { stdio: [fd, 'pipe', 'pipe'], encoding: 'utf8' });
    } finally {
      closeSync(fd);
    }
  }

  it('a directory as standard input is bad input (2), in one line of ours', () => {
    for (const puzzle of ['snakes', 'maze', 'tokens']) {
      const run = withStdin(folder, 'r', [puzzle, '-']);
      expect(run.status).toBe(2);
      expect(run.stderr).toBe('boardpath: cannot read <stdin>: it is a directory\n');
    }
  });

  it('a standard input open for writing only is bad input (2), in one line of ours', () => {
    const run = withStdin(file('write-only.txt', ''), 'w', ['snakes', '-']);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe('boardpath: cannot read <stdin>: it is not open for reading\n');
  });

  it('a file of 2 GiB is refused by its size (2), whatever the puzzle', () => {
    const path = join(folder, 'two-gib.txt');
    closeSync(openSync(path, 'w'));
    truncateSync(path, 2 ** 31); // sparse: no disk taken
    for (const [puzzle, most] of [
      ['snakes', '2,147,483,647 bytes'],
      ['maze', '2,147,483,647 bytes'],
      ['tokens', 'as text is 536,870,888 bytes'],
    ]) {
      const run = boardpath([puzzle, path]);
      expect(run.status).toBe(2);
      expect(run.stderr).toBe(
        `boardpath: file too large: ${path} is 2,147,483,648 bytes, the most read ${most.startsWith('as') ? '' : 'whole is '}${most}\n`,
      );
    }
  });
});
