import { describe, expect, it } from 'vitest';
import { cellsBetween } from './drag.js';

describe('cellsBetween', () => {
  it('fills the cells a quick drag skipped, along a row, a column and a slope', () => {
    const grid = { columns: 10 };
    expect(cellsBetween(grid, 0, 4)).toEqual([1, 2, 3, 4]);
    expect(cellsBetween(grid, 40, 10)).toEqual([30, 20, 10]);
    expect(cellsBetween(grid, 0, 22)).toEqual([11, 22]);
    expect(cellsBetween(grid, 0, 21)).toHaveLength(2);
    expect(cellsBetween(grid, 5, 5)).toEqual([]);
  });
});
