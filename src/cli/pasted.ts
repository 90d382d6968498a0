// What every puzzle command adds for pastes: each example answered in turn (a heading before each
// when there are several), the answer pasted for it (or `--expect`) checked, and `--levels`, the
// search level by level; in text, lines after the answer, in JSON, keys after the answer's own.
import { Option, type Command } from 'commander';
import { BoardpathError, type AnswerCheck, type PastedExample } from '../index.js';
import { counted, DEFAULT_LISTED_STATES, grouped, printableJson } from '../internal.js';
import type { SearchLevels } from '../engine.js';

/** The options `addPasteOptions` adds, as commander hands them over. */
export interface PasteCliOptions {
  expect?: string;
  levels?: boolean;
}

/** Adds `--expect VALUE` and `--levels` to a puzzle's command. */
export function addPasteOptions(command: Command, unit: string): Command {
  return command
    .addOption(
      new Option(
        '--expect <value>',
        'the answer you expect (as the problem writes it: a number, -1 for none, a list of paths): says whether it matches',
      ),
    )
    .option(
      '--levels',
      `show the search level by level: the ${unit} first reached after 0, 1, 2, … moves (at most ${grouped(DEFAULT_LISTED_STATES)})`,
    );
}

/**
 * The examples a command answers, held to its options: `--expect` gives the answer of one board,
 * not of each of a paste's several examples (each has its own `Output:`).
 */
export function checkExamples(examples: readonly PastedExample<unknown>[], options: PasteCliOptions): void {
  if (options.expect !== undefined && examples.length > 1)
    throw new BoardpathError(
      'E_USAGE',
      `--expect gives the answer of one board, and this paste holds ${examples.length} examples: give each its own Output: line`,
    );
}

/** The expected answer of an example, and who gives it: `--expect` wins over the paste's `Output:`. */
export function expectedOf(
  example: PastedExample<unknown>,
  options: PasteCliOptions,
): { readonly text: string; readonly by: string } | null {
  if (options.expect !== undefined) return { text: options.expect, by: '--expect' };
  return example.expected === null ? null : { text: example.expected, by: 'the paste' };
}

/** The heading of one of several examples: `Example 2: fewest throws 1`. */
export function exampleHeading(example: PastedExample<unknown>, summary: string): string {
  return `Example ${example.example}: ${summary}\n`;
}

/**
 * The status a check gives the run: 1 when the answer checked differs (as a test script wants it:
 * `--expect` or the paste's output not met), 0 when it matches or could not be compared.
 */
export function checkStatus(check: AnswerCheck | null): number {
  return check?.matches === false ? 1 : 0;
}

/** The line that ends an answer checked against the expected one. */
export function checkText(check: AnswerCheck | null): string {
  return check ? `Answer check: ${check.verdict}\n` : '';
}

/** How a puzzle words its levels: what its states are, how one is written, what is never reached. */
export interface LevelWords<State> {
  /** The states in the plural: "squares", "cells", "positions". */
  readonly states: string;
  /** Each move in the singular: "throw", "step", "move". */
  readonly move: string;
  readonly write: (state: State) => string;
  /** What the search never reaching its goal means: "the last square is never reached". */
  readonly never: string;
  /** Between two states of a level (a space, or "; "). */
  readonly joint?: string;
}

/** The levels as text: a heading, a line per level, and whether the listing was cut. */
export function levelsText<State>(levels: SearchLevels<State> | null, words: LevelWords<State>): string {
  if (!levels) return '';
  const lines = [`Levels of the search: the ${words.states} first reached after each ${words.move}`];
  levels.levels.forEach((level, depth) =>
    lines.push(`  ${depth}: ${level.map(words.write).join(words.joint ?? ' ')}`),
  );
  const listed = levels.levels.reduce((sum, level) => sum + level.length, 0);
  if (!levels.complete)
    lines.push(
      `  (cut after ${counted(listed, words.states.replace(/s$/, ''), words.states)}: the search goes on)`,
    );
  else if (!levels.reached) lines.push(`  (${words.never})`);
  return lines.join('\n') + '\n';
}

/**
 * The keys an example's JSON answer ends with, as text to add before its closing brace: `file`
 * when the command was given several files (the file as given), `example` and `line` when the paste
 * holds several, `expected` and `matches` when an answer is given, `levels` and `levelsComplete`
 * with `--levels`.
 */
export function extraJson(
  example: PastedExample<unknown>,
  several: boolean,
  check: AnswerCheck | null,
  levels: SearchLevels<unknown> | null,
  file?: string,
): string {
  const extra: Record<string, unknown> = {};
  if (file !== undefined) extra.file = file;
  if (several) Object.assign(extra, { example: example.example, line: example.line });
  if (check) Object.assign(extra, { expected: check.expected, matches: check.matches });
  if (levels) Object.assign(extra, { levels: levels.levels, levelsComplete: levels.complete });
  const json = printableJson(extra);
  return json === '{}' ? '' : `,${json.slice(1, -1)}`;
}
