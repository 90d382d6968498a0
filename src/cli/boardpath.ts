// The command line as `bin/boardpath.js` runs it, bundled with what it imports as
// dist/bin/boardpath.js: commander, the command line's frame and the list of commands. Each
// command's own code is a chunk beside it, loaded by `import()` when that command runs.
import { PUZZLE_COMMANDS } from './puzzle-commands.js';
import { TOOL_COMMANDS } from './tool-commands.js';
import { run } from './run.js';

run([...PUZZLE_COMMANDS, ...TOOL_COMMANDS]);
