import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';

interface SelectionBarProps {
  /** Every row of the list is selected (over every page). */
  allSelected: boolean;
  /** Every row on screen is selected. */
  pageSelected: boolean;
  pageRows: number;
  total: number;
  onSelectAll: () => void;
  onClear: () => void;
}

/** Gmail's offer: the page is selected, select all N? And the way back. */
export function SelectionBar({
  allSelected,
  pageSelected,
  pageRows,
  total,
  onSelectAll,
  onClear,
}: SelectionBarProps) {
  const { t } = useTranslation('table');
  const { number } = useFormat();
  if (!allSelected && !(pageSelected && total > pageRows)) return null;
  return (
    <Group gap="xs" justify="center" wrap="wrap" role="status">
      <Text size="sm">
        {allSelected
          ? t('allSelected', { formatted: number(total) })
          : t('pageSelected', { count: pageRows, formatted: number(pageRows) })}
      </Text>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={allSelected ? onClear : onSelectAll}
      >
        {allSelected ? t('clearSelection') : t('selectAll', { formatted: number(total) })}
      </Anchor>
    </Group>
  );
}
