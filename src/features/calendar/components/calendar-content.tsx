import type { DayCellContentArg, EventContentArg } from '@fullcalendar/core';
import type { CSSProperties } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { DAY_MARKS, segmentMinutes, titleLines } from '../layout';
import type { CalendarEvent } from '../types';
import classes from './calendar.module.css';

/**
 * A timed event in the week and day grids, in FullCalendar's own markup: its title wraps over
 * the lines its length leaves room for, and the last one ends with an ellipsis.
 */
export function TimedEventContent({ arg }: { arg: EventContentArg }) {
  const { start, end } = arg.event;
  const lines = titleLines(segmentMinutes({ start, end, isStart: arg.isStart, isEnd: arg.isEnd }));
  return (
    <div className="fc-event-main-frame">
      {arg.timeText && <div className="fc-event-time">{arg.timeText}</div>}
      <div className="fc-event-title-container">
        <div
          className="fc-event-title fc-sticky"
          dir="auto"
          style={{ '--title-lines': lines } as CSSProperties}
        >
          {arg.event.title || '\u00a0'}
        </div>
      </div>
    </div>
  );
}

interface PhoneDayProps {
  arg: DayCellContentArg;
  events: readonly CalendarEvent[];
}

/**
 * A day of the month on a phone: its number and a coloured mark per event (three at most, then
 * "+2"); the whole day opens in the day view, where the titles have room. Screen readers hear
 * the date and the events' hours and titles.
 */
export function PhoneDayContent({ arg, events }: PhoneDayProps) {
  const { t } = useTranslation('calendar');
  const format = useFormat();
  const shown = events.length > DAY_MARKS ? DAY_MARKS - 1 : events.length;
  const names = events.map((event) =>
    event.allDay
      ? event.title
      : `${format.date(new Date(event.start), { hour: '2-digit', minute: '2-digit' })} ${event.title}`,
  );
  const date = format.date(arg.date, { day: 'numeric', month: 'long' });
  return (
    <button
      type="button"
      className={classes.phoneDay}
      aria-label={
        events.length > 0
          ? t('dayEvents', { count: events.length, date, titles: names.join('; ') })
          : date
      }
      onClick={() => arg.view.calendar.changeView('timeGridDay', arg.date)}
    >
      <span>{arg.dayNumberText}</span>
      {events.length > 0 && (
        <span className={classes.marks} data-testid="day-marks">
          {events.slice(0, shown).map((event, index) => (
            <span
              key={`${event.id}-${index}`}
              className={`${classes.mark} ${classes[event.extendedProps.calendar] ?? ''}`}
            />
          ))}
          {shown < events.length && <span className={classes.more}>+{events.length - shown}</span>}
        </span>
      )}
    </button>
  );
}
