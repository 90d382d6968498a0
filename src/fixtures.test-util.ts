import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The public examples of ../shared/fixtures/NAME.json (beside the repository, as CI lays it out),
 * falling back to the copy in fixtures/ so the tests still run from a lone clone.
 */
export function loadFixture<Case>(name: 'snakes' | 'maze' | 'tokens'): Case[] {
  const shared = fileURLToPath(new URL(`../../shared/fixtures/${name}.json`, import.meta.url));
  const copy = fileURLToPath(new URL(`../fixtures/${name}.json`, import.meta.url));
  const file = existsSync(shared) ? shared : copy;
  return (JSON.parse(readFileSync(file, 'utf8')) as { cases: Case[] }).cases;
}
