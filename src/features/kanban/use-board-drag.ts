import {
  closestCenter,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove } from '@dnd-kit/sortable';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { KanbanData } from './api';
import { columnsOf, planMove, type MovePlan } from './board-order';

type Columns = Record<string, number[]>;

/**
 * A column draws its first cards and shows more on demand, this many at a time: a 500-card
 * board stays quick to draw and to drag (every drawn card is measured while dragging).
 */
export const COLUMN_PAGE = 40;

/** A column's drop area id; cards use their task id (a number). */
export const columnDropId = (boardId: string) => `column:${boardId}`;
const boardOfDropId = (id: UniqueIdentifier) =>
  typeof id === 'string' && id.startsWith('column:') ? id.slice('column:'.length) : null;

function containerOf(id: UniqueIdentifier, columns: Columns): string | undefined {
  const board = boardOfDropId(id);
  if (board !== null) return board in columns ? board : undefined;
  return Object.keys(columns).find((key) => columns[key]?.includes(Number(id)));
}

/**
 * A drag across the board: while it lasts, the columns are a local arrangement (a card
 * crosses into another column as the pointer or the keys take it there); the drop becomes the
 * move's calls, and the arrangement stays until the board's data shows the move, so nothing
 * flickers back.
 */
export function useBoardDrag(
  data: KanbanData | undefined,
  onMove: (plan: MovePlan) => void,
  /** How many cards a column draws: a card dropped on the column lands after the last one. */
  limitOf: (boardId: string) => number,
) {
  const [columns, setColumns] = useState<Columns | null>(null);
  const [activeId, setActiveId] = useState<number | null>(null);
  const columnsRef = useRef<Columns | null>(null);
  const settling = useRef(false);

  const update = (next: Columns | null) => {
    columnsRef.current = next;
    setColumns(next);
  };

  useEffect(() => {
    if (!settling.current) return;
    settling.current = false;
    columnsRef.current = null;
    setColumns(null);
  }, [data]);

  const shown = useMemo(
    () => columns ?? (data ? columnsOf(data.boards, data.tasks) : {}),
    [columns, data],
  );

  /** Cards before columns; inside a column, the nearest of its cards. */
  const collisionDetection: CollisionDetection = useCallback((args) => {
    const hits = args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args);
    const card = hits.find((hit) => boardOfDropId(hit.id) === null);
    if (card) return [card];
    const column = hits[0];
    if (!column) return closestCenter(args);
    const ids = columnsRef.current?.[boardOfDropId(column.id) ?? ''] ?? [];
    if (ids.length === 0) return [column];
    const inColumn = args.droppableContainers.filter((c) => ids.includes(Number(c.id)));
    return closestCenter({ ...args, droppableContainers: inColumn });
  }, []);

  const onDragStart = ({ active }: DragStartEvent) => {
    if (!data) return;
    settling.current = false;
    update(columnsOf(data.boards, data.tasks));
    setActiveId(Number(active.id));
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    const current = columnsRef.current;
    if (!over || !current) return;
    const from = containerOf(active.id, current);
    const to = containerOf(over.id, current);
    if (!from || !to || from === to) return;
    const moving = Number(active.id);
    const target = [...(current[to] ?? [])];
    const overIndex = target.indexOf(Number(over.id));
    const translated = active.rect.current.translated;
    const below = translated !== null && translated.top > over.rect.top + over.rect.height / 2;
    const index =
      overIndex === -1 ? Math.min(target.length, limitOf(to)) : overIndex + (below ? 1 : 0);
    target.splice(index, 0, moving);
    update({
      ...current,
      [from]: (current[from] ?? []).filter((id) => id !== moving),
      [to]: target,
    });
  };

  const finish = () => setActiveId(null);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    finish();
    let current = columnsRef.current;
    const moving = Number(active.id);
    const board = current ? containerOf(active.id, current) : undefined;
    if (!current || !data || !board || !over) return update(null);
    const ids = current[board] ?? [];
    const overIndex = ids.indexOf(Number(over.id));
    if (overIndex !== -1) {
      current = { ...current, [board]: arrayMove(ids, ids.indexOf(moving), overIndex) };
    }
    const plan = planMove(data.tasks, moving, board, current[board]?.indexOf(moving) ?? 0);
    if (plan.newBoardId === undefined && plan.targetTaskId === undefined) return update(null);
    settling.current = true;
    update(current);
    onMove(plan);
  };

  const onDragCancel = () => {
    finish();
    update(null);
  };

  return {
    columns: shown,
    activeId,
    collisionDetection,
    handlers: { onDragStart, onDragOver, onDragEnd, onDragCancel },
  };
}
