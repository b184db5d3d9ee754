import { HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { nameKey } from '@/lib/list-query';
import { badRequest, demoApi, invalidBody, notFound, readBody } from '@/lib/demo/api';
import { defineCollection, unlessDuplicate } from '@/lib/demo/db';
import { users } from '../../demo/handlers';
import {
  addRoleSchema,
  roleModules,
  storedRoleSchema,
  updateRoleSchema,
  type Role,
  type RoleMember,
  type StoredRole,
} from '../types';
import { seedRoles } from './data';

/**
 * The role calls (ours: the spec shows none), answered from the demo database; subject `Role`.
 *
 * - `GET /apps/roles/data` → 200 `{ roles, modules }`: every role in stored order, each
 *   `{ id, key, name, permissions, userCount, members }` (`members`: the first four users,
 *   `{ id, fullName, avatar, avatarColor }`), and the modules in the matrix's order.
 * - `POST /apps/roles/add-role` `{ role: { name, permissions } }` → 201, the role: id = the
 *   largest + 1, `key: null`, no users.
 * - `POST /apps/roles/update-role` `{ id, role: { name?, permissions? } }` → 201, the role; a
 *   seeded role keeps its name (another one is a 400 naming `name`): it is the users' role.
 * - `DELETE /apps/roles/delete?id=` → 200, the role; only an added one (a seeded role: 400).
 *
 * A name is 3–40 characters once trimmed; one in use by another role (case, accents and spaces
 * aside) is refused with 400 `{ error: { name: [...] } }`, any other bad body with 400
 * `{ error: '…' }`; an unknown id is 404. The seeded roles are the users' roles: a role's
 * users are those whose `role` is its key, counted from the users collection on every read
 * (a user added, changed or deleted moves the counts); an added role has none.
 */
export const roles = defineCollection<StoredRole>({
  name: 'roles',
  // 2: the seeded roles are the users' roles (admin, author, editor, maintainer, subscriber).
  version: 2,
  schema: storedRoleSchema,
  seed: seedRoles,
});

const MEMBERS_SHOWN = 4;

/** The roles with their counts and first members, from one pass over the users. */
async function withMembers(stored: readonly StoredRole[]): Promise<Role[]> {
  const byKey = new Map<string, { userCount: number; members: RoleMember[] }>();
  for (const user of await users.all()) {
    const key = user.role;
    const entry = byKey.get(key) ?? { userCount: 0, members: [] };
    entry.userCount += 1;
    if (entry.members.length < MEMBERS_SHOWN) {
      const { id, fullName, avatar, avatarColor } = user;
      entry.members.push({ id, fullName, avatar, avatarColor });
    }
    byKey.set(key, entry);
  }
  return stored.map((role) => ({
    ...roles.versioned(role),
    ...((role.key && byKey.get(role.key)) || { userCount: 0, members: [] }),
  }));
}

const answer = async (role: StoredRole, status = 200) =>
  HttpResponse.json((await withMembers([role]))[0], { status });

const idParam = z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number));

const nameTaken = () => badRequest({ name: ['A role with this name already exists.'] });
const nameFixed = () =>
  badRequest({ name: ["A seeded role keeps its name: it is the users' role."] });

const taken = async (name: string, except?: number) =>
  (await roles.all()).some((role) => role.id !== except && nameKey(role.name) === nameKey(name));

/** Reading needs `read Role`; adding `create`; changing `update`; deleting `delete`. */
const api = demoApi('Role');

export const roleHandlers = [
  api.get('/apps/roles/data', async () =>
    HttpResponse.json({ roles: await withMembers(await roles.all()), modules: roleModules }),
  ),

  api.post('/apps/roles/add-role', async ({ request }) => {
    const body = await readBody(request, addRoleSchema);
    if (!body) return invalidBody(request);
    if (await taken(body.role.name)) return nameTaken();
    const role = await unlessDuplicate(
      roles.insert((id) => ({ id, key: null, ...body.role }), {
        uniqueBy: (r) => [nameKey(r.name)],
      }),
    );
    if (!role) return nameTaken();
    return answer(role, 201);
  }),

  api.post(
    '/apps/roles/update-role',
    async ({ request }) => {
      const body = await readBody(request, updateRoleSchema);
      if (!body) return invalidBody(request);
      const current = await roles.find(body.id);
      if (!current) return notFound();
      const { name, permissions } = body.role;
      if (current.key && name !== undefined && name !== current.name) return nameFixed();
      if (name !== undefined && (await taken(name, body.id))) return nameTaken();
      const role = await roles.update(
        body.id,
        {
          ...(name === undefined ? {} : { name }),
          ...(permissions === undefined ? {} : { permissions }),
        },
        body.version,
      );
      return answer(role ?? current, 201);
    },
    'update',
  ),

  api.delete('/apps/roles/delete', async ({ request }) => {
    const id = idParam.safeParse(new URL(request.url).searchParams.get('id') ?? '');
    if (!id.success) return badRequest('The id must be a whole number.');
    const role = await roles.find(id.data);
    if (!role) return notFound();
    if (role.key) return badRequest('A seeded role cannot be deleted.');
    await roles.remove(id.data);
    return answer(role);
  }),
];
