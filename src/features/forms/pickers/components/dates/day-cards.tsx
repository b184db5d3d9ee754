import { Stack } from '@mantine/core';
import { DateInput, DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { CalendarDays, CalendarRange, Keyboard } from 'lucide-react';
import { useState } from 'react';
import { TitledCard } from '@/components/section-card/titled-card';
import { today } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { Chosen } from '../chosen';
import { useDateSettings } from './date-settings';
import { parseTypedDay } from '@/lib/form/masked-dates';
import { rangePresets } from './day-text';

const icon = (Icon: typeof CalendarDays) => <Icon size={16} aria-hidden="true" />;

/** One day, and several days, picked on a calendar. */
export function DatePickerCard() {
  const { t } = useTranslation('form-pickers');
  const format = useFormat();
  const settings = useDateSettings();
  const [day, setDay] = useState<string | null>(null);
  const [days, setDays] = useState<string[]>([]);
  return (
    <TitledCard title={t('dates.picker.title')} text={t('dates.picker.text')}>
      <Stack gap="md">
        <div>
          <DatePickerInput
            label={t('dates.picker.single')}
            placeholder={t('dates.pick')}
            valueFormat={settings.dayFormat}
            leftSection={icon(CalendarDays)}
            clearable
            clearButtonProps={{ 'aria-label': t('clear') }}
            value={day}
            onChange={setDay}
            {...settings.calendar}
          />
          <Chosen value={day && format.day(day, { dateStyle: 'long' })} />
        </div>
        <div>
          <DatePickerInput
            type="multiple"
            label={t('dates.picker.multiple')}
            description={t('dates.picker.multipleHint')}
            placeholder={t('dates.pickMany')}
            valueFormat={settings.dayFormat}
            leftSection={icon(CalendarDays)}
            clearable
            clearButtonProps={{ 'aria-label': t('clear') }}
            value={days}
            onChange={setDays}
            {...settings.calendar}
          />
          <Chosen value={[...days].sort().map((d) => format.day(d, { dateStyle: 'medium' }))} />
        </div>
      </Stack>
    </TitledCard>
  );
}

/** A first and a last day, or one of the shortcuts (last 7 days, this month…). */
export function DateRangeCard() {
  const { t } = useTranslation('form-pickers');
  const format = useFormat();
  const settings = useDateSettings();
  const [range, setRange] = useState<DatesRangeValue<string>>([null, null]);
  const shortcuts = rangePresets(today());
  const [from, to] = range;
  return (
    <TitledCard title={t('dates.range.title')} text={t('dates.range.text')}>
      <DatePickerInput
        type="range"
        label={t('dates.range.label')}
        placeholder={t('dates.range.placeholder')}
        valueFormat={settings.dayFormat}
        leftSection={icon(CalendarRange)}
        clearable
        clearButtonProps={{ 'aria-label': t('clear') }}
        value={range}
        onChange={setRange}
        presets={[
          { value: shortcuts.week, label: t('dates.range.presets.week') },
          { value: shortcuts.month, label: t('dates.range.presets.month') },
          { value: shortcuts.thisMonth, label: t('dates.range.presets.thisMonth') },
          { value: shortcuts.lastMonth, label: t('dates.range.presets.lastMonth') },
        ]}
        {...settings.calendar}
      />
      <Chosen
        value={
          from && to ? t('dates.range.chosen', { from: format.day(from), to: format.day(to) }) : ''
        }
      />
    </TitledCard>
  );
}

/** A day typed as the language writes it (or picked), checked as you type. */
export function TypedDateCard() {
  const { t } = useTranslation('form-pickers');
  const format = useFormat();
  const settings = useDateSettings();
  const [day, setDay] = useState<string | null>(null);
  return (
    <TitledCard title={t('dates.typed.title')} text={t('dates.typed.text')}>
      <DateInput
        label={t('dates.typed.label')}
        description={t('dates.typed.hint', { format: t('dates.typed.format') })}
        placeholder={t('dates.typed.format')}
        valueFormat={settings.dayFormat}
        dateParser={(text) => parseTypedDay(text, settings.order)}
        leftSection={icon(Keyboard)}
        clearable
        clearButtonProps={{ 'aria-label': t('clear') }}
        value={day}
        onChange={setDay}
        {...settings.calendar}
      />
      <Chosen value={day && format.day(day, { dateStyle: 'full' })} />
    </TitledCard>
  );
}
