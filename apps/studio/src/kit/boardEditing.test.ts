import { describe, expect, it } from 'vitest';
import { appendVersionIds, boardAddedToast } from './boardEditing.ts';

const board = (ids: string[]) => ({ versions: ids.map((id) => ({ id })) }) as never;

describe('appendVersionIds', () => {
  it('keeps the board order and puts the new versions last, in the order chosen', () => {
    expect(appendVersionIds(board(['a', 'b']), ['d', 'c'])).toEqual(['a', 'b', 'd', 'c']);
  });

  it('adds a version once, whether it is on the board already or chosen twice', () => {
    expect(appendVersionIds(board(['a', 'b']), ['b', 'c', 'c'])).toEqual(['a', 'b', 'c']);
  });

  it('fills an empty board', () => {
    expect(appendVersionIds(board([]), ['x'])).toEqual(['x']);
  });
});

describe('boardAddedToast', () => {
  it('names the board the versions went on', () => {
    expect(boardAddedToast('Kitchen picks')).toEqual({
      title: 'Success',
      description: 'Added to Kitchen picks',
      variant: 'success',
    });
  });
});
