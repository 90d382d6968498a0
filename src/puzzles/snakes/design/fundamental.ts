// The chain's fundamental matrix N = (I − Q)⁻¹ and N², kept up to date as jumps change one or two
// squares at a time, so that a board's expected throws and second moment are read in O(faces).
import { throwPosition } from '../analysis/chain.js';
import { plainChain, type DesignRules, type Feeders } from './feeders.js';

/**
 * One square's jump changed: a throw reaching `square` used to end on `from` and now ends on `to`
 * (the square itself when no jump starts there).
 */
export interface JumpChange {
  square: number;
  from: number;
  to: number;
}

/** The start's expected throws and second moment after a change, as `evaluate` reads them. */
export interface Moments {
  mean: number;
  second: number;
}

/**
 * A chain's fundamental quantities for the design search: N = (I − Q)⁻¹ over the squares 0 … last − 1
 * (a row and column of zeros stand for the last square, so that a jump to it needs no case), N², the
 * expected throws t = N 1 and the second moments m = N (2t − 1) from every square.
 *
 * A jump changed on square p moves, in every row s that throws onto p with chance u_s, that chance
 * from column a (where p used to lead) to column b: Q' = Q + u (e_b − e_a)ᵀ, a rank-one change (two
 * squares at once, when a jump slides: rank two). By the Sherman–Morrison–Woodbury identity
 * N' = N + N U (I − Vᵀ N U)⁻¹ Vᵀ N, and from it t' and m' at the start need only N and N² on the
 * faces squares of u and the rows a and b: `evaluate` costs O(faces × k²) for k ≤ 2 squares changed.
 * `accept` brings N and N² up to date in O(squares² × k).
 *
 * Memory: 16 (squares + 1)² bytes for N and N².
 */
export class Fundamental {
  readonly size: number;
  readonly n: Float64Array;
  readonly n2: Float64Array;
  readonly t: Float64Array;
  readonly m: Float64Array;
  // What the last `evaluate` found, for `accept` to reuse: the k × k inverse and Vᵀ N² U.
  readonly #inverse = new Float64Array(4);
  readonly #h = new Float64Array(4);
  readonly #g = new Float64Array(4);
  readonly #a = new Float64Array(2);
  readonly #b = new Float64Array(2);
  readonly #vt = new Float64Array(2);
  readonly #vm = new Float64Array(2);

  /** Made from scratch by `fundamentalOf`; null when the chain can get stuck (I − Q is singular). */
  constructor(
    readonly rules: DesignRules,
    readonly feeders: Feeders,
    matrices: { n: Float64Array; n2: Float64Array; t: Float64Array; m: Float64Array },
  ) {
    this.size = rules.last + 1;
    this.n = matrices.n;
    this.n2 = matrices.n2;
    this.t = matrices.t;
    this.m = matrices.m;
  }

  /** Expected throws from the start. */
  get mean(): number {
    return this.t[0];
  }

  /** E[T²] from the start. */
  get second(): number {
    return this.m[0];
  }

