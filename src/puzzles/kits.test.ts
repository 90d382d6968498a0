import { describe, expect, it } from 'vitest';
import { shortestIntPath } from '../search/int-bfs.js';
import { CORES, coreOf } from './cores.js';
import { KITS, kitOf } from './kits.js';
import { PUZZLES } from './puzzles.js';

describe('the kits', () => {
  it('are the puzzles of PUZZLES, in their order, each found by its name', () => {
    expect(KITS.map((kit) => kit.name)).toEqual([...PUZZLES]);
    for (const puzzle of PUZZLES) expect(kitOf(puzzle).name).toBe(puzzle);
    expect(() => kitOf('chess' as never)).toThrow(/no puzzle is named "chess"/);
  });

  it("hold their puzzles' cores: the same words, graphs and practice, which the cores find by name alike", () => {
    expect(CORES.map((core) => core.name)).toEqual([...PUZZLES]);
    for (const kit of KITS) {
      const core = coreOf(kit.name);
      expect(core.words).toBe(kit.words);
      expect(core.graph).toBe(kit.graph);
      // The kit's practice is the core's, and may add the boards it designs.
      const { longerPair, ...practice } = kit.practice;
      expect(practice).toEqual(core.practice);
      expect(longerPair === undefined).toBe(!core.practice.kinds.includes('longer'));
    }
    expect(() => coreOf(Symbol('maze') as never)).toThrow(/no puzzle is named by a symbol/);
  });

  for (const kit of KITS)
    it(`${kit.name}: a board made is written in every notation, read back, solved, drawn and checked alike`, () => {
      const grid = kit.generator.flags.find((flag) => flag.flag.startsWith('--size'))!.value === 'grid';
      // Two boards of any fewest moves, and one with no way (the first of the order's options: -1).
      for (const notation of kit.generator.notations)
        for (const [index, none] of [false, false, true].entries()) {
          const flags = { size: grid ? [4, 4] : 4, format: notation };
          const target = none ? { [kit.generator.order[0]]: -1 } : {};
          const options = { ...kit.generator.optionsOf(flags), ...target, seed: 'kits', index };
          const made = kit.generator.generate(options);
          const moves = made.answer.moves;
          expect(moves === null).toBe(none);
          const board = kit.parse(kit.generator.write(made.board, kit.generator.notation(flags)));
          expect(kit.solve(board).moves).toBe(moves);
          // The state graph's own breadth-first search agrees with the puzzle's solver.
          const { graph, start, goal } = kit.graph(board);
          expect(shortestIntPath(graph, start, goal).moves).toBe(moves);
          expect(kit.checkAnswer(board, String(moves ?? -1)).matches).toBe(true);
          expect(kit.checkAnswer(board, String((moves ?? 0) + 1)).matches).toBe(false);
          expect(kit.render(board, kit.solve(board))).toContain(moves === null ? '' : ` ${moves} `);
          expect(kit.generator.question(made.board, flags).length).toBeGreaterThan(20);
          expect(kit.generator.svg(made.board)).toMatch(/^<svg .*<\/svg>$/);
        }
    });
});
