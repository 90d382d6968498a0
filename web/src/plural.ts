/** "1 square", "2 squares", "1,000 cells": a count and its noun (plural given, singular without its s). */
export function counted(count: number, plural: string): string {
  return `${count.toLocaleString('en')} ${count === 1 ? plural.replace(/s$/, '') : plural}`;
}
