import { describe, expect, it } from 'vitest';
import { demoApiClient } from '@/test/demo-api';
import { users } from '../../demo/handlers';
import { userRoles } from '../../types';
import { tickedCount, uniformPermissions } from '../matrix';
import { roleModules, roleSchema, rolesResponseSchema, type Role } from '../types';
import { seedRoles } from './data';
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
  it('holds the users’ five roles of SPEC §6, in the table’s order, admin with everything', () => {
    const seeded = seedRoles();
    expect(seeded.map(({ id, key, name }) => [id, key, name])).toEqual([
      [1, 'admin', 'admin'],
      [2, 'author', 'author'],
      [3, 'editor', 'editor'],
      [4, 'maintainer', 'maintainer'],
      [5, 'subscriber', 'subscriber'],
    ]);
    expect(seeded.map((role) => role.key)).toEqual([...userRoles]);
    // SPEC §6: admin manages all; the others less, the subscriber least (it only reads).
    expect(seeded[0]?.permissions).toEqual(uniformPermissions(true));
    const ticks = seeded.map((role) => tickedCount(role.permissions).ticked);
    expect(Math.min(...ticks)).toBe(ticks[4]);
    for (const module of roleModules) {
      expect(seeded[4]?.permissions[module].write, module).toBe(false);
      expect(seeded[4]?.permissions[module].create, module).toBe(false);
    }
    // Only admin adds and removes users.
    const manageUsers = seeded.filter((role) => role.permissions.userManagement.create);
    expect(manageUsers.map((role) => role.key)).toEqual(['admin']);
  });
});

describe('GET /apps/roles/data', () => {
  it('counts each role’s users from the users’ own role: every user in one card', async () => {
    const answer = await read();
    expect(answer.modules).toEqual([...roleModules]);
    const everyone = await users.all();
    const expected = Object.fromEntries(
      userRoles.map((role) => [role, everyone.filter((user) => user.role === role).length]),
    );
    expect(counts(answer.roles)).toEqual(expected);
    expect(counts(answer.roles)).toEqual({
      admin: 8,
      author: 12,
      editor: 13,
      maintainer: 11,
      subscriber: 16,
    });
    expect(answer.roles.reduce((sum, role) => sum + role.userCount, 0)).toBe(everyone.length);
    const editor = answer.roles[2];
    expect(editor?.members).toHaveLength(4);
    for (const member of editor?.members ?? []) {
      const user = await users.find(member.id);
      expect(user?.role).toBe('editor');
      expect(member).toEqual({
        id: user?.id,
        fullName: user?.fullName,
        avatar: user?.avatar,
        avatarColor: user?.avatarColor,
      });
    }
    expect(answer.roles[0]?.permissions).toEqual(uniformPermissions(true));
  });

  it('counts only the users that still exist, and follows a user’s change of role', async () => {
    const before = await read();
    const first = before.roles[0]?.members[0];
    expect(first).toBeDefined();
    await users.remove(first?.id ?? 0);
    const after = await read();
    expect(after.roles[0]?.userCount).toBe((before.roles[0]?.userCount ?? 0) - 1);
    expect(after.roles[0]?.members.map((member) => member.id)).not.toContain(first?.id);

    const editor = after.roles[2]?.members[0];
    const changed = await admin.call('/apps/users/update-user', {
      id: editor?.id,
      user: { role: 'subscriber' },
    });
    expect(changed.status).toBe(201);
    const moved = counts((await read()).roles);
    expect(moved.editor).toBe((after.roles[2]?.userCount ?? 0) - 1);
    expect(moved.subscriber).toBe((after.roles[4]?.userCount ?? 0) + 1);
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
    const response = await add({ name: ' AUTHOR ', permissions });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { name: ['A role with this name already exists.'] },
    });
    expect((await add({ name: 'main\u200Btainer', permissions })).status).toBe(400);
    expect((await add({ name: 'edi\u2066tor', permissions })).status).toBe(400);
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
  it('keeps a seeded role’s name (it is the users’ role), naming the field', async () => {
    const response = await update(2, { name: 'Redator' });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: Record<string, string[]> };
    expect(Object.keys(error)).toEqual(['name']);
    expect((await roles.find(2))?.name).toBe('author');
    // Its own name sent back changes nothing and is fine.
    expect((await update(2, { name: 'author' })).status).toBe(201);
  });

  it('renames an added role, keeping its matrix; it has no users', async () => {
    await add({ name: 'Auditor', permissions: uniformPermissions(false) });
    const response = await update(6, { name: 'Auditoria' });
    expect(response.status).toBe(201);
    expect(roleSchema.parse(await response.json())).toMatchObject({
      id: 6,
      key: null,
      name: 'Auditoria',
      userCount: 0,
      members: [],
      permissions: uniformPermissions(false),
    });
  });

  it('changes the matrix, keeping the name and the members', async () => {
    const permissions = structuredClone(seedRoles()[2]?.permissions ?? uniformPermissions(false));
    permissions.finance.read = true;
    const response = await update(3, { permissions });
    expect(response.status).toBe(201);
    expect(roleSchema.parse(await response.json())).toMatchObject({
      name: 'editor',
      permissions,
      userCount: 13,
    });
    expect((await read()).roles[2]?.permissions.finance).toEqual({
      read: true,
      write: false,
      create: false,
    });
  });

  it('refuses an unknown id, a name in use and a bad body; its own name in new case is fine', async () => {
    await add({ name: 'Auditor', permissions: uniformPermissions(false) });
    expect((await update(99, { name: 'Nobody Has It' })).status).toBe(404);
    const taken = await update(6, { name: 'Maintainer' });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({
      error: { name: ['A role with this name already exists.'] },
    });
    expect((await update(6, { name: 'no' })).status).toBe(400);
    expect((await update('6', { name: 'Valid name' })).status).toBe(400);
    expect((await update(6, { permissions: { content: { read: true } } })).status).toBe(400);
    expect((await update(6, { name: 'AUDITOR' })).status).toBe(201);
    expect((await roles.find(6))?.name).toBe('AUDITOR');
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
