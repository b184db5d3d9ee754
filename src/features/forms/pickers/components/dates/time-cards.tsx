import { Stack } from '@mantine/core';
import { DateTimePicker, TimeInput, TimePicker } from '@mantine/dates';
import { AlarmClock, CalendarClock, Clock } from 'lucide-react';
import { useState } from 'react';
import { TitledCard } from '@/components/section-card/titled-card';
import { addDays, today } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { Chosen } from '../chosen';
import { useDateSettings } from './date-settings';

/** `HH:mm` or `HH:mm:ss` as the language says a time ("14:30", "2:30 PM"). */
function useTimeText() {
  const format = useFormat();
  return (time: string) =>
    /^\d{2}:\d{2}/.test(time)
      ? format.date(new Date(`2000-01-01T${time.slice(0, 5)}`), { timeStyle: 'short' })
      : '';
}

/** A time typed in the browser's own field, and one picked from lists of hours and minutes. */
export function TimeCard() {
  const { t } = useTranslation('form-pickers');
  const settings = useDateSettings();
  const timeText = useTimeText();
  const [opening, setOpening] = useState('08:30');
  const [meeting, setMeeting] = useState('');
  return (
    <TitledCard title={t('dates.time.title')} text={t('dates.time.text')}>
      <Stack gap="md">
        <div>
          <TimeInput
            label={t('dates.time.opening')}
            description={t('dates.time.openingHint')}
            leftSection={<Clock size={16} aria-hidden="true" />}
            value={opening}
            onChange={(event) => setOpening(event.currentTarget.value)}
          />
          <Chosen kind="value" value={timeText(opening)} />
        </div>
        <div>
          <TimePicker
            label={t('dates.time.meeting')}
            description={t('dates.time.meetingHint')}
            leftSection={<AlarmClock size={16} aria-hidden="true" />}
            withDropdown
            clearable
            clearButtonProps={{ 'aria-label': t('clear') }}
            minutesStep={15}
            min="07:00"
            max="19:00"
            presets={['09:00', '10:30', '14:00', '16:30']}
            value={meeting}
            onChange={setMeeting}
            {...settings.time}
          />
          <Chosen kind="value" value={timeText(meeting)} />
        </div>
      </Stack>
    </TitledCard>
  );
}

/** A day and a time together, from today on (a delivery, an appointment). */
export function DateTimeCard() {
  const { t } = useTranslation('form-pickers');
  const format = useFormat();
  const settings = useDateSettings();
  const [moment, setMoment] = useState<string | null>(`${addDays(today(), 1)} 10:00:00`);
  return (
    <TitledCard title={t('dates.dateTime.title')} text={t('dates.dateTime.text')}>
      <DateTimePicker
        label={t('dates.dateTime.label')}
        description={t('dates.dateTime.hint')}
        placeholder={t('dates.pick')}
        valueFormat={settings.dateTimeFormat}
        leftSection={<CalendarClock size={16} aria-hidden="true" />}
        minDate={today()}
        clearable
        clearButtonProps={{ 'aria-label': t('clear') }}
        value={moment}
        onChange={setMoment}
        timePickerProps={{ ...settings.time, minutesStep: 5, withDropdown: true }}
        submitButtonProps={{ 'aria-label': t('dates.dateTime.confirm') }}
        {...settings.calendar}
      />
      <Chosen
        value={
          moment &&
          format.date(new Date(moment.replace(' ', 'T')), {
            dateStyle: 'full',
            timeStyle: 'short',
          })
        }
      />
    </TitledCard>
  );
}
