// Whole numbers as sorted runs, as the tables of scripts/exact-ranges.mjs hold them.

/** A set of whole numbers as sorted runs `[from, to]`. */
export function runs(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const out = [];
  for (const n of sorted) {
    const last = out.at(-1);
    if (last && last[1] === n - 1) last[1] = n;
    else out.push([n, n]);
  }
  return out;
}
