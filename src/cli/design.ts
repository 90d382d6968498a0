import { SHARED_STATUSES } from './statuses.js';
import { Command, InvalidArgumentError, Option } from 'commander';
import {
  END_RULES,
  DEFAULT_DESIGN_SECONDS,
  DEFAULT_DESIGN_WORK,
  designSnakesSchema,
  MAX_DESIGN_SQUARES,
  boardNotation,
  renderDesign,
  playersSchema,
} from '../internal.js';
import { type EndRule, designSnakes } from '../index.js';
import { outJson } from './io.js';
import { asWritten, numberBy, readNumber } from './numbers.js';
import { addCommonOptions, colorsFor, memoryLimit, type CommonOptions } from './options.js';
import type { CommandContext } from './types.js';

interface DesignOptions extends CommonOptions {
  size?: number;
  squares?: number;
  faces?: number;
  end?: EndRule;
  ladders?: [number, number];
  snakes?: [number, number];
  mean?: number;
  sd?: number;
  within?: { throws: number; chance: number };
  fewest?: number;
  players?: number;
  fair?: number;
  tol?: { mean?: number; sd?: number };
  seed?: string;
  budget?: number;
  time?: number;
}

const shape = designSnakesSchema.shape;

/** `3..8` → [3, 8]; `5` → [5, 5]. */
function countRange(value: string): [number, number] {
  const match = /^\s*(\d+)\s*(?:\.\.\s*(\d+)\s*)?$/.exec(value);
  const range: [number, number] | null = match ? [Number(match[1]), Number(match[2] ?? match[1])] : null;
  if (!range || range[0] > range[1] || range[1] > MAX_DESIGN_SQUARES)
    throw new InvalidArgumentError(
      `expected a count such as 5, or a range such as 3..8 (up to ${MAX_DESIGN_SQUARES}), not ${asWritten(value)}.`,
    );
  return range;
}

/** `0.9` or `90%`: a chance. */
function chanceOf(value: string): number | undefined {
  const percent = value.trim().endsWith('%');
  const number = readNumber(percent ? value.trim().slice(0, -1) : value);
  if (number === undefined) return undefined;
  const chance = percent ? number / 100 : number;
  return chance <= 1 ? chance : undefined;
}

/** `50:0.9` or `50:90%`: the game ends within 50 throws with chance at least 0.9. */
function withinOption(value: string): { throws: number; chance: number } {
  const [throws, chance] = value.split(':');
  const t = readNumber(throws ?? '');
  const p = chance === undefined ? undefined : chanceOf(chance);
  if (t === undefined || !Number.isInteger(t) || t < 1 || t > 1e6 || p === undefined)
    throw new InvalidArgumentError(
      `expected THROWS:CHANCE, such as 50:0.9 or 50:90% (at least 90% of games end within 50 throws), not ${asWritten(value)}.`,
    );
  return { throws: t, chance: p };
}

/** `0.02` or `2%`: the most a seat may differ from a fair share. */
function fairOption(value: string): number {
  const chance = chanceOf(value);
  if (chance === undefined)
    throw new InvalidArgumentError(`expected a chance such as 0.02 or 2%, not ${asWritten(value)}.`);
  return chance;
}

/** `0.2` (the mean and the sd) or `mean:0.2,sd:1`. */
function toleranceOption(value: string): { mean?: number; sd?: number } {
  const both = readNumber(value);
  if (both !== undefined) return { mean: both, sd: both };
  const tolerance: { mean?: number; sd?: number } = {};
  for (const part of value.split(',')) {
    const [name, written] = part.split(':').map((piece) => piece.trim());
    const number = readNumber(written ?? '');
    if ((name !== 'mean' && name !== 'sd') || number === undefined)
      throw new InvalidArgumentError(
        `expected a number of throws for both, or mean:X,sd:Y such as mean:0.05,sd:1, not ${asWritten(value)}.`,
      );
    tolerance[name] = number;
  }
  return tolerance;
}

