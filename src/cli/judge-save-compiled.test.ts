// The failing case saved as a C++ or Java test, compiled and run with g++ and javac as the user
// runs it: it fails on the buggy solution and passes once the solution is right. Each is compiled
// three times, some twenty seconds a file: npm run test:slow runs it (the module tag below).
// @module-tag slow
import { describe } from 'vitest';
import { CASES, savesEach } from './judge-save.test-util.js';

describe('--save-test, compiled', () => {
  savesEach(CASES.filter(({ buggy }) => /\.(cpp|java)$/.test(buggy)));
});
