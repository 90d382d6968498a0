// The whole command line, bundled as dist/bin/boardpath.js: bin/boardpath.js runs it when the
// first argument names no puzzle (`--help`, `--version`, `help tokens`, a mistyped puzzle).
import { PUZZLE_COMMANDS } from '../puzzle-commands.js';
import { run } from '../run.js';

run(PUZZLE_COMMANDS);
