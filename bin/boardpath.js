#!/usr/bin/env node
// The boardpath command. It runs dist/bin/boardpath.js: src/cli/run.ts and everything it imports,
// bundled into one CommonJS file by the build (Node 20 spends about a millisecond on each module it
// loads, and the command's own and zod's number over 150).
import { createRequire } from 'node:module';

createRequire(import.meta.url)('../dist/bin/boardpath.js');
