import { makeSnakesBoard, type SnakesBoard } from './board.js';

const CLASSIC_LADDERS: ReadonlyArray<[number, number]> = [
  [1, 38],
  [4, 14],
  [9, 31],
  [21, 42],
  [28, 84],
  [36, 44],
  [51, 67],
  [71, 91],
  [80, 100],
];
const CLASSIC_CHUTES: ReadonlyArray<[number, number]> = [
  [16, 6],
  [49, 11],
  [56, 53],
  [62, 19],
  [64, 60],
  [87, 24],
  [93, 73],
  [95, 75],
  [98, 78],
];

function classic(name: string, chute47: number): SnakesBoard {
  const jumps = [...CLASSIC_LADDERS, ...CLASSIC_CHUTES, [chute47, 26] as [number, number]].map(
    ([from, to]) => ({ from, to }),
  );
  return makeSnakesBoard({
    format: 'board',
    name,
    first: 1,
    last: 100,
    start: 0,
    jumps,
    rows: 10,
    columns: 10,
  });
}

function example30(): SnakesBoard {
  const jumps = [
    [2, 21],
    [4, 7],
    [10, 25],
    [19, 28],
    [26, 0],
    [20, 8],
    [16, 3],
    [18, 6],
  ].map(([from, to]) => ({ from, to }));
  return makeSnakesBoard({ format: 'moves', name: 'example-30', first: 0, last: 29, start: 0, jumps });
}

/**
 * The built-in boards by name (rules: docs/rules.md): `classic` (Milton Bradley 1952, players
 * start off the board), `classic-48` (the editions whose chute starts on 48), `example-30` (the
 * 30-square moves example, 3 throws). Its keys are literal: `BUILT_IN_BOARDS.classic()` type-checks, a
 * misspelt name does not.
 */
export const BUILT_IN_BOARDS = Object.freeze({
  classic: () => classic('classic', 47),
  'classic-48': () => classic('classic-48', 48),
  'example-30': example30,
} as const satisfies Record<string, () => SnakesBoard>);

/** A built-in board's name: `classic`, `classic-48` or `example-30`. */
type BuiltInBoardName = keyof typeof BUILT_IN_BOARDS;

/** Whether `name` names a built-in board (own keys only: `toString` does not). Cost: O(1). */
export function isBuiltInBoard(name: string): name is BuiltInBoardName {
  return Object.hasOwn(BUILT_IN_BOARDS, name);
}
