import { describe, expect, it } from 'vitest';
import { demoApiClient } from '@/test/demo-api';
import { formatCreatedDate, parseCreatedDate } from '../created-date';
import { permissionSchema, permissionsResponseSchema, type Permission } from '../types';
import { sampleNames, seedPermissions, type PermissionRecord } from './data';
import { permissions } from './handlers';

const admin = demoApiClient(1);
// Account 2 is the demo client: it may read ACL and Auth, not permissions.
const client = demoApiClient(2);

async function list(query = '') {
  const response = await admin.call(`/apps/permissions/data${query}`);
  expect(response.status).toBe(200);
  return permissionsResponseSchema.parse(await response.json());
}

const names = (rows: Permission[]) => rows.map((permission) => permission.name);
const add = (name: unknown) =>
  admin.call('/apps/permissions/add-permission', { permission: { name } });
const rename = (id: unknown, name: unknown) =>
  admin.call('/apps/permissions/update-permission', { id, name });
const remove = (id: string) => admin.call(`/apps/permissions/delete?id=${id}`, undefined, 'DELETE');

describe('permission sample data', () => {
  it('holds the nine permissions of SPEC §6, in order, with their roles and API dates', () => {
    const seeded = seedPermissions();
    expect(seeded.map(({ id, name, assignedTo }) => [id, name, assignedTo.join(',')])).toEqual([
      [1, 'Management', 'administrator'],
      [2, 'Manage Billing & Roles', 'administrator'],
      [3, 'Add & Remove Users', 'administrator,manager'],
      [4, 'Project Planning', 'administrator,user,support'],
      [5, 'Manage Email Sequences', 'administrator,user,support'],
      [6, 'Client Communication', 'administrator,manager'],
      [7, 'Only View', 'administrator,restricted-user'],
      [8, 'Financial Management', 'administrator,manager'],
      [9, "Manage Others' Tasks", 'administrator,support'],
    ]);
    for (const permission of seeded) {
      expect(permissionSchema.safeParse(permission).success).toBe(true);
      const date = parseCreatedDate(permission.createdDate);
      expect(date, permission.createdDate).not.toBeNull();
      expect(formatCreatedDate(date as Date)).toBe(permission.createdDate);
    }
  });
});

describe('the API text of a creation time', () => {
  it('writes a 12-hour clock with English months, and reads it back', () => {
    expect(formatCreatedDate(new Date(2021, 3, 14, 20, 43))).toBe('14 Apr 2021, 8:43 PM');
    expect(formatCreatedDate(new Date(2026, 10, 4, 0, 5))).toBe('04 Nov 2026, 12:05 AM');
    expect(formatCreatedDate(new Date(2026, 0, 1, 12, 0))).toBe('01 Jan 2026, 12:00 PM');
    expect(parseCreatedDate('14 Apr 2021, 8:43 PM')).toEqual(new Date(2021, 3, 14, 20, 43));
    expect(parseCreatedDate('4 apr 2021, 12:10 am')).toEqual(new Date(2021, 3, 4, 0, 10));
    expect(parseCreatedDate('31 Feb 2021, 8:43 PM')).toBeNull();
    expect(parseCreatedDate('2021-04-14')).toBeNull();
    expect(parseCreatedDate('14 Abr 2021, 8:43 PM')).toBeNull();
  });
});

describe('GET /apps/permissions/data', () => {
  it('answers the first page of ten, the count, every permission and the params', async () => {
    const answer = await list();
    expect(answer.total).toBe(9);
    expect(answer.allData).toHaveLength(9);
    expect(names(answer.permissions)).toEqual(names(seedPermissions()));
    expect(answer.params).toEqual({ q: '', assignedTo: null, perPage: 10, page: 1 });
  });

  it('pages with perPage and page; the total counts every page; bad values fall back', async () => {
    const second = await list('?perPage=4&page=2');
    expect(names(second.permissions)).toEqual(names(seedPermissions().slice(4, 8)));
    expect(second.total).toBe(9);
    expect(second.params).toEqual({ q: '', assignedTo: null, perPage: 4, page: 2 });
    expect((await list('?perPage=4&page=3')).permissions).toHaveLength(1);
    expect((await list('?perPage=4&page=4')).permissions).toEqual([]);
    expect((await list('?perPage=abc&page=-1')).params).toMatchObject({ perPage: 10, page: 1 });
  });

  it('searches the name, case-insensitively', async () => {
    const answer = await list('?q=MANAGE');
    expect(names(answer.permissions)).toEqual([
      'Management',
      'Manage Billing & Roles',
      'Manage Email Sequences',
      'Financial Management',
      "Manage Others' Tasks",
    ]);
    expect(answer.total).toBe(5);
    expect(answer.params.q).toBe('MANAGE');
    expect(answer.allData).toHaveLength(9);
  });

  it('searches the creation text too, case-insensitively', async () => {
    expect(names((await list('?q=sep 2026')).permissions)).toEqual(['Manage Billing & Roles']);
    expect(names((await list('?q=11:50 am')).permissions)).toEqual(['Only View']);
    expect((await list('?q=nada-parecido')).total).toBe(0);
  });

  it('keeps the permissions assigned to a role, with the search too', async () => {
    const managers = await list('?assignedTo=manager');
    expect(names(managers.permissions)).toEqual([
      'Add & Remove Users',
      'Client Communication',
      'Financial Management',
    ]);
    expect(managers.params.assignedTo).toBe('manager');
    const both = await list('?assignedTo=support&q=planning');
    expect(names(both.permissions)).toEqual(['Project Planning']);
    expect(both.total).toBe(1);
    expect((await list('?assignedTo=restricted-user')).total).toBe(1);
  });

  it('sorts by name or creation time on request (ours)', async () => {
    const byName = names((await list('?sortColumn=name&sort=asc')).permissions);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    const newest = await list('?sortColumn=createdDate&sort=desc&perPage=1');
    expect(names(newest.permissions)).toEqual(['Add & Remove Users']);
  });
});

