import { Button, Select } from '@mantine/core';
import type { ReactNode } from 'react';
import type { EmptyStateText } from './types';

interface DataTableFilterProps<V extends string> {
  /** The filter's name, said to screen readers ("Filtrar por situação"). */
  label: string;
  /** What "no value" means ("Todas as situações"). */
  placeholder: string;
  options: readonly { value: V; label: string }[];
  value: V | undefined;
  /** `undefined` when cleared. */
  onChange: (value: V | undefined) => void;
}

/** A list's filter menu for the table's toolbar: one value or none, cleared with its ×. */
export function DataTableFilter<V extends string>({
  label,
  placeholder,
  options,
  value,
  onChange,
}: DataTableFilterProps<V>) {
  return (
    <Select
      size="xs"
      aria-label={label}
      placeholder={placeholder}
      clearable
      data={options}
      value={value ?? null}
      onChange={(next) => onChange(options.find((option) => option.value === next)?.value)}
      w={{ base: '100%', xs: 200 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

interface FilteredEmptyOptions {
  icon: ReactNode;
  title: string;
  /** Said when a search or filter is on: nothing matches them. */
  hint: string;
  /** Said when nothing is on: the list itself is empty. */
  none: string;
  /** The "clear filters" button's text. */
  clear: string;
  filtered: boolean;
  onClear: () => void;
}

/** The empty state of a searchable list: why it is empty, and a way out when filters caused it. */
export function filteredEmpty(options: FilteredEmptyOptions): EmptyStateText {
  return {
    icon: options.icon,
    title: options.title,
    hint: options.filtered ? options.hint : options.none,
    action: options.filtered ? (
      <Button size="xs" variant="light" onClick={options.onClear}>
        {options.clear}
      </Button>
    ) : undefined,
  };
}
