import { Checkbox, Group, Text, Tooltip } from '@mantine/core';
import { RotateCcw, Star, Trash2 } from 'lucide-react';
import { DragHandle } from '@/components/dnd/drag-handle';
import { useSortableItem } from '@/components/dnd/use-sortable-item';
import { memo } from 'react';
import { bidiText } from '@/components/bidi/bidi';
import { IconButton } from '@/components/icon-button/icon-button';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { isOverdue } from '../days';
import type { Task } from '../types';
import { AssigneeAvatar } from './assignee-avatar';
import { TagBadge } from './tag-badge';
import classes from './todo.module.css';

export interface TaskActions {
  onOpen: (task: Task) => void;
  onToggleComplete: (task: Task) => void;
  onToggleImportant: (task: Task) => void;
  onDelete: (task: Task) => void;
  onRestore: (task: Task) => void;
}

interface TaskItemProps extends TaskActions {
  task: Task;
  /** Whether the list may be reordered (its own order, not a sorted one). */
  draggable: boolean;
  today: string;
}

/** One task: drag handle, checkbox, title and tags, assignee, due date, star, delete. */
export const TaskItem = memo(function TaskItem({
  task,
  draggable,
  today,
  ...actions
}: TaskItemProps) {
  const { t } = useTranslation('todo');
  const format = useFormat();
  const sortable = useSortableItem({ id: task.id, disabled: !draggable });
  const overdue = isOverdue(task, today) && !task.isDeleted;
  const date = format.day(task.dueDate, { day: 'numeric', month: 'short' });
  const fullDate = format.day(task.dueDate, { dateStyle: 'long' });
  return (
    <li {...sortable.item} className={classes.item}>
      <DragHandle
        disabled={!draggable}
        label={t('item.move', { title: task.title })}
        {...sortable.handle}
      />
      <Checkbox
        size="sm"
        radius="xl"
        checked={task.isCompleted}
        disabled={task.isDeleted}
        onChange={() => actions.onToggleComplete(task)}
        aria-label={t('item.complete', { title: task.title })}
      />
      <div className={classes.main}>
        <button
          type="button"
          className={classes.open}
          data-completed={task.isCompleted || undefined}
          onClick={() => actions.onOpen(task)}
          aria-label={t('item.open', { title: task.title })}
          dir="auto"
        >
          {task.title}
        </button>
        {task.tags.length > 0 && (
          <Group gap={4} wrap="wrap">
            {task.tags.map((tag) => (
              <TagBadge key={tag} tag={tag} />
            ))}
          </Group>
        )}
      </div>
      <div className={classes.meta}>
        <AssigneeAvatar assignee={task.assignee} />
        <Tooltip label={fullDate}>
          <Text
            component="span"
            size="xs"
            c={overdue ? undefined : 'dimmed'}
            className={classes.due}
            data-overdue={overdue || undefined}
          >
            <time
              dateTime={task.dueDate}
              aria-label={t(overdue ? 'item.overdueDate' : 'item.due', { date: fullDate })}
              {...bidiText()}
            >
              {date}
            </time>
          </Text>
        </Tooltip>
        <IconButton
          label={task.isImportant ? t('item.unstar') : t('item.star')}
          icon={Star}
          color={task.isImportant ? 'yellow' : 'gray'}
          aria-pressed={task.isImportant}
          disabled={task.isDeleted}
          onClick={() => actions.onToggleImportant(task)}
          iconClassName={task.isImportant ? classes.starred : undefined}
        />
        {task.isDeleted ? (
          <IconButton
            label={t('item.restoreLabel', { title: task.title })}
            icon={RotateCcw}
            onClick={() => actions.onRestore(task)}
          />
        ) : (
          <IconButton
            label={t('item.delete')}
            icon={Trash2}
            onClick={() => actions.onDelete(task)}
          />
        )}
      </div>
    </li>
  );
});
