import { HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { badRequest, demoApi, invalidBody, notFound, readBody } from '@/lib/demo/api';
import { defineCollection } from '@/lib/demo/db';
import {
  addEventSchema,
  calendarEventSchema,
  categorySchema,
  updateEventSchema,
  type CalendarEvent,
  type Category,
} from '../types';
import { seedEvents } from './data';

/** The calendar's demo database: every event, seeded around the month it is first read. */
export const events = defineCollection<CalendarEvent>({
  name: 'calendar-events',
  version: 1,
  schema: calendarEventSchema,
  seed: () => seedEvents(),
});

/**
 * The calendars a request selects: `?calendars=Personal,Business` (repeated `calendars` or
 * `calendars[]` work too). No parameter at all selects every calendar (SPEC §4: all selected
 * by default); a parameter that names none (`?calendars=`) selects none. Unknown names are
 * `null`: the call answers 400.
 */
export function selectedCalendars(search: URLSearchParams): Set<Category> | 'all' | null {
  const values = [...search.getAll('calendars'), ...search.getAll('calendars[]')];
  if (!search.has('calendars') && !search.has('calendars[]')) return 'all';
  const names = values.flatMap((value) => value.split(',')).filter((name) => name.trim() !== '');
  const parsed = z.array(categorySchema).safeParse(names.map((name) => name.trim()));
  return parsed.success ? new Set(parsed.data) : null;
}

const idParam = z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number));

/** Reading needs `read Calendar`; adding `create`; changing `update`; removing `delete`. */
const api = demoApi('Calendar');

export const calendarHandlers = [
  api.get('/apps/calendar/events', async ({ request }) => {
    const selected = selectedCalendars(new URL(request.url).searchParams);
    if (selected === null) return badRequest('Unknown calendar');
    const all = await events.all();
    const shown =
      selected === 'all' ? all : all.filter((event) => selected.has(event.extendedProps.calendar));
    return HttpResponse.json(shown.map((event) => events.versioned(event)));
  }),

  api.post('/apps/calendar/add-event', async ({ request }) => {
    const body = await readBody(request, addEventSchema);
    if (!body) return invalidBody(request);
    const event = await events.insert((id) => ({ ...body.event, id }));
    return HttpResponse.json(events.versioned(event), { status: 201 });
  }),

  api.post(
    '/apps/calendar/update-event',
    async ({ request }) => {
      const body = await readBody(request, updateEventSchema);
      if (!body) return invalidBody(request);
      // The whole event, saved on the version it was opened at (a stale save is a 409).
      const { version, ...fields } = body.event;
      const event = await events.update(fields.id, fields, version);
      return event ? HttpResponse.json(events.versioned(event)) : notFound();
    },
    'update',
  ),

  api.delete('/apps/calendar/remove-event', async ({ request }) => {
    const id = idParam.safeParse(new URL(request.url).searchParams.get('id') ?? '');
    if (!id.success || !(await events.remove(id.data))) return notFound();
    return HttpResponse.json({ id: id.data });
  }),
];
