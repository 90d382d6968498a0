// The command `boardpath tokens …` alone, bundled as dist/bin/tokens.js: bin/boardpath.js runs it when
// the first argument is `tokens`, to load and set up one puzzle's command instead of three.
import { run } from '../run.js';
import { tokensCommand } from '../tokens.js';

run([tokensCommand]);
