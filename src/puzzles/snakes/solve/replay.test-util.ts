import { expect } from 'vitest';
import type { SnakesBoard } from '../board/board.js';
import type { SnakesSolution } from './solution.js';

/**
 * Replays a game throw by throw under the game's rules (docs/rules.md), independently of the solver: each face in
 * 1…faces, never past the last square, one jump (or the whole chain) on landing.
 */
export function replay(
  board: SnakesBoard,
  solution: SnakesSolution,
  faces = board.faces,
  chain = false,
): void {
  const jump = new Map<number, number>();
  board.jumpFrom.forEach((from, i) => jump.set(from, board.jumpTo[i]));
  const { path, rolls } = solution;
  expect(path![0]).toBe(board.start);
  expect(rolls!.length).toBe(solution.moves);
  let square = board.start;
  rolls!.forEach((face, i) => {
    expect(face).toBeGreaterThanOrEqual(1);
    expect(face).toBeLessThanOrEqual(faces);
    square += face;
    expect(square).toBeLessThanOrEqual(board.last);
    if (jump.has(square)) square = jump.get(square)!;
    while (chain && jump.has(square)) square = jump.get(square)!;
    expect(square).toBe(path![i + 1]);
  });
  expect(square).toBe(board.last);
}
