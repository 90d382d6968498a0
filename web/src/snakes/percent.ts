/** A chance as the page writes it: one decimal, two near 0% and 100%. */
export const percent = (p: number | null) =>
  p === null ? '—' : `${(p * 100).toFixed(p > 0.9995 || p < 0.0005 ? 2 : 1)}%`;
