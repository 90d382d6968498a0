// The whole command line, bundled as dist/bin/boardpath.js: bin/boardpath.js runs it when the
// first argument names no puzzle (`--help`, `--version`, `help tokens`, a mistyped puzzle, and the
// commands that make or judge boards, `generate …`).
import { PUZZLE_COMMANDS } from '../puzzle-commands.js';
import { TOOL_COMMANDS } from '../tool-commands.js';
import { run } from '../run.js';

run([...PUZZLE_COMMANDS, ...TOOL_COMMANDS]);
