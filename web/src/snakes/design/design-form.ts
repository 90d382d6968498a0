/**
 * The designer's form: what the page's fields hold (text, as typed) and the options of
 * `designSnakes` they make, or the first field that makes none, said as the page shows it.
 */
import type { DesignSnakesOptions, EndRule } from 'boardpath';

/** The fields, as typed. An empty target is no target. */
export interface DesignForm {
  readonly size: string;
  readonly mean: string;
  readonly sd: string;
  readonly withinThrows: string;
  /** A percentage: 90 for 90%. */
  readonly withinChance: string;
  readonly fewest: string;
  readonly players: string;
  /** A percentage: 1 for 1% either side of a fair share. */
  readonly fair: string;
  readonly ladders: string;
  readonly snakes: string;
  readonly end: EndRule;
  readonly time: string;
  readonly seed: string;
}

/** What the form starts with: a 10×10 board of 40 throws on average, spread 25. */
export const FIRST_FORM: DesignForm = {
  size: '10',
  mean: '40',
  sd: '25',
  withinThrows: '',
  withinChance: '',
  fewest: '',
  players: '',
  fair: '',
  ladders: '0..12',
  snakes: '0..12',
  end: 'exact',
  time: '10',
  seed: 'boardpath',
};

const NUMBER = /^\d+(?:\.\d+)?$/;

/** The options the form asks for, or the problem with the first field that says nothing valid. */
export function optionsOf(
  form: DesignForm,
): { options: Omit<DesignSnakesOptions, 'signal' | 'progress'> } | { problem: string } {
  const number = (name: string, text: string): number | undefined | string => {
    const trimmed = text.trim();
    if (trimmed === '') return undefined;
    return NUMBER.test(trimmed) ? Number(trimmed) : `${name}: “${trimmed}” is not a number`;
  };
  const range = (name: string, text: string): [number, number] | string => {
    const match = /^\s*(\d+)\s*(?:\.\.\s*(\d+)\s*)?$/.exec(text);
    if (!match) return `${name}: “${text.trim()}” is neither a count (5) nor a range (3..8)`;
    return [Number(match[1]), Number(match[2] ?? match[1])];
  };
  const read = {
    size: number('Size', form.size),
    mean: number('Mean', form.mean),
    sd: number('Standard deviation', form.sd),
    withinThrows: number('Within throws', form.withinThrows),
    withinChance: number('Within chance', form.withinChance),
    fewest: number('Fewest throws', form.fewest),
    players: number('Players', form.players),
    fair: number('Fair within', form.fair),
    time: number('Time', form.time),
    ladders: range('Ladders', form.ladders),
    snakes: range('Snakes', form.snakes),
  };
  for (const value of Object.values(read)) if (typeof value === 'string') return { problem: value };
  const value = read as {
    [K in keyof typeof read]: Exclude<(typeof read)[K], string>;
  };
  if ((value.withinThrows === undefined) !== (value.withinChance === undefined))
    return { problem: 'Within: give both the throws and the chance, or neither' };
  return {
    options: {
      size: value.size ?? 10,
      mean: value.mean,
      sd: value.sd,
      within:
        value.withinThrows === undefined
          ? undefined
          : { throws: value.withinThrows, chance: value.withinChance! / 100 },
      fewest: value.fewest,
      players: value.players,
      fair: value.fair === undefined ? undefined : value.fair / 100,
      ladders: value.ladders,
      snakes: value.snakes,
      end: form.end,
      time: value.time ?? 10,
      seed: form.seed,
    },
  };
}

/** A designed board in the board notation, as the command prints it: `{"squares": 100, "ladders": {…}, "snakes": {…}}`. */
export function notationOf(
  squares: number,
  faces: number,
  jumps: readonly { from: number; to: number }[],
): string {
  const pairs = (kind: 'ladder' | 'snake') =>
    `{${jumps
      .filter(({ from, to }) => to > from === (kind === 'ladder'))
      .map(({ from, to }) => `"${from}": ${to}`)
      .join(', ')}}`;
  return `{"squares": ${squares}, ${faces !== 6 ? `"faces": ${faces}, ` : ''}"ladders": ${pairs('ladder')}, "snakes": ${pairs('snake')}}`;
}
