import { Button, Menu } from '@mantine/core';
import { ChevronDown } from 'lucide-react';
import { useFormat } from '@/lib/use-format';
import type { RevenueYear } from '../../types';

interface YearMenuProps {
  value: RevenueYear;
  onChange: (year: RevenueYear) => void;
  options: readonly RevenueYear[];
  /** The accessible name, which says what the menu changes (e.g. "Ano do relatório: 2020"). */
  label: string;
}

/** The "2020 ▾" menu of the revenue report, built as the cards' time-range menu is. */
export function YearMenu({ value, onChange, options, label }: YearMenuProps) {
  const format = useFormat();
  const year = (shown: number) => format.number(shown, { useGrouping: false });
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button
          variant="light"
          size="compact-sm"
          rightSection={<ChevronDown size={14} aria-hidden="true" />}
          aria-label={label}
        >
          {year(value)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {options.map((option) => (
          <Menu.Item
            key={option}
            onClick={() => onChange(option)}
            aria-current={option === value ? 'true' : undefined}
            fw={option === value ? 600 : undefined}
          >
            {year(option)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
