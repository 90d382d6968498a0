#!/usr/bin/env node
// The boardpath command: a thin door into the compiled CLI (npm install builds dist/ through `prepare`).
import { main } from '../dist/cli/main.js';

process.exitCode = await main(process.argv.slice(2));
