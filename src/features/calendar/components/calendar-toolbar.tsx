import { ActionIcon, Button, Group, Select, SegmentedControl, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ChevronLeft, ChevronRight, Menu } from 'lucide-react';
import { useDirection } from '@/lib/document-settings';
import { useTranslation } from '@/lib/i18n-react';
import { views, type CalendarViewName } from '../use-calendar-route';
import classes from './calendar.module.css';

interface CalendarToolbarProps {
  title: string;
  view: CalendarViewName;
  onOpenSidebar: () => void;
  onPrev: () => void;
  onNext: () => void;
  onToday: () => void;
  onView: (view: CalendarViewName) => void;
}

/** Our header over FullCalendar's: the period, back and forth, today, and the views. */
export function CalendarToolbar(props: CalendarToolbarProps) {
  const { title, view, onOpenSidebar, onPrev, onNext, onToday, onView } = props;
  const { t } = useTranslation('calendar');
  const rtl = useDirection() === 'rtl';
  const narrow = useMediaQuery('(max-width: 48em)');
  const data = views.map((value) => ({ value, label: t(`views.${value}`) }));
  const Prev = rtl ? ChevronRight : ChevronLeft;
  const Next = rtl ? ChevronLeft : ChevronRight;
  const pick = (value: string | null) => {
    const next = views.find((name) => name === value);
    if (next) onView(next);
  };
  return (
    <Group gap="xs" wrap="wrap">
      <ActionIcon
        className={classes.menuButton}
        variant="default"
        size="lg"
        aria-label={t('openSidebar')}
        onClick={onOpenSidebar}
      >
        <Menu size={18} aria-hidden="true" />
      </ActionIcon>
      <Group gap={4} wrap="nowrap">
        <ActionIcon variant="default" size="lg" aria-label={t('previous')} onClick={onPrev}>
          <Prev size={18} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon variant="default" size="lg" aria-label={t('next')} onClick={onNext}>
          <Next size={18} aria-hidden="true" />
        </ActionIcon>
        <Button variant="default" onClick={onToday}>
          {t('today')}
        </Button>
      </Group>
      <Title order={2} size="h4" id="calendar-title" className={classes.title}>
        {title || t('title')}
      </Title>
      {narrow ? (
        <Select
          aria-label={t('view')}
          data={data}
          value={view}
          onChange={pick}
          allowDeselect={false}
          w={140}
        />
      ) : (
        <SegmentedControl aria-label={t('view')} data={data} value={view} onChange={pick} />
      )}
    </Group>
  );
}
