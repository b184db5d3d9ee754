import { TextInput, type TextInputProps } from '@mantine/core';
import { Search } from 'lucide-react';

interface SearchInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  'aria-label': string;
  /** The live text (`list.q`). */
  value: string;
  /** `list.setQ`: the URL follows after the list's pause. */
  onChange: (value: string) => void;
}

/** A search box: named, a magnifier at its start, the browser's clear button. */
export function SearchInput({ value, onChange, ...props }: SearchInputProps) {
  return (
    <TextInput
      type="search"
      leftSection={<Search size={14} aria-hidden="true" />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...props}
    />
  );
}
