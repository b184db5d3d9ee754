import { lazyPiece } from '@/components/query-state/lazy-piece';
import { SideDrawer } from '@/components/side-drawer/side-drawer';
import { useTranslation } from '@/lib/i18n-react';
import type { Task } from '../types';

const TaskForm = lazyPiece(() => import('./task-form'));

/** What the drawer shows: a new task, a task to edit, or nothing (closed). */
export type DrawerState = { mode: 'new' } | { mode: 'edit'; task: Task } | null;

interface TaskDrawerProps {
  state: DrawerState;
  onClose: () => void;
}

/** Adding or editing a task, from the side where the reading direction ends. */
export function TaskDrawer({ state, onClose }: TaskDrawerProps) {
  const { t } = useTranslation('todo');
  const task = state?.mode === 'edit' ? state.task : undefined;
  return (
    <SideDrawer
      opened={state !== null}
      onClose={onClose}
      title={task ? t('drawer.editTitle') : t('drawer.addTitle')}
      skeleton={[36, 36, 36, 36, 200]}
    >
      {state && (
        <TaskForm key={task?.id ?? 'new'} task={task} onSaved={onClose} onCancel={onClose} />
      )}
    </SideDrawer>
  );
}
