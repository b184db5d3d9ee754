import { TextInput, type TextInputProps } from '@mantine/core';
import { Search } from 'lucide-react';
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
    <TextInput
      type="search"
      size="xs"
      aria-label={t('search')}
      placeholder={t('searchPlaceholder')}
      leftSection={<Search size={14} aria-hidden="true" />}
      // Typed text (and the placeholder) read in their own direction in a right-to-left layout.
      dir="auto"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      miw={0}
      w={{ base: '100%', xs: 260 }}
      {...props}
    />
  );
}
