/**
 * Imported first by each of the page's entry points (the page and its search worker). The page's
 * Content-Security-Policy forbids `eval`, and zod, which the library parses boards with, otherwise
 * probes for it (by compiling an empty function from a string) the first time it parses an object:
 * the browser reports that probe as a policy violation even though zod catches the error. `jitless` makes zod parse
 * without compiled code and skip the probe.
 */
import { z } from 'zod';

z.config({ jitless: true });
