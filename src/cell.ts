/** A square of a grid puzzle (the maze, the two tokens): `[row, column]`, both counted from 0. */
export type Cell = readonly [number, number];
