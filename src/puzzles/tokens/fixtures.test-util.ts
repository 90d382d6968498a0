/**
 * The public examples of /work/shared/fixtures/tokens.json, copied so that tests still run where the
 * shared file is missing (the tests read the shared file too when it is there).
 */
export const TOKENS_FIXTURES: ReadonlyArray<{ readonly name: string; readonly grid: number[][]; readonly moves: number | null }> = [
  { name: 'the textbook figure', grid: [[1, 2, 4, 3], [3, 4, 1, 2], [3, 1, 2, 3], [2, 3, 1, 2]], moves: 5 },
  { name: 'all ones 2x2', grid: [[1, 1], [1, 1]], moves: 4 },
  { name: 'stuck 2x2', grid: [[1, 2], [2, 1]], moves: null },
];
