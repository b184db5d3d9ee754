import { CardGrid } from '@/components/section-card/card-grid';
import { InlineCalendarCard, LimitsCard, MonthYearCard } from '../components/dates/calendar-cards';
import { LocaleDates } from '@/components/dates/locale-dates';
import { DatePickerCard, DateRangeCard, TypedDateCard } from '../components/dates/day-cards';
import { DateTimeCard, TimeCard } from '../components/dates/time-cards';

export const namespaces = ['form-pickers'] as const;

/**
 * `/forms/elements/date-time-picker`: a day, several days, a range with shortcuts, a typed
 * day, times, a day and time, a month and a year, bounds with weekends left out, and an
 * inline calendar — month and day names, the week from Sunday and `DD/MM/AAAA` in
 * Portuguese, the English ones when English is on.
 */
export default function DateTimePickerPage() {
  return (
    <LocaleDates>
      <CardGrid>
        <DatePickerCard />
        <DateRangeCard />
        <TypedDateCard />
        <LimitsCard />
        <TimeCard />
        <DateTimeCard />
        <MonthYearCard />
        <InlineCalendarCard />
      </CardGrid>
    </LocaleDates>
  );
}
