// Part of the build, first step: compiles the WebAssembly kernels (AssemblyScript) with the
// compiler from npm. The tokens' bit search (assembly/tokens-kernels.ts, which imports its parts
// from assembly/tokens-kernels/) is compiled twice: for memory one thread owns and for shared
// memory (two threads; a module declares which it takes).
// The maze's (assembly/maze-kernels.ts: its reader's, and its path count's, which runs on two
// threads too) likewise; the snakes' level search's (assembly/snakes-kernels.ts) once. Each lands,
// base64, in a source beside the code that loads it
// (src/puzzles/<puzzle>/…/<name>-kernels.wasm.ts), which the build and the tests compile like any
// source and which is not kept in git. A compile error stops the build.
import asc from 'assemblyscript/asc';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// -O3 and SIMD; memory comes from the code that runs them (up to 4 GiB); no runtime, no abort import.
const common = [
  '-O3',
  '--runtime',
  'stub',
  '--enable',
  'simd',
  '--importMemory',
  '--maximumMemory',
  '65536',
  '--noExportMemory',
];
const modules = [
  {
    source: 'assembly/tokens-kernels.ts',
    target: 'src/puzzles/tokens/bit-search/tokens-kernels.wasm.ts',
    variants: { PLAIN: [], SHARED: ['--sharedMemory', '--enable', 'threads'] },
  },
  {
    source: 'assembly/maze-kernels.ts',
    target: 'src/puzzles/maze/board/maze-kernels.wasm.ts',
    variants: { PLAIN: [], SHARED: ['--sharedMemory', '--enable', 'threads'] },
  },
  {
    source: 'assembly/snakes-kernels.ts',
    target: 'src/puzzles/snakes/snakes-kernels.wasm.ts',
    variants: { PLAIN: [] },
  },
];

for (const { source, target, variants } of modules) {
  const lines = [`// Made by scripts/build-wasm.mjs from ${source} (npm run build): do not edit.`, ''];
  for (const [name, flags] of Object.entries(variants)) {
    let binary;
    const { error, stderr } = await asc.main(
      [
        fileURLToPath(new URL(`../${source}`, import.meta.url)),
        ...common,
        ...flags,
        '--outFile',
        'kernels.wasm',
      ],
      {
        writeFile(file, contents) {
          if (file.endsWith('.wasm')) binary = contents;
        },
      },
    );
    if (error || !binary) {
      process.stderr.write(stderr.toString());
      throw new Error(`build-wasm: ${source}: ${error?.message ?? 'no module written'}`);
    }
    const memory = name === 'SHARED' ? 'shared memory (two threads)' : 'memory that one thread owns';
    lines.push(`/** The kernels module for ${memory}, ${binary.length} bytes in base64. */`);
    // Typed as a string, so that the declarations tsc writes do not repeat the whole text.
    lines.push(`export const ${name}: string = '${Buffer.from(binary).toString('base64')}';`, '');
  }
  writeFileSync(fileURLToPath(new URL(`../${target}`, import.meta.url)), lines.join('\n'));
}
