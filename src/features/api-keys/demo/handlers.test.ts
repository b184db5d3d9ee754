import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AUTH_ENDPOINTS } from '@/contract/auth';
import { currentConfig } from '@/lib/config';
import { demoApiClient } from '@/test/demo-api';
import { apiKeyResponseSchema, apiKeysResponseSchema, type ApiKey } from '../types';
import { apiKeyRows, KEY_PREFIX, newKey, starterKeys } from './data';

const ORIGIN = 'http://localhost:3000';
const admin = demoApiClient(1);
// Account 2 is the demo client: it may read ACL and Auth, not the pages.
const client = demoApiClient(2);

const STARTERS = ['Aplicativo de campo', 'Painel de indicadores', 'Integração com o ERP'];

type Call = (path: string, body?: unknown, method?: string) => Promise<Response>;

/** A second user, made through the demo's sign-up (a new user is an administrator). */
async function registerUser(name = 'marina.costa'): Promise<Call> {
  const response = await fetch(`${ORIGIN}${currentConfig().apiUrl}${AUTH_ENDPOINTS.register}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: name, email: `${name}@exemplo.com.br`, password: 'segredo1' }),
  });
  const { accessToken } = z.object({ accessToken: z.string() }).parse(await response.json());
  return (path, body, method = body === undefined ? 'GET' : 'POST') =>
    fetch(`${ORIGIN}${path}`, {
      method,
      headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

async function list(call: Call = admin.call): Promise<ApiKey[]> {
  const response = await call('/api/api-keys');
  expect(response.status).toBe(200);
  return apiKeysResponseSchema.parse(await response.json()).apiKeys;
}

const create = (body: unknown, call: Call = admin.call) => call('/api/api-keys', body);
const remove = (id: number | string, call: Call = admin.call) =>
  call(`/api/api-keys/${id}`, undefined, 'DELETE');

const masked = /^mrt_[A-Za-z0-9]{4}…$/;

describe('API key sample data', () => {
  it('gives each user the same three starter keys, with keys of their own', () => {
    const first = starterKeys('1');
    expect(first.map((key) => [key.name, key.permission])).toEqual([
      ['Integração com o ERP', 'full'],
      ['Painel de indicadores', 'read-only'],
      ['Aplicativo de campo', 'read-write'],
    ]);
    expect(starterKeys('1')).toEqual(first);
    expect(starterKeys('7').map((key) => key.prefix)).not.toEqual(first.map((key) => key.prefix));
    expect(first.every((key) => /^mrt_[A-Za-z0-9]{4}$/.test(key.prefix))).toBe(true);
  });

  it('makes keys of 32 random letters and digits after the prefix', () => {
    const keys = new Set(Array.from({ length: 20 }, newKey));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(new RegExp(`^${KEY_PREFIX}[A-Za-z0-9]{32}$`));
  });
});

describe('GET /api/api-keys', () => {
  it('answers the caller’s three starter keys, masked, the newest first', async () => {
    const keys = await list();
    expect(keys.map((key) => key.name)).toEqual(STARTERS);
    expect(keys.map((key) => key.permission)).toEqual(['read-write', 'read-only', 'full']);
    expect(keys.every((key) => masked.test(key.key))).toBe(true);
    expect(keys[2]?.createdAt).toBe('2026-02-03T13:15:00.000Z');
    // Asked again: the same keys, not three more.
    expect(await list()).toEqual(keys);
  });

  it('answers 401 without a token and 403 to a caller who may not use the pages', async () => {
    expect((await client.call('/api/api-keys')).status).toBe(403);
    expect((await create({ name: 'Cliente', permission: 'full' }, client.call)).status).toBe(403);
    expect((await remove(1, client.call)).status).toBe(403);
    admin.signOut();
    expect((await admin.call('/api/api-keys')).status).toBe(401);
  });
});

describe('POST /api/api-keys', () => {
  it('creates a key, answers it whole once, and lists it masked first', async () => {
    await list();
    const response = await create({ name: '  Integração   Slack ', permission: 'read-only' });
    expect(response.status).toBe(201);
    const { apiKey } = apiKeyResponseSchema.parse(await response.json());
    expect(apiKey).toMatchObject({ name: 'Integração Slack', permission: 'read-only' });
    expect(apiKey.key).toMatch(/^mrt_[A-Za-z0-9]{32}$/);
    expect(Date.now() - Date.parse(apiKey.createdAt)).toBeLessThan(60_000);
    const [first] = await list();
    expect(first).toEqual({ ...apiKey, key: `${apiKey.key.slice(0, 8)}…` });
    // Never stored whole.
    expect(JSON.stringify(await apiKeyRows.all())).not.toContain(apiKey.key);
  });

  it('refuses a bad name or permission with a 400 naming the field', async () => {
    const refused = async (body: unknown) => {
      const response = await create(body);
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: Record<string, string[]> }).error;
    };
    expect(Object.keys(await refused({ name: 'ab', permission: 'full' }))).toEqual(['name']);
    expect(Object.keys(await refused({ name: 'x'.repeat(41), permission: 'full' }))).toEqual([
      'name',
    ]);
    expect(Object.keys(await refused({ name: 'Chave', permission: 'admin' }))).toEqual([
      'permission',
    ]);
    expect(Object.keys(await refused({ permission: 'full' }))).toEqual(['name']);
    expect((await admin.call('/api/api-keys', 'not json')).status).toBe(400);
    expect(await list()).toHaveLength(3);
  });

  it('refuses a name the caller already uses, case and accents aside', async () => {
    const response = await create({ name: 'painel de INDICADORES', permission: 'full' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { name: ['You already have an API key with this name.'] },
    });
    expect(await list()).toHaveLength(3);
  });
});

describe('DELETE /api/api-keys/{id}', () => {
  it('deletes one of the caller’s keys, and answers 404 for one not there', async () => {
    const [newest] = await list();
    const response = await remove(newest?.id ?? 0);
    expect(response.status).toBe(200);
    expect(apiKeyResponseSchema.parse(await response.json()).apiKey).toEqual(newest);
    expect((await list()).map((key) => key.name)).toEqual(STARTERS.slice(1));
    expect((await remove(newest?.id ?? 0)).status).toBe(404);
    expect((await remove(999)).status).toBe(404);
    expect((await remove('abc')).status).toBe(404);
  });

  it('keeps the starters away once all are deleted', async () => {
    for (const key of await list()) expect((await remove(key.id)).status).toBe(200);
    expect(await list()).toEqual([]);
    expect(await list()).toEqual([]);
  });
});

describe('API keys per user', () => {
  it('keeps each user’s keys their own', async () => {
    const marina = await registerUser();
    const mine = await list();
    const hers = await list(marina);
    expect(hers.map((key) => key.name)).toEqual(STARTERS);
    expect(hers.map((key) => key.id)).not.toEqual(mine.map((key) => key.id));
    expect(hers.map((key) => key.key)).not.toEqual(mine.map((key) => key.key));
    // The same name is no clash for another user.
    expect((await create({ name: 'Exportação', permission: 'full' }, marina)).status).toBe(201);
    expect((await create({ name: 'Exportação', permission: 'full' })).status).toBe(201);
    expect(await list(marina)).toHaveLength(4);
    // Neither can delete the other's keys.
    expect((await remove(mine[0]?.id ?? 0, marina)).status).toBe(404);
    expect(await list()).toHaveLength(4);
  });
});
