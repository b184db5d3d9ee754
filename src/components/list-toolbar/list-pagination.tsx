import { Box, Pagination } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';

interface ListPaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/**
 * A list's pages (a table's footer, the shop's grid), each control named in the active
 * language ("Página 2", "Próxima página") with `Intl` numbers, the current page marked.
 */
export function ListPagination({ page, pageCount, onChange }: ListPaginationProps) {
  const { t } = useTranslation('table');
  const { number } = useFormat();
  // On a phone the first/last buttons would push the pages onto a second line.
  const narrow = useMediaQuery('(max-width: 30em)') ?? false;
  const controls = {
    first: t('firstPage'),
    previous: t('previousPage'),
    next: t('nextPage'),
    last: t('lastPage'),
  };
  return (
    <Box component="nav" aria-label={t('pagination')}>
      <Pagination
        size="sm"
        total={pageCount}
        value={Math.min(page, pageCount)}
        onChange={onChange}
        withEdges={!narrow}
        siblings={narrow ? 0 : 1}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': controls[control] })}
        getItemProps={(item) => ({
          'aria-label': t('page', { page: number(item) }),
          'aria-current': item === page ? 'page' : undefined,
        })}
      />
    </Box>
  );
}
