/**
 * `count` and the noun, singular for one: `counted(1, 'square')` is "1 square", `counted(5,
 * 'square')` "5 squares", `counted(1234, 'path')` "1,234 paths". `many` for irregular plurals.
 */
export function counted(count: number | bigint, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 || count === 1n ? one : many}`;
}
