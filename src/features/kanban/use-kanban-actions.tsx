import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback } from 'react';
import { toast } from '@/components/toast';
import { useTranslation } from '@/lib/i18n-react';
import { useClearBoard, useDeleteBoard, useRenameBoard } from './api';
import type { Board, Task } from './types';

/**
 * What a person does to a column: rename it, and clear or delete it after a confirmation
 * that says how many cards go. Failures are the error policy's; this says what succeeded.
 */
export function useKanbanActions(tasks: readonly Task[] | undefined) {
  const { t } = useTranslation('kanban');
  const { mutateAsync: renameBoard } = useRenameBoard();
  const { mutate: clearBoard } = useClearBoard();
  const { mutate: deleteBoard } = useDeleteBoard();

  const countOf = useCallback(
    (board: Board) => (tasks ?? []).filter((task) => task.boardId === board.id).length,
    [tasks],
  );

  const confirm = useCallback(
    (title: string, text: string, label: string, onConfirm: () => void) =>
      modals.openConfirmModal({
        title,
        children: <Text size="sm">{text}</Text>,
        labels: { confirm: label, cancel: t('actions.cancel') },
        confirmProps: { color: 'red' },
        onConfirm,
      }),
    [t],
  );

  const rename = useCallback(
    (board: Board, title: string) => renameBoard({ id: board.id, title }),
    [renameBoard],
  );

  /** Clearing and deleting ask first, saying how many cards go, then confirm in a toast. */
  const destructive = useCallback(
    (kind: 'Clear' | 'Delete', board: Board) => {
      const run = kind === 'Clear' ? clearBoard : deleteBoard;
      const done = kind === 'Clear' ? 'toasts.cleared' : 'toasts.deleted';
      confirm(
        t(`confirm${kind}.title`, { title: board.title }),
        t(`confirm${kind}.text`, { count: countOf(board) }),
        t(`confirm${kind}.confirm`),
        () =>
          run(board.id, {
            onSuccess: () => toast.success(t(done, { title: board.title })),
          }),
      );
    },
    [confirm, countOf, clearBoard, deleteBoard, t],
  );
  const clear = useCallback((board: Board) => destructive('Clear', board), [destructive]);
  const remove = useCallback((board: Board) => destructive('Delete', board), [destructive]);

  return { rename, clear, remove };
}
