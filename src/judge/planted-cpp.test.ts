// C++ solution files judged from outside: planted bugs found, told apart and shrunk; correct ones
// pass (planted-files.test-util.ts). Each file is compiled once for the whole test file.
// Every planted bug, judged and shrunk: a sweep, which npm run test:slow runs (the drivers' own
// tests and judge.test.ts stay in npm test).
// @module-tag slow
import { describe } from 'vitest';
import { describeSolutions } from './planted-files.test-util.js';
import { lacks } from '../tools.test-util.js';

describe.skipIf(lacks('g++'))('C++ solution files', () => describeSolutions('cpp'));
