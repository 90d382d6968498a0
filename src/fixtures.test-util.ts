import { readFileSync } from 'node:fs';
import type { Puzzle } from './puzzles/puzzles.js';

/** The public examples with known answers in fixtures/NAME.json: every one is a test. */
export function loadFixture<Case>(name: Puzzle): Case[] {
  const file = new URL(`../fixtures/${name}.json`, import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { cases: Case[] }).cases;
}
