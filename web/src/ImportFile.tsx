import { useRef } from 'react';
import { readFile } from './files.js';
import { describeProblem } from './Problem.js';

/**
 * "Import file…": a button that opens the file picker. The chosen file's text goes to `onText` with
 * the file's name; a file too big to read, or a board `onText` refuses, goes to `onProblem` as one line.
 */
export function ImportFile(props: {
  label: string;
  accept: string;
  onText: (text: string, name: string) => void;
  onProblem: (problem: string) => void;
}) {
  const { label, accept, onText, onProblem } = props;
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => input.current?.click()}>
        Import file…
      </button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        aria-label={label}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          try {
            onText(await readFile(file), file.name);
          } catch (error) {
            onProblem(describeProblem(error));
          }
        }}
      />
    </>
  );
}
