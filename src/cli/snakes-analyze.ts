import { InvalidArgumentError, Option, type Command } from 'commander';
import {
  DEFAULT_END_RULE,
  END_RULES,
  checkImportance,
  PLAYERS_BYTES_PER_SLOT,
  playersSchema,
  maxWorkSchema,
  analysisJson,
  type Progress,
} from '../internal.js';
import {
  type EndRule,
  type SnakesBoard,
  exactExpectedThrows,
  jumpImportance,
  playersFigures,
  renderAnalysis,
  type AnalysisExtras,
  type Paint,
} from '../index.js';
import { analyzeSnakesAsync, type Threads } from '../node.js';
import type { ProgressWords } from './progress-words.js';
import { MemoryLedger } from './ledger.js';
import { THREAD_CHOICES, THREAD_COUNTS_WORDS, threadsOf } from './options.js';
import { asWritten, numberBy, readNumber } from './numbers.js';

/** The options `addAnalyzeOptions` adds. */
export interface AnalyzeCliOptions {
  analyze?: boolean;
  end?: EndRule;
  players?: number;
  exact?: boolean;
  importance?: boolean;
  percentiles?: number[];
  threads?: `${Threads}`;
  budget?: number;
}

/**
 * Bytes the number of one throw takes as `--json` writes it: the array made for it (8), its digits
 * in the JSON text (up to 24), and that text again as it is written out.
 */
const JSON_BYTES_PER_NUMBER = 64;

/**
 * Bytes each throw of the distribution takes in the command beyond the list's own: the players'
 * figures over it (each throw's chance to last longer, and a slot per player of the total throws',
 * `PLAYERS_BYTES_PER_SLOT`), and with `--json` the number written out.
 */
function commandBytesPerThrow(players: number | undefined, json: boolean): number {
  const seats = players === undefined ? 0 : 8 + players * PLAYERS_BYTES_PER_SLOT;
  return seats + (json ? JSON_BYTES_PER_NUMBER : 0);
}

/** `10,25,50` → [10, 25, 50]; each from 0 to 100. */
function percentList(value: string): number[] {
  const parts = value.split(',').map((part) => part.trim());
  const numbers = parts.map((part) => readNumber(part) ?? NaN);
  parts.forEach((part, i) => {
    if (part === '' || !Number.isFinite(numbers[i]) || numbers[i] < 0 || numbers[i] > 100) {
      throw new InvalidArgumentError(
        `expected percentiles from 0 to 100 separated by commas, such as 10,50,90 (not ${asWritten(part)}).`,
      );
    }
  });
  return numbers;
}

/** Adds `--analyze`, `--end`, `--players`, `--exact`, `--importance`, `--percentiles`, `--budget`, `--threads` to the snakes command. */
export function addAnalyzeOptions(command: Command): Command {
  return command
    .option(
      '--analyze',
      'how long the real game plays with a fair die: expected throws, median, mode, percentiles, distribution',
    )
    .addOption(
      new Option('--end <rule>', 'what a throw past the last square does (implies --analyze)').choices(
        END_RULES,
      ),
    )
    .addOption(
      new Option(
        '--players <k>',
        "k players take turns: each seat's chance to win (implies --analyze)",
      ).argParser(numberBy(playersSchema)),
    )
    .option('--exact', 'also the expected throws as an exact fraction (implies --analyze)')
    .option(
      '--importance',
      'also the expected throws without each snake or ladder, and visits per square (implies --analyze)',
    )
    .addOption(
      new Option(
        '--percentiles <list>',
        'percentiles to report (default 10,25,50,75,90,99; implies --analyze)',
      ).argParser(percentList),
    )
    .addOption(
      new Option(
        '--budget <steps>',
        'the distribution stops after this many square-face steps (default 5e7; implies --analyze)',
      ).argParser(numberBy(maxWorkSchema)),
    )
    .addOption(
      new Option(
        '--threads <n>',
        `with the analysis: its distribution on ${THREAD_COUNTS_WORDS} threads, or auto (2 from 2,000,000 squares × faces and --budget 2e8, if a core is free); the same figures either way`,
      ).choices(THREAD_CHOICES),
    );
}

/**
 * The distribution's progress in the command's words: the throws computed, and once the chance in
 * play has shown how many the game needs (the second number, when above the first), against that.
 */
export function throwsProgress(progress?: (search: ProgressWords) => Progress): Progress | undefined {
  if (!progress) return undefined;
  const computed = progress('throws');
  const againstNeeded = progress('needed');
  return (throws, needed) => (needed > throws ? againstNeeded : computed)(throws, needed);
}

/** True when any analysis option was given. */
export function wantsAnalysis(options: AnalyzeCliOptions): boolean {
  return Boolean(
    options.analyze ||
    options.end ||
    options.players !== undefined ||
    options.exact ||
    options.importance ||
    options.percentiles ||
    options.budget !== undefined,
  );
}

/**
 * Runs the analysis the options ask for on `board` (its distribution on the threads `--threads` says)
 * and returns what draws it: as text, or as the `analysis` object for `--json`. Only the one asked
 * for is made: each holds a copy of the distributions, which the memory limit counts once.
 */
export async function runAnalysis(
  board: SnakesBoard,
  options: AnalyzeCliOptions & { chain?: boolean; json?: boolean },
  paint: Paint,
  {
    title,
    ledger = new MemoryLedger(Infinity),
    signal,
    progress,
  }: {
    title?: string;
    /** The command's memory: the analysis takes what is left, and holds its distribution for the players. */
    ledger?: MemoryLedger;
    signal?: AbortSignal;
    /** The progress of each part of the analysis, in its own words. */
    progress?: (search: ProgressWords) => Progress;
  } = {},
): Promise<{ text: () => string; json: () => Record<string, unknown> }> {
  const chainOptions = { end: options.end ?? DEFAULT_END_RULE, chain: options.chain ?? false };
  // Refused before the analysis, not after it.
  if (options.importance) checkImportance(board, chainOptions);
  const analysis = await analyzeSnakesAsync(board, {
    ...chainOptions,
    percentiles: options.percentiles,
    maxWork: options.budget,
    maxMemory: ledger.left(),
    // What the command makes of each throw listed is counted with the list, before it grows.
    bytesPerThrow: commandBytesPerThrow(options.players, options.json ?? false),
    signal,
    progress: throwsProgress(progress),
    solveProgress: progress?.('sweeps'),
    threads: threadsOf(options.threads),
  });
  const extras: { -readonly [K in keyof AnalysisExtras]: AnalysisExtras[K] } = { title };
  if (options.players !== undefined) {
    ledger.hold('the distribution of throws', analysis.distribution.probabilities.byteLength);
    extras.players = playersFigures(analysis.distribution, options.players, analysis.expected, ledger.left());
  }
  if (options.exact)
    extras.exact = exactExpectedThrows(board, { ...chainOptions, progress: progress?.('fractions') });
  if (options.importance)
    extras.importance = jumpImportance(
      board,
      { ...chainOptions, progress: progress?.('removals') },
      analysis.expected,
    );
  return {
    text: () => renderAnalysis(board, analysis, extras, paint),
    json: () => analysisJson(analysis, extras),
  };
}
