import { describe, expect, it } from 'vitest';
import { countPathsFrontier } from './count-paths.js';
import { gridOf, openGrid } from './grids.test-util.js';
import { frontierWidth } from './sweep.js';

describe('frontierWidth', () => {
  it('sweeps along the shorter side, after peeling dead ends and cropping', () => {
    expect(frontierWidth(openGrid(3, 7), 0, 20)).toBe(3);
    expect(frontierWidth(openGrid(7, 3), 0, 20)).toBe(3);
    const comb = gridOf([
      [1, 1, 1, 1, 1, 1],
      [0, 0, 1, 0, 1, 0],
      [0, 0, 1, 0, 1, 0],
    ]);
    expect(frontierWidth(comb, 0, 5)).toBe(1); // the teeth are dead ends: one row remains
    expect(countPathsFrontier(comb, 0, 5)).toBe(1n);
    expect(frontierWidth(comb, 0, 14)).toBe(3); // now one tooth leads to the goal
    expect(frontierWidth(comb, 0, 0)).toBe(0);
    expect(frontierWidth(comb, 0, 6)).toBe(0); // blocked goal
  });
});
