import { describe, expect, it } from 'vitest';
import { BoardpathError } from './errors.js';
import {
  checkOptions,
  checkValue,
  maxMemorySchema,
  maxWorkSchema,
  optionsSchema,
  progressSchema,
  showValue,
  signalSchema,
} from './options.js';

const schema = optionsSchema({
  maxMemory: maxMemorySchema.optional(),
  maxWork: maxWorkSchema.optional(),
  signal: signalSchema.optional(),
  progress: progressSchema.optional(),
});

function problem(run: () => unknown): BoardpathError {
  try {
    run();
  } catch (error) {
    if (error instanceof BoardpathError) return error;
    throw error;
  }
  throw new Error('no error');
}

describe('checkOptions', () => {
  it('takes absent options, known keys, and undefined values as the defaults', () => {
    expect(checkOptions(schema, undefined)).toEqual({});
    expect(checkOptions(schema, { maxMemory: 2 ** 20, maxWork: undefined })).toEqual({ maxMemory: 2 ** 20 });
  });

  it('names the option and says what it allows', () => {
    const error = problem(() => checkOptions(schema, { maxMemory: Infinity }));
    expect(error.code).toBe('E_USAGE');
    expect(error.where.option).toBe('maxMemory');
    expect(error.message).toBe(
      'maxMemory must be a whole number of bytes from 0 to 2^48 (256 TB), not Infinity',
    );
    expect(problem(() => checkOptions(schema, { maxWork: 0 })).message).toBe(
      'maxWork must be a whole number of steps from 1 to 1e15, not 0',
    );
    expect(problem(() => checkOptions(schema, { maxWork: '5e8' })).message).toBe(
      'maxWork must be a whole number of steps from 1 to 1e15, not "5e8"',
    );
    expect(problem(() => checkOptions(schema, { progress: 3 })).where.option).toBe('progress');
  });

  it('refuses unknown keys, suggesting the option meant', () => {
    const error = problem(() => checkOptions(schema, { maxMemroy: 5 }));
    expect(error.message).toBe('unknown option "maxMemroy" (did you mean maxMemory?)');
    expect(error.where.option).toBe('maxMemroy');
    expect(problem(() => checkOptions(schema, { speed: 5 })).message).toBe(
      'unknown option "speed" (the options: maxMemory, maxWork, signal, progress)',
    );
  });

  it('refuses options that are not an object', () => {
    for (const options of [null, 5, 'fast', [1, 2]])
      expect(problem(() => checkOptions(schema, options)).message).toMatch(/^the options must be an object/);
  });

  it('stops at once on a signal that has already fired', () => {
    const controller = new AbortController();
    controller.abort();
    expect(problem(() => checkOptions(schema, { signal: controller.signal })).code).toBe('E_ABORTED');
    expect(problem(() => checkOptions(schema, { signal: { aborted: true } })).message).toBe(
      'signal must be an AbortSignal, not {"aborted":true}',
    );
  });
});

describe('checkValue and showValue', () => {
  it('show values short and without control characters', () => {
    expect(showValue('x'.repeat(100))).toBe(`"${'x'.repeat(40)}…"`);
    expect(showValue('\u001b]0;title\u0007')).toBe('"\\u001b]0;title\\u0007"');
    expect(showValue(10n)).toBe('10n');
    expect(showValue(new Uint8Array(3))).toBe('a Uint8Array');
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(showValue(cycle)).toBe('an object');
    expect(checkValue('maxWork', maxWorkSchema, 5e8)).toBe(5e8);
  });
});
