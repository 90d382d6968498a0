import { describe, expect, it } from 'vitest';
import { PAGE_TABS } from './App.js';
import { TABS } from './url.js';

describe('the tabs', () => {
  it('are the puzzles, in their order, each once', () => {
    expect(PAGE_TABS.map((tab) => tab.name)).toEqual([...TABS]);
  });
});
