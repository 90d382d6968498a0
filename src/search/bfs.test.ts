import { describe, expect, it } from 'vitest';
import { bfs, DEFAULT_BFS_STATES } from './bfs.js';
import { refusal } from './graphs.test-util.js';

describe('bfs', () => {
  it('finds a shortest way over any kind of state', () => {
    const found = bfs({ start: 1, next: (n: number) => [n + 1, n * 2], isGoal: (n) => n === 10 });
    expect(found?.path).toEqual([1, 2, 4, 5, 10]);
    const words = bfs({
      start: { word: 'a' },
      next: ({ word }) => (word.length < 3 ? [{ word: word + 'a' }, { word: word + 'b' }] : []),
      isGoal: ({ word }) => word === 'ab',
      key: ({ word }) => word,
    });
    expect(words?.path.map(({ word }) => word)).toEqual(['a', 'ab']);
    expect(bfs({ start: 0, next: () => [], isGoal: () => false })).toBeNull();
  });

  it('calls the problem’s functions as its methods', () => {
    const problem = {
      goal: 3,
      start: 0,
      next(state: number) {
        return [state + 1];
      },
      isGoal(state: number) {
        return state === this.goal;
      },
    };
    expect(bfs(problem)?.moves).toBe(3);
  });

  it('stops past maxStates (a million by default) instead of filling a Map to its limit', () => {
    const endless = { start: 0, next: (n: number) => [n + 1, n + 2], isGoal: () => false };
    expect(refusal(() => bfs(endless, { maxStates: 1000 }), 'E_MEMORY', 'maxStates').message).toMatch(
      /more than 1000 states/,
    );
    expect(refusal(() => bfs(endless), 'E_MEMORY', 'maxStates').message).toContain(
      String(DEFAULT_BFS_STATES),
    );
    refusal(() => bfs(endless, { maxStates: 2 ** 24 }), 'E_USAGE', 'maxStates');
  });

  it('stops when its signal fires, between the moves of one state too', () => {
    const controller = new AbortController();
    let calls = 0;
    const problem = {
      start: 0,
      next: function* (n: number) {
        if (++calls === 50) controller.abort();
        for (let k = 1; k <= 100; k++) yield n * 100 + k;
      },
      isGoal: () => false,
    };
    refusal(() => bfs(problem, { signal: controller.signal, maxStates: 2 ** 23 }), 'E_ABORTED');
    refusal(() => bfs(problem, { signal: AbortSignal.abort() }), 'E_ABORTED');
  });

  it('refuses a problem that is none, and moves that are no list', () => {
    refusal(() => bfs(null as never), 'E_USAGE', 'problem');
    refusal(() => bfs({ start: 0, next: [1], isGoal: () => false } as never), 'E_USAGE', 'problem');
    refusal(
      () => bfs({ start: 0, next: () => [1], isGoal: () => false, key: 'id' } as never),
      'E_USAGE',
      'problem',
    );
    expect(
      refusal(() => bfs({ start: 0, next: () => 5 as never, isGoal: () => false }), 'E_USAGE', 'problem')
        .message,
    ).toMatch(/problem\.next gave 5, not an iterable/);
    refusal(
      () => bfs({ start: 0, next: () => [], isGoal: () => false }, { maxState: 5 } as never),
      'E_USAGE',
      'maxState',
    );
  });
});
