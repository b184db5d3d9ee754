import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Badge, Button, Text, Title, VisuallyHidden } from '@mantine/core';
import { memo, useMemo, useState } from 'react';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import { columnTitleSchema, type Board, type Task } from '../types';
import { COLUMN_PAGE, columnDropId } from '../use-board-drag';
import { AddTaskForm } from './add-task-form';
import { ColumnMenu } from './column-menu';
import { SortableTaskCard } from './task-card';
import { TitleForm } from './title-form';
import classes from './kanban.module.css';

interface KanbanColumnProps {
  board: Board;
  taskIds: readonly number[];
  /** How many of its cards the column draws (a long column shows more on demand). */
  limit: number;
  onShowMore: (boardId: string) => void;
  tasksById: ReadonlyMap<number, Task>;
  onOpen: (id: number) => void;
  onRename: (board: Board, title: string) => Promise<unknown>;
  onClear: (board: Board) => void;
  onDelete: (board: Board) => void;
}

/** One column: its title and menu, its cards (a drop area even when empty), "add a task". */
export const KanbanColumn = memo(function KanbanColumn({
  board,
  taskIds,
  limit,
  onShowMore,
  tasksById,
  onOpen,
  onRename,
  onClear,
  onDelete,
}: KanbanColumnProps) {
  const { t } = useTranslation('kanban');
  const [renaming, setRenaming] = useState(false);
  const { setNodeRef } = useDroppable({ id: columnDropId(board.id) });
  const headingId = `kanban-column-${board.id}`;
  const visible = useMemo(() => taskIds.slice(0, limit), [taskIds, limit]);
  const hidden = taskIds.length - visible.length;
  return (
    <section className={classes.column} aria-labelledby={headingId} data-board-id={board.id}>
      <div className={classes.columnHeader}>
        {renaming ? (
          <TitleForm
            schema={columnTitleSchema}
            label={t('column.rename')}
            initial={board.title}
            submitLabel={t('actions.save')}
            onCancel={() => setRenaming(false)}
            onSubmit={async (title) => {
              await onRename(board, title);
              setRenaming(false);
            }}
          />
        ) : (
          <>
            <Title order={2} size="h5" id={headingId} {...bidiText(classes.columnTitle)}>
              {board.title}
            </Title>
            <Badge variant="light" color="gray">
              <span aria-hidden="true">{taskIds.length}</span>
              <VisuallyHidden>{t('column.count', { count: taskIds.length })}</VisuallyHidden>
            </Badge>
            <ColumnMenu
              title={board.title}
              count={taskIds.length}
              onRename={() => setRenaming(true)}
              onClear={() => onClear(board)}
              onDelete={() => onDelete(board)}
            />
          </>
        )}
      </div>
      <SortableContext id={board.id} items={visible} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} className={classes.cards} aria-labelledby={headingId}>
          {visible.map((id) => {
            const task = tasksById.get(id);
            return task ? <SortableTaskCard key={id} task={task} onOpen={onOpen} /> : null;
          })}
        </ul>
      </SortableContext>
      {hidden > 0 && (
        <Button variant="subtle" size="xs" onClick={() => onShowMore(board.id)}>
          {t('column.showMore', { count: Math.min(hidden, COLUMN_PAGE), total: hidden })}
        </Button>
      )}
      {taskIds.length === 0 && (
        <Text size="sm" c="dimmed" ta="center">
          {t('column.empty')}
        </Text>
      )}
      <AddTaskForm boardId={board.id} boardTitle={board.title} />
    </section>
  );
});
