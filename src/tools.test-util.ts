import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * Whether the tests of a judge's language must be skipped: its compiler is not on the PATH, and
 * missing tools are not made failures (CI sets BOARDPATH_REQUIRE_TOOLS=1, and then such tests run
 * and fail). `npm test` says in one line what is missing and how to install it
 * (scripts/prerequisites.mjs).
 */
export function lacks(tool: 'g++' | 'javac'): boolean {
  if (process.env.BOARDPATH_REQUIRE_TOOLS === '1') return false;
  const programs = tool === 'javac' ? ['javac', 'java'] : [tool];
  return !programs.every(onPath);
}

function onPath(name: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((folder) => {
    if (folder === '') return false;
    try {
      accessSync(join(folder, name), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}
