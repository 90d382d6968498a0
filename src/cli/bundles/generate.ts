// The command `boardpath generate …` alone, bundled as dist/bin/generate.js: bin/boardpath.js runs
// it when the first argument is `generate`, to load and set up the making of boards without the
// puzzles' solving commands, the judge, the designer and the page's server.
import { generateCommand } from '../generate.js';
import { run } from '../run.js';

run([generateCommand]);
