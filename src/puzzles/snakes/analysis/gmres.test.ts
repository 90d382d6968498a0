import { describe, expect, it } from 'vitest';
import { gmres } from './gmres.js';

describe('gmres', () => {
  it('solves a non-symmetric system, restarting when asked', () => {
    const n = 50;
    // A = I − B with B a sparse non-negative matrix of row sums < 1 (like a chain's transient part).
    const apply = (v: Float64Array, out: Float64Array) => {
      for (let i = 0; i < n; i++) out[i] = v[i] - 0.45 * v[(i + 1) % n] - 0.3 * v[(i * 7 + 3) % n];
    };
    const rhs = Float64Array.from({ length: n }, (_, i) => 1 + (i % 3));
    for (const restart of [5, 60]) {
      const { x, relativeResidual } = gmres(apply, rhs, { restart, tolerance: 1e-12 });
      const check = new Float64Array(n);
      apply(x, check);
      check.forEach((value, i) => expect(value).toBeCloseTo(rhs[i], 9));
      expect(relativeResidual).toBeLessThan(1e-11);
    }
  });

  it('ends within rank + 1 steps when A − I has low rank', () => {
    const n = 200;
    const u = Float64Array.from({ length: n }, (_, i) => Math.sin(i));
    const w = Float64Array.from({ length: n }, (_, i) => Math.cos(i) / n);
    const apply = (v: Float64Array, out: Float64Array) => {
      let dot = 0;
      for (let i = 0; i < n; i++) dot += w[i] * v[i];
      for (let i = 0; i < n; i++) out[i] = v[i] - u[i] * dot;
    };
    const result = gmres(apply, new Float64Array(n).fill(1), { tolerance: 1e-13 });
    expect(result.iterations).toBeLessThanOrEqual(2);
  });

  it('returns zero for a zero right-hand side', () => {
    expect(gmres((v, out) => out.set(v), new Float64Array(3)).x).toEqual(new Float64Array(3));
  });
});
