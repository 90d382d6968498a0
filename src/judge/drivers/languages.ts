// Which driver runs a solution file: told by the file's extension.
import { extname } from 'node:path';
import { BoardpathError } from '../../errors.js';
import { printable } from '../../words.js';
import { cppDriver } from './cpp.js';
import type { Driver } from './driver.js';
import { javaDriver } from './java.js';
import { javascriptDriver } from './javascript.js';
import { pythonDriver } from './python.js';

/** The extensions of solution files the judge runs, and the driver of each. */
const SOLUTION_LANGUAGES: Readonly<Record<string, Driver>> = {
  '.py': pythonDriver,
  '.js': javascriptDriver,
  '.cjs': javascriptDriver,
  '.cpp': cppDriver,
  '.cc': cppDriver,
  '.cxx': cppDriver,
  '.java': javaDriver,
};

/** The driver for `file`, by its extension; another extension is refused, with those accepted. */
export function driverFor(file: string): Driver {
  const driver = SOLUTION_LANGUAGES[extname(file).toLowerCase()];
  if (driver) return driver;
  throw new BoardpathError(
    'E_USAGE',
    `cannot tell the language of ${printable(file)}: a solution file ends in ${Object.keys(SOLUTION_LANGUAGES).join(', ')}`,
    { option: 'solution' },
  );
}
