import type {
  DateSelectArg,
  DayCellContentArg,
  EventClickArg,
  EventContentArg,
  EventDropArg,
  EventInput,
} from '@fullcalendar/core';
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
import { localDay } from '@/lib/dates';
import { useFormat } from '@/lib/use-format';
import { eventsByDay, FIRST_DAY, WEEKDAY_FORMAT } from '../layout';
import type { CalendarViewName } from '../use-calendar-route';
import type { CalendarEvent } from '../types';
import { PhoneDayContent, TimedEventContent } from './calendar-content';
import classes from './calendar.module.css';

const plugins = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
/** Timed events in the week and day grids wrap their titles over the room they have. */
const timedContent = (arg: EventContentArg) =>
  arg.event.allDay || arg.view.type.startsWith('dayGrid') ? true : <TimedEventContent arg={arg} />;
const views = {
  // The month's weekdays in the small calendar's form (the sidebar uses the same format).
  dayGridMonth: { dayHeaderFormat: WEEKDAY_FORMAT },
  timeGrid: { eventContent: timedContent },
} as const;
/** A phone's week: seven columns of about 35 px, headed by the weekday's letter and the day. */
const phoneViews = {
  ...views,
  timeGridWeek: { dayHeaderFormat: { weekday: 'narrow', day: 'numeric' } },
} as const;
const noEvents: EventInput[] = [];

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
  const byDay = useMemo(() => eventsByDay(events), [events]);
  // Where it opens, once: later moves come from the calendar itself (a new initial date
  // would make FullCalendar move again, and report it, without end).
  const [initial] = useState({ view: initialView, date: initialDate });
  const [view, setView] = useState(initialView);
  // A phone's month marks each day's events with coloured dots; a tap opens the day, whose
  // titles have the width of the screen (a 45 px cell shows no readable title).
  const phoneMonth = phone && view === 'dayGridMonth';
  const dayContent = (arg: DayCellContentArg) => (
    <PhoneDayContent arg={arg} events={byDay.get(localDay(arg.date)) ?? []} />
  );
  return (
    <div className={classes.calendar} data-phone-month={phoneMonth || undefined}>
      <FullCalendar
        ref={ref}
        plugins={plugins}
        locales={[ptBrLocale]}
        locale={language === 'br' ? 'pt-br' : 'en'}
        direction={direction}
        firstDay={FIRST_DAY}
        headerToolbar={false}
        initialView={initial.view}
        initialDate={initial.date}
        events={phoneMonth ? noEvents : inputs}
        height="auto"
        dayMaxEvents={3}
        views={phone ? phoneViews : views}
        dayCellContent={phoneMonth ? dayContent : undefined}
        dateClick={(info) => {
          if (phoneMonth) info.view.calendar.changeView('timeGridDay', info.date);
        }}
        eventDidMount={(info) => {
          // The whole title on hover, wherever the event's box cuts it.
          info.el.title = info.event.title;
        }}
        nowIndicator
        scrollTime="07:00:00"
        editable
        eventInteractive
        selectable={!phoneMonth}
        selectMirror
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: language !== 'br' }}
        noEventsText={t('empty')}
        datesSet={(info) => {
          const api = info.view.calendar;
          setView(info.view.type as CalendarViewName);
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
