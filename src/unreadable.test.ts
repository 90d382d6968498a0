// Arguments that cannot be read: a revoked Proxy throws the runtime's TypeError at any look inside
// it, and a Proxy over a frozen board whose `get` answers other values breaks the language's own
// rules. Every function of the three entries refuses both in the library's words, a
// BoardpathError naming the argument, never the runtime's TypeError.
import { describe, expect, it } from 'vitest';
import * as engine from './engine.js';
import * as root from './index.js';
import * as node from './node.js';
import { slow } from './slow.test-util.js';

function revoked(target: object): object {
  const { proxy, revoke } = Proxy.revocable(target, {});
  revoke();
  return proxy;
}

// A view of `made` whose numbers all read 7, though its frozen fields say otherwise.
function lying(made: object): object {
  return new Proxy(made, {
    get: (target, key) => {
      const field: unknown = Reflect.get(target, key);
      return typeof field === 'number' ? 7 : field;
    },
  });
}

type Call = (...args: unknown[]) => unknown;
const entries: Record<string, unknown> = { ...root, ...engine, ...node };
const functions = Object.keys(entries)
  .filter((name) => typeof entries[name] === 'function' && !/^[A-Z]/.test(name))
  .map((name): [string, Call] => [name, entries[name] as Call]);

// What a call gives: its error, or nothing (a generator's first step and a promise's end included).
async function errorOf(run: () => unknown): Promise<unknown> {
  try {
    const answer = run() as { then?: unknown; next?: unknown } | null;
    if (answer && typeof answer.then === 'function') await answer;
    if (answer && typeof answer.next === 'function') (answer as Iterator<unknown>).next();
    return undefined;
  } catch (error) {
    return error;
  }
}

describe('an argument that cannot be read', () => {
  it('is refused as a BoardpathError by every function, in any of the first three places', slow, async () => {
    const raw: string[] = [];
    for (const [name, run] of functions)
      for (let place = 0; place < 3; place++)
        for (const target of [{}, []]) {
          const args: unknown[] = [undefined, undefined, undefined];
          args[place] = revoked(target);
          const error = await errorOf(() => run(...args));
          if (error !== undefined && !(error instanceof root.BoardpathError))
            raw.push(`${name}, argument ${place + 1}: ${String(error)}`);
        }
    expect(raw).toEqual([]);
  });

  it('names the argument and what went wrong', () => {
    const grid = root.parseMaze('S..\n.#.\n..G');
    expect(() => root.solveMaze(revoked([]) as root.MazeGrid)).toThrow(/^grid cannot be read: .*revoked/);
    expect(() => root.withEnds(grid, { start: revoked([]) as never })).toThrow(/^ends\.start cannot be read/);
    expect(() => root.solveSnakes(root.BUILT_IN_BOARDS.classic(), revoked({}) as never)).toThrow(
      /^the options cannot be read/,
    );
  });

  it('is refused, or read as the numbers it shows, when a Proxy over a board lies', async () => {
    const made = [
      root.BUILT_IN_BOARDS.classic(),
      root.parseMaze('S..\n.#.\n..G'),
      root.parseTokens('1 2\n2 1'),
      root.solveSnakes(root.BUILT_IN_BOARDS.classic()),
      root.analyzeSnakes(root.BUILT_IN_BOARDS.classic()),
    ];
    const raw: string[] = [];
    for (const [name, run] of functions) {
      if (name === 'judgeProgram') continue; // it would start programs: its options are checked above
      for (const board of made) {
        const error = await errorOf(() => run(lying(board), undefined));
        if (error !== undefined && !(error instanceof root.BoardpathError))
          raw.push(`${name}: ${String(error)}`);
      }
    }
    expect(raw).toEqual([]);
  });
});

// A Proxy that answers `reads` gets, then throws as a revoked one does: an option that goes bad
// after it was checked, in the middle of the work.
function revokedLater<T extends object>(target: T, reads: number): T {
  let left = reads;
  return new Proxy(target, {
    get: (inner, key) => {
      if (left-- <= 0) throw new TypeError("Cannot perform 'get' on a proxy that has been revoked");
      const value: unknown = Reflect.get(inner, key, inner);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(inner) : value;
    },
  });
}

describe('options that cannot be read, of the functions that search or run for long', () => {
  // Each function, options that make it work a while (a design that cannot be met: it searches on
  // and reads its signal and progress), and the options it takes.
  const calls: [string, (options: Record<string, unknown>) => unknown, Record<string, unknown>, string[]][] =
    [
      [
        'designSnakes',
        root.designSnakes as never,
        { mean: 1000, time: 0.3 },
        ['ladders', 'snakes', 'within', 'tolerance', 'seed', 'signal', 'progress'],
      ],
      [
        'designRegion',
        root.designRegion as never,
        { aims: 2, boards: 300 },
        ['ladders', 'snakes', 'seed', 'signal'],
      ],
      [
        'judgeProgram',
        node.judgeProgram as never,
        { puzzle: 'snakes', command: ['true'], cases: 2, shrink: false },
        ['command', 'size', 'generate', 'seed', 'signal', 'progress'],
      ],
    ];
  const values: Record<string, () => unknown> = {
    'a revoked object': () => revoked({}),
    'a revoked array': () => revoked([]),
    'a revoked function': () => revoked(() => {}),
    'a lying frozen array': () => lying(Object.freeze([2, 5])),
    'a lying frozen object': () => lying(Object.freeze({ throws: 10, chance: 0.5, fewest: 3 })),
    'a signal revoked once checked': () => revokedLater(new AbortController().signal, 4),
    'an object revoked once checked': () => revokedLater({ throws: 10, chance: 0.5, fewest: 3 }, 3),
  };

  it('are refused as a BoardpathError, each option of each, before or while the work goes on', async () => {
    const raw: string[] = [];
    for (const [name, run, base, keys] of calls)
      for (const key of keys)
        for (const [kind, make] of Object.entries(values)) {
          const error = await errorOf(() => run({ ...base, [key]: make() }));
          if (error !== undefined && !(error instanceof root.BoardpathError))
            raw.push(`${name}, ${key}: ${kind}: ${String(error)}`);
        }
    expect(raw).toEqual([]);
  }, 300_000);

  it('a progress function revoked before it is called is refused in the library words', () => {
    expect(() => root.designSnakes({ mean: 1000, time: 2, progress: revoked(() => {}) as never })).toThrow(
      /^progress cannot be called: .*revoked/,
    );
  });

  it('a signal-like object with no removeEventListener judges as a signal does', async () => {
    const report = await node.judgeProgram({
      puzzle: 'snakes',
      command: ['true'],
      cases: 1,
      shrink: false,
      signal: { aborted: false, addEventListener() {} } as unknown as AbortSignal,
    });
    expect(report).toMatchObject({ cases: 1, passed: 0 });
  });
});
