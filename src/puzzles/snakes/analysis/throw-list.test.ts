import { describe, expect, it } from 'vitest';
import { DISTRIBUTION_BYTES_PER_THROW, ThrowList } from './throw-list.js';

describe('ThrowList', () => {
  it('holds as many throws as its allowance pays for, counting what the caller keeps per throw', () => {
    const list = new ThrowList(5000 * DISTRIBUTION_BYTES_PER_THROW + 39, 0);
    expect(list.most).toBe(5000);
    let pushed = 0;
    while (list.room()) list.push(pushed++);
    expect(pushed).toBe(5000);
    expect(Array.from(list.toArray().subarray(4995))).toEqual([4995, 4996, 4997, 4998, 4999]);
    expect(new ThrowList(100 * (DISTRIBUTION_BYTES_PER_THROW + 60), 60).most).toBe(100);
  });

  it('holds throw 0 under any allowance, and grows without bound under none', () => {
    expect(new ThrowList(0, 0).most).toBe(1);
    const free = new ThrowList(Infinity, 0);
    for (let n = 0; n < 3000; n++) {
      expect(free.room()).toBe(true);
      free.push(n);
    }
    expect(free.length).toBe(3000);
  });

  it('goes on from a list it is given', () => {
    const list = new ThrowList(Infinity, 0, Float64Array.from([0, 0.5, 0.25]));
    list.room();
    list.push(0.125);
    expect(Array.from(list.toArray())).toEqual([0, 0.5, 0.25, 0.125]);
  });
});
