import { DndContext, DragOverlay, MeasuringStrategy, type UniqueIdentifier } from '@dnd-kit/core';
import { useCallback, useMemo, useState } from 'react';
import { useDndAccessibility, useDndSensors } from '@/components/dnd/use-dnd';
import { useTranslation } from '@/lib/i18n-react';
import type { KanbanData } from '../api';
import { useMoveTask } from '../api';
import { COLUMN_PAGE, useBoardDrag } from '../use-board-drag';
import type { useKanbanActions } from '../use-kanban-actions';
import { AddBoardForm } from './add-board-form';
import { KanbanColumn } from './kanban-column';
import { TaskCard } from './task-card';
import classes from './kanban.module.css';

interface KanbanBoardProps {
  data: KanbanData;
  actions: ReturnType<typeof useKanbanActions>;
  onOpen: (id: number) => void;
}

/** The columns side by side, cards dragged within and across them (mouse, touch, keys). */
export function KanbanBoard({ data, actions, onOpen }: KanbanBoardProps) {
  const { t } = useTranslation('kanban');
  const { mutate: move } = useMoveTask();
  const [limits, setLimits] = useState<Record<string, number>>({});
  const limitOf = useCallback((id: string) => limits[id] ?? COLUMN_PAGE, [limits]);
  const onShowMore = useCallback(
    (id: string) =>
      setLimits((current) => ({ ...current, [id]: (current[id] ?? COLUMN_PAGE) + COLUMN_PAGE })),
    [],
  );
  const drag = useBoardDrag(data, move, limitOf);
  const sensors = useDndSensors();
  const tasksById = useMemo(() => new Map(data.tasks.map((task) => [task.id, task])), [data.tasks]);
  const describe = useCallback(
    (id: UniqueIdentifier) => {
      if (typeof id === 'number') return tasksById.get(id)?.title ?? String(id);
      const board = data.boards.find((candidate) => `column:${candidate.id}` === id);
      return t('column.named', { title: board?.title ?? String(id) });
    },
    [tasksById, data.boards, t],
  );
  const accessibility = useDndAccessibility(describe);
  const active = drag.activeId === null ? undefined : tasksById.get(drag.activeId);

  return (
    <DndContext
      sensors={sensors}
      accessibility={accessibility}
      collisionDetection={drag.collisionDetection}
      measuring={{ droppable: { strategy: MeasuringStrategy.WhileDragging } }}
      {...drag.handlers}
    >
      <div className={classes.board}>
        {data.boards.map((board) => (
          <KanbanColumn
            key={board.id}
            board={board}
            taskIds={drag.columns[board.id] ?? []}
            limit={limitOf(board.id)}
            onShowMore={onShowMore}
            tasksById={tasksById}
            onOpen={onOpen}
            onRename={actions.rename}
            onClear={actions.clear}
            onDelete={actions.remove}
          />
        ))}
        <AddBoardForm takenIds={data.boards.map((board) => board.id)} />
      </div>
      <DragOverlay>
        {active ? (
          // A picture of the card under the pointer: the card itself stays in its list.
          <div aria-hidden="true" inert>
            <TaskCard task={active} overlay />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
