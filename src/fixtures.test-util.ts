import { readFileSync } from 'node:fs';

/** The public examples with known answers in fixtures/NAME.json: every one is a test. */
export function loadFixture<Case>(name: 'snakes' | 'maze' | 'tokens'): Case[] {
  const file = new URL(`../fixtures/${name}.json`, import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { cases: Case[] }).cases;
}
