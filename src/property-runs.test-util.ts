/**
 * How many runs a property test makes: `runs`, or the share of them BOARDPATH_PROPERTY_RUNS asks
 * for, at least one. `npm test` asks for a tenth (a quick look before a commit); `npm run
 * test:slow` and a plain `npx vitest run` make them all.
 */
export function propertyRuns(runs: number): number {
  const text = process.env.BOARDPATH_PROPERTY_RUNS;
  if (text === undefined || text === '') return runs;
  const share = Number(text);
  if (!(share > 0 && share <= 1))
    throw new Error(
      `BOARDPATH_PROPERTY_RUNS must be a share of the runs, above 0 and at most 1, not "${text}"`,
    );
  return Math.max(1, Math.round(runs * share));
}
