// What the judge leaves to end: run once, at the end, and the signal handlers there exactly while a
// judge runs or something is left.
import { describe, expect, it } from 'vitest';
import { endLeftovers, holdLeftovers, leaveBehind, leftoverCount } from './leftovers.js';

const handlers = () => ['SIGINT', 'SIGTERM', 'SIGHUP'].map((signal) => process.listenerCount(signal));

describe('the leftovers of a judge', () => {
  it('keeps the signal handlers while a judge runs or something is left to end', () => {
    const before = handlers();
    const release = holdLeftovers();
    expect(handlers()).toEqual(before.map((count) => count + 1));
    const forget = leaveBehind(() => {});
    release();
    release();
    expect(handlers()).toEqual(before.map((count) => count + 1));
    forget();
    expect(handlers()).toEqual(before);
    expect(leftoverCount()).toBe(0);
  });

  it('runs each ending once, however many fail, and forgets one ended already', () => {
    const ran: string[] = [];
    leaveBehind(() => ran.push('a'));
    leaveBehind(() => {
      throw new Error('gone');
    });
    const forget = leaveBehind(() => ran.push('c'));
    forget();
    endLeftovers();
    endLeftovers();
    expect(ran).toEqual(['a']);
    expect(leftoverCount()).toBe(0);
  });
});
