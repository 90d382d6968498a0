/**
 * A board as a picture to keep: SVG (vector, every colour written into the file) or PNG. A board
 * drawn as SVG is copied with the styles the page gives it written onto each element, so the file
 * looks the same anywhere; a board drawn as pixels becomes its pixels (scaled up without smoothing)
 * under its overlay of lines and marks.
 */
import { downloadBlob } from '../files.js';

/** The style properties a board's drawing depends on, written onto each element of the copy. */
const PROPERTIES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-opacity',
  'opacity',
  'paint-order',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'display',
  'visibility',
  'vector-effect',
] as const;

const SVG = 'http://www.w3.org/2000/svg';

// A copy of `svg` whose every element carries its computed style, without what only the page uses
// (focus, roles, the keyboard's tab stops).
function standalone(svg: SVGSVGElement, width: number, height: number): SVGSVGElement {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const from = [svg, ...svg.querySelectorAll('*')];
  const to = [copy, ...copy.querySelectorAll('*')];
  from.forEach((element, i) => {
    const style = getComputedStyle(element);
    const target = to[i] as SVGElement;
    // As presentation attributes, not a style attribute: the page's policy allows no inline style.
    target.removeAttribute('style');
    for (const name of PROPERTIES) {
      const value = style.getPropertyValue(name);
      if (value) target.setAttribute(name, value);
    }
    for (const name of ['tabindex', 'role', 'data-square', 'data-cell', 'data-shade'])
      target.removeAttribute(name);
  });
  for (const mark of copy.querySelectorAll('.focus-mark')) mark.remove();
  for (const element of [copy, ...copy.querySelectorAll('*')]) element.removeAttribute('class');
  copy.setAttribute('xmlns', SVG);
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  return copy;
}

/** The drawn board in `stage` (an SVG board, or a pixel board's canvas and overlay). */
function boardIn(stage: HTMLElement) {
  const canvas = stage.querySelector<HTMLCanvasElement>('.pixel-board canvas');
  if (canvas) return { canvas, overlay: stage.querySelector<SVGSVGElement>('.pixel-board .pixel-overlay') };
  const svg = stage.querySelector<SVGSVGElement>('svg.board');
  return svg ? { svg } : null;
}

/** Whether `stage` holds a board that can be exported. */
export function canExport(stage: HTMLElement | null): boolean {
  return stage !== null && boardIn(stage) !== null;
}

// The pixel board's pixels as a PNG data URL.
function pixelsUrl(canvas: HTMLCanvasElement): string {
  return canvas.toDataURL('image/png');
}

/** The board in `stage` as the text of an SVG file. */
function boardSvgText(stage: HTMLElement): string {
  const board = boardIn(stage);
  if (!board) throw new Error('there is no board to export');
  if ('svg' in board && board.svg) {
    const [, , width, height] = board.svg.viewBox.baseVal ? viewBoxOf(board.svg) : [0, 0, 600, 600];
    return new XMLSerializer().serializeToString(standalone(board.svg, width, height));
  }
  const { canvas, overlay } = board as { canvas: HTMLCanvasElement; overlay: SVGSVGElement | null };
  const [width, height] = pictureSize(canvas);
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('xmlns', SVG);
  svg.setAttribute('viewBox', `0 0 ${canvas.width} ${canvas.height}`);
  svg.setAttribute('width', String(width));
  svg.setAttribute('height', String(height));
  const image = document.createElementNS(SVG, 'image');
  image.setAttribute('href', pixelsUrl(canvas));
  image.setAttribute('width', String(canvas.width));
  image.setAttribute('height', String(canvas.height));
  image.setAttribute('image-rendering', 'pixelated');
  svg.append(image);
  if (overlay)
    for (const child of standalone(overlay, width, height).childNodes) svg.append(child.cloneNode(true));
  return new XMLSerializer().serializeToString(svg);
}

function viewBoxOf(svg: SVGSVGElement): [number, number, number, number] {
  const { x, y, width, height } = svg.viewBox.baseVal;
  return [x, y, width || 600, height || 600];
}

// A pixel board's picture size: whole pixels a cell, at least 1, about 2,000 pixels across at most.
function pictureSize(canvas: HTMLCanvasElement): [number, number] {
  const scale = Math.max(1, Math.floor(2048 / Math.max(canvas.width, canvas.height)));
  return [canvas.width * scale, canvas.height * scale];
}

/** The board in `stage` as a PNG, about 2,000 pixels on its longer side. */
async function boardPng(stage: HTMLElement): Promise<Blob> {
  const text = boardSvgText(stage);
  const board = boardIn(stage)!;
  const [width, height] =
    'svg' in board && board.svg
      ? fitted(viewBoxOf(board.svg))
      : pictureSize((board as { canvas: HTMLCanvasElement }).canvas);
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.imageSmoothingEnabled = false;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the PNG could not be made'))),
      'image/png',
    ),
  );
}

// An SVG board's PNG size: its view box scaled to about 2,000 pixels on the longer side.
function fitted([, , width, height]: [number, number, number, number]): [number, number] {
  const scale = 2048 / Math.max(width, height);
  return [Math.round(width * scale), Math.round(height * scale)];
}

/** Downloads the board in `stage` as `name`.svg or `name`.png. */
export async function exportBoard(stage: HTMLElement, name: string, type: 'svg' | 'png'): Promise<void> {
  if (type === 'svg')
    return downloadBlob(`${name}.svg`, new Blob([boardSvgText(stage)], { type: 'image/svg+xml' }));
  downloadBlob(`${name}.png`, await boardPng(stage));
}
