import { Skeleton, Stack, Text } from '@mantine/core';
import { bidiText } from '@/components/bidi/bidi';
import { QueryError } from '@/components/query-state/query-error';
import { useTranslation } from '@/lib/i18n-react';
import type { TaskListParams } from '../api';
import type { Task } from '../types';
import type { TaskActions } from './task-item';
import { TaskList } from './task-list';

interface TaskListPaneProps extends TaskActions {
  title: string;
  params: TaskListParams;
  tasks: readonly Task[];
  status: 'pending' | 'error' | 'success';
  error: unknown;
  onRetry: () => void;
  onReorder: (taskId: number, targetTaskId: number) => void;
}

/** The list in its state: skeleton rows, the error with a retry, the empty view, or the tasks. */
export function TaskListPane({
  title,
  params,
  tasks,
  status,
  error,
  onRetry,
  ...rest
}: TaskListPaneProps) {
  const { t } = useTranslation('todo');
  if (status === 'error')
    return (
      <Stack p="md">
        <QueryError error={error} onRetry={onRetry} title={t('loadFailed')} />
      </Stack>
    );
  if (status === 'pending')
    return (
      <Stack p="md" gap="sm" aria-busy="true">
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} height={40} radius="sm" />
        ))}
      </Stack>
    );
  if (tasks.length === 0) {
    const [heading, hint] = params.q
      ? [t('empty.search', { q: params.q }), t('empty.searchHint')]
      : params.tag
        ? [t('empty.tag'), t('empty.filterHint')]
        : params.filter === 'all'
          ? [t('empty.all'), t('empty.allHint')]
          : [t(`empty.${params.filter}`), t('empty.filterHint')];
    return (
      <Stack p="xl" align="center" gap={4} role="status">
        <Text fw={600} ta="center" {...bidiText()}>
          {heading}
        </Text>
        <Text size="sm" c="dimmed" ta="center" {...bidiText()}>
          {hint}
        </Text>
      </Stack>
    );
  }
  const sorted = params.sortBy !== undefined;
  return (
    <>
      {sorted && (
        <Text size="xs" c="dimmed" px="md" pt="xs" {...bidiText()}>
          {t('sortedHint')}
        </Text>
      )}
      <TaskList
        key={`${params.filter}|${params.tag ?? ''}|${params.q}|${params.sortBy ?? ''}`}
        tasks={tasks}
        label={t('listLabel', { view: title })}
        draggable={!sorted}
        {...rest}
      />
    </>
  );
}
