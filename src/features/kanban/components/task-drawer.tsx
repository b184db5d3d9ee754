import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/pt-br';
import { Stack, Text } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { SideDrawer } from '@/components/side-drawer/side-drawer';
import { useTranslation } from '@/lib/i18n-react';
import { languageMeta } from '@/lib/languages';
import { useFormat } from '@/lib/use-format';
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
  const { language } = useFormat();
  const column = task ? boards.find((board) => board.id === task.boardId) : undefined;
  return (
    <SideDrawer opened={opened} onClose={onClose} title={t('drawer.title')}>
      {task ? (
        <DatesProvider settings={{ locale: languageMeta[language].dayjs, firstDayOfWeek: 0 }}>
          <Stack gap="lg">
            {column && (
              <Text size="sm" c="dimmed">
                {t('drawer.inColumn', { column: column.title })}
              </Text>
            )}
            <TaskForm key={task.id} task={task} knownLabels={knownLabels} onSaved={onClose} />
            <CommentsSection task={task} />
          </Stack>
        </DatesProvider>
      ) : (
        <Text>{t('drawer.missing')}</Text>
      )}
    </SideDrawer>
  );
}
