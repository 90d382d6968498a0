// The analysis's results as schemas, for the functions that take one back (the drawing, the
// players' figures): a value of the right shape is drawn, any other refused with `E_USAGE`.
import { z } from 'zod';
import { allowing } from '../../../options.js';
import { isTypedArray } from '../../checks.js';
import { END_RULES } from './end-rules.js';

const chances = z.custom<Float64Array>((value) => isTypedArray(value, 'Float64Array'));
const count = z.number().nullable();
const bound = z.object({ low: z.number(), high: z.number().nullable() });
const bounds = z.looseObject({
  percentiles: z.record(z.string(), bound),
  never: z.array(z.string()),
  within: z.record(z.string(), bound),
  mode: bound.nullable(),
  from: z.enum(['moments', 'listed']),
});

/** `distribution`: a `ThrowDistribution`, as `analyzeSnakes` gives it. */
export const distributionSchema = allowing(
  'a throw distribution of analyzeSnakes',
  z.looseObject({
    probabilities: chances,
    finished: z.number(),
    stuck: z.number(),
    remaining: z.number(),
    complete: z.boolean(),
    visits: chances,
  }),
);

/** `analysis`: a `SnakesAnalysis`, as `analyzeSnakes` gives it. */
export const analysisSchema = allowing(
  'an analysis of analyzeSnakes',
  z.looseObject({
    end: z.enum(END_RULES),
    faces: z.number().int().min(1),
    chain: z.boolean(),
    finite: z.boolean(),
    expected: count,
    errorBound: count,
    sd: count,
    sdError: count,
    trap: count,
    median: count,
    mode: count,
    minimum: count,
    percentiles: z.record(z.string(), count),
    within: z.record(z.string(), count),
    bounds,
    distribution: distributionSchema,
    solver: z.looseObject({ iterations: z.number(), reduced: z.number() }).nullable(),
  }),
);

/** `extras`: what may come with an analysis's drawing. */
export const extrasSchema = allowing(
  'extras { title?, players?, exact?, importance? } from the analysis functions',
  z.looseObject({
    title: z.string().optional(),
    players: z
      .object({
        players: z.number(),
        seats: z.array(z.number()),
        never: z.number(),
        rounds: count,
        throws: count,
        roundsBounds: bound.nullable(),
        throwsBounds: bound.nullable(),
        throwsDistribution: chances,
      })
      .optional(),
    exact: z.looseObject({ numerator: z.bigint(), denominator: z.bigint() }).nullable().optional(),
    importance: z
      .array(
        z.looseObject({
          kind: z.enum(['ladder', 'snake']),
          from: z.number(),
          to: z.number(),
          expected: count,
          change: count,
        }),
      )
      .optional(),
  }),
);
