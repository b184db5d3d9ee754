import { Button, Menu, type ButtonProps } from '@mantine/core';
import { ChevronDown } from 'lucide-react';

interface ChoiceMenuProps<T extends string | number> {
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  /** The words for a choice, in the active language. */
  name: (value: T) => string;
  /** The button's accessible name: what the menu changes and its value ("Ano do relatório: 2020"). */
  label: string;
  variant?: 'light' | 'subtle';
  color?: ButtonProps['color'];
}

/**
 * A compact "value ▾" menu in a card's corner that picks one of a few values (a time range,
 * a year); the current one is marked for screen readers and in bold.
 */
export function ChoiceMenu<T extends string | number>({
  value,
  options,
  onChange,
  name,
  label,
  variant = 'subtle',
  color,
}: ChoiceMenuProps<T>) {
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button
          variant={variant}
          color={color}
          size="compact-sm"
          rightSection={<ChevronDown size={14} aria-hidden="true" />}
          aria-label={label}
        >
          {name(value)}
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
            {name(option)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