  /**
   * The start's expected throws and second moment once `changes` (one or two squares) are made, into
   * `out`, without making them: false when the board would let the token get stuck (I − Q' singular,
   * seen as det(I − Vᵀ N U) ≤ 1e-12) or the figures are not numbers. Cost: O(faces × k²), no
   * allocation.
   */
  evaluate(changes: readonly JumpChange[], out: Moments): boolean {
    const k = changes.length;
    const { n, n2, t, m, size } = this;
    const { from, square, chance } = this.feeders;
    const a = this.#a;
    const b = this.#b;
    const g = this.#g;
    const h = this.#h;
    for (let j = 0; j < k; j++) {
      const p = changes[j].square;
      let aj = 0;
      let bj = 0;
      let g0 = 0;
      let g1 = 0;
      let h0 = 0;
      let h1 = 0;
      const rowB0 = changes[0].to * size;
      const rowA0 = changes[0].from * size;
      const rowB1 = k > 1 ? changes[1].to * size : 0;
      const rowA1 = k > 1 ? changes[1].from * size : 0;
      for (let at = from[p], end = from[p + 1]; at < end; at++) {
        const s = square[at];
        const u = chance[at];
        aj += u * n[s];
        bj += u * n2[s];
        g0 += u * (n[rowB0 + s] - n[rowA0 + s]);
        h0 += u * (n2[rowB0 + s] - n2[rowA0 + s]);
        if (k > 1) {
          g1 += u * (n[rowB1 + s] - n[rowA1 + s]);
          h1 += u * (n2[rowB1 + s] - n2[rowA1 + s]);
        }
      }
      a[j] = aj;
      b[j] = bj;
      // g[i·2 + j] = v_iᵀ N u_j, h likewise with N².
      g[j] = g0;
      h[j] = h0;
      g[2 + j] = g1;
      h[2 + j] = h1;
      this.#vt[j] = t[changes[j].to] - t[changes[j].from];
      this.#vm[j] = m[changes[j].to] - m[changes[j].from];
    }
    const inverse = this.#inverse;
    if (k === 1) {
      const c = 1 - g[0];
      if (!(c > 1e-12)) return false;
      inverse[0] = 1 / c;
      const beta = this.#vt[0] / c;
      const mean = t[0] + a[0] * beta;
      const second = m[0] + (a[0] * this.#vm[0]) / c + 2 * (b[0] + (a[0] * h[0]) / c) * beta;
      out.mean = mean;
      out.second = second;
      return Number.isFinite(mean) && Number.isFinite(second) && mean > 0;
    }
    // C = I − G, 2 × 2; its determinant is det(I − Q') / det(I − Q), positive for a chain that ends.
    const c00 = 1 - g[0];
    const c01 = -g[1];
    const c10 = -g[2];
    const c11 = 1 - g[3];
    const det = c00 * c11 - c01 * c10;
    if (!(det > 1e-12)) return false;
    inverse[0] = c11 / det;
    inverse[1] = -c01 / det;
    inverse[2] = -c10 / det;
    inverse[3] = c00 / det;
    const vt = this.#vt;
    const vm = this.#vm;
    const beta0 = inverse[0] * vt[0] + inverse[1] * vt[1];
    const beta1 = inverse[2] * vt[0] + inverse[3] * vt[1];
    const gamma0 = inverse[0] * vm[0] + inverse[1] * vm[1];
    const gamma1 = inverse[2] * vm[0] + inverse[3] * vm[1];
    // A C⁻¹ (a row of two), then (B + A C⁻¹ H) β.
    const ac0 = a[0] * inverse[0] + a[1] * inverse[2];
    const ac1 = a[0] * inverse[1] + a[1] * inverse[3];
    const d0 = b[0] + ac0 * h[0] + ac1 * h[2];
    const d1 = b[1] + ac0 * h[1] + ac1 * h[3];
    const mean = t[0] + a[0] * beta0 + a[1] * beta1;
    const second = m[0] + a[0] * gamma0 + a[1] * gamma1 + 2 * (d0 * beta0 + d1 * beta1);
    out.mean = mean;
    out.second = second;
    return Number.isFinite(mean) && Number.isFinite(second) && mean > 0;
  }

  /**
   * Makes `changes`, which the last call of `evaluate` was given and found possible: N, N², t and m
   * updated by the same identity. Cost: O(squares² × k); O(squares × k) memory for the moment.
   */
  accept(changes: readonly JumpChange[]): void {
    const k = changes.length;
    const { n, n2, t, m, size } = this;
    const { from, square, chance } = this.feeders;
    const inverse = this.#inverse;
    const h = this.#h;
    // W = N U and X = N² U (columns), Z = Vᵀ N and Y = Vᵀ N² (rows), from the old matrices.
    const w = new Float64Array(size * k);
    const x = new Float64Array(size * k);
    const z = new Float64Array(size * k);
    const y = new Float64Array(size * k);
    for (let j = 0; j < k; j++) {
      const p = changes[j].square;
      for (let at = from[p], end = from[p + 1]; at < end; at++) {
        const s = square[at];
        const u = chance[at];
        for (let row = 0; row < size; row++) {
          w[j * size + row] += u * n[row * size + s];
          x[j * size + row] += u * n2[row * size + s];
        }
      }
      const to = changes[j].to * size;
      const was = changes[j].from * size;
      for (let column = 0; column < size; column++) {
        z[j * size + column] = n[to + column] - n[was + column];
        y[j * size + column] = n2[to + column] - n2[was + column];
      }
    }
    // M = C⁻¹; MZ = M Z; P = M Y + (M H M) Z.
    const mm = (i: number, j: number) => (k === 1 ? inverse[0] : inverse[i * 2 + j]);
    const hh = (i: number, j: number) => h[i * 2 + j];
    const mhm = new Float64Array(4);
    for (let i = 0; i < k; i++)
      for (let j = 0; j < k; j++) {
        let sum = 0;
        for (let q = 0; q < k; q++) for (let r = 0; r < k; r++) sum += mm(i, q) * hh(q, r) * mm(r, j);
        mhm[i * 2 + j] = sum;
      }
    const mz = new Float64Array(size * k);
    const pp = new Float64Array(size * k);
    for (let i = 0; i < k; i++)
      for (let j = 0; j < k; j++) {
        const mij = mm(i, j);
        const hij = mhm[i * 2 + j];
        for (let column = 0; column < size; column++) {
          mz[i * size + column] += mij * z[j * size + column];
          pp[i * size + column] += mij * y[j * size + column] + hij * z[j * size + column];
        }
      }
    // β = M Vᵀ t and γ = M Vᵀ m, for the vectors.
    const vt = [0, 0];
    const vm = [0, 0];
    for (let j = 0; j < k; j++) {
      vt[j] = t[changes[j].to] - t[changes[j].from];
      vm[j] = m[changes[j].to] - m[changes[j].from];
    }
    const beta = [0, 0];
    const gamma = [0, 0];
    for (let i = 0; i < k; i++)
      for (let j = 0; j < k; j++) {
        beta[i] += mm(i, j) * vt[j];
        gamma[i] += mm(i, j) * vm[j];
      }
    // m' = m + W γ + 2 (X + W M H) β, t' = t + W β (both from the old W and X).
    const mh = [0, 0, 0, 0];
    for (let i = 0; i < k; i++)
      for (let j = 0; j < k; j++) for (let q = 0; q < k; q++) mh[i * 2 + j] += mm(i, q) * hh(q, j);
    for (let row = 0; row < size; row++) {
      let dm = 0;
      let dt = 0;
      for (let j = 0; j < k; j++) {
        let xwmh = x[j * size + row];
        for (let i = 0; i < k; i++) xwmh += w[i * size + row] * mh[i * 2 + j];
        dm += w[j * size + row] * gamma[j] + 2 * xwmh * beta[j];
        dt += w[j * size + row] * beta[j];
      }
      m[row] += dm;
      t[row] += dt;
    }
    // N' = N + W (M Z); N²' = N² + X (M Z) + W P.
    for (let row = 0; row < size; row++) {
      const base = row * size;
      for (let j = 0; j < k; j++) {
        const wj = w[j * size + row];
        const xj = x[j * size + row];
        const mzRow = j * size;
        for (let column = 0; column < size; column++) {
          n[base + column] += wj * mz[mzRow + column];
          n2[base + column] += xj * mz[mzRow + column] + wj * pp[mzRow + column];
        }
      }
    }
    // The last square's row and column stay zero (a ladder to it, say, writes none there).
    t[size - 1] = 0;
    m[size - 1] = 0;
  }
}

/**
 * The fundamental quantities of the chain whose jumps `landing` gives (landing[p]: where a throw
 * reaching p ends), by Gauss–Jordan elimination with partial pivoting: null when the token can get
 * stuck on some square (a pivot below 1e-12). Cost: O(squares³) time; 24 (squares + 1)² bytes for
 * the moment.
 */
export function fundamentalOf(rules: DesignRules, feeders: Feeders, landing: Int32Array): Fundamental | null {
  const { last, faces } = rules;
  const size = last + 1;
  const chain = plainChain(rules);
  // I − Q over the squares 0 … last − 1, beside the identity.
  const count = last;
  const a = new Float64Array(count * count);
  const inverse = new Float64Array(count * count);
  for (let s = 0; s < count; s++) {
    a[s * count + s] += 1;
    inverse[s * count + s] = 1;
    for (let face = 1; face <= faces; face++) {
      const position = throwPosition(chain, s, face);
      const to = position < 0 ? s : landing[position];
      if (to !== last) a[s * count + to] -= 1 / faces;
    }
  }
  for (let column = 0; column < count; column++) {
    let pivot = column;
    for (let row = column + 1; row < count; row++)
      if (Math.abs(a[row * count + column]) > Math.abs(a[pivot * count + column])) pivot = row;
    const value = a[pivot * count + column];
    if (!(Math.abs(value) > 1e-12)) return null;
    if (pivot !== column) swapRows(a, inverse, count, pivot, column);
    const scale = 1 / value;
    for (let c = 0; c < count; c++) {
      a[column * count + c] *= scale;
      inverse[column * count + c] *= scale;
    }
    for (let row = 0; row < count; row++) {
      if (row === column) continue;
      const factor = a[row * count + column];
      if (factor === 0) continue;
      for (let c = 0; c < count; c++) {
        a[row * count + c] -= factor * a[column * count + c];
        inverse[row * count + c] -= factor * inverse[column * count + c];
      }
    }
  }
  const n = new Float64Array(size * size);
  for (let row = 0; row < count; row++)
    for (let c = 0; c < count; c++) n[row * size + c] = inverse[row * count + c];
  const n2 = new Float64Array(size * size);
  for (let row = 0; row < count; row++)
    for (let q = 0; q < count; q++) {
      const factor = n[row * size + q];
      if (factor === 0) continue;
      for (let c = 0; c < count; c++) n2[row * size + c] += factor * n[q * size + c];
    }
  const t = new Float64Array(size);
  const m = new Float64Array(size);
  for (let row = 0; row < count; row++) {
    let sum = 0;
    for (let c = 0; c < count; c++) sum += n[row * size + c];
    t[row] = sum;
  }
  for (let row = 0; row < count; row++) {
    let sum = 0;
    for (let c = 0; c < count; c++) sum += n[row * size + c] * (2 * t[c] - 1);
    m[row] = sum;
  }
  return new Fundamental(rules, feeders, { n, n2, t, m });
}

function swapRows(a: Float64Array, b: Float64Array, count: number, i: number, j: number): void {
  for (let c = 0; c < count; c++) {
    let swap = a[i * count + c];
    a[i * count + c] = a[j * count + c];
    a[j * count + c] = swap;
    swap = b[i * count + c];
    b[i * count + c] = b[j * count + c];
    b[j * count + c] = swap;
  }
}
