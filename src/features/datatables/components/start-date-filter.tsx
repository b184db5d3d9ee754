import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { bidiPart } from '@/components/bidi/bidi';
import { LocaleDates } from '@/components/dates/locale-dates';
import { useTranslation } from '@/lib/i18n-react';

interface StartDateFilterProps {
  /** The committed range's days (`YYYY-MM-DD`), either end open. */
  from: string | undefined;
  to: string | undefined;
  onChange: (range: { startFrom: string | undefined; startTo: string | undefined }) => void;
}

/**
 * "Admissão entre": a range of days picked on a calendar in the app's language. The list
 * follows once both ends are picked (or the range is cleared), not at the first click.
 */
export function StartDateFilter({ from, to, onChange }: StartDateFilterProps) {
  const { t } = useTranslation('datatables');
  // The first end, picked; the second is awaited. A range set elsewhere ("clear filters")
  // drops it.
  const [half, setHalf] = useState<{ start: string; over: string } | null>(null);
  const committed = `${from ?? ''}|${to ?? ''}`;
  const pending = half?.over === committed ? half.start : null;
  const value: DatesRangeValue<string> = pending ? [pending, null] : [from ?? null, to ?? null];
  const bidi = bidiPart('input');
  return (
    <LocaleDates>
      <DatePickerInput
        type="range"
        size="xs"
        label={t('filters.startDates')}
        placeholder={t('filters.startDatesPlaceholder')}
        valueFormat="D MMM YYYY"
        allowSingleDateInRange
        clearable
        leftSection={<CalendarDays size={14} aria-hidden="true" />}
        attributes={bidi.attributes}
        classNames={bidi.classNames}
        value={value}
        onChange={([start, end]) => {
          if (start && !end) {
            setHalf({ start, over: committed });
            return;
          }
          setHalf(null);
          onChange({ startFrom: start ?? undefined, startTo: end ?? undefined });
        }}
      />
    </LocaleDates>
  );
}
