import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useDeleteTask, useReorderTasks, useRestoreTask, useUpdateTask } from './api';
import type { TaskActions } from './components/task-item';
import type { Task } from './types';

/**
 * What a person does to tasks in the list: complete and star in place (shown at once, put
 * back on a failure), delete to "deleted" with an undo, restore from there, reorder.
 */
export function useTaskActions(onOpen: (task: Task) => void) {
  const { t } = useTranslation('todo');
  // `mutate` is stable, so the memoised rows keep their callbacks.
  const { mutate: update } = useUpdateTask();
  const { mutate: remove } = useDeleteTask();
  const { mutate: restore } = useRestoreTask();
  const { mutate: reorder } = useReorderTasks();

  return useMemo(() => {
    const onRestore = (task: Task) =>
      restore(task, {
        onSuccess: () => notifications.show({ color: 'teal', message: t('toasts.restored') }),
      });
    const onDelete = (task: Task) =>
      remove(task, {
        onSuccess: () => {
          const id = notifications.show({
            message: (
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <span dir="auto">{t('toasts.deleted')}</span>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => {
                    notifications.hide(id);
                    onRestore(task);
                  }}
                >
                  {t('toasts.undo')}
                </Button>
              </Group>
            ),
          });
        },
      });
    const actions: TaskActions & { onReorder: (taskId: number, targetTaskId: number) => void } = {
      onOpen,
      onToggleComplete: (task) => update({ ...task, isCompleted: !task.isCompleted }),
      onToggleImportant: (task) => update({ ...task, isImportant: !task.isImportant }),
      onDelete,
      onRestore,
      onReorder: (taskId, targetTaskId) => reorder({ taskId, targetTaskId }),
    };
    return actions;
  }, [t, onOpen, update, remove, restore, reorder]);
}
