/** "New board" on the two-token tab: the grid, the fewest moves, one solution and its mirror. */
import type { GenerateTokensOptions } from 'boardpath';
import { gridSize, whole, type NewBoardForm } from '../generate/request.js';

/** The two-token tab's form. */
export const TOKENS_NEW_BOARD: NewBoardForm = {
  fields: [
    { kind: 'text', key: 'size', label: 'Size (rows × columns)', width: 8 },
    { kind: 'text', key: 'fewest', label: 'Fewest moves (blank: any; -1: none)' },
    { kind: 'check', key: 'unique', label: 'One shortest solution (and its mirror image)' },
  ],
  first: { size: '5×5' },
  request(fields, seed) {
    const fewest = whole('Fewest moves', fields.fewest, true);
    return {
      puzzle: 'tokens',
      options: { ...gridSize(fields.size), fewest, unique: fields.unique || undefined, seed },
    };
  },
  flags({ options }) {
    const { rows, columns, fewest, unique } = options as GenerateTokensOptions;
    const sized = rows !== undefined || columns !== undefined;
    return [
      ['--size', sized ? `${rows ?? 5}x${columns ?? 5}` : undefined],
      ['--fewest', fewest],
      ['--unique', unique],
    ];
  },
  one: (made) =>
    made.puzzle === 'tokens'
      ? (made.answer.steps ?? []).map((step) => `${step.token} ${step.direction} ${step.distance}`).join(', ')
      : '',
};
