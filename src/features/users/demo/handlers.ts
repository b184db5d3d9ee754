import { HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { badRequest, demoApi, invalidBody, notFound, readBody } from '@/lib/demo/api';
import { defineCollection, unlessDuplicate } from '@/lib/demo/db';
import { defineListSpec, filter, queryList } from '@/lib/demo/list';
import { readRaw } from '@/lib/storage';
import {
  addUserSchema,
  avatarColors,
  changePasswordSchema,
  identityKey,
  updateUserSchema,
  userDetailsSchema,
  userPlanSchema,
  userRoleSchema,
  userSchema,
  userStatusSchema,
  type User,
  type UserDetails,
  type UpdateUser,
  type UserSortColumn,
} from '../types';
import { seedDetails, seedUsers } from './data';

/**
 * Scale runs ask for 10,000 users by setting this key to `on` before the app starts: a seed
 * of its own, like the large mailbox.
 */
export const LARGE_USERS_KEY = 'mirante:demo-large-users';
const large = readRaw(LARGE_USERS_KEY) === 'on';

/** The users (SPEC §3, §7, §9), answered from the demo database; subject `User`. */
export const users = defineCollection<User>({
  name: 'users',
  // 2: surnames mixed, a client contact's picture the same everywhere.
  version: 2,
  schema: userSchema,
  seed: () => seedUsers(large ? 10_000 : undefined),
  ...(large ? { variant: 'large' } : {}),
});

/**
 * Each user's page beyond the list form, stored only once changed (settings saved): the others
 * are worked out from the id, so 10,000 users cost no more than 10,000 rows.
 */
const userDetails = defineCollection<UserDetails & { id: number }>({
  name: 'user-details',
  // 2: the activity names no invoice that is not the user's.
  version: 2,
  schema: z.object({ id: z.number(), ...userDetailsSchema.shape }),
  seed: () => [],
});

export const detailsOf = async (user: User): Promise<UserDetails> => {
  const { id: _id, ...stored } = (await userDetails.find(user.id)) ?? {
    id: 0,
    ...seedDetails(user),
  };
  return stored;
};

export const userList = defineListSpec<User>()({
  // SPEC §9: e-mail, full name, billing.
  search: [(user) => user.email, (user) => user.fullName, (user) => user.billing],
  filters: {
    role: filter.equals((user: User) => user.role, userRoleSchema),
    status: filter.equals((user: User) => user.status, userStatusSchema),
    currentPlan: filter.equals((user: User) => user.currentPlan, userPlanSchema),
  },
  sortColumns: {
    id: (user) => user.id,
    fullName: (user) => user.fullName,
    role: (user) => user.role,
    currentPlan: (user) => user.currentPlan,
    billing: (user) => user.billing,
    status: (user) => user.status,
  } satisfies Record<UserSortColumn, (user: User) => string | number>,
  // Ours: the newest users first (an added user is seen at once).
  defaultSort: { column: 'id', direction: 'desc' },
  cacheSearchText: true,
  // Ours: the CSV export asks for every match in one call (10,000 at most).
  perPage: { max: 10_000 },
});

const idParam = z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number));
const idOf = (request: Request) =>
  idParam.safeParse(new URL(request.url).searchParams.get('id') ?? '');

/** 400 naming the field in use, as the demo registration says it (SPEC §5). */
async function identityTaken(fields: Partial<Pick<User, 'email' | 'username'>>, except?: number) {
  const others = (await users.all()).filter((user) => user.id !== except);
  const error: Record<string, string[]> = {};
  if (fields.email && others.some((user) => identityKey(user.email) === identityKey(fields.email ?? '')))
    error.email = ['This email is already in use.'];
  if (fields.username && others.some((user) => identityKey(user.username) === identityKey(fields.username ?? '')))
    error.username = ['This username is already in use.'];
  return Object.keys(error).length > 0 ? badRequest(error) : null;
} // prettier-ignore

/**
 * The user as their page reads it: with the version the edit form sends back, and the
 * settings with theirs (0 while never saved), which the notifications form sends back.
 */
