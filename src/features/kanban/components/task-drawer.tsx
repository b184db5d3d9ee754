import { LocaleDates } from '@/components/dates/locale-dates';
import { Stack, Text } from '@mantine/core';
import { SideDrawer } from '@/components/side-drawer/side-drawer';
import { useTranslation } from '@/lib/i18n-react';
import type { Board, Task } from '../types';
import { CommentsSection } from './comments-section';
import { TaskForm } from './task-form';

interface TaskDrawerProps {
  /** The open task; `null` when the URL names a task that is not on the board. */
  task: Task | null;
  opened: boolean;
  boards: readonly Board[];
  knownLabels: readonly string[];
  onClose: () => void;
}

/** The card's details, from the side where the reading direction ends. */
export function TaskDrawer({ task, opened, boards, knownLabels, onClose }: TaskDrawerProps) {
  const { t } = useTranslation('kanban');
  const column = task ? boards.find((board) => board.id === task.boardId) : undefined;
  return (
    <SideDrawer opened={opened} onClose={onClose} title={t('drawer.title')}>
      {task ? (
        <LocaleDates>
          <Stack gap="lg">
            {column && (
              <Text size="sm" c="dimmed">
                {t('drawer.inColumn', { column: column.title })}
              </Text>
            )}
            <TaskForm key={task.id} task={task} knownLabels={knownLabels} onSaved={onClose} />
            <CommentsSection task={task} />
          </Stack>
        </LocaleDates>
      ) : (
        <Text>{t('drawer.missing')}</Text>
      )}
    </SideDrawer>
  );
}
