/**
 * The board colours as canvas pixels (0xAABBGGRR, the canvas's byte order on every little-endian
 * machine), read once from the page's CSS custom properties (styles/page.css is their one home). The
 * shades were chosen for contrast: explored against unseen cells and queued against explored at
 * least 3:1, text on every shade at least 4.5:1.
 */

const NAMES = [
  'cell-a',
  'cell-b',
  'reached',
  'frontier',
  'current',
  'wall',
  'tried',
  'ladder',
  'snake',
  'token',
  'side-goal',
  'side-goal-queue',
  'path',
] as const;

/** Each board colour as a 0xAABBGGRR pixel. */
export type Palette = Record<(typeof NAMES)[number], number>;

let palette: Palette | null = null;

/** The board colours, read from the page's stylesheet on first use. */
export function boardPalette(): Palette {
  if (palette) return palette;
  const style = getComputedStyle(document.documentElement);
  // The browser reads any CSS colour (a minifier may write #fff for #ffffff): paint it, read it back.
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  const pixel = (colour: string) => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = colour;
    context.fillRect(0, 0, 1, 1);
    return new Uint32Array(context.getImageData(0, 0, 1, 1).data.buffer)[0];
  };
  palette = Object.fromEntries(
    NAMES.map((name) => [name, pixel(style.getPropertyValue(`--${name}`).trim() || '#888888')]),
  ) as Palette;
  return palette;
}
