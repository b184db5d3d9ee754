import type { EventDropArg } from '@fullcalendar/core';
import type { EventResizeDoneArg } from '@fullcalendar/interaction';
import type FullCalendar from '@fullcalendar/react';
import { Skeleton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useCallback, useRef, useState } from 'react';
import { AppFrame } from '@/components/app-frame/app-frame';
import { QueryError } from '@/components/query-state/query-error';
import { localDay } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n-react';
import { useEvents, useMoveEvent } from '../api';
import { CalendarSidebar } from '../components/calendar-sidebar';
import { CalendarToolbar } from '../components/calendar-toolbar';
import { CalendarView } from '../components/calendar-view';
import classes from '../components/calendar.module.css';
import { EventDrawer, type DrawerState } from '../components/event-drawer';
import { DAY_FORMAT, MOMENT_FORMAT, type CalendarEvent } from '../types';
import { useCalendarRoute, type CalendarViewName } from '../use-calendar-route';
import { shownStatus } from '@/lib/query-client';

export const namespaces = ['calendar'] as const;

const format = (date: Date, allDay: boolean) =>
  dayjs(date).format(allDay ? DAY_FORMAT : MOMENT_FORMAT);

/** `/apps/calendar?view=…&date=…&calendars=…`: the calendars, the calendar, the event drawer. */
export default function CalendarPage() {
  const { t } = useTranslation('calendar');
  const route = useCalendarRoute();
  const query = useEvents(route.selected);
  const move = useMoveEvent();
  const calendar = useRef<FullCalendar>(null);
  const [sidebarOpen, sidebar] = useDisclosure(false);
  const [drawer, setDrawer] = useState<DrawerState>(null);
  const [place, setPlace] = useState({ title: '', date: route.date });
  const { setPlace: savePlace } = route;
  const placed = useRef('');

  const onPlace = useCallback(
    (view: CalendarViewName, date: Date, title: string) => {
      const day = localDay(date);
      const key = `${view} ${day}`;
      if (placed.current === key) return;
      placed.current = key;
      setPlace({ title, date: day });
      savePlace(view, day);
    },
    [savePlace],
  );

  const api = () => calendar.current?.getApi();

  const onMove = (info: EventDropArg | EventResizeDoneArg) => {
    const source = info.event.extendedProps.source as CalendarEvent;
    const { start, end, allDay } = info.event;
    if (!start) return info.revert();
    const fallbackEnd = dayjs(start)
      .add(allDay ? 1 : 60, allDay ? 'day' : 'minute')
      .toDate();
    move.mutate(
      {
        ...source,
        allDay,
        start: format(start, allDay),
        end: format(end ?? fallbackEnd, allDay),
      },
      { onError: () => info.revert() },
    );
  };

  const sidebarContent = (
    <CalendarSidebar
      date={place.date}
      selected={route.selected}
      onAdd={() => {
        sidebar.close();
        setDrawer({ mode: 'new' });
      }}
      onJump={(date) => {
        sidebar.close();
        api()?.gotoDate(date);
      }}
      onSelect={route.setSelected}
    />
  );

  return (
    <AppFrame
      label={t('sidebar')}
      sidebar={sidebarContent}
      drawerOpened={sidebarOpen}
      onDrawerClose={sidebar.close}
      closeLabel={t('form.close')}
    >
      <section className={classes.main} aria-labelledby="calendar-title">
        <CalendarToolbar
          title={place.title}
          view={route.view}
          onOpenSidebar={sidebar.open}
          onPrev={() => api()?.prev()}
          onNext={() => api()?.next()}
          onToday={() => api()?.today()}
          onView={(view) => api()?.changeView(view)}
        />
        {shownStatus(query) === 'error' && (
          <QueryError
            error={query.error}
            onRetry={() => void query.refetch()}
            title={t('loadFailed')}
          />
        )}
        {query.status === 'pending' && (
          <Skeleton height={560} radius="md" aria-label={t('loading')} />
        )}
        {query.data && (
          <CalendarView
            ref={calendar}
            events={query.data}
            initialView={route.view}
            initialDate={route.date}
            onPlace={onPlace}
            onSelect={(info) =>
              setDrawer({
                mode: 'new',
                draft: {
                  allDay: info.allDay,
                  start: format(info.start, info.allDay),
                  end: format(info.end, info.allDay),
                },
              })
            }
            onOpen={(event) => setDrawer({ mode: 'edit', event })}
            onMove={onMove}
          />
        )}
      </section>
      <EventDrawer state={drawer} onClose={() => setDrawer(null)} />
    </AppFrame>
  );
}