describe('POST /apps/permissions/add-permission', () => {
  it('adds with the last id + 1, administrator only, the time now, first in the list', async () => {
    const before = Date.now();
    const response = await add('  Export Reports ');
    expect(response.status).toBe(201);
    const added = permissionSchema.parse(await response.json());
    expect(added).toMatchObject({ id: 10, name: 'Export Reports', assignedTo: ['administrator'] });
    expect(added.createdDate).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M$/);
    const created = parseCreatedDate(added.createdDate)?.getTime() ?? 0;
    expect(Math.abs(created - before)).toBeLessThan(2 * 60_000);
    const answer = await list();
    expect(answer.permissions[0]).toEqual({ ...added, version: 1 });
    expect(answer.total).toBe(10);
    expect((await permissions.all())[0]?.id).toBe(10);
    const next = permissionSchema.parse(await (await add('Second One')).json());
    expect(next.id).toBe(11);
  });

  it('takes the largest id + 1 even when the largest is not last', async () => {
    await remove('9');
    await remove('4');
    expect(permissionSchema.parse(await (await add('After Deletes')).json()).id).toBe(9);
  });

  it('refuses a name in use (any case) with a message on the field, and a bad body', async () => {
    const response = await add('only view');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { name: ['A permission with this name already exists.'] },
    });
    // A look-alike is the same name: zero-width and bidi control characters do not count.
    for (const name of ['Manage\u200Bment', '\u202EManagement', 'ｍａｎａｇｅｍｅｎｔ']) {
      expect((await add(name)).status, name).toBe(400);
    }
    for (const name of ['ab', '   ', 'x'.repeat(61), 42]) {
      const refused = await add(name);
      expect(refused.status, String(name)).toBe(400);
      // The refusal names the field, so the form shows it beside the name.
      const { error } = (await refused.json()) as { error: Record<string, string[]> };
      expect(Object.keys(error)).toEqual(['name']);
    }
    expect((await admin.call('/apps/permissions/add-permission', 'junk')).status).toBe(400);
    expect(await permissions.all()).toHaveLength(9);
  });
});

describe('POST /apps/permissions/update-permission', () => {
  it('renames with 201, keeping the roles and the date', async () => {
    const response = await rename(3, 'Invite & Remove Users');
    expect(response.status).toBe(201);
    const renamed = permissionSchema.parse(await response.json());
    const { sample: _sample, ...seeded } = seedPermissions()[2] as PermissionRecord;
    expect(renamed).toEqual({ ...seeded, name: 'Invite & Remove Users', version: 2 });
    // A rename made on the version before is refused, with the permission as it is now.
    const stale = await admin.call('/apps/permissions/update-permission', {
      id: 3,
      name: 'Convidar pessoas',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ current: { id: 3, version: 2 } });
    expect((await permissions.find(3))?.name).toBe('Invite & Remove Users');
    expect(names((await list()).permissions)[2]).toBe('Invite & Remove Users');
  });

  it('refuses an unknown id, a name in use and a bad name; its own name in new case is fine', async () => {
    expect((await rename(99, 'Nobody Has It')).status).toBe(404);
    expect((await rename(3, 'Management')).status).toBe(400);
    expect((await rename(3, 'no')).status).toBe(400);
    expect((await rename('3', 'Valid Name')).status).toBe(400);
    expect((await rename(1, 'MANAGEMENT')).status).toBe(201);
    expect((await permissions.find(1))?.name).toBe('MANAGEMENT');
  });
});

