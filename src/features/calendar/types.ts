import dayjs from 'dayjs';
import * as z from 'zod/mini';
import { isoMoment, momentSchema, readDay } from '@/lib/dates';
import { textField } from '@/lib/form/text';
import { linkSchema, textSchema } from '@/lib/text-rules';

/** The calendar event and its calls (SPEC §3, §4, §7). */
export const categories = ['Personal', 'Business', 'Family', 'Holiday', 'ETC'] as const;
export const categorySchema = z.enum(categories);
export type Category = z.infer<typeof categorySchema>;

/**
 * A moment as the calendar stores it, in the viewer's local time and without a zone:
 * `YYYY-MM-DD` for a whole day, `YYYY-MM-DDTHH:mm:ss` for a time of day (FullCalendar's own
 * reading of such strings).
 */
const moment = momentSchema();

export const DAY_FORMAT = 'YYYY-MM-DD';
export const MOMENT_FORMAT = 'YYYY-MM-DDTHH:mm:ss';

/** Ours beyond the spec's `calendar`: who comes, where, and what it is about (plain text). */
export const extendedPropsSchema = z.object({
  calendar: categorySchema,
  guests: z._default(z.array(z.string()), []),
  location: z._default(z.string(), ''),
  description: z._default(z.string(), ''),
});

/** SPEC §3: id, url, title, start, end, allDay, extendedProps.calendar. `end` is exclusive. */
export const calendarEventSchema = z.object({
  id: z.number(),
  // The call's rules hold for what is stored too: a refused value written straight into
  // storage is damage, healed when read, never shown.
  url: linkSchema(),
  title: textField(1, 200),
  start: moment,
  end: moment,
  allDay: z.boolean(),
  extendedProps: extendedPropsSchema,
  /** The event's save count, as the API answers it: sent back, a stale save is refused. */
  version: z.optional(z.number()),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
export type NewCalendarEvent = Omit<CalendarEvent, 'id'>;

/** The rule both the API and the form apply: an event does not end before it starts. */
export const endsAfterStart = (event: { start: string; end: string }) =>
  !dayjs(event.end).isBefore(dayjs(event.start));

/** The most guests an event may have (the form's picker offers far fewer). */
export const MAX_GUESTS = 50;

/**
 * What a caller sends: a title, a known calendar, real moments, an end not before the start,
 * a link only to the web or e-mail, and the form's limits on every text (one rule set).
 */
const eventFieldsSchema = z.object({
  url: z._default(linkSchema(), ''),
  title: textField(1, 200),
  // ISO 8601 with a zone too (`toJSON()`), stored as the local moment it is (`isoMoment`).
  start: isoMoment(),
  end: isoMoment(),
  allDay: z._default(z.boolean(), false),
  extendedProps: z.extend(extendedPropsSchema, {
    guests: z._default(z.array(textField(1, 120)).check(z.maxLength(MAX_GUESTS)), []),
    location: z._default(textSchema(200), ''),
    description: z._default(textSchema(5000), ''),
  }),
});
const endCheck = z.refine<{ start: string; end: string }>(endsAfterStart, {
  path: ['end'],
  message: 'end before start',
});

/**
 * An all-day event's moments are days: one sent with a zone is the day its sender meant
 * (`readDay`: `…T03:00:00.000Z`, São Paulo's midnight through `toJSON()`, is that day), not
 * the local time of the instant. Anything else is left to the fields' own rules.
 */
const allDayAsDays = (event: unknown) => {
  if (!event || typeof event !== 'object' || !('allDay' in event) || event.allDay !== true) {
    return event;
  }
  const asDay = (value: unknown) => (typeof value === 'string' ? (readDay(value) ?? value) : value);
  const { start, end } = event as { start?: unknown; end?: unknown };
  return { ...event, start: asDay(start), end: asDay(end) };
};

/** `POST /apps/calendar/add-event` `{ event }`: the event without its id (the API gives it). */
export const addEventSchema = z.object({
  event: z.pipe(z.transform(allDayAsDays), eventFieldsSchema.check(endCheck)),
});
/** `POST /apps/calendar/update-event` `{ event }`: the whole event, id included. */
export const updateEventSchema = z.object({
  event: z.pipe(
    z.transform(allDayAsDays),
    z
      .extend(eventFieldsSchema, { id: z.number(), version: z.optional(z.number()) })
      .check(endCheck),
  ),
});

export const eventsResponseSchema = z.array(calendarEventSchema);
export const eventAnswerSchema = calendarEventSchema;
export const removeAnswerSchema = z.object({ id: z.number() });

/**
 * What a person writes of an event; the messages are translation keys. The form keeps the
 * pickers' text (`YYYY-MM-DD HH:mm:ss`, or a day) and flat fields, which the save turns into
 * the call's body (`eventFieldsSchema`: moments with a `T`, `extendedProps`), so the two
 * differ in shape. The title and the end-not-before-start rules are the call's; the form's
 * address, place and description limits are its own (the call takes any text there).
 */
export const eventFormSchema = z
  .object({
    title: textField(1, 200, {
      required: 'calendar:validation.titleRequired',
      tooLong: 'calendar:validation.titleTooLong',
    }),
    calendar: categorySchema,
    start: z.string().check(z.minLength(1, 'calendar:validation.startRequired')),
    end: z.string().check(z.minLength(1, 'calendar:validation.endRequired')),
    allDay: z.boolean(),
    url: linkSchema('calendar:validation.url'),
    guests: z.array(z.string()).check(z.maxLength(MAX_GUESTS, 'calendar:validation.tooMany')),
    location: textSchema(200, 'calendar:validation.tooLong'),
    description: textSchema(5000, 'calendar:validation.tooLong'),
  })
  .check(
    z.refine<{ start: string; end: string }>(endsAfterStart, {
      path: ['end'],
      message: 'calendar:validation.endBeforeStart',
    }),
  );
export type EventFormFields = z.input<typeof eventFormSchema>;
