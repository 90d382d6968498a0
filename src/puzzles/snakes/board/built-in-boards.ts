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
 * 30-square moves example, 3 throws).
 */
export const BUILT_IN_BOARDS: Readonly<Record<string, () => SnakesBoard>> = {
  classic: () => classic('classic', 47),
  'classic-48': () => classic('classic-48', 48),
  'example-30': example30,
};
