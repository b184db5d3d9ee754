import { useMemo } from 'react';
import { toast } from '@/components/toast';
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
    // The restore says "restored" itself (its `successMessage`), after a press or an undo.
    const onRestore = (task: Task) => restore(task);
    const onDelete = (task: Task) =>
      remove(task, {
        onSuccess: () =>
          toast.undo({ message: t('toasts.deleted'), onUndo: () => onRestore(task) }),
      });
    const actions: TaskActions & { onReorder: (taskId: number, targetTaskId: number) => void } = {
      onOpen,
      onToggleComplete: (task) => update({ id: task.id, isCompleted: !task.isCompleted }),
      onToggleImportant: (task) => update({ id: task.id, isImportant: !task.isImportant }),
      onDelete,
      onRestore,
      onReorder: (taskId, targetTaskId) => reorder({ taskId, targetTaskId }),
    };
    return actions;
  }, [t, onOpen, update, remove, restore, reorder]);
}
