import { ChoiceMenu } from '@/components/choice-menu/choice-menu';
import { timeRanges, type TimeRange } from '../types';
import { useTranslation } from '@/lib/i18n-react';

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
  const name = (range: TimeRange) => t(`ranges.${range}`);
  return (
    <ChoiceMenu
      value={value}
      options={options}
      onChange={onChange}
      name={name}
      label={t('ranges.menu', { card, range: name(value) })}
      color="gray"
    />
  );
}
