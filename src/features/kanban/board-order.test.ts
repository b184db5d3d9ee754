import { describe, expect, it } from 'vitest';
import { applyMove, boardIdFor, columnsOf, planMove } from './board-order';
import type { Task } from './types';

const task = (id: number, boardId: string): Task => ({
  id,
  boardId,
  title: `T${id}`,
  labels: [],
  description: '',
  dueDate: '2026-01-01',
  attachments: [],
  comments: [],
  assignedTo: [],
});
const boards = [{ id: 'a' }, { id: 'b' }];
// a: 1 3 5, b: 2 4 6 (interleaved in the one list)
const start = [1, 2, 3, 4, 5, 6].map((id) => task(id, id % 2 ? 'a' : 'b'));

/** Moves with the calls the screen would make and returns the columns the server ends with. */
const drop = (id: number, board: string, index: number) =>
  columnsOf(boards, applyMove(start, planMove(start, id, board, index)));

describe('board order', () => {
  it('places a task at any index of its own column', () => {
    expect(drop(1, 'a', 2)).toEqual({ a: [3, 5, 1], b: [2, 4, 6] });
    expect(drop(5, 'a', 0)).toEqual({ a: [5, 1, 3], b: [2, 4, 6] });
    expect(drop(3, 'a', 1)).toEqual({ a: [1, 3, 5], b: [2, 4, 6] });
    expect(planMove(start, 3, 'a', 1)).toEqual({ taskId: 3 });
  });

  it('places a task at any index of another column', () => {
    for (let index = 0; index <= 3; index += 1) {
      const b = [2, 4, 6];
      b.splice(index, 0, 5);
      expect(drop(5, 'b', index)).toEqual({ a: [1, 3], b });
      const b1 = [2, 4, 6];
      b1.splice(index, 0, 1);
      expect(drop(1, 'b', index)).toEqual({ a: [3, 5], b: b1 });
    }
  });

  it('moves to an empty column with one call', () => {
    const plan = planMove(start, 1, 'c', 0);
    expect(plan).toEqual({ taskId: 1, newBoardId: 'c' });
  });

  it('makes board ids from titles', () => {
    expect(boardIdFor('Em revisão', [])).toBe('em-revisao');
    expect(boardIdFor('A fazer', ['a-fazer'])).toBe('a-fazer-2');
    expect(boardIdFor('!!!', [])).toBe('coluna');
  });
});
