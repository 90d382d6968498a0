import { describe, expect, it } from 'vitest';
import { answerJson, answerShown, differed, notCompared, readPastedAnswer, splitAnswers } from './answer.js';
import { relaxedJson } from './relaxed-json.js';
import { withSizeLine } from './size-line.js';

describe('readPastedAnswer', () => {
  it('reads each kind of answer problem pages give', () => {
    expect(readPastedAnswer(' 4 ')).toEqual({ kind: 'number', value: 4n });
    expect(readPastedAnswer('-1')).toEqual({ kind: 'number', value: -1n });
    expect(readPastedAnswer('789360053252')).toEqual({ kind: 'number', value: 789360053252n });
    for (const none of ['[]', 'None', 'impossible', 'No path', 'not possible', '"-1"'])
      expect(readPastedAnswer(none).kind).toBe('none');
    expect(readPastedAnswer('["DDRDRR", "DRDDRR"]')).toEqual({ kind: 'paths', value: ['DDRDRR', 'DRDDRR'] });
    expect(readPastedAnswer("['DR']")).toEqual({ kind: 'paths', value: ['DR'] });
    expect(readPastedAnswer('DDRDRR DRDDRR')).toEqual({ kind: 'paths', value: ['DDRDRR', 'DRDDRR'] });
    expect(readPastedAnswer('1 0\n1 1')).toEqual({
      kind: 'matrix',
      value: [
        [1, 0],
        [1, 1],
      ],
    });
    expect(readPastedAnswer('{{1,0},{1,1}}')).toEqual({
      kind: 'matrix',
      value: [
        [1, 0],
        [1, 1],
      ],
    });
    expect(readPastedAnswer('four throws')).toEqual({ kind: 'text', text: 'four throws' });
  });

  it('shows a number past 2^53 as a string in JSON, exactly', () => {
    expect(answerJson(readPastedAnswer('123456789012345678901'))).toBe('123456789012345678901');
    expect(answerJson(readPastedAnswer('-1'))).toBe(-1);
  });
});

describe('an answer shown in a verdict', () => {
  it('writes what would drive or reorder a terminal as escapes', () => {
    const answer = readPastedAnswer('a\u202eb\u2066c\u009bd\u007fe\u001b[2J');
    expect(answerShown(answer)).toBe('a\\u202eb\\u2066c\\u009bd\\u007fe\\u001b[2J');
    expect(differed(answer, 'the paste', 'the fewest is 4').verdict).toBe(
      'differs: the paste says a\\u202eb\\u2066c\\u009bd\\u007fe\\u001b[2J, the fewest is 4',
    );
    expect(notCompared(answer, '--expect', 'a number').verdict).toBe(
      'not compared: --expect says "a\\u202eb\\u2066c\\u009bd\\u007fe\\u001b[2J", not a number',
    );
  });
});

describe('splitAnswers', () => {
  it('gives one answer a line, or one a word, for as many boards', () => {
    expect(splitAnswers('3\n5', 2)).toEqual(['3', '5']);
    expect(splitAnswers('3 5', 2)).toEqual(['3', '5']);
    expect(splitAnswers('3', 2)).toBeNull();
  });
});

describe('relaxedJson', () => {
  it('reads an object written as code writes it', () => {
    const written = `board = {
      squares: 30,            // the board
      'ladders': {3: 22, 5: 8,},
      "snakes": [(17, 4), (19, 7)],
      chain: False,
    };`;
    expect(JSON.parse(relaxedJson(written)!)).toEqual({
      squares: 30,
      ladders: { 3: 22, 5: 8 },
      snakes: [
        [17, 4],
        [19, 7],
      ],
      chain: false,
    });
  });

  it('reads nothing else', () => {
    expect(relaxedJson('class Solution { int n = 3; }')).toBeNull();
    expect(relaxedJson('{"a": 1} and more')).toBeNull();
    expect(relaxedJson('{a: f(1)}')).toBeNull();
  });
});

describe('withSizeLine', () => {
  it('writes n = 4 over rows as the size line the readers know, every column kept', () => {
    expect(withSizeLine('n = 2\n1 0\n1 1')).toBe('    2\n1 0\n1 1');
    expect(withSizeLine('rows = 2, cols = 3\n1 0 1\n1 1 1')).toBe('       2         3\n1 0 1\n1 1 1');
    expect(withSizeLine('N = 8\narr[] = {3, 22}')).toBe('N = 8\narr[] = {3, 22}');
  });
});
