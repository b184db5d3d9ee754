import type { DateSelectArg, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import ptBrLocale from '@fullcalendar/core/locales/pt-br';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useMediaQuery } from '@mantine/hooks';
import { forwardRef, useMemo, useState } from 'react';
import { useDirection } from '@/lib/document-settings';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import type { CalendarViewName } from '../use-calendar-route';
import type { CalendarEvent } from '../types';
import classes from './calendar.module.css';

const plugins = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
/** A phone's week: seven columns of about 35 px, headed by the weekday's letter and the day. */
const phoneViews = {
  timeGridWeek: { dayHeaderFormat: { weekday: 'narrow', day: 'numeric' } },
} as const;

interface CalendarViewProps {
  events: readonly CalendarEvent[];
  initialView: CalendarViewName;
  initialDate: string | undefined;
  onPlace: (view: CalendarViewName, date: Date, title: string) => void;
  onSelect: (info: DateSelectArg) => void;
  onOpen: (event: CalendarEvent) => void;
  onMove: (info: EventDropArg | EventResizeDoneArg) => void;
}

const toInput = (event: CalendarEvent): EventInput => ({
  id: String(event.id),
  title: event.title,
  start: event.start,
  end: event.end,
  allDay: event.allDay,
  classNames: [classes.event ?? '', classes[event.extendedProps.calendar] ?? ''],
  extendedProps: { source: event },
});

/** FullCalendar in the active language and the page's direction; our toolbar replaces its header. */
export const CalendarView = forwardRef<FullCalendar, CalendarViewProps>(function CalendarView(
  { events, initialView, initialDate, onPlace, onSelect, onOpen, onMove },
  ref,
) {
  const { t } = useTranslation('calendar');
  const { language } = useFormat();
  const direction = useDirection();
  const phone = useMediaQuery('(max-width: 36em)');
  const inputs = useMemo(() => events.map(toInput), [events]);
  // Where it opens, once: later moves come from the calendar itself (a new initial date
  // would make FullCalendar move again, and report it, without end).
  const [initial] = useState({ view: initialView, date: initialDate });
  return (
    <div className={classes.calendar}>
      <FullCalendar
        ref={ref}
        plugins={plugins}
        locales={[ptBrLocale]}
        locale={language === 'br' ? 'pt-br' : 'en'}
        direction={direction}
        headerToolbar={false}
        initialView={initial.view}
        initialDate={initial.date}
        events={inputs}
        height="auto"
        dayMaxEvents={phone ? 2 : 3}
        views={phone ? phoneViews : undefined}
        nowIndicator
        scrollTime="07:00:00"
        editable
        eventInteractive
        selectable
        selectMirror
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: language !== 'br' }}
        noEventsText={t('empty')}
        datesSet={(info) => {
          const api = info.view.calendar;
          onPlace(info.view.type as CalendarViewName, api.getDate(), info.view.title);
        }}
        select={(info) => {
          info.view.calendar.unselect();
          onSelect(info);
        }}
        eventClick={(info: EventClickArg) => {
          info.jsEvent.preventDefault();
          onOpen(info.event.extendedProps.source as CalendarEvent);
        }}
        eventDrop={onMove}
        eventResize={onMove}
      />
    </div>
  );
});
