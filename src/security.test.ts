import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BoardpathError } from './errors.js';
import { parseSnakes } from './puzzles/snakes/board/formats.js';
import { parseMaze } from './puzzles/maze/board/formats.js';
import { parseTokens } from './puzzles/tokens/board/formats.js';
import { runCli } from './cli/run-cli.test-util.js';

const root = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(name) ? [path] : [];
  });
}

describe('no code is built from input', () => {
  it('src/ and web/src/ call neither eval nor new Function (nor string timers)', () => {
    const files = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'web', 'src'))].filter(
      (path) => !path.endsWith('security.test.ts'),
    );
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.filter((path) =>
      /\beval\s*\(|new\s+Function\s*\(|\bFunction\s*\(\s*['"`]|set(?:Timeout|Interval)\s*\(\s*['"`]/.test(
        readFileSync(path, 'utf8'),
      ),
    );
    expect(offenders).toEqual([]);
  });
});

function refusal(parse: () => unknown): BoardpathError {
  try {
    parse();
  } catch (error) {
    if (error instanceof BoardpathError) return error;
    throw error;
  }
  throw new Error('accepted');
}

const POLLUTING: Array<[string, () => unknown]> = [
  ['snakes board', () => parseSnakes('{"squares": 10, "__proto__": {"squares": 5}}', { file: 'b.json' })],
  [
    'snakes board, in a jump table',
    () => parseSnakes('{"squares": 10, "ladders": {"__proto__": 5}}', { file: 'b.json' }),
  ],
  [
    'snakes board, forced',
    () =>
      parseSnakes('{"squares": 10, "constructor": {"prototype": {"x": 1}}}', {
        file: 'b.json',
        format: 'board',
      }),
  ],
  ['snakes board, escaped', () => parseSnakes('{"squares": 10, "\\u005f_proto__": {}}', { file: 'b.json' })],
  [
    'snakes leetcode',
    () => parseSnakes('[[-1, {"__proto__": 1}], [-1, -1]]', { file: 'b.json', format: 'leetcode' }),
  ],
  ['snakes moves', () => parseSnakes('[-1, {"prototype": 1}, -1]', { file: 'b.json', format: 'moves' })],
  ['maze json rows', () => parseMaze('[[1, {"__proto__": 1}], [1, 1]]', { file: 'b.json' })],
  [
    'maze json object',
    () => parseMaze('{"grid": [[1,1],[1,1]], "__proto__": {"start": [1,1]}}', { file: 'b.json' }),
  ],
  [
    'maze json object, bytes',
    () => parseMaze(Buffer.from('{"grid": [[1,1],[1,1]], "constructor": 1}'), { file: 'b.json' }),
  ],
  ['tokens json', () => parseTokens('[[1, 2], [{"__proto__": {"x": 1}}, 1]]', { file: 'b.json' })],
];

describe('prototype-polluting keys in board JSON are refused', () => {
  it.each(POLLUTING)('%s', (_, parse) => {
    const error = refusal(parse);
    expect(error.describe()).toMatch(
      /^b\.json(:1:\d+)?: the key "(__proto__|constructor|prototype)" is not allowed in a board \(it could change the prototype of every object\)$/,
    );
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('a name or a value that merely says "__proto__" is fine', () => {
    expect(parseSnakes('{"squares": 10, "name": "__proto__ constructor"}').name).toBe(
      '__proto__ constructor',
    );
  });

  it.each([
    ['snakes', '{"squares": 10, "__proto__": {"squares": 5}}'],
    ['maze', '{"grid": [[1,1],[1,1]], "__proto__": {"goal": [0,0]}}'],
    ['tokens', '[[1,2],[2,{"constructor":1}]]'],
  ])('the CLI refuses them too: %s', async (command, text) => {
    const run = await runCli([command, 'b.json'], { files: { 'b.json': text } });
    expect(run).toMatchObject({ code: 2, stdout: '' });
    expect(run.stderr).toMatch(
      /^boardpath: b\.json:1:\d+: the key "(__proto__|constructor)" is not allowed in a board \(it could change the prototype of every object\)\n$/,
    );
  });
});
