import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { VERSION } from '../version.js';
import { runCli } from './run-cli.test-util.js';

const bin = fileURLToPath(new URL('../../bin/boardpath.js', import.meta.url));

describe('boardpath snakes', () => {
  it('solves the classic board by default, drawn and listed', async () => {
    const run = await runCli(['snakes']);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('Fewest throws: 7');
    expect(run.stdout).toContain('throw 1: 1 → lands on 1, ladder to 38');
    expect(run.stdout).toContain('throw 7: 6 → lands on 80, ladder to 100');
    expect(run.stdout).toMatch(/\[100 \]/); // the goal is marked on the drawing
  });

  it('prints one JSON object with --json', async () => {
    const run = await runCli(['snakes', 'example-30', '--json']);
    const answer = JSON.parse(run.stdout);
    expect(answer).toMatchObject({
      puzzle: 'snakes',
      solvable: true,
      moves: 3,
      path: [0, 21, 23, 29],
      rolls: [2, 2, 6],
    });
  });

  it('reads a file, standard input, and a forced format', async () => {
    const board = '[[-1,-1],[-1,3]]';
    const fromFile = await runCli(['snakes', 'grid.json', '--json'], { files: { 'grid.json': board } });
    expect(JSON.parse(fromFile.stdout)).toMatchObject({ moves: 1, path: [1, 4], rolls: [3] });
    const fromStdin = await runCli(['snakes', '-', '--format', 'leetcode', '--json'], { stdin: board });
    expect(JSON.parse(fromStdin.stdout).moves).toBe(1);
  });

  it('answers alike with every --method, and says which one answered', async () => {
    const answers = [];
    for (const method of ['auto', 'squares', 'levels', 'runs']) {
      const run = await runCli(['snakes', 'classic', '--json', '--method', method]);
      expect(run.code).toBe(0);
      answers.push(JSON.parse(run.stdout));
    }
    expect(answers.map((answer) => answer.moves)).toEqual([7, 7, 7, 7]);
    expect(answers.map((answer) => answer.method)).toEqual(['squares', 'squares', 'levels', 'runs']);
    const wrong = await runCli(['snakes', 'classic', '--method', 'fast']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/--method.*fast/);
  });

  it('takes --faces and --chain', async () => {
    const board = '{"squares": 8, "ladders": {"1": 5}, "snakes": {"5": 2}}';
    const files = { 'b.json': board };
    expect(
      JSON.parse((await runCli(['snakes', 'b.json', '--faces', '3', '--json'], { files })).stdout).moves,
    ).toBe(2);
    expect(
      JSON.parse((await runCli(['snakes', 'b.json', '--faces', '3', '--chain', '--json'], { files })).stdout)
        .moves,
    ).toBe(3);
    expect(
      JSON.parse((await runCli(['snakes', 'b.json', '--faces', '8', '--json'], { files })).stdout).moves,
    ).toBe(1);
  });

  it('solves a board of 10^12 squares, giving runs of equal throws for a game over 100,000 throws', async () => {
    const files = { 'huge.json': '{"squares": 1000000000000, "snakes": {"999999999999": 5}}' };
    const json = JSON.parse((await runCli(['snakes', 'huge.json', '--json'], { files })).stdout);
    expect(json).toMatchObject({
      solvable: true,
      moves: 166_666_666_667,
      path: null,
      rolls: null,
      method: 'runs',
    });
    // Replay the runs: never past the last square, never ending a throw on the snake's head.
    let square = 0;
    for (const [face, count] of json.runs) {
      expect(square + face * count).toBeLessThanOrEqual(1e12);
      if (square < 999_999_999_999 && square + face * count >= 999_999_999_999)
        expect((999_999_999_999 - square) % face === 0).toBe(false);
      square += face * count;
    }
    expect(square).toBe(1e12);
    const text = (await runCli(['snakes', 'huge.json'], { files })).stdout;
    expect(text).toContain('too many to draw');
    expect(text).toMatch(/throws 1–\d+: \d each/);
  });

  it('answers unsolvable with exit status 1', async () => {
    const run = await runCli(['snakes', 'loop.json', '--json'], {
      files: { 'loop.json': '[[1,1,-1],[1,1,1],[-1,1,1]]' },
    });
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toMatchObject({ solvable: false, moves: null, path: null, rolls: null });
    const text = await runCli(['snakes', 'loop.json'], {
      files: { 'loop.json': '[[1,1,-1],[1,1,1],[-1,1,1]]' },
    });
    expect(text.stdout).toContain('unsolvable');
  });

  it.each([
    [
      ['snakes', 'nowhere'],
      /no file or built-in board named "nowhere" \(built-in boards: classic, classic-48, example-30\)/,
    ],
    [
      ['snakes', 'clasic'],
      /no file or built-in board named "clasic" \(did you mean classic\? built-in boards: classic, classic-48, example-30\)/,
    ],
    [['snakes', 'Example30'], /named "Example30" \(did you mean example-30\? built-in boards/],
    [['snakes', 'missing.json'], /cannot read missing.json: no such file/],
    [['snakes', 'bad.json'], /^boardpath: bad\.json:1:16: not valid JSON/],
    [['snakes', 'down.json'], /^boardpath: down\.json:1:29: square 7: ladder 7→3 goes down/],
    [['snakes', '--faces', '0'], /--faces.*expected a whole number from 1 to 1,000,000, not "0"/],
    [['snakes', '--format', 'xml'], /--format.*xml/],
    [['snakes', '--bogus'], /unknown option '--bogus'/],
    [['snakes', 'classic', '--format', 'board'], /--format applies to files/],
    [['dance'], /unknown command 'dance'/],
    [['snakes', 'empty.json'], /empty\.json: the input is empty/],
  ])('refuses %j with one line and exit status 2', async (argv, message) => {
    const files = {
      'bad.json': '{"squares": 10,,}',
      'down.json': '{"squares": 10, "ladders": {"7": 3}}',
      'empty.json': ' \n',
    };
    const run = await runCli(argv, { files });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('colours a terminal unless NO_COLOR is set', async () => {
    expect((await runCli(['snakes'], { stdoutIsTTY: true })).stdout).toContain('\u001b[');
    expect((await runCli(['snakes'], { stdoutIsTTY: true, env: { NO_COLOR: '1' } })).stdout).not.toContain(
      '\u001b[',
    );
    expect((await runCli(['snakes'])).stdout).not.toContain('\u001b[');
    expect((await runCli(['snakes', '--color'])).stdout).toContain('\u001b[');
  });

  it('prints help with examples, and the version', async () => {
    const help = await runCli(['snakes', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Examples:');
    expect(help.stdout).toContain('--faces');
    const version = await runCli(['--version']);
    expect(version.stdout.trim()).toBe(VERSION);
  });

  it('keeps the version in step with package.json', async () => {
    const { default: pkg } = await import('../../package.json', { with: { type: 'json' } });
    expect(VERSION).toBe(pkg.version);
  });

  it('runs as a real process from bin/boardpath.js, with real exit codes', () => {
    expect(
      execFileSync(process.execPath, [bin, 'snakes', 'example-30', '--json'], { encoding: 'utf8' }),
    ).toContain('"moves":3');
    const bad = spawnSync(process.execPath, [bin, 'snakes', 'no-such-board'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).not.toMatch(/at .*\.js:\d+/); // no stack trace
    const stdin = spawnSync(process.execPath, [bin, 'snakes', '-', '--json'], {
      input: '[-1, -1, -1]',
      encoding: 'utf8',
    });
    expect(JSON.parse(stdin.stdout)).toMatchObject({ moves: 1, path: [0, 2] });
    // A file is read in one piece; a directory is refused in words.
    const folder = mkdtempSync(join(tmpdir(), 'boardpath-bin-'));
    writeFileSync(join(folder, 'b.json'), '{"squares": 30, "ladders": {"3": 22}}');
    const fromFile = spawnSync(process.execPath, [bin, 'snakes', join(folder, 'b.json'), '--json'], {
      encoding: 'utf8',
    });
    expect(JSON.parse(fromFile.stdout)).toMatchObject({ moves: 3, path: [0, 22, 24, 30] });
    const folderRun = spawnSync(process.execPath, [bin, 'snakes', folder], { encoding: 'utf8' });
    expect(folderRun.status).toBe(2);
    expect(folderRun.stderr).toBe(`boardpath: cannot read ${folder}: it is a directory\n`);
    rmSync(folder, { recursive: true });
  });
});