describe('the sample names in the language asked (`lang`, ours)', () => {
  const portuguese = Object.values(sampleNames).map((name) => name.br);
  const english = Object.values(sampleNames).map((name) => name.en);

  it('answers the samples in Portuguese or English; without lang, as stored (the spec’s)', async () => {
    const br = await list('?lang=br');
    expect(names(br.permissions)).toEqual(portuguese);
    expect(names(br.allData)).toEqual(portuguese);
    expect(names((await list('?lang=en')).permissions)).toEqual(english);
    expect(names((await list()).permissions)).toEqual(english);
    expect(names((await list('?lang=xx')).permissions)).toEqual(english);
    // The demo's own mark is never answered.
    expect(br.permissions.every((permission) => !('sample' in permission))).toBe(true);
  });

  it('searches and sorts on the names answered', async () => {
    expect(names((await list('?lang=br&q=GERENCIAR')).permissions)).toEqual([
      'Gerenciar cobrança e papéis',
      'Gerenciar sequências de e-mail',
      'Gerenciar tarefas de outros',
    ]);
    expect(names((await list('?lang=br&q=gestao')).permissions)).toEqual([
      'Gestão',
      'Gestão financeira',
    ]);
    expect((await list('?lang=br&q=manage')).total).toBe(0);
    expect((await list('?lang=en&q=manage')).total).toBe(5);
    const sorted = names((await list('?lang=br&sortColumn=name&sort=asc')).permissions);
    expect(sorted).toEqual([...portuguese].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(sorted[0]).toBe('Adicionar e remover usuários');
  });

  it('keeps a typed name as typed in every language, even a sample’s other name', async () => {
    const added = permissionSchema.parse(await (await add('Exportar relatórios')).json());
    expect((await rename(4, 'Planejamento de sprints')).status).toBe(201);
    // Typed in English, the Portuguese name of sample 7 is a name like any other.
    const typed = await admin.call('/apps/permissions/update-permission?lang=en', {
      id: 7,
      name: 'Somente visualização',
    });
    expect(permissionSchema.parse(await typed.json()).name).toBe('Somente visualização');
    for (const lang of ['br', 'en']) {
      const shown = names((await list(`?lang=${lang}&perPage=20`)).allData);
      expect(shown, lang).toContain(added.name);
      expect(shown, lang).toContain('Planejamento de sprints');
      expect(shown, lang).toContain('Somente visualização');
    }
    expect(names((await list('?lang=en')).allData)).not.toContain('Project Planning');
    expect(names((await list('?lang=en')).allData)).not.toContain('Only View');
  });

  it('keeps a sample saved under the name shown, and answers it in that language', async () => {
    const saved = await admin.call('/apps/permissions/update-permission?lang=br', {
      id: 1,
      name: 'Gestão',
    });
    expect(saved.status).toBe(201);
    expect(permissionSchema.parse(await saved.json())).toMatchObject({ id: 1, name: 'Gestão' });
    expect(names((await list('?lang=en')).permissions)[0]).toBe('Management');
    // A stale save is answered with the permission as it is now, named as the list shows it.
    const stale = await admin.call('/apps/permissions/update-permission?lang=br', {
      id: 1,
      name: 'Outra gestão',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ current: { id: 1, name: 'Gestão', version: 2 } });
  });

  it('refuses a sample’s name in any language as a new name', async () => {
    for (const name of ['Gestão financeira', 'gestao FINANCEIRA', 'Financial Management']) {
      expect((await add(name)).status, name).toBe(400);
    }
    expect((await rename(3, 'Somente visualização')).status).toBe(400);
    expect(await permissions.all()).toHaveLength(9);
  });
});

describe('DELETE /apps/permissions/delete', () => {
  it('deletes by numeric id; 404 for an unknown one, 400 with a message for a bad one', async () => {
    const response = await remove('7');
    expect(response.status).toBe(200);
    expect(permissionSchema.parse(await response.json()).name).toBe('Only View');
    expect(await permissions.find(7)).toBeUndefined();
    expect(names((await list()).allData)).not.toContain('Only View');
    expect((await remove('7')).status).toBe(404);
    expect((await remove('123')).status).toBe(404);
    const bad = await remove('abc');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'The id must be a whole number.' });
    expect((await remove('')).status).toBe(400);
    expect(await permissions.all()).toHaveLength(8);
  });
});

describe('who may call', () => {
  const calls: [string, unknown, string?][] = [
    ['/apps/permissions/data', undefined],
    ['/apps/permissions/add-permission', { permission: { name: 'Sneaky' } }],
    ['/apps/permissions/update-permission', { id: 1, name: 'Sneaky' }],
    ['/apps/permissions/delete?id=1', undefined, 'DELETE'],
  ];

  it('answers 403 to the demo client and 401 without a token, changing nothing', async () => {
    for (const [path, body, method] of calls) {
      expect((await client.call(path, body, method)).status, path).toBe(403);
    }
    admin.signOut();
    for (const [path, body, method] of calls) {
      expect((await admin.call(path, body, method)).status, path).toBe(401);
    }
    expect(names([...(await permissions.all())])).toEqual(names(seedPermissions()));
  });
});
