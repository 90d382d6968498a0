// The command `boardpath snakes …` alone, bundled as dist/bin/snakes.js: bin/boardpath.js runs it when
// the first argument is `snakes`, to load and set up one puzzle's command instead of three.
import { run } from '../run.js';
import { snakesCommand } from '../snakes.js';

run([snakesCommand]);
