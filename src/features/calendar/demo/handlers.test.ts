import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoApiClient } from '@/test/demo-api';
import { eventAnswerSchema, eventsResponseSchema, type CalendarEvent } from '../types';
import { easterOf, seedEvents } from './data';
import { events } from './handlers';

const { call, signOut } = demoApiClient();

beforeEach(() => events.reset());

async function list(query = '') {
  const response = await call(`/apps/calendar/events${query}`);
  expect(response.status).toBe(200);
  return eventsResponseSchema.parse(await response.json());
}

const meeting = {
  url: '',
  title: 'Revisão do contrato',
  start: '2026-11-24T10:00:00',
  end: '2026-11-24T11:00:00',
  allDay: false,
  extendedProps: {
    calendar: 'Business',
    guests: ['Ana Ribeiro'],
    location: 'Sala Ipê',
    description: 'Cláusulas 4 a 7.',
  },
};

const add = (event: unknown) => call('/apps/calendar/add-event', { event });
const update = (event: unknown) => call('/apps/calendar/update-event', { event });
const remove = (id: number | string | undefined) =>
  call(`/apps/calendar/remove-event?id=${String(id)}`, undefined, 'DELETE');

describe('calendar seed', () => {
  it('is the same for the same day, about 25 events around the month, holidays included', () => {
    const now = new Date(2026, 10, 23, 9, 0).getTime();
    const seeded = seedEvents(now);
    expect(seedEvents(now)).toEqual(seeded);
    expect(seeded.length).toBeGreaterThanOrEqual(22);
    expect(seeded.map((event) => event.id)).toEqual(seeded.map((_, index) => index + 1));
    const holidays = seeded.filter((event) => event.extendedProps.calendar === 'Holiday');
    expect(holidays.map((event) => [event.start, event.title])).toEqual(
      expect.arrayContaining([
        ['2026-11-15', 'Proclamação da República'],
        ['2026-11-20', 'Dia Nacional de Zumbi e da Consciência Negra'],
        ['2026-12-25', 'Natal'],
      ]),
    );
    expect(seeded.find((event) => event.title === 'Reunião de planejamento da sprint')?.start).toBe(
      '2026-11-23T09:30:00',
    );
    const kinds = new Set(seeded.map((event) => event.extendedProps.calendar));
    expect(kinds.size).toBe(5);
  });

  it('knows when Easter falls', () => {
    expect(easterOf(2026).format('YYYY-MM-DD')).toBe('2026-04-05');
    expect(easterOf(2027).format('YYYY-MM-DD')).toBe('2027-03-28');
  });
});

