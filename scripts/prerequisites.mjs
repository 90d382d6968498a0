// The programs the tests run besides Node, each checked on the PATH: one line for each that is
// missing, naming it and how to install it. The judge's tests run solutions in Python, C++ and
// Java; the progress tests run the command on a terminal of its own with `script`.
// A missing compiler of the judge (g++, javac) is not needed for the rest: its tests are skipped
// (src/tools.test-util.ts), and this says so. Python and `script` are needed by tests all over.
// With BOARDPATH_REQUIRE_TOOLS=1 (CI sets it), anything missing fails, so that nothing is skipped.
// Usage: node scripts/prerequisites.mjs   (status 1 when something needed is missing)
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Each program: what needs it, whether its tests can do without it, and its Debian/Ubuntu package. */
const TOOLS = [
  {
    name: 'python3',
    programs: ['python3'],
    for: "the judge's tests (Python solutions)",
    optional: false,
    debian: 'python3',
  },
  {
    name: 'script',
    programs: ['script'],
    for: 'the tests of progress on a terminal',
    optional: false,
    debian: 'bsdutils',
  },
  { name: 'g++', programs: ['g++'], for: "the judge's C++ tests", optional: true, debian: 'g++' },
  {
    name: 'a JDK (javac, java)',
    programs: ['javac', 'java'],
    for: "the judge's Java tests",
    optional: true,
    debian: 'default-jdk-headless',
  },
];

/** Whether `name` is an executable file in a folder of the PATH. */
function onPath(name) {
  for (const folder of (process.env.PATH ?? '').split(delimiter)) {
    if (folder === '') continue;
    try {
      accessSync(join(folder, name), constants.X_OK);
      return true;
    } catch {
      // not in this folder
    }
  }
  return false;
}

const [major, minor] = process.versions.node.split('.').map(Number);
const required = process.env.BOARDPATH_REQUIRE_TOOLS === '1';
let failed = false;
if (major < 20 || (major === 20 && minor < 19)) {
  console.log(
    `Node.js ${process.versions.node} is too old: boardpath needs 20.19 or later (https://nodejs.org)`,
  );
  failed = true;
}
for (const tool of TOOLS.filter((each) => !each.programs.every(onPath))) {
  const skipped = tool.optional && !required;
  console.log(
    `${tool.name} is missing: ${tool.for} ${skipped ? 'are skipped' : 'need it'} ` +
      `(Debian, Ubuntu: sudo apt-get install ${tool.debian})`,
  );
  if (!skipped) failed = true;
}
if (failed) process.exitCode = 1;
