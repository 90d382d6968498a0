// The command `boardpath maze …` alone, bundled as dist/bin/maze.js: bin/boardpath.js runs it when
// the first argument is `maze`, to load and set up one puzzle's command instead of three.
import { run } from '../run.js';
import { mazeCommand } from '../maze.js';

run([mazeCommand]);
