#!/usr/bin/env node
// The boardpath command: the bundle the build makes of src/cli/boardpath.ts, which loads each
// command's code (a chunk beside it) when that command runs. See DEVELOPERS.md. CommonJS, as
// bin/package.json says, like the bundle: Node 20 starts it and loads its chunks sooner than it
// does ES modules, whose loader it would set up first.
'use strict';
require('../dist/bin/boardpath.js');
