/** Saving and opening board files in the browser, and pasting long board texts. */
import type { ClipboardEvent } from 'react';
import { PARSE_IN_WORKER } from './search/limits.js';

/** Offers `text` as a download named `name`. */
export function download(name: string, text: string, type = 'application/json'): void {
  downloadBlob(name, new Blob([text.endsWith('\n') ? text : `${text}\n`], { type }));
}

/** Offers `blob` as a download named `name`. */
export function downloadBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The most bytes of a board file the page will read: beyond this a browser tab struggles. */
const MAX_FILE_BYTES = 64 * 2 ** 20;

/** Reads a chosen file as text, refusing files too large to be a board. */
export async function readFile(file: File): Promise<string> {
  if (file.size > MAX_FILE_BYTES)
    throw new Error(
      `${file.name} is ${Math.round(file.size / 2 ** 20)} MB: the page reads boards up to ${MAX_FILE_BYTES / 2 ** 20} MB (use the CLI for larger ones)`,
    );
  return file.text();
}

/**
 * A board text box's paste handler: a paste longer than `PARSE_IN_WORKER` characters is not put
 * into the box (a browser lays out a box of megabytes of text for a second or more, on the page's
 * one thread) but read at once in the worker, as an imported file is (`readLarge`).
 */
export function readBigPaste(readLarge: (text: string, file: string) => void) {
  return (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (text.length <= PARSE_IN_WORKER) return;
    event.preventDefault();
    readLarge(text, 'pasted text');
  };
}
