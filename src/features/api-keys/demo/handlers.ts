import { HttpResponse } from 'msw';
import { badRequest, demoApi, invalidBody, notFound, readBody } from '@/lib/demo/api';
import { unlessDuplicate } from '@/lib/demo/db';
import { nameKey } from '@/lib/list-query';
import { createApiKeySchema, maskKey, type ApiKey } from '../types';
import { apiKeyOwners, apiKeyRows, newKey, starterKeys, type ApiKeyRow } from './data';

/** The API key calls (ours), answered from the demo database; subject `Page`. */
const api = demoApi('Page');

const toApiKey = ({ id, name, permission, createdAt, prefix }: ApiKeyRow): ApiKey => ({
  id,
  name,
  key: maskKey(prefix),
  permission,
  createdAt,
});

const newestFirst = (a: ApiKeyRow, b: ApiKeyRow) =>
  b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** One name a caller: checked in the insert's own transaction, so two tabs cannot both add it. */
const uniqueName = (row: ApiKeyRow) => [`${row.owner}:${nameKey(row.name)}`];

/** 400 naming the field, as the other calls do (`{ error: { name: [...] } }`). */
const nameTaken = () => badRequest({ name: ['You already have an API key with this name.'] });

/** The caller's keys, the newest first; a caller seen for the first time gets the starters. */
async function keysOf(owner: string): Promise<ApiKeyRow[]> {
  if (!(await apiKeyOwners.find(owner))) {
    const first = await unlessDuplicate(
      apiKeyOwners.insert({ id: owner }, { uniqueBy: (row) => [row.id] }),
    );
    if (first) {
      for (const starter of starterKeys(owner)) {
        await apiKeyRows.insert((id) => ({ ...starter, id }));
      }
    }
  }
  return (await apiKeyRows.all()).filter((row) => row.owner === owner).sort(newestFirst);
}

export const apiKeyHandlers = [
  api.get('/api/api-keys', async ({ caller }) =>
    HttpResponse.json({ apiKeys: (await keysOf(caller.id)).map(toApiKey) }),
  ),

  api.post('/api/api-keys', async ({ request, caller }) => {
    const body = await readBody(request, createApiKeySchema);
    if (!body) return invalidBody(request);
    const mine = await keysOf(caller.id);
    if (mine.some((row) => nameKey(row.name) === nameKey(body.name))) return nameTaken();
    const key = newKey();
    const row = await unlessDuplicate(
      apiKeyRows.insert(
        (id) => ({
          id,
          owner: caller.id,
          name: body.name,
          permission: body.permission,
          createdAt: new Date().toISOString(),
          prefix: key.slice(0, 8),
        }),
        { at: 'start', uniqueBy: uniqueName },
      ),
    );
    if (!row) return nameTaken();
    // The only answer that holds the whole key: it is not stored.
    return HttpResponse.json({ apiKey: { ...toApiKey(row), key } }, { status: 201 });
  }),

  api.delete<{ id: string }>('/api/api-keys/:id', async ({ params, caller }) => {
    const id = Number(params.id);
    const row = Number.isSafeInteger(id) ? await apiKeyRows.find(id) : undefined;
    // Another user's key is as unknown as a key that never was.
    if (row?.owner !== caller.id || !(await apiKeyRows.remove(id))) return notFound();
    return HttpResponse.json({ apiKey: toApiKey(row) });
  }),
];
