import { SimpleGrid, Stack } from '@mantine/core';
import { DatePicker, DatePickerInput, MonthPickerInput, YearPickerInput } from '@mantine/dates';
import { CalendarCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { TitledCard } from '@/components/section-card/titled-card';
import { addDays, today } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { Chosen } from '../chosen';
import { useDateSettings } from './date-settings';
import { isWeekend } from './day-text';

/** A month (a pay period) and a year (a fiscal year), each at its own level of the calendar. */
export function MonthYearCard() {
  const { t } = useTranslation('form-pickers');
  const format = useFormat();
  const settings = useDateSettings();
  const [month, setMonth] = useState<string | null>(`${today().slice(0, 7)}-01`);
  const [year, setYear] = useState<string | null>(null);
  const thisYear = Number(today().slice(0, 4));
  return (
    <TitledCard title={t('dates.monthYear.title')} text={t('dates.monthYear.text')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <div>
          <MonthPickerInput
            label={t('dates.monthYear.month')}
            placeholder={t('dates.pick')}
            valueFormat={settings.monthFormat}
            value={month}
            onChange={setMonth}
            {...settings.calendar}
          />
          <Chosen value={month && format.day(month, { month: 'long', year: 'numeric' })} />
        </div>
        <div>
          <YearPickerInput
            label={t('dates.monthYear.year')}
            placeholder={t('dates.pick')}
            minDate={`${thisYear - 10}-01-01`}
            maxDate={`${thisYear + 1}-12-31`}
            clearable
            clearButtonProps={{ 'aria-label': t('clear') }}
            value={year}
            onChange={setYear}
            {...settings.calendar}
          />
          <Chosen value={year?.slice(0, 4)} />
        </div>
      </SimpleGrid>
    </TitledCard>
  );
}

const BOOKING_DAYS = 60;

/** Only working days from today to 60 days ahead: the others are shown, but cannot be picked. */
export function LimitsCard() {
  const { t } = useTranslation('form-pickers');
  const format = useFormat();
  const settings = useDateSettings();
  const [day, setDay] = useState<string | null>(null);
  const first = today();
  const last = addDays(first, BOOKING_DAYS);
  return (
    <TitledCard title={t('dates.limits.title')} text={t('dates.limits.text')}>
      <DatePickerInput
        label={t('dates.limits.label')}
        description={t('dates.limits.hint', {
          from: format.day(first),
          to: format.day(last),
        })}
        placeholder={t('dates.pick')}
        valueFormat={settings.dayFormat}
        leftSection={<CalendarCheck size={16} aria-hidden="true" />}
        minDate={first}
        maxDate={last}
        excludeDate={isWeekend}
        value={day}
        onChange={setDay}
        {...settings.calendar}
      />
      <Chosen value={day && format.day(day, { dateStyle: 'full' })} />
    </TitledCard>
  );
}

/** A calendar always open on the page (a sidebar's, a booking's), no field to click. */
export function InlineCalendarCard() {
  const { t } = useTranslation('form-pickers');
  const format = useFormat();
  const settings = useDateSettings();
  const id = useId();
  const [day, setDay] = useState<string | null>(today());
  return (
    <TitledCard title={t('dates.inline.title')} text={t('dates.inline.text')} titleId={id}>
      <Stack gap={0} align="center" role="group" aria-labelledby={id}>
        <DatePicker
          value={day}
          onChange={setDay}
          // The weekends' red reads too faintly on a small calendar: the week's own ink.
          weekendDays={[]}
          {...settings.calendar}
        />
      </Stack>
      <Chosen value={day && format.day(day, { dateStyle: 'full' })} />
    </TitledCard>
  );
}
