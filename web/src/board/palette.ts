/**
 * The board colours as canvas pixels, read once from the page's CSS custom properties (styles.css
 * is their one home). The shades were chosen for contrast: explored against unseen cells and queued
 * against explored at least 3:1, text on every shade at least 4.5:1.
 */
import { pixelColour } from './PixelBoard.js';

const NAMES = [
  'cell-a',
  'cell-b',
  'reached',
  'frontier',
  'wall',
  'tried',
  'ladder',
  'snake',
  'token',
  'side-goal',
] as const;

/** Each board colour as a 0xAABBGGRR pixel. */
export type Palette = Record<(typeof NAMES)[number], number>;

let palette: Palette | null = null;

/** The board colours, read from the page's stylesheet on first use. */
export function boardPalette(): Palette {
  if (palette) return palette;
  const style = getComputedStyle(document.documentElement);
  palette = Object.fromEntries(
    NAMES.map((name) => [name, pixelColour(style.getPropertyValue(`--${name}`).trim() || '#888888')]),
  ) as Palette;
  return palette;
}
