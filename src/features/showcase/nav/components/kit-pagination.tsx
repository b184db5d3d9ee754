import { Box, Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';

interface KitPaginationProps extends Omit<PaginationProps, 'getControlProps' | 'getItemProps'> {
  /** What the pages are of ("Pedidos, tamanho md"): the landmark's name. */
  label: string;
}

/**
 * Mantine's pagination inside a named `nav`, each control named in the active language
 * ("Página 2", "Próxima página") with `Intl` numbers, the current page marked.
 */
export function KitPagination({ label, value, ...props }: KitPaginationProps) {
  const { t } = useTranslation('components-nav');
  const { number } = useFormat();
  const controls = {
    first: t('pagination.first'),
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    last: t('pagination.last'),
  };
  return (
    <Box component="nav" aria-label={label}>
      <Pagination
        value={value}
        getControlProps={(control) => ({ 'aria-label': controls[control] })}
        getItemProps={(page) => ({
          'aria-label': t('pagination.page', { page: number(page) }),
          'aria-current': page === value ? 'page' : undefined,
        })}
        {...props}
      />
    </Box>
  );
}