const withDetails = async (user: User) => {
  const details = await detailsOf(user);
  const version = userDetails.versionOf(user.id) ?? 0;
  return { ...users.versioned(user), details: { ...details, version } };
};

type DetailsChange = Omit<NonNullable<UpdateUser['user']['details']>, 'version'>;

/**
 * Changes a user's settings; with `version` (what the page read), a stale save is refused
 * (409, the stored settings offered). The first save stores them whole.
 */
async function saveDetails(user: User, change: DetailsChange, version?: number) {
  const patch = (row: UserDetails) => ({
    ...row,
    ...change,
    connections: { ...row.connections, ...change.connections },
  });
  if (await userDetails.update(user.id, patch, version)) return;
  await userDetails
    .insert({ id: user.id, ...patch(seedDetails(user)) })
    // Another tab stored them first: this save goes on that one, on the version it was given.
    .catch(async (error: unknown) => {
      if (!(await userDetails.update(user.id, patch, version))) throw error;
    });
}

/** Reading needs `read User`; adding `create`; changing `update`; deleting `delete`. */
const api = demoApi('User');

export const userHandlers = [
  api.get('/api/users/list/all-data', async () => HttpResponse.json(await users.all())),

  api.get('/api/users/list/data', async ({ request }) => {
    const { rows, total } = queryList(request, await users.all(), userList);
    return HttpResponse.json({ total, users: rows });
  }),

  api.get('/api/users/user', async ({ request }) => {
    const id = idOf(request);
    const user = id.success ? await users.find(id.data) : undefined;
    return user ? HttpResponse.json(await withDetails(user)) : notFound();
  }),

  api.post('/apps/users/add-user', async ({ request }) => {
    const body = await readBody(request, addUserSchema);
    if (!body) return invalidBody(request);
    const taken = await identityTaken(body.user);
    if (taken) return taken;
    const user = await unlessDuplicate(
      users.insert(
        (id) => ({
          id,
          ...body.user,
          status: body.user.status ?? 'active',
          avatar: '',
          avatarColor: avatarColors[id % avatarColors.length] ?? 'blue',
        }),
        // Checked again as it is stored: another tab may have added the same one meanwhile.
        { uniqueBy: (row) => [`e:${identityKey(row.email)}`, `u:${identityKey(row.username)}`] },
      ),
    );
    if (!user) return (await identityTaken(body.user)) ?? badRequest();
    return HttpResponse.json(user, { status: 201 });
  }),

  // Ours: the user's page edits the fields, suspends, and saves the settings.
  api.post(
    '/apps/users/update-user',
    async ({ request }) => {
      const body = await readBody(request, updateUserSchema);
      if (!body) return invalidBody(request);
      const current = await users.find(body.id);
      if (!current) return notFound();
      const taken = await identityTaken(body.user, body.id);
      if (taken) return taken;
      const { details, ...fields } = body.user;
      // A form sends the version it opened (a stale save is a 409); a click sends one field.
      const user =
        (Object.keys(fields).length > 0 && (await users.update(body.id, fields, body.version))) ||
        current;
      if (details) {
        const { version, ...settings } = details;
        await saveDetails(user, settings, version);
      }
      return HttpResponse.json(await withDetails(user), { status: 201 });
    },
    'update',
  ),

  // Ours: the security tab's new password (checked, not kept: the demo signs in by e-mail).
  api.post(
    '/apps/users/change-password',
    async ({ request }) => {
      const body = await readBody(request, changePasswordSchema);
      if (!body) return badRequest({ password: ['Use 8 or more characters with a letter and a digit.'] });
      if (!(await users.find(body.id))) return notFound();
      return HttpResponse.json({ id: body.id });
    },
    'update',
  ), // prettier-ignore

  api.delete('/apps/users/delete', async ({ request }) => {
    const id = idOf(request);
    if (!id.success) return badRequest('The id must be a whole number.');
    const user = await users.find(id.data);
    if (!user || !(await users.remove(id.data))) return notFound();
    await userDetails.remove(id.data);
    return HttpResponse.json(user);
  }),
];
