// @module-tag slow
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { popcount32, transposeBlockRows } from '../../../search/bit-matrix.js';
import { bitwiseMeet } from './bit-search.js';
import { blueMoves, combineLevel, expandRows, firstCommon } from './bit-search-kernels.js';
import { PLANE0, PLANE1, bitLevels, type BitLevels } from './bit-search-matrices.js';
import { wasmMemory } from './bit-search-wasm.js';
import { makeTokensBoard, tokensStart } from '../board/board.js';
import { moveTables } from '../solve/moves.js';
import { randomTokensBoards } from '../solve/random-boards.test-util.js';

// A grid shape, its labels (up to the longer side, so that some moves leave the grid and some
// shift by whole words), the density of the random matrices, and a seed for their bits.
const shapes = fc
  .record({
    rows: fc.integer({ min: 1, max: 12 }),
    columns: fc.integer({ min: 2, max: 40 }),
    density: fc.constantFrom(0, 0.002, 0.05, 0.5, 1),
    seed: fc.integer(),
    exactFlags: fc.boolean(),
  })
  .chain((shape) =>
    fc.record({
      shape: fc.constant(shape),
      labels: fc.array(fc.integer({ min: 1, max: Math.max(shape.rows, shape.columns) + 1 }), {
        minLength: shape.rows * shape.columns,
        maxLength: shape.rows * shape.columns,
      }),
    }),
  );

