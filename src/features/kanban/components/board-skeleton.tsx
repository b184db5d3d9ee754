import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '@/lib/i18n-react';
import classes from './kanban.module.css';

/** Three columns of grey cards while the board loads. */
export function BoardSkeleton() {
  const { t } = useTranslation('kanban');
  return (
    <div className={classes.board} aria-busy="true" aria-label={t('loading')} role="status">
      {[3, 2, 2].map((cards, column) => (
        <div key={column} className={classes.column}>
          <Skeleton height={20} width="50%" />
          <Stack gap="xs">
            {Array.from({ length: cards }, (_, card) => (
              <Skeleton key={card} height={96} radius="md" />
            ))}
          </Stack>
        </div>
      ))}
    </div>
  );
}
