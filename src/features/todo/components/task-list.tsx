import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Center } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useDndAccessibility, useDndSensors } from '@/components/dnd/use-dnd';
import { today as todayOf } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n-react';
import type { Task } from '../types';
import { TaskItem, type TaskActions } from './task-item';
import classes from './todo.module.css';

/** How many rows are drawn at first, and added by each "show more". */
export const TASKS_PER_PAGE = 50;

interface TaskListProps extends TaskActions {
  tasks: readonly Task[];
  label: string;
  draggable: boolean;
  onReorder: (taskId: number, targetTaskId: number) => void;
}

/**
 * The tasks, reorderable by drag (mouse, touch, keyboard) in the list's own order. A long
 * list is drawn fifty rows at a time.
 */
export function TaskList({ tasks, label, draggable, onReorder, ...actions }: TaskListProps) {
  const { t } = useTranslation('todo');
  const sensors = useDndSensors();
  const [shown, setShown] = useState(TASKS_PER_PAGE);
  const visible = useMemo(() => tasks.slice(0, shown), [tasks, shown]);
  const ids = useMemo(() => visible.map((task) => task.id), [visible]);
  const describe = useCallback(
    (id: UniqueIdentifier) => tasks.find((task) => task.id === id)?.title ?? String(id),
    [tasks],
  );
  const accessibility = useDndAccessibility(describe);
  const today = todayOf();

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onReorder(Number(active.id), Number(over.id));
  };

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={accessibility}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={!draggable}>
          <ul className={classes.list} aria-label={label}>
            {visible.map((task) => (
              <TaskItem
                key={task.id}
                task={task}
                draggable={draggable}
                today={today}
                {...actions}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      {tasks.length > shown && (
        <Center p="md">
          <Button variant="light" onClick={() => setShown((count) => count + TASKS_PER_PAGE)}>
            {t('showMore', { count: tasks.length - shown })}
          </Button>
        </Center>
      )}
    </>
  );
}
