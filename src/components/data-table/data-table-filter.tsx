import { Select } from '@mantine/core';

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
