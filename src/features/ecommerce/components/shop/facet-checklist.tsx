import { Checkbox, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { SearchInput } from '@/components/search-input/search-input';
import { normalizeText } from '@/lib/list-query';
import { useFormat } from '@/lib/use-format';
import classes from './shop.module.css';

export interface FacetOption {
  value: string;
  label: string;
  count: number;
}

interface FacetChecklistProps {
  label: string;
  options: readonly FacetOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** From this many options up, a box narrows the list by name (the brands). */
  searchFrom?: number;
  search?: { label: string; placeholder: string; none: string };
}

/** Checkboxes with how many products each choice has; a long list can be searched. */
export function FacetChecklist({
  label,
  options,
  value,
  onChange,
  searchFrom = Infinity,
  search,
}: FacetChecklistProps) {
  const { number } = useFormat();
  const [text, setText] = useState('');
  const searchable = search !== undefined && options.length >= searchFrom;
  const wanted = normalizeText(text.trim());
  // What is ticked stays in sight, whatever the box says.
  const shown = searchable
    ? options.filter(
        (option) => value.includes(option.value) || normalizeText(option.label).includes(wanted),
      )
    : options;
  return (
    <Checkbox.Group label={label} value={[...value]} onChange={onChange}>
      <Stack gap={8} mt={8}>
        {searchable && (
          <SearchInput
            size="xs"
            aria-label={search.label}
            placeholder={search.placeholder}
            value={text}
            onChange={setText}
          />
        )}
        {shown.map((option) => (
          <Checkbox
            key={option.value}
            value={option.value}
            label={
              <span className={classes.facet}>
                <span>{option.label}</span>{' '}
                <span className={classes.facetCount}>{number(option.count)}</span>
              </span>
            }
          />
        ))}
        {shown.length === 0 && search && (
          <Text size="xs" c="dimmed">
            {search.none}
          </Text>
        )}
      </Stack>
    </Checkbox.Group>
  );
}
