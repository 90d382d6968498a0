// The build's first step: empties dist/, so that it holds only what this build makes. A module
// renamed or removed in src/ would otherwise stay in dist/, compiled from an old source, and go
// into the package (and so would the files of an older build of the command).
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

rmSync(fileURLToPath(new URL('../dist/', import.meta.url)), { recursive: true, force: true });
