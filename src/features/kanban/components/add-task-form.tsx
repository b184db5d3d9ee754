import { Button } from '@mantine/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useAddTask } from '../api';
import { taskTitleSchema } from '../types';
import { TitleForm } from './title-form';

/** "Add a task" at the foot of a column: a title, due in two days (the API's default). */
export function AddTaskForm({ boardId, boardTitle }: { boardId: string; boardTitle: string }) {
  const { t } = useTranslation('kanban');
  const [open, setOpen] = useState(false);
  const { mutateAsync } = useAddTask();
  if (!open)
    return (
      <Button
        variant="subtle"
        color="gray"
        justify="flex-start"
        leftSection={<Plus size={16} aria-hidden="true" />}
        onClick={() => setOpen(true)}
        aria-label={t('task.addTo', { column: boardTitle })}
      >
        {t('task.add')}
      </Button>
    );
  return (
    <TitleForm
      schema={taskTitleSchema}
      label={t('task.newTitle')}
      placeholder={t('task.newPlaceholder')}
      submitLabel={t('task.add')}
      onCancel={() => setOpen(false)}
      onSubmit={(title) => mutateAsync({ boardId, title })}
    />
  );
}
