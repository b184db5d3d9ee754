import type { TextInputProps } from '@mantine/core';
import { SearchInput } from '@/components/search-input/search-input';
import { useTranslation } from '@/lib/i18n-react';

interface DataTableSearchProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** The live text (`list.q`). */
  value: string;
  /** `list.setQ`: the URL follows after the debounce. */
  onChange: (value: string) => void;
}

/** A list's search box, labelled, for the table's toolbar. */
export function DataTableSearch({ value, onChange, ...props }: DataTableSearchProps) {
  const { t } = useTranslation('table');
  return (
    <SearchInput
      size="xs"
      aria-label={t('search')}
      placeholder={t('searchPlaceholder')}
      value={value}
      onChange={onChange}
      miw={0}
      w={{ base: '100%', xs: 260 }}
      {...props}
    />
  );
}
