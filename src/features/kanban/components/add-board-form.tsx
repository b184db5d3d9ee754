import { Button } from '@mantine/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useAddBoard } from '../api';
import { boardIdFor } from '../board-order';
import { columnTitleSchema } from '../types';
import { TitleForm } from './title-form';
import classes from './kanban.module.css';

/** "Add a column" after the last column; its id is made from its title. */
export function AddBoardForm({ takenIds }: { takenIds: readonly string[] }) {
  const { t } = useTranslation('kanban');
  const [open, setOpen] = useState(false);
  const { mutateAsync } = useAddBoard();
  return (
    <div className={classes.addColumn}>
      {open ? (
        <TitleForm
          schema={columnTitleSchema}
          label={t('column.newTitle')}
          placeholder={t('column.newPlaceholder')}
          submitLabel={t('column.add')}
          onCancel={() => setOpen(false)}
          onSubmit={async (title) => {
            await mutateAsync({ id: boardIdFor(title, takenIds), title });
            setOpen(false);
          }}
        />
      ) : (
        <Button
          fullWidth
          variant="light"
          leftSection={<Plus size={16} aria-hidden="true" />}
          onClick={() => setOpen(true)}
        >
          {t('column.add')}
        </Button>
      )}
    </div>
  );
}
