import { BoardpathError } from 'boardpath';

/** One line for any failure: the library's own wording for a `BoardpathError`. */
export function describeProblem(error: unknown): string {
  if (error instanceof BoardpathError) return error.describe();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** A problem the user must see: announced to screen readers at once. */
export function Problem({ text }: { text: string }) {
  return (
    <p className="problem" role="alert">
      <span aria-hidden="true">⚠ </span>
      {text}
    </p>
  );
}

/** Runs an edit; if the library refuses it, hands its one-line reason to `report` instead of throwing. */
export function tryEdit(edit: () => void, report: (problem: string) => void): void {
  try {
    edit();
  } catch (error) {
    report(describeProblem(error));
  }
}
