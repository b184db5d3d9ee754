import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { server } from '@/mocks/node';
import { demoApiClient } from '@/test/demo-api';
import { readDemoRows } from '@/test/demo-store';
import { demoApi } from './api';
import { defineCollection, DemoStorageFullError, MAX_ROW_CHARS } from './db';

/** What the demo database refuses, as the demo API answers it (a real API's statuses). */
const notes = defineCollection({
  name: 'api-notes',
  version: 1,
  schema: z.object({ id: z.number(), text: z.string() }),
  seed: () => [{ id: 1, text: 'primeira' }],
});
const api = demoApi('Todo');
const handlers = [
  api.post('/test/notes/save', async ({ request }) => {
    const body = (await request.json()) as { text: string; version?: number };
    const note = await notes.update(1, { text: body.text }, body.version);
    return HttpResponse.json(note && notes.versioned(note));
  }),
  api.post('/test/notes/full', () => Promise.reject(new DemoStorageFullError())),
];
const { call } = demoApiClient();

describe('the demo API on refused writes', () => {
  it('answers a save on an older version with 409 and the record as it is now', async () => {
    server.use(...handlers);
    expect(await (await call('/test/notes/save', { text: 'a', version: 1 })).json()).toEqual({
      id: 1,
      text: 'a',
      version: 2,
    });
    const stale = await call('/test/notes/save', { text: 'b', version: 1 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      error: 'Conflict',
      current: { id: 1, text: 'a', version: 2 },
    });
  });

  it('answers a record too large with 413, and keeps the stored one', async () => {
    server.use(...handlers);
    const response = await call('/test/notes/save', { text: 'x'.repeat(MAX_ROW_CHARS) });
    expect(response.status).toBe(413);
    expect(await readDemoRows('api-notes')).toEqual([{ id: 1, text: 'primeira' }]);
  });

  it('answers a browser out of room with 507', async () => {
    server.use(...handlers);
    const response = await call('/test/notes/full', {});
    expect(response.status).toBe(507);
    expect(await response.json()).toEqual({ error: 'Insufficient storage' });
  });
});
