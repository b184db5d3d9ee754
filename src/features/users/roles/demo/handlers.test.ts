import { describe, expect, it } from 'vitest';
import { demoApiClient } from '@/test/demo-api';
import { users } from '../../demo/handlers';
import { uniformPermissions } from '../matrix';
import { roleModules, roleSchema, rolesResponseSchema, type Role } from '../types';
import { seededRoleOf, seedRoles } from './data';
import { roles } from './handlers';

const admin = demoApiClient(1);
// Account 2 is the demo client: it may read ACL and Auth, not roles.
const client = demoApiClient(2);

async function read() {
  const response = await admin.call('/apps/roles/data');
  expect(response.status).toBe(200);
  return rolesResponseSchema.parse(await response.json());
}

const counts = (rows: Role[]) =>
  Object.fromEntries(rows.map((role) => [role.name, role.userCount]));
const add = (role: unknown) => admin.call('/apps/roles/add-role', { role });
const update = (id: unknown, role: unknown) => admin.call('/apps/roles/update-role', { id, role });
const remove = (id: string) => admin.call(`/apps/roles/delete?id=${id}`, undefined, 'DELETE');
const readOnly = () => {
  const permissions = uniformPermissions(false);
  for (const module of roleModules) permissions[module].read = true;
  return permissions;
};

describe('role sample data', () => {
  it('holds the five roles of SPEC §6, the administrator with everything, restricted reading', () => {
    const seeded = seedRoles();
    expect(seeded.map(({ id, key, name }) => [id, key, name])).toEqual([
      [1, 'administrator', 'administrator'],
      [2, 'manager', 'manager'],
      [3, 'user', 'user'],
      [4, 'support', 'support'],
      [5, 'restricted-user', 'restricted-user'],
    ]);
    expect(seeded[0]?.permissions).toEqual(uniformPermissions(true));
    expect(seeded[4]?.permissions).toEqual(readOnly());
    // SPEC §6: adding and removing users is the administrator's and the manager's.
    const manageUsers = seeded.filter((role) => role.permissions.userManagement.create);
    expect(manageUsers.map((role) => role.key)).toEqual(['administrator', 'manager']);
  });

  it('puts every user in one seeded role, worked out from the id', () => {
    expect([1, 2, 3, 4, 5, 6].map(seededRoleOf)).toEqual([
      'support',
      'restricted-user',
      'restricted-user',
      'manager',
      'user',
      'user',
    ]);
    expect(seededRoleOf(12_345)).toBe(seededRoleOf(12_345));
  });
});

describe('GET /apps/roles/data', () => {
  it('answers the five roles with their counts, four members each, and the modules', async () => {
    const answer = await read();
    expect(answer.modules).toEqual([...roleModules]);
    expect(counts(answer.roles)).toEqual({
      administrator: 4,
      manager: 7,
      user: 25,
      support: 12,
      'restricted-user': 12,
    });
    expect(answer.roles.reduce((sum, role) => sum + role.userCount, 0)).toBe(
      (await users.all()).length,
    );
    const manager = answer.roles[1];
    expect(manager?.members).toHaveLength(4);
    for (const member of manager?.members ?? []) {
      expect(seededRoleOf(member.id)).toBe('manager');
      const user = await users.find(member.id);
      expect(member).toEqual({
        id: user?.id,
        fullName: user?.fullName,
        avatar: user?.avatar,
        avatarColor: user?.avatarColor,
      });
    }
    expect(answer.roles[0]?.permissions).toEqual(uniformPermissions(true));
  });

  it('counts only the users that still exist', async () => {
    const before = await read();
    const first = before.roles[0]?.members[0];
    expect(first).toBeDefined();
    await users.remove(first?.id ?? 0);
    const after = await read();
    expect(after.roles[0]?.userCount).toBe((before.roles[0]?.userCount ?? 0) - 1);
    expect(after.roles[0]?.members.map((member) => member.id)).not.toContain(first?.id);
  });
});

