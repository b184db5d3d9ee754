import { LocaleDates } from '@/components/dates/locale-dates';
import { Button, Checkbox, Divider, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { Plus } from 'lucide-react';
import { parseLocalDay } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { FIRST_DAY, WEEKDAY_FORMAT } from '../layout';
import { categories, type Category } from '../types';
import classes from './calendar.module.css';

interface CalendarSidebarProps {
  date: string;
  selected: readonly Category[];
  onAdd: () => void;
  onJump: (date: string) => void;
  onSelect: (selected: readonly Category[]) => void;
}

/** "Add event", a month to jump from, and the calendars to show. */
export function CalendarSidebar({ date, selected, onAdd, onJump, onSelect }: CalendarSidebarProps) {
  const { t } = useTranslation('calendar');
  const format = useFormat();
  const all = selected.length === categories.length;
  return (
    <Stack gap="md">
      <Button leftSection={<Plus size={16} aria-hidden="true" />} onClick={onAdd} fullWidth>
        {t('add')}
      </Button>
      <LocaleDates>
        <DatePicker
          key={date.slice(0, 7)}
          size="xs"
          value={date}
          defaultDate={date}
          onChange={(value) => value && onJump(value)}
          aria-label={t('jump')}
          previousLabel={t('previousMonth')}
          nextLabel={t('nextMonth')}
          // The main grid's weekday labels and first day: one form for both ("dom.", "Sun").
          weekdayFormat={(day) => format.date(parseLocalDay(day) ?? day, WEEKDAY_FORMAT)}
          firstDayOfWeek={FIRST_DAY}
          classNames={{ weekday: classes.weekday }}
          // Weekends in the theme's red read too faintly on the small picker: same ink as the week.
          weekendDays={[]}
        />
      </LocaleDates>
      <Divider />
      <Text size="xs" fw={600} tt="uppercase" c="dimmed" id="calendar-filters">
        {t('filters')}
      </Text>
      <Stack gap="xs" role="group" aria-labelledby="calendar-filters">
        <Checkbox
          label={t('viewAll')}
          checked={all}
          indeterminate={!all && selected.length > 0}
          onChange={() => onSelect(all ? [] : categories)}
        />
        {categories.map((category) => (
          <Checkbox
            key={category}
            className={classes[category]}
            color="var(--cat-border)"
            label={t(`categories.${category}`)}
            checked={selected.includes(category)}
            onChange={(event) =>
              onSelect(
                event.currentTarget.checked
                  ? [...selected, category]
                  : selected.filter((name) => name !== category),
              )
            }
          />
        ))}
      </Stack>
    </Stack>
  );
}
