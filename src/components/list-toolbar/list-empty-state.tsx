import { Button, EmptyState } from '@mantine/core';
import { SearchX } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import type { ActiveFilters, EmptyStateText } from './types';

interface ListEmptyStateProps {
  empty?: EmptyStateText | undefined;
  /** Tells "nothing matches" (with "clear filters") from "nothing yet". */
  filters?: ActiveFilters | undefined;
}

/**
 * What an empty list says. With `filters`: while a search or filter is on, that nothing
 * matches and a way out; otherwise that there is nothing yet (`empty.none`). Without, the
 * page's words or "no results".
 */
export function ListEmptyState({ empty, filters }: ListEmptyStateProps) {
  const { t } = useTranslation('table');
  const filtered = filters?.active === true;
  const hint = filters && !filtered ? (empty?.none ?? t('emptyNone')) : empty?.hint;
  return (
    <EmptyState
      py="xl"
      size="sm"
      icon={empty?.icon ?? <SearchX size={28} aria-hidden="true" />}
      title={empty?.title ?? t('emptyTitle')}
      description={hint ?? t('emptyHint')}
    >
      {filtered ? (
        <Button size="xs" variant="light" onClick={filters.onClear}>
          {t('clearFilters')}
        </Button>
      ) : (
        empty?.action
      )}
    </EmptyState>
  );
}
