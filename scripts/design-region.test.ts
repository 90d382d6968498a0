// Remaking the picture takes thousands of designs: npm run test:slow runs it.
// @module-tag slow
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { designRegionSvg, REGION_FILE } from './design-region.mjs';

describe('design-region', () => {
  it(`${REGION_FILE} is what the script makes (node scripts/design-region.mjs rewrites it)`, () => {
    const inRepository = readFileSync(fileURLToPath(new URL(`../${REGION_FILE}`, import.meta.url)), 'utf8');
    expect(inRepository).toBe(designRegionSvg());
  });
});