describe('calendar API', () => {
  it('lists every event without `calendars`, and none with an empty one', async () => {
    expect(await list()).toHaveLength((await events.all()).length);
    expect(await list('?calendars=')).toEqual([]);
  });

  it('lists only the events of the selected calendars', async () => {
    const some = await list('?calendars=Personal,Holiday');
    expect(some.length).toBeGreaterThan(0);
    expect(new Set(some.map((event) => event.extendedProps.calendar))).toEqual(
      new Set(['Personal', 'Holiday']),
    );
    const repeated = await list('?calendars[]=Personal&calendars[]=Holiday');
    expect(repeated).toEqual(some);
    const all = await list('?calendars=Personal,Business,Family,Holiday,ETC');
    expect(all).toHaveLength((await events.all()).length);
    expect((await call('/apps/calendar/events?calendars=Work')).status).toBe(400);
  });

  it('adds an event with the next id (201), for good', async () => {
    const next = Math.max(...(await events.all()).map((event) => event.id)) + 1;
    const response = await add(meeting);
    expect(response.status).toBe(201);
    const created = eventAnswerSchema.parse(await response.json());
    expect(created).toEqual({ ...meeting, id: next, version: 1 });
    expect((await list('?calendars=Business')).some((event) => event.id === next)).toBe(true);
  });

  it('refuses an event without a title, ending before it starts, on no real day or of an unknown calendar', async () => {
    expect((await add({ ...meeting, title: '  ' })).status).toBe(400);
    expect((await add({ ...meeting, end: '2026-11-24T09:00:00' })).status).toBe(400);
    expect(
      (await add({ ...meeting, extendedProps: { ...meeting.extendedProps, calendar: 'Work' } }))
        .status,
    ).toBe(400);
    expect((await add({ ...meeting, start: 'amanhã' })).status).toBe(400);
    // November has no 31st, nor 2026 a 29 February, nor a day a 25th hour.
    expect(
      (await add({ ...meeting, start: '2026-11-31T10:00:00', end: '2026-12-01T11:00:00' })).status,
    ).toBe(400);
    expect(
      (await add({ ...meeting, allDay: true, start: '2026-02-29', end: '2026-03-01' })).status,
    ).toBe(400);
    expect((await add({ ...meeting, end: '2026-11-24T25:00:00' })).status).toBe(400);
    expect((await call('/apps/calendar/add-event', { title: 'x' })).status).toBe(400);
  });

  it('applies the form’s rules: text limits, guests, real dates, and only web or e-mail links', async () => {
    const props = meeting.extendedProps;
    const long = 'x'.repeat(100_000);
    const refusals: [unknown, string][] = [
      [{ ...meeting, title: long }, 'title'],
      [{ ...meeting, extendedProps: { ...props, description: long } }, 'extendedProps.description'],
      [{ ...meeting, extendedProps: { ...props, location: long } }, 'extendedProps.location'],
      [
        {
          ...meeting,
          extendedProps: { ...props, guests: Array.from({ length: 5000 }, () => 'Ana') },
        },
        'extendedProps.guests',
      ],
      [{ ...meeting, start: '2026-99-99T10:00:00' }, 'start'],
      [{ ...meeting, start: '0000-00-00T10:00:00' }, 'start'],
      [{ ...meeting, url: 'javascript:alert(1)' }, 'url'],
      [{ ...meeting, url: 'data:text/html,<b>oi</b>' }, 'url'],
    ];
    for (const [event, field] of refusals) {
      const refused = await add(event);
      expect(refused.status, field).toBe(400);
      // The 400 names the field, as a form shows it beside that field.
      expect(Object.keys(((await refused.json()) as { error: object }).error), field).toContain(
        field,
      );
    }
    for (const url of ['https://exemplo.com.br/pauta', 'mailto:ana@exemplo.com.br', '']) {
      expect((await add({ ...meeting, url })).status, url).toBe(201);
    }
  });

  it('updates an event (a move to another day), and says 404 for an unknown one', async () => {
    const event = (await events.all())[3] as CalendarEvent;
    const moved = {
      ...event,
      start: dayjs(event.start)
        .add(2, 'day')
        .format(event.allDay ? 'YYYY-MM-DD' : 'YYYY-MM-DDTHH:mm:ss'),
      end: dayjs(event.end)
        .add(2, 'day')
        .format(event.allDay ? 'YYYY-MM-DD' : 'YYYY-MM-DDTHH:mm:ss'),
    };
    const response = await update(moved);
    expect(response.status).toBe(200);
    expect(eventAnswerSchema.parse(await response.json())).toEqual({ ...moved, version: 2 });
    expect(await events.find(event.id)).toEqual(moved);
    expect((await update({ ...moved, id: 9999 })).status).toBe(404);
    // A save made on the version before the move is refused, with the event as it is now.
    const stale = await update({ ...moved, title: 'Outro título', version: 1 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ current: { id: event.id, version: 2 } });
    expect((await events.find(event.id))?.title).toBe(moved.title);
    expect((await update({ ...moved, end: '2000-01-01' })).status).toBe(400);
  });

  it('removes an event, and says 404 for an unknown or repeated one', async () => {
    const id = (await events.all())[0]?.id;
    const response = await remove(id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id });
    expect(await events.find(id ?? 0)).toBeUndefined();
    expect((await remove(id)).status).toBe(404);
    expect((await remove('abc')).status).toBe(404);
  });

  it('answers 401 without a session', async () => {
    signOut();
    expect((await call('/apps/calendar/events')).status).toBe(401);
    expect((await add(meeting)).status).toBe(401);
  });
});
