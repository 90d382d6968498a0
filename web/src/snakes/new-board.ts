/** "New board" on the Snakes and Ladders tab: an n×n board, its die, the fewest throws, one game. */
import type { GenerateSnakesOptions } from 'boardpath';
import { whole, type NewBoardForm } from '../generate/request.js';

/** The Snakes and Ladders tab's form. */
export const SNAKES_NEW_BOARD: NewBoardForm = {
  fields: [
    { kind: 'text', key: 'size', label: 'Size (n × n squares)' },
    { kind: 'text', key: 'faces', label: 'Die (faces)' },
    { kind: 'text', key: 'fewest', label: 'Fewest throws (blank: any; -1: none)' },
    { kind: 'check', key: 'unique', label: 'Exactly one shortest game' },
  ],
  first: { size: '10' },
  request(fields, seed) {
    const fewest = whole('Fewest moves', fields.fewest, true);
    return {
      puzzle: 'snakes',
      options: {
        size: whole('Size', fields.size),
        faces: whole('Die', fields.faces),
        fewest,
        unique: fields.unique || undefined,
        seed,
      },
    };
  },
  flags({ options }) {
    const { size, faces, fewest, unique } = options as GenerateSnakesOptions;
    return [
      ['--size', size],
      ['--faces', faces],
      ['--fewest', fewest],
      ['--unique', unique],
    ];
  },
  one: (made) => (made.answer.path ?? []).join(' → '),
};
