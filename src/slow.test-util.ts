/**
 * The options of a test that is slow by nature (a sweep, a soak, a search of seconds): `npm run
 * test:slow` runs it, `npm test` leaves it out. A whole file says so with a `// @module-tag slow`
 * line. The tag and its time limit are in vitest.config.ts.
 */
export const slow = { tags: ['slow'] };
