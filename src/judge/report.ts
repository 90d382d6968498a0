// A judge's report as text: all passed, or the failing board, the two answers, boardpath's
// solution, the line that replays the case, and where the board was saved.
import { counted, printable } from '../words.js';
import { words } from './answers.js';
import type { JudgeReport } from './judge.js';

/** What the report adds to the judge's findings: how to replay and where the board went. */
export interface ReportExtras {
  /** The command line that judges the failing case again. */
  readonly replay: string;
  /** The file the failing board was saved to, if it was. */
  readonly saved?: string;
  /** Why the failing board could not be saved, when it could not. */
  readonly notSaved?: string;
  /** The time limit of one run, in seconds, for a time-out's words. */
  readonly timeLimit: number;
  /** Lines on what else was saved (a unit test, the case's files), after the board's. */
  readonly more?: readonly string[];
}

/** The kinds of failure in words. */
const KIND_WORDS = { wrong: 'a wrong answer', crash: 'a crash', timeout: 'a time-out' } as const;

/** The longest answer shown whole: longer ones are cut, with how long they were. */
const SHOWN = 2000;

/**
 * The report as the command prints it. Everything echoed from the program (what it printed, its
 * error) is shown with its control characters escaped. Cost: O(the board and answers shown).
 */
export function renderJudgeReport(report: JudgeReport, extras: ReportExtras): string {
  const { failure } = report;
  const stopped = report.interrupted ? 'interrupted: ' : '';
  // The small boards judged first, when they all passed: "every board of at most 4 cells (25) and ".
  const small = report.exhaustive
    ? `every board of at most ${report.exhaustive.cells} cells (${report.exhaustive.boards}) and `
    : '';
  if (failure === null && report.interrupted)
    return `interrupted after ${small}${counted(report.cases, 'case')} judged, all passed so far (seed ${printable(report.seed)})\n`;
  if (failure === null)
    return `${small}${counted(report.cases, 'case')} judged, all passed (seed ${printable(report.seed)})\n`;
  const every = failure.exhaustive;
  const lines = [
    every
      ? `${stopped}board ${failure.case} of the ${every.boards} of at most ${every.cells} cells fails with ${KIND_WORDS[failure.kind]} (${counted(report.passed, 'board')} passed before it, fewer cells first: no smaller board fails)`
      : `${stopped}case ${failure.case} fails with ${KIND_WORDS[failure.kind]} (seed ${printable(failure.seed)}, ${counted(report.passed, 'case')} passed before it)`,
    sizeLine(failure),
    '',
    indent(failure.text.trimEnd()),
    '',
    `expected: ${shown(failure.expected)}`,
    `got:      ${gotWords(failure, extras.timeLimit)}`,
    '',
    "boardpath's shortest solution:",
    '',
    indent(failure.solution.trimEnd()),
    '',
    `replay: ${extras.replay}`,
  ];
  if (extras.saved !== undefined) lines.push(`saved:  ${printable(extras.saved)}`);
  if (extras.notSaved !== undefined) lines.push(`not saved: ${printable(extras.notSaved)}`);
  lines.push(...(extras.more ?? []));
  return lines.join('\n') + '\n';
}

function sizeLine(failure: NonNullable<JudgeReport['failure']>): string {
  const minimal = failure.minimal === null ? '' : `, 1-minimal (${failure.minimal}, fails the same way)`;
  if (failure.shrinks > 0)
    return `shrunk ${counted(failure.shrinks, 'time')} to ${failure.size}${failure.shrunk ? minimal : ' (shrinking stopped before the smallest)'}:`;
  return failure.shrunk ? `${failure.size}${minimal}:` : `${failure.size}, not shrunk:`;
}

function gotWords(failure: NonNullable<JudgeReport['failure']>, timeLimit: number): string {
  // As compared: word by word, whatever the line breaks.
  const printed = failure.got.trim() === '' ? '(nothing)' : shown(words(failure.got));
  if (failure.kind === 'timeout') return `${printed}, still running after ${timeLimit} s (stopped)`;
  if (failure.kind === 'crash') return `${printed}, then it ${printable(failure.detail ?? 'crashed')}`;
  return failure.detail === null ? printed : `${printed} (${failure.detail})`;
}

function shown(text: string): string {
  const one = printable(text.trim());
  return one.length > SHOWN ? `${one.slice(0, SHOWN)}… (${one.length} characters in all)` : one;
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? '' : `  ${printable(line)}`))
    .join('\n');
}