// The same search memory twice, over the WebAssembly kernels and over the TypeScript ones, every
// matrix filled with the same random bits (rows past the last square zero, as in a search), and
// the block flags exact or all set (both keep their promise).
function twins(
  {
    rows,
    columns,
    density,
    seed,
    exactFlags,
  }: { rows: number; columns: number; density: number; seed: number; exactFlags: boolean },
  labels: number[],
) {
  const grid = Array.from({ length: rows }, (_, r) => labels.slice(r * columns, r * columns + columns));
  const { push } = moveTables(makeTokensBoard({ grid }));
  const wasm = bitLevels(rows, columns, push, false);
  const typescript = bitLevels(rows, columns, push, false, 'typescript');
  let state = seed >>> 0 || 1;
  const random = () => ((state = Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0) / 2 ** 32;
  const { cells, words } = wasm;
  for (let m = 0; m < wasm.matrices.length; m++)
    for (let row = 0; row < cells; row++)
      for (let bit = 0; bit < cells; bit++)
        if (random() < density) wasm.matrices[m][row * words + (bit >>> 5)] |= 1 << (bit & 31);
  wasm.matrices.forEach((matrix, m) => typescript.matrices[m].set(matrix));
  wasm.flags!.forEach((flags, m) =>
    flags.forEach((_, block) => (flags[block] = !exactFlags || blockHolds(wasm, m, block) ? 1 : 0)),
  );
  return { wasm, typescript };
}

// Whether block `block` (I·words + J) of matrix m holds a bit.
function blockHolds({ matrices, words }: BitLevels, m: number, block: number): boolean {
  const I = Math.floor(block / words);
  const J = block % words;
  for (let k = 0; k < 32; k++) if (matrices[m][(32 * I + k) * words + J] !== 0) return true;
  return false;
}

// Every flag of the WebAssembly twin keeps its promise: a block flagged 0 is zero.
const flagsHold = (levels: BitLevels) =>
  levels.flags!.forEach((flags, m) =>
    flags.forEach((flag, block) => {
      if (flag === 0) expect(blockHolds(levels, m, block), `matrix ${m}, block ${block}`).toBe(false);
    }),
  );

// Rows lo…hi-1 as the search's chunks take them: whole block rows of 32, the last one cut at the
// last square.
const rowRange = (cells: number, x: number, y: number) => {
  const blocks = Math.ceil(cells / 32);
  const lo = 32 * (x % (blocks + 1));
  return [lo, Math.min(cells, lo + 32 * (y % (blocks + 1)))];
};

const same = (a: BitLevels, b: BitLevels) => {
  a.matrices.forEach((matrix, m) => expect(matrix, `matrix ${m}`).toEqual(b.matrices[m]));
  expect(a.occupied).toEqual(b.occupied);
};

// Each property compares 300 random grids' kernels word for word, minutes on a loaded machine: a
// soak, left to npm run test:slow (the module tag above; the tag's time limit in vitest.config.ts).
// npm test holds the searches over these kernels to the queue search (bit-search.test.ts).
describe('the WebAssembly kernels of the bit search', () => {
  it('run here (Node has WebAssembly with SIMD), and not when told not to', () => {
    const push = new Int32Array(4).fill(1);
    expect(bitLevels(2, 2, push, false).wasm).not.toBeNull();
    expect(bitLevels(2, 2, push, true).wasm).not.toBeNull();
    expect(bitLevels(2, 2, push, false, 'typescript').wasm).toBeNull();
    expect(wasmMemory(2 ** 32 + 1, false)).toBeNull();
  });

  it('expand, as the TypeScript kernel does, every row and a range of rows, the frontier in place', () => {
    fc.assert(
      fc.property(shapes, fc.nat(), fc.nat(), ({ shape, labels }, x, y) => {
        const { wasm, typescript } = twins(shape, labels);
        const [lo, hi] = rowRange(wasm.cells, x, y);
        const t = typescript.matrices;
        wasm.wasm!.expandRows(0, lo, hi, x % 2);
        expandRows(typescript, t[0], lo, hi);
        same(wasm, typescript);
        flagsHold(wasm);
      }),
      { numRuns: 300 },
    );
  });

  it("OR blue's moves into the level, as the TypeScript kernel does, whole and by block rows", () => {
    fc.assert(
      fc.property(shapes, fc.nat(), fc.nat(), ({ shape, labels }, x, y) => {
        const { wasm, typescript } = twins(shape, labels);
        const words = wasm.words;
        const t = typescript.matrices;
        const [first, end] = [x % (words + 1), y % (words + 1)].sort((a, b) => a - b);
        wasm.wasm!.blueMoves(1, 0, first, end, x % 2);
        blueMoves(typescript, t[1], t[0], first, end);
        same(wasm, typescript);
        flagsHold(wasm);
        // Twice over the whole matrix, with strips of other block rows left from the first time.
        wasm.wasm!.blueMoves(0, 1, 0, words, y % 2);
        blueMoves(typescript, t[0], t[1], 0, words);
        same(wasm, typescript);
        flagsHold(wasm);
      }),
      { numRuns: 300 },
    );
  });

  it('transpose, as the TypeScript kernel does, whole and by block rows', () => {
    fc.assert(
      fc.property(shapes, fc.nat(), fc.nat(), ({ shape, labels }, x, y) => {
        const { wasm, typescript } = twins(shape, labels);
        const words = wasm.words;
        const t = typescript.matrices;
        const [first, end] = [x % (words + 1), y % (words + 1)].sort((a, b) => a - b);
        wasm.wasm!.transposeBlockRows(0, 1, 0, words);
        transposeBlockRows(t[0], t[1], words, 0, words);
        wasm.wasm!.transposeBlockRows(1, 0, first, end);
        transposeBlockRows(t[1], t[0], words, first, end);
        same(wasm, typescript);
        flagsHold(wasm);
      }),
      { numRuns: 300 },
    );
  });

  it('combine a level, count its states and find the first meeting, as the TypeScript kernels do', () => {
    fc.assert(
      fc.property(shapes, fc.constantFrom(1, 2, 3), fc.nat(), ({ shape, labels }, code, x) => {
        const { wasm, typescript: ts } = twins(shape, labels);
        const { cells, words } = wasm;
        const [lo] = rowRange(cells, x, 0);
        const t = ts.matrices;
        const found = new Int32Array(1);
        const odd = wasm.wasm!.combineLevel(0, 1, code, lo, cells, x % 2);
        const added = combineLevel(
          t[0],
          t[PLANE0],
          t[PLANE1],
          t[1],
          ts.occupied,
          words,
          code,
          lo,
          cells,
          found,
          0,
        );
        expect([odd, wasm.wasm!.combinedStates()]).toEqual([found[0], added]);
        // The states added are the new level's bits in those rows.
        let bits = 0;
        for (const word of t[0].subarray(lo * words, cells * words)) bits += popcount32(word);
        expect(added).toBe(bits);
        same(wasm, ts);
        flagsHold(wasm);
        expect(wasm.wasm!.firstCommon(0, 1, lo, cells)).toBe(
          firstCommon(t[0], t[1], ts.occupied, words, lo, cells),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('give the search the same answer, the very same moves, as the TypeScript kernels', () => {
    fc.assert(
      fc.property(randomTokensBoards(40), (board) => {
        const start = tokensStart(board);
        expect(bitwiseMeet(board, start)).toEqual(
          bitwiseMeet(board, start, undefined, undefined, 'typescript'),
        );
      }),
      { numRuns: 100 },
    );
  });
});