/** `boardpath design`: a Snakes and Ladders board searched for target figures of the real game. */
export function designCommand(context: CommandContext): Command {
  const command = new Command('design')
    .summary('Snakes and Ladders: a board that plays as intended (mean, spread, fairness…)')
    .description(
      'Searches for a Snakes and Ladders board whose real game (a fair die, no choices) meets the targets, ' +
        'every figure computed exactly, never simulated. Prints the board in the board notation, drawn, ' +
        'with each target beside the figure reached.',
    )
    .addOption(
      new Option('--size <n>', 'an n×n board, squares 1…n² (default 10, at most 20)').argParser(
        numberBy(shape.size.unwrap()),
      ),
    )
    .addOption(
      new Option('--squares <n>', 'a board of squares 1…n instead (at most 400)').argParser(
        numberBy(shape.squares.unwrap()),
      ),
    )
    .addOption(
      new Option('--faces <n>', 'die faces 1…n (default 6, at most 100)').argParser(
        numberBy(shape.faces.unwrap()),
      ),
    )
    .addOption(new Option('--ladders <a..b>', 'how many ladders (default 0..12)').argParser(countRange))
    .addOption(new Option('--snakes <a..b>', 'how many snakes (default 0..12)').argParser(countRange))
    .addOption(
      new Option('--mean <x>', 'expected throws of one player (± 0.1)').argParser(
        numberBy(shape.mean.unwrap()),
      ),
    )
    .addOption(
      new Option('--sd <y>', 'standard deviation of the throws (± 0.5)').argParser(
        numberBy(shape.sd.unwrap()),
      ),
    )
    .addOption(
      new Option('--within <t:p>', 'the game ends within t throws with chance at least p').argParser(
        withinOption,
      ),
    )
    .addOption(
      new Option('--fewest <k>', "the puzzle's fewest throws, exactly").argParser(
        numberBy(shape.fewest.unwrap()),
      ),
    )
    .addOption(
      new Option('--players <k>', 'k players take turns (default 2 with --fair)').argParser(
        numberBy(playersSchema),
      ),
    )
    .addOption(
      new Option('--fair <d>', 'no seat wins more or less often than 1/k by more than d').argParser(
        fairOption,
      ),
    )
    .addOption(new Option('--end <rule>', 'what a throw past the last square does').choices(END_RULES))
    .addOption(
      new Option('--tol <x>', 'tolerances: x for the mean and the sd, or mean:x,sd:y').argParser(
        toleranceOption,
      ),
    )
    .option(
      '--seed <text>',
      'the search\'s seed: the same seed, options and budget give the same board on every machine (default "boardpath")',
    )
    .addOption(
      new Option(
        '--budget <steps>',
        `the search's work, in steps of a few nanoseconds (default ${DEFAULT_DESIGN_WORK.toExponential().replace('e+', 'e')}, some seconds)`,
      ).argParser(numberBy(shape.maxWork.unwrap())),
    )
    .addOption(
      new Option(
        '--time <seconds>',
        `stop searching after this long whatever the budget (default ${DEFAULT_DESIGN_SECONDS}); a search it cuts says so`,
      ).argParser(numberBy(shape.time.unwrap())),
    );
  addCommonOptions(command, 'print one JSON object on standard output and nothing else').addHelpText(
    'after',
    `
Examples:
  $ boardpath design --mean 40 --sd 25                  a 10×10 board of 40 throws on average
  $ boardpath design --size 8 --mean 30 --fewest 4 --ladders 4..6 --snakes 4..6
  $ boardpath design --mean 45 --within 80:0.9 --players 4 --fair 0.02 --end bounce
  $ boardpath design --mean 35 --sd 20 --json

Exit status: 0 every target met, 1 the best board found misses (how far is printed), 2 a request no
board can meet (the range that can be met is printed) or bad usage, ${SHARED_STATUSES}.`,
  );
  command.action(async (options: DesignOptions) => {
    const { io } = context;
    const design = designSnakes({
      size: options.size,
      squares: options.squares,
      faces: options.faces,
      end: options.end,
      ladders: options.ladders,
      snakes: options.snakes,
      mean: options.mean,
      sd: options.sd,
      within: options.within,
      fewest: options.fewest,
      players: options.players,
      fair: options.fair,
      tolerance: options.tol,
      seed: options.seed,
      maxWork: options.budget,
      time: options.time,
      maxMemory: memoryLimit(io, options),
      signal: io.signal,
      progress: io.progress?.('designs'),
    });
    if (options.json) {
      outJson(io, {
        board: boardNotation(design.board),
        end: design.end,
        figures: design.figures,
        targets: design.targets,
        met: design.met,
        search: design.search,
      });
    } else io.out(renderDesign(design, await colorsFor(io, options)));
    context.exitCode = design.met ? 0 : 1;
  });
  return command;
}
