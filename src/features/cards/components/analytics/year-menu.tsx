import { ChoiceMenu } from '@/components/choice-menu/choice-menu';
import type { RevenueYear } from '../../types';
import { useFormat } from '@/lib/use-format';

interface YearMenuProps {
  value: RevenueYear;
  onChange: (year: RevenueYear) => void;
  options: readonly RevenueYear[];
  /** The accessible name, which says what the menu changes (e.g. "Ano do relatório: 2020"). */
  label: string;
}

/** The "2020 ▾" menu of the revenue report. */
export function YearMenu({ value, onChange, options, label }: YearMenuProps) {
  const format = useFormat();
  return (
    <ChoiceMenu
      value={value}
      options={options}
      onChange={onChange}
      name={(year) => format.number(year, { useGrouping: false })}
      label={label}
      variant="light"
    />
  );
}
