// A solution file is looked at before it is read: a device, a named pipe, a folder, a huge file is
// refused at once in one line, whatever a symbolic link makes it look like; a file is read once.
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BoardpathError } from '../errors.js';
import { readSolutionFile } from './solution-file.js';

const folder = mkdtempSync(join(tmpdir(), 'boardpath-solution-file-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const at = (name: string) => join(folder, name);

function refusal(file: string): string {
  try {
    readSolutionFile(file, 'snakes');
  } catch (error) {
    expect(error).toBeInstanceOf(BoardpathError);
    return (error as BoardpathError).describe();
  }
  return 'read';
}

describe('readSolutionFile', () => {
  it('reads a solution once, its text kept for the drivers', () => {
    writeFileSync(at('sol.py'), 'def snakesAndLadders(board):\n    return -1\n');
    symlinkSync(at('sol.py'), at('link.py'));
    for (const name of ['sol.py', 'link.py'])
      expect(readSolutionFile(at(name), 'snakes')).toMatchObject({
        path: at(name),
        call: 'snakesAndLadders',
        text: 'def snakesAndLadders(board):\n    return -1\n',
      });
  });

  it('refuses a device, a named pipe, a folder and a huge file before reading them, links or not', () => {
    symlinkSync('/dev/zero', at('zero.py'));
    symlinkSync('/dev/urandom', at('random.js'));
    execFileSync('mkfifo', [at('pipe.py')]);
    execFileSync('mkdir', [at('folder.py')]);
    closeSync(openSync(at('huge.cpp'), 'w'));
    truncateSync(at('huge.cpp'), 1900 * 2 ** 20);
    symlinkSync(at('nowhere.py'), at('dangling.py'));
    expect(refusal(at('zero.py'))).toBe(
      `${at('zero.py')}: cannot read the solution: it is a device, not a file`,
    );
    expect(refusal(at('random.js'))).toMatch(/: cannot read the solution: it is a device, not a file$/);
    expect(refusal(at('pipe.py'))).toMatch(/: cannot read the solution: it is a named pipe, not a file$/);
    expect(refusal(at('folder.py'))).toMatch(/: cannot read the solution: it is a folder$/);
    expect(refusal(at('huge.cpp'))).toMatch(/: a solution file of over 1 MB is not a solution$/);
    expect(refusal(at('dangling.py'))).toMatch(/: cannot read the solution: no such file$/);
  });
});
