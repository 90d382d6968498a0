// `npm run bench [-- NAME…]`: runs every bench/*.bench.mjs (or those whose names contain NAME).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { machine, root } from './lib.mjs';

const wanted = process.argv.slice(2);
const files = readdirSync(join(root, 'bench'))
  .filter((name) => name.endsWith('.bench.mjs'))
  .filter((name) => wanted.length === 0 || wanted.some((word) => name.includes(word)))
  .sort();
console.log(`boardpath benchmarks on ${machine()}`);
for (const name of files) {
  console.log(`\n# ${name.replace('.bench.mjs', '')}`);
  await import(join(root, 'bench', name));
}
