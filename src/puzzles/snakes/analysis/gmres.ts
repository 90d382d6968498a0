/** What `gmres` reports: the solution, how many operator applications it took, the last residual. */
interface GmresResult {
  readonly x: Float64Array;
  readonly iterations: number;
  /** ‖rhs − A x‖₂ / ‖rhs‖₂ as GMRES estimates it. */
  readonly relativeResidual: number;
}

/** Options for `gmres`. */
interface GmresOptions {
  /** Krylov vectors kept before a restart (default 60). */
  readonly restart?: number;
  /** Stop when the estimated relative residual is below this (default 1e-13), or once it is below 1e-9 and stalls. */
  readonly tolerance?: number;
  /** Give up after this many operator applications (default 2000). */
  readonly maxIterations?: number;
}

/**
 * Restarted GMRES (Saad and Schultz, 1986) for A x = rhs, where `apply(v, out)` writes A v into `out`.
 * Modified Gram–Schmidt, Givens rotations for the small least-squares
 * problem. In exact arithmetic it ends within n + 1 applications when A − I has rank n, which is why the
 * snakes analysis hands it a system whose size is the number of squares a snake (or a bounce) leads to.
 *
 * Cost: per application, the operator plus O(k · n) for the k-th basis vector; memory (restart + 1) · n doubles.
 */
export function gmres(
  apply: (v: Float64Array, out: Float64Array) => void,
  rhs: Float64Array,
  options: GmresOptions = {},
): GmresResult {
  const n = rhs.length;
  const m = Math.max(1, Math.min(options.restart ?? 60, n));
  const tolerance = options.tolerance ?? 1e-13;
  const maxIterations = options.maxIterations ?? 2000;
  const x = new Float64Array(n);
  const rhsNorm = norm(rhs);
  if (rhsNorm === 0) return { x, iterations: 0, relativeResidual: 0 };
  const basis = Array.from({ length: m + 1 }, () => new Float64Array(n));
  const h = Array.from({ length: m + 1 }, () => new Float64Array(m));
  const cs = new Float64Array(m);
  const sn = new Float64Array(m);
  const g = new Float64Array(m + 1);
  const work = new Float64Array(n);
  let iterations = 0;
  let relative = 1;
  const history: number[] = [];
  while (iterations < maxIterations) {
    // r = rhs − A x
    apply(x, work);
    const r0 = basis[0];
    for (let i = 0; i < n; i++) r0[i] = rhs[i] - work[i];
    const beta = norm(r0);
    relative = beta / rhsNorm;
    if (relative <= tolerance) break;
    for (let i = 0; i < n; i++) r0[i] /= beta;
    g.fill(0);
    g[0] = beta;
    let k = 0;
    for (; k < m && iterations < maxIterations; k++) {
      const w = basis[k + 1];
      apply(basis[k], w);
      iterations++;
      for (let j = 0; j <= k; j++) {
        const vj = basis[j];
        let dot = 0;
        for (let i = 0; i < n; i++) dot += w[i] * vj[i];
        h[j][k] = dot;
        for (let i = 0; i < n; i++) w[i] -= dot * vj[i];
      }
      const wNorm = norm(w);
      h[k + 1][k] = wNorm;
      if (wNorm > 0) for (let i = 0; i < n; i++) w[i] /= wNorm;
      for (let j = 0; j < k; j++) {
        const a = h[j][k];
        const b = h[j + 1][k];
        h[j][k] = cs[j] * a + sn[j] * b;
        h[j + 1][k] = -sn[j] * a + cs[j] * b;
      }
      const a = h[k][k];
      const b = h[k + 1][k];
      const r = Math.hypot(a, b);
      cs[k] = r === 0 ? 1 : a / r;
      sn[k] = r === 0 ? 0 : b / r;
      h[k][k] = r;
      h[k + 1][k] = 0;
      g[k + 1] = -sn[k] * g[k];
      g[k] = cs[k] * g[k];
      relative = Math.abs(g[k + 1]) / rhsNorm;
      history.push(relative);
      if (relative <= tolerance || wNorm === 0 || stalled(history)) {
        k++;
        break;
      }
    }
    // Solve the k×k triangular system and update x.
    const yk = new Float64Array(k);
    for (let i = k - 1; i >= 0; i--) {
      let sum = g[i];
      for (let j = i + 1; j < k; j++) sum -= h[i][j] * yk[j];
      yk[i] = h[i][i] === 0 ? 0 : sum / h[i][i];
    }
    for (let j = 0; j < k; j++) {
      const vj = basis[j];
      const c = yk[j];
      for (let i = 0; i < n; i++) x[i] += c * vj[i];
    }
    for (const row of h) row.fill(0);
    if (relative <= tolerance || stalled(history)) break;
  }
  return { x, iterations, relativeResidual: relative };
}

// Rounding has the last word once the residual, already small, stops halving over 6 iterations.
function stalled(history: number[]): boolean {
  const n = history.length;
  return n > 6 && history[n - 1] < 1e-9 && history[n - 1] > 0.5 * history[n - 7];
}

function norm(v: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += v[i] * v[i];
  return Math.sqrt(sum);
}
