import { Group, NativeSelect, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { ListPagination } from '@/components/list-toolbar/list-pagination';
import classes from './data-table.module.css';

interface DataTableFooterProps {
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
  /** An answer is on its way: a page past the end may be a count not yet known. */
  loading: boolean;
}

/** "1–10 de 57" in the active language, with `Intl` numbers. */
export function useRangeText(total: number, page: number, perPage: number): string {
  const { t } = useTranslation('table');
  const { number } = useFormat();
  if (total === 0) return t('rangeEmpty');
  const from = Math.min((page - 1) * perPage + 1, total);
  const to = Math.min(page * perPage, total);
  return t('range', { from: number(from), to: number(to), total: number(total) });
}

/** The range, the page-size menu and the pages. */
export function DataTableFooter({
  total,
  page,
  perPage,
  pageCount,
  pageSizes,
  onPageChange,
  onPerPageChange,
  loading,
}: DataTableFooterProps) {
  const { t } = useTranslation('table');
  const { number } = useFormat();
  const range = useRangeText(total, page, perPage);
  // The last row of the last page went (deleted, filtered): show the page that is now last.
  useEffect(() => {
    if (!loading && total > 0 && page > pageCount) onPageChange(pageCount);
  }, [loading, total, page, pageCount, onPageChange]);

  const sizes = [...new Set([...pageSizes, perPage])].sort((a, b) => a - b);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" className={classes.footer}>
      <Group gap="sm" wrap="wrap">
        {/* `auto`: "1–10 de 57" keeps its order in a right-to-left layout. */}
        <Text size="sm" c="dimmed" aria-live="polite" dir="auto">
          {range}
        </Text>
        <NativeSelect
          size="xs"
          label={t('perPage')}
          classNames={{ root: classes.perPage, label: classes.perPageLabel }}
          data={sizes.map((size) => ({ value: String(size), label: number(size) }))}
          value={String(perPage)}
          onChange={(event) => onPerPageChange(Number(event.currentTarget.value))}
        />
      </Group>
      <ListPagination page={page} pageCount={pageCount} onChange={onPageChange} />
    </Group>
  );
}
