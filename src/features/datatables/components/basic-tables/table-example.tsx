import { Skeleton, Stack, Table } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import classes from './basic-tables.module.css';

export type TableExampleName =
  'striped' | 'bordered' | 'hover' | 'small' | 'darkHead' | 'caption' | 'responsive';

interface TableExampleProps {
  example: TableExampleName;
  /** While the rows load, the card shows the table's shape. */
  loading: boolean;
  /** Below this width the table scrolls sideways inside the card. */
  minWidth: number;
  /** The table, given the id of the card's heading that names it. */
  children: (titleId: string) => ReactNode;
}

/**
 * One example of the page: a card named by its heading, a line on what the example shows, and
 * the table in a frame that scrolls sideways when the card is narrower than the table (a
 * region named after the example that takes the focus, so the keys scroll it).
 */
export function TableExample({ example, loading, minWidth, children }: TableExampleProps) {
  const { t } = useTranslation('basic-tables');
  const titleId = useId();
  const title = t(`examples.${example}.title`);
  return (
    <TitledCard title={title} text={t(`examples.${example}.text`)} titleId={titleId}>
      {loading ? (
        <Stack gap="xs">
          {[0, 1, 2, 3, 4, 5].map((line) => (
            <Skeleton key={line} height={line === 0 ? 24 : 36} />
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer
          minWidth={minWidth}
          type="native"
          className={classes.scroll}
          role="region"
          aria-label={t('scrollLabel', { table: title })}
          tabIndex={0}
        >
          {children(titleId)}
        </Table.ScrollContainer>
      )}
    </TitledCard>
  );
}
