import { Drawer, Skeleton, Stack } from '@mantine/core';
import { LazyBoundary, lazyPiece } from '@/components/query-state/lazy-piece';
import { useDirection } from '@/lib/document-settings';
import { useTranslation } from '@/lib/i18n-react';
import type { Task } from '../types';

const TaskForm = lazyPiece(() => import('./task-form'));

const formSkeleton = (
  <Stack gap="md" aria-busy="true">
    {[36, 36, 36, 36, 200].map((height, index) => (
      <Skeleton key={index} height={height} radius="sm" />
    ))}
  </Stack>
);

/** What the drawer shows: a new task, a task to edit, or nothing (closed). */
export type DrawerState = { mode: 'new' } | { mode: 'edit'; task: Task } | null;

interface TaskDrawerProps {
  state: DrawerState;
  onClose: () => void;
}

/** Adding or editing a task, from the side where the reading direction ends. */
export function TaskDrawer({ state, onClose }: TaskDrawerProps) {
  const { t } = useTranslation('todo');
  const rtl = useDirection() === 'rtl';
  const task = state?.mode === 'edit' ? state.task : undefined;
  return (
    <Drawer
      opened={state !== null}
      onClose={onClose}
      position={rtl ? 'left' : 'right'}
      size="md"
      title={task ? t('drawer.editTitle') : t('drawer.addTitle')}
      closeButtonProps={{ 'aria-label': t('drawer.close') }}
    >
      {state && (
        <LazyBoundary fallback={formSkeleton}>
          <TaskForm key={task?.id ?? 'new'} task={task} onSaved={onClose} onCancel={onClose} />
        </LazyBoundary>
      )}
    </Drawer>
  );
}
