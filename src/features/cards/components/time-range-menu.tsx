import { Button, Menu } from '@mantine/core';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import { timeRanges, type TimeRange } from '../types';

interface TimeRangeMenuProps {
  value: TimeRange;
  onChange: (range: TimeRange) => void;
  /** The ranges offered (a card's `last_days`); all three by default. */
  options?: readonly TimeRange[];
  /** What the menu changes, for its accessible name (e.g. the card's title). */
  card: string;
}

/** The "Últimos 28 dias ▾" menu of a card: picks the range its figures cover. */
export function TimeRangeMenu({ value, onChange, options = timeRanges, card }: TimeRangeMenuProps) {
  const { t } = useTranslation('cards');
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          rightSection={<ChevronDown size={14} aria-hidden="true" />}
          aria-label={t('ranges.menu', { card, range: t(`ranges.${value}`) })}
        >
          {t(`ranges.${value}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {options.map((range) => (
          <Menu.Item
            key={range}
            onClick={() => onChange(range)}
            aria-current={range === value ? 'true' : undefined}
            fw={range === value ? 600 : undefined}
          >
            {t(`ranges.${range}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
