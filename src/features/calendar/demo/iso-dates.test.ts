import { beforeEach, describe, expect, it } from 'vitest';
import { demoApiClient } from '@/test/demo-api';
import { inSaoPaulo } from '@/test/iso-dates';
import { eventAnswerSchema } from '../types';
import { events } from './handlers';

inSaoPaulo();
beforeEach(() => events.reset());

const { call } = demoApiClient();

const meeting = {
  title: 'Reunião com a contabilidade',
  allDay: false,
  extendedProps: { calendar: 'Business' },
};

/** 14:45 to 15:45 on the 26th in São Paulo, as `toJSON()` writes it, with an offset, and local. */
const sent: [string, string][] = [
  ['2026-11-26T17:45:00.000Z', '2026-11-26T18:45:00.000Z'],
  ['2026-11-26T14:45:00-03:00', '2026-11-26T15:45:00-03:00'],
  ['2026-11-26T18:45:00+01:00', '2026-11-26T19:45:00+01:00'],
  ['2026-11-26T14:45:00', '2026-11-26T15:45:00'],
];
const unreadable = ['amanhã', '2026-02-30T10:00:00Z', '2026-11-26T25:00:00-03:00', ''];

const add = (event: object) => call('/apps/calendar/add-event', { event });
const update = (event: object) => call('/apps/calendar/update-event', { event });

async function refusedFields(response: Response) {
  expect(response.status).toBe(400);
  return Object.keys(((await response.json()) as { error: object }).error).sort();
}

describe('calendar calls take ISO 8601 moments with a zone', () => {
  it('POST /apps/calendar/add-event stores local moments, as the answers always had them', async () => {
    for (const [start, end] of sent) {
      const response = await add({ ...meeting, start, end });
      expect(response.status, start).toBe(201);
      const event = eventAnswerSchema.parse(await response.json());
      expect([event.start, event.end], start).toEqual([
        '2026-11-26T14:45:00',
        '2026-11-26T15:45:00',
      ]);
    }
  });

  it('stores an all-day event’s zoned moments as the days its sender meant', async () => {
    // Local midnights through `toJSON()`, and with the sender's own offset (Tokyo's midnight).
    const zoned = [
      ['2026-11-26T03:00:00.000Z', '2026-11-27T03:00:00.000Z'],
      ['2026-11-26T00:00:00+09:00', '2026-11-27T00:00:00+09:00'],
      ['2026-11-26', '2026-11-27'],
    ];
    for (const [start = '', end = ''] of zoned) {
      const response = await add({ ...meeting, allDay: true, start, end });
      expect(response.status, start).toBe(201);
      const event = eventAnswerSchema.parse(await response.json());
      expect([event.start, event.end], start).toEqual(['2026-11-26', '2026-11-27']);
    }
  });

  it('POST /apps/calendar/update-event does the same', async () => {
    const added = eventAnswerSchema.parse(
      await (
        await add({ ...meeting, start: '2026-11-20T10:00:00', end: '2026-11-20T11:00:00' })
      ).json(),
    );
    for (const [start, end] of sent) {
      const response = await update({ ...meeting, id: added.id, start, end });
      expect(response.status, start).toBe(200);
      const event = eventAnswerSchema.parse(await response.json());
      expect([event.start, event.end], start).toEqual([
        '2026-11-26T14:45:00',
        '2026-11-26T15:45:00',
      ]);
    }
  });

  it('still refuses a moment that cannot be read, naming the field, and an end before the start', async () => {
    for (const bad of unreadable) {
      expect(await refusedFields(await add({ ...meeting, start: bad, end: '2026-11-26T15:45:00Z' })), bad).toEqual(['start']); // prettier-ignore
      expect(await refusedFields(await update({ ...meeting, id: 1, start: '2026-11-26T15:45:00Z', end: bad })), bad).toEqual(['end']); // prettier-ignore
    }
    // 15:00 in São Paulo is 18:00 UTC: an end at 17:00 UTC comes before it.
    expect(await refusedFields(await add({ ...meeting, start: '2026-11-26T15:00:00-03:00', end: '2026-11-26T17:00:00Z' }))).toEqual(['end']); // prettier-ignore
  });
});
