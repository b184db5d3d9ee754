import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Avatar, Badge, Group, VisuallyHidden } from '@mantine/core';
import { CalendarDays, GripVertical, MessageSquare, Paperclip } from 'lucide-react';
import { memo, useMemo, type HTMLAttributes, type Ref } from 'react';
import { bidiText } from '@/components/bidi/bidi';
import { DataAvatar } from '@/components/data-image/data-avatar';
import { DataImage } from '@/components/data-image/data-image';
import { isBeforeToday, parseLocalDay } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { DONE_BOARD, labelColor } from '../labels';
import type { Task } from '../types';
import classes from './kanban.module.css';

interface HandleProps {
  ref?: Ref<HTMLButtonElement>;
  attributes?: HTMLAttributes<HTMLButtonElement>;
  onKeyDown?: HTMLAttributes<HTMLButtonElement>['onKeyDown'];
}

interface TaskCardProps {
  task: Task;
  onOpen?: (id: number) => void;
  handle?: HandleProps;
  overlay?: boolean;
}

/** What a card shows. Memoised: during a drag only the moving cards draw again. */
export const TaskCard = memo(function TaskCard({ task, onOpen, handle, overlay }: TaskCardProps) {
  const { t } = useTranslation('kanban');
  const format = useFormat();
  const due = parseLocalDay(task.dueDate);
  const late = task.boardId !== DONE_BOARD && isBeforeToday(task.dueDate);
  const shown = task.assignedTo.slice(0, 3);
  const more = task.assignedTo.length - shown.length;
  return (
    <article className={overlay ? `${classes.card} ${classes.overlay}` : classes.card}>
      {/* Another site's cover is not requested until its host is allowed: a placeholder. */}
      {task.coverImage && (
        <DataImage
          className={classes.cover}
          src={task.coverImage}
          alt=""
          loading="lazy"
          decoding="async"
        />
      )}
      <Group gap={6} wrap="nowrap" align="flex-start" justify="space-between">
        <Group gap={4}>
          {task.labels.map((label) => (
            <Badge key={label} size="sm" variant="light" color={labelColor(label)} {...bidiText()}>
              {label}
            </Badge>
          ))}
        </Group>
        <ActionIcon
          ref={handle?.ref}
          {...handle?.attributes}
          onKeyDown={handle?.onKeyDown}
          className={classes.handle}
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={t('card.move', { title: task.title })}
        >
          <GripVertical size={14} aria-hidden="true" />
        </ActionIcon>
      </Group>
      <button type="button" onClick={() => onOpen?.(task.id)} {...bidiText(classes.openButton)}>
        {task.title}
      </button>
      <div className={classes.meta}>
        {due && (
          <span className={late ? classes.late : undefined}>
            <CalendarDays size={13} aria-hidden="true" />{' '}
            <VisuallyHidden>{t('card.due')} </VisuallyHidden>
            {/* Its own direction: "26 de nov." keeps its order on a right-to-left page. */}
            <time dateTime={task.dueDate}>
              <bdi>{format.date(due, { day: 'numeric', month: 'short' })}</bdi>
            </time>
            {late && <VisuallyHidden> {t('card.late')}</VisuallyHidden>}
          </span>
        )}
        {task.attachments.length > 0 && (
          <span>
            <Paperclip size={13} aria-hidden="true" />{' '}
            <span aria-hidden="true">{task.attachments.length}</span>
            <VisuallyHidden>
              {t('card.attachments', { count: task.attachments.length })}
            </VisuallyHidden>
          </span>
        )}
        {task.comments.length > 0 && (
          <span>
            <MessageSquare size={13} aria-hidden="true" />{' '}
            <span aria-hidden="true">{task.comments.length}</span>
            <VisuallyHidden>{t('card.comments', { count: task.comments.length })}</VisuallyHidden>
          </span>
        )}
        {shown.length > 0 && (
          <Avatar.Group spacing={8} ms="auto">
            {shown.map((person) => (
              <DataAvatar key={person.title} size={24} src={person.img} name={person.title} />
            ))}
            {more > 0 && (
              <Avatar size={24}>
                <span aria-hidden="true">+{more}</span>
                <VisuallyHidden>{t('card.more', { count: more })}</VisuallyHidden>
              </Avatar>
            )}
          </Avatar.Group>
        )}
      </div>
    </article>
  );
});

interface SortableTaskCardProps {
  task: Task;
  onOpen: (id: number) => void;
}

/** A card in its column: dragged by the mouse or a finger anywhere, by keys on its handle. */
export function SortableTaskCard({ task, onOpen }: SortableTaskCardProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: task.id });
  const { onKeyDown, ...pointer } = listeners ?? {};
  // Stable between renders, so the memoised card does not draw again for nothing.
  const handle = useMemo<HandleProps>(
    () => ({
      ref: setActivatorNodeRef,
      attributes,
      onKeyDown: onKeyDown as HandleProps['onKeyDown'],
    }),
    [setActivatorNodeRef, attributes, onKeyDown],
  );
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? `${classes.cardItem} ${classes.dragging}` : classes.cardItem}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-task-id={task.id}
      {...pointer}
    >
      <TaskCard task={task} onOpen={onOpen} handle={handle} />
    </li>
  );
}
