import type { LegendItem } from '../board/Legend.js';
import type { MazeMode } from '../search/protocol.js';

/** What the maze's colours mean in a mode and view: only the colours it shows. */
export function legendOf(mode: MazeMode, learn: boolean): LegendItem[] {
  const wall = { swatch: 'wall', text: 'wall' };
  if (mode === 'shortest')
    return learn
      ? [
          wall,
          { swatch: 'reached', text: 'explored (taken from the queue)' },
          { swatch: 'frontier', text: 'in the queue' },
          { swatch: 'current', text: 'being expanded' },
          {
            swatch: 'path',
            text: 'the goal reached, and the path rebuilt from it; arrows: each cell’s parent',
          },
        ]
      : [
          wall,
          { swatch: 'reached', text: 'explored (taken from the queue)' },
          { swatch: 'frontier', text: 'in the queue' },
          { swatch: 'path', text: 'the shortest path (dashed: beyond the levels shown)' },
        ];
  if (mode === 'count') return [wall];
  if (learn)
    return [
      wall,
      { swatch: 'frontier', text: 'on the stack (the path so far)' },
      { swatch: 'current', text: 'the top of the stack' },
      { swatch: 'tried', text: 'a dead end, backed out of' },
      { swatch: 'path', text: 'the walk (the stack), and the goal when reached' },
    ];
  return mode === 'first'
    ? [
        wall,
        { swatch: 'tried', text: 'tried by backtracking' },
        { swatch: 'path', text: 'the walk, then the path found' },
      ]
    : [wall, { swatch: 'path', text: 'the path shown' }];
}