describe('POST /apps/roles/add-role', () => {
  it('adds with the last id + 1, no key and no users, last in the list', async () => {
    const permissions = readOnly();
    permissions.finance.write = true;
    const response = await add({ name: '  Auditor  ', permissions });
    expect(response.status).toBe(201);
    const added = roleSchema.parse(await response.json());
    expect(added).toEqual({
      id: 6,
      key: null,
      name: 'Auditor',
      permissions,
      userCount: 0,
      members: [],
      version: 1,
    });
    const answer = await read();
    expect(answer.roles.at(-1)).toEqual(added);
    // A change made on an older version is refused, with the role as it is now.
    const renamed = await admin.call('/apps/roles/update-role', {
      id: 6,
      role: { name: 'Auditoria' },
    });
    expect(renamed.status).toBe(201);
    const stale = await admin.call('/apps/roles/update-role', {
      id: 6,
      role: { name: 'Auditores' },
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ current: { id: 6, name: 'Auditoria', version: 2 } });
    expect(await roles.all()).toHaveLength(6);
    const next = await add({ name: 'Financeiro', permissions });
    expect(roleSchema.parse(await next.json()).id).toBe(7);
  });

  it('refuses a name in use (case and accents aside) beside the field, and a bad body', async () => {
    const permissions = uniformPermissions(false);
    const response = await add({ name: ' MANAGER ', permissions });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { name: ['A role with this name already exists.'] },
    });
    expect((await add({ name: 'adminis\u200Btrator', permissions })).status).toBe(400);
    expect((await add({ name: 'man\u2066ager', permissions })).status).toBe(400);
    await add({ name: 'Revisão', permissions });
    expect((await add({ name: 'revisao', permissions })).status).toBe(400);
    // Two adds of one name at once (two tabs): one is stored, the other told why.
    const together = await Promise.all([
      add({ name: 'Compras', permissions }),
      add({ name: 'COMPRAS', permissions }),
    ]);
    expect(together.map((answer) => answer.status).sort()).toEqual([201, 400]);

    const { finance: _finance, ...partial } = permissions;
    const bad: unknown[] = [
      { name: 'ab', permissions },
      { name: '   ', permissions },
      { name: 'x'.repeat(41), permissions },
      { name: 42, permissions },
      { name: 'No matrix' },
      { name: 'Partial matrix', permissions: partial },
      { name: 'Wrong flag', permissions: { ...permissions, finance: { read: 'yes' } } },
    ];
    const named = [
      'name',
      'name',
      'name',
      'name',
      'permissions',
      'permissions.finance',
      'permissions.finance.read',
    ];
    for (const [at, role] of bad.entries()) {
      const refused = await add(role);
      expect(refused.status, JSON.stringify(role)).toBe(400);
      // Each refusal names its field: the form shows it beside the name or the matrix.
      const { error } = (await refused.json()) as { error: Record<string, string[]> };
      expect(Object.keys(error)[0], JSON.stringify(role)).toBe(named[at]);
    }
    expect((await admin.call('/apps/roles/add-role', 'junk')).status).toBe(400);
    expect(await roles.all()).toHaveLength(7);
  });
});

describe('POST /apps/roles/update-role', () => {
  it('renames, keeping the matrix and the members', async () => {
    const response = await update(2, { name: 'Gerência' });
    expect(response.status).toBe(201);
    const renamed = roleSchema.parse(await response.json());
    expect(renamed).toMatchObject({ id: 2, key: 'manager', name: 'Gerência', userCount: 7 });
    expect(renamed.permissions).toEqual(seedRoles()[1]?.permissions);
    expect((await roles.find(2))?.name).toBe('Gerência');
  });

  it('changes the matrix, keeping the name', async () => {
    const permissions = structuredClone(seedRoles()[1]?.permissions ?? uniformPermissions(false));
    permissions.finance.create = false;
    const response = await update(2, { permissions });
    expect(response.status).toBe(201);
    expect(roleSchema.parse(await response.json())).toMatchObject({ name: 'manager', permissions });
    expect((await read()).roles[1]?.permissions.finance).toEqual({
      read: true,
      write: true,
      create: false,
    });
  });

  it('refuses an unknown id, a name in use and a bad body; its own name in new case is fine', async () => {
    expect((await update(99, { name: 'Nobody Has It' })).status).toBe(404);
    const taken = await update(3, { name: 'Support' });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({
      error: { name: ['A role with this name already exists.'] },
    });
    expect((await update(3, { name: 'no' })).status).toBe(400);
    expect((await update('3', { name: 'Valid name' })).status).toBe(400);
    expect((await update(3, { permissions: { content: { read: true } } })).status).toBe(400);
    expect((await update(3, { name: 'USER' })).status).toBe(201);
    expect((await roles.find(3))?.name).toBe('USER');
  });
});

describe('DELETE /apps/roles/delete', () => {
  it('deletes an added role only; 400 for a seeded one or a bad id, 404 for an unknown one', async () => {
    await add({ name: 'Temporário', permissions: uniformPermissions(false) });
    const response = await remove('6');
    expect(response.status).toBe(200);
    expect(roleSchema.parse(await response.json()).name).toBe('Temporário');
    expect(await roles.find(6)).toBeUndefined();
    expect((await remove('6')).status).toBe(404);
    const seeded = await remove('1');
    expect(seeded.status).toBe(400);
    expect(await seeded.json()).toEqual({ error: 'A seeded role cannot be deleted.' });
    expect((await remove('abc')).status).toBe(400);
    expect(await roles.all()).toHaveLength(5);
  });
});

describe('who may call', () => {
  const calls: [string, unknown, string?][] = [
    ['/apps/roles/data', undefined],
    ['/apps/roles/add-role', { role: { name: 'Sneaky', permissions: uniformPermissions(true) } }],
    ['/apps/roles/update-role', { id: 1, role: { name: 'Sneaky' } }],
    ['/apps/roles/delete?id=1', undefined, 'DELETE'],
  ];

  it('answers 403 to the demo client and 401 without a token, changing nothing', async () => {
    for (const [path, body, method] of calls) {
      expect((await client.call(path, body, method)).status, path).toBe(403);
    }
    admin.signOut();
    for (const [path, body, method] of calls) {
      expect((await admin.call(path, body, method)).status, path).toBe(401);
    }
    expect(await roles.all()).toEqual(seedRoles());
  });
});
