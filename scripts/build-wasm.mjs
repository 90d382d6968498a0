// Part of the build, first step: compiles the WebAssembly kernels of the tokens' bit search
// (assembly/tokens-kernels.ts, AssemblyScript) with the compiler from npm, twice: for memory one
// thread owns and for shared memory (two threads; a module declares which it takes). Both land,
// base64, in src/puzzles/tokens/tokens-kernels.wasm.ts, which the build and the tests compile like
// any source and which is not kept in git. A compile error stops the build.
import asc from 'assemblyscript/asc';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const source = fileURLToPath(new URL('../assembly/tokens-kernels.ts', import.meta.url));
const target = fileURLToPath(new URL('../src/puzzles/tokens/tokens-kernels.wasm.ts', import.meta.url));
// -O3 and SIMD; memory comes from the search (up to 4 GiB); no runtime, no abort import.
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
const variants = { PLAIN: [], SHARED: ['--sharedMemory', '--enable', 'threads'] };

const lines = [
  '// Made by scripts/build-wasm.mjs from assembly/tokens-kernels.ts (npm run build): do not edit.',
  '',
];
for (const [name, flags] of Object.entries(variants)) {
  let binary;
  const { error, stderr } = await asc.main([source, ...common, ...flags, '--outFile', 'kernels.wasm'], {
    writeFile(file, contents) {
      if (file.endsWith('.wasm')) binary = contents;
    },
  });
  if (error || !binary) {
    process.stderr.write(stderr.toString());
    throw new Error(`build-wasm: ${error?.message ?? 'no module written'}`);
  }
  const memory = name === 'SHARED' ? 'shared memory (two threads)' : 'memory that one thread owns';
  lines.push(`/** The kernels module for ${memory}, ${binary.length} bytes in base64. */`);
  lines.push(`export const ${name} = '${Buffer.from(binary).toString('base64')}';`, '');
}
writeFileSync(target, lines.join('\n'));
