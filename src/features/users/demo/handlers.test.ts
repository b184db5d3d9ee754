import { describe, expect, it } from 'vitest';
import { demoApiClient } from '@/test/demo-api';
import {
  allUsersSchema,
  billingMethods,
  userPlans,
  userRoles,
  userSchema,
  usersResponseSchema,
  userStatuses,
  userWithDetailsSchema,
  type User,
} from '../types';
import { cpfOf, seedUsers, USER_COUNT } from './data';
import { users } from './handlers';

const admin = demoApiClient(1);
// Account 2 is the demo client: it may read ACL and Auth, not users.
const client = demoApiClient(2);

async function list(query = '') {
  const response = await admin.call(`/api/users/list/data${query}`);
  expect(response.status).toBe(200);
  return usersResponseSchema.parse(await response.json());
}

const ids = (rows: User[]) => rows.map((user) => user.id);
const newUser = {
  fullName: 'Joana Prado',
  username: 'joana.prado',
  email: 'joana.prado@mirante.dev',
  company: 'Livraria Capitu',
  country: 'Brasil',
  contact: '+55 21 98765-4321',
  role: 'editor',
  currentPlan: 'team',
  billing: 'Manual - Paypal',
};
const add = (user: unknown) => admin.call('/apps/users/add-user', { user });
const remove = (id: string) => admin.call(`/apps/users/delete?id=${id}`, undefined, 'DELETE');

describe('user sample data', () => {
  const seeded = seedUsers();

  it('holds 60 deterministic users of every role, plan, status and billing, one per e-mail', () => {
    expect(seeded).toHaveLength(USER_COUNT);
    expect(seedUsers()).toEqual(seeded);
    expect(ids(seeded)).toEqual(Array.from({ length: USER_COUNT }, (_, index) => index + 1));
    expect(new Set(seeded.map((user) => user.email)).size).toBe(USER_COUNT);
    expect(new Set(seeded.map((user) => user.username)).size).toBe(USER_COUNT);
    const kinds = [
      [userRoles, (user: User) => user.role],
      [userPlans, (user: User) => user.currentPlan],
      [userStatuses, (user: User) => user.status],
      [billingMethods, (user: User) => user.billing],
    ] as const;
    for (const [values, field] of kinds)
      for (const value of values) expect(seeded.some((user) => field(user) === value), value).toBe(true);
    for (const user of seeded) expect(userSchema.safeParse(user).success).toBe(true);
    expect(seeded[0]?.fullName).toBe('Ana Beatriz Souza');
  });

  it('keeps 10,000 users apart by username and e-mail', () => {
    const large = seedUsers(10_000);
    expect(new Set(large.map((user) => user.email)).size).toBe(10_000);
    expect(new Set(large.map((user) => user.username)).size).toBe(10_000);
  });

  it('writes CPFs whose check digits hold', () => {
    const valid = (cpf: string) => {
      const digits = cpf.replace(/\D/g, '').split('').map(Number);
      const check = (length: number) => {
        const sum = digits.slice(0, length).reduce((total, d, i) => total + d * (length + 1 - i), 0);
        return ((sum * 10) % 11) % 10;
      };
      return check(9) === digits[9] && check(10) === digits[10];
    };
    let seed = 1;
    const random = { int: (min: number, max: number) => min + ((seed = (seed * 7 + 3) % 10) % (max - min + 1)) };
    for (let i = 0; i < 20; i += 1) {
      const cpf = cpfOf(random as Parameters<typeof cpfOf>[0]);
      expect(cpf).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
      expect(valid(cpf), cpf).toBe(true);
    }
  });
}); // prettier-ignore

describe('GET /api/users/list/data', () => {
  it('answers page 1 of 10, newest first, with the total', async () => {
    const data = await list();
    expect(data.total).toBe(USER_COUNT);
    expect(ids(data.users)).toEqual([60, 59, 58, 57, 56, 55, 54, 53, 52, 51]);
  });

  it('pages with page and perPage', async () => {
    const data = await list('?page=3&perPage=25');
    expect(data.total).toBe(USER_COUNT);
    expect(ids(data.users)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect((await list('?page=9')).users).toEqual([]);
  });

  it('searches e-mail, full name and billing, case- and accent-blind', async () => {
    const all = await users.all();
    const ana = await list('?q=ANA BEATRIZ');
    expect(ids(ana.users)).toEqual([1]);
    const byEmail = await list(`?q=${encodeURIComponent(all[4]?.email.toUpperCase() ?? '')}`);
    expect(ids(byEmail.users)).toEqual([5]);
    const accent = await list('?q=patricia');
    expect(accent.users.map((user) => user.fullName)).toContain('Patrícia Moreira');
    const cash = await list('?q=manual - cash&perPage=100');
    expect(cash.total).toBe(all.filter((user) => user.billing === 'Manual - Cash').length);
    expect(cash.users.every((user) => user.billing === 'Manual - Cash')).toBe(true);
    // Not searched: the company.
    expect((await list(`?q=${encodeURIComponent('Livraria Capitu')}`)).total).toBe(0);
  });

  it('filters by role, status and plan together, ignoring unknown values', async () => {
    const all = await users.all();
    const data = await list('?role=subscriber&status=active&currentPlan=basic&perPage=100');
    const expected = all.filter(
      (user) =>
        user.role === 'subscriber' && user.status === 'active' && user.currentPlan === 'basic',
    );
    expect(data.total).toBe(expected.length);
    expect(data.total).toBeGreaterThan(0);
    expect(new Set(ids(data.users))).toEqual(new Set(ids(expected)));
    expect((await list('?role=owner')).total).toBe(USER_COUNT);
  });

  it('sorts both ways on full name, role, plan, billing and status', async () => {
    const collator = (a: string, b: string) => a.localeCompare(b, 'pt-BR');
    for (const column of ['fullName', 'role', 'currentPlan', 'billing', 'status'] as const) {
      const up = (await list(`?sortColumn=${column}&sort=asc&perPage=100`)).users.map((u) => u[column]);
      const down = (await list(`?sortColumn=${column}&sort=desc&perPage=100`)).users.map((u) => u[column]);
      expect(up, column).toEqual([...up].sort(collator));
      expect(down, column).toEqual([...up].sort(collator).reverse());
    }
  }); // prettier-ignore

  it('answers every user at all-data', async () => {
    const response = await admin.call('/api/users/list/all-data');
    expect(allUsersSchema.parse(await response.json())).toHaveLength(USER_COUNT);
  });
});

describe('GET /api/users/user', () => {
  it('answers the user with the details of their page, the same on every call', async () => {
    const first = userWithDetailsSchema.parse(await (await admin.call('/api/users/user?id=1')).json());
    expect(first.fullName).toBe('Ana Beatriz Souza');
    expect(first.details.activity[0]?.kind).toBe('signedIn');
    const again = userWithDetailsSchema.parse(await (await admin.call('/api/users/user?id=1')).json());
    expect(again).toEqual(first);
  }); // prettier-ignore

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await admin.call('/api/users/user?id=999')).status).toBe(404);
    expect((await admin.call('/api/users/user?id=abc')).status).toBe(404);
    expect((await admin.call('/api/users/user')).status).toBe(404);
  });
});

describe('POST /apps/users/add-user', () => {
  it('answers 201 with the user under the last id plus one, active, and lists it first', async () => {
    const response = await add(newUser);
    expect(response.status).toBe(201);
    const user = userSchema.parse(await response.json());
    expect(user).toMatchObject({ ...newUser, id: USER_COUNT + 1, status: 'active', avatar: '' });
    expect(ids((await list()).users)[0]).toBe(USER_COUNT + 1);
    expect(ids((await list('?q=joana')).users)).toEqual([USER_COUNT + 1]);
  });

  it('refuses an e-mail or username in use, naming the field, and a body that is not the form', async () => {
    const taken = (await users.all())[0] as User;
    const response = await add({ ...newUser, email: taken.email.toUpperCase(), username: taken.username });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        email: ['This email is already in use.'],
        username: ['This username is already in use.'],
      },
    });
    expect((await add({ ...newUser, email: 'not an email' })).status).toBe(400);
    expect((await add({ ...newUser, role: 'owner' })).status).toBe(400);
    expect((await add({ ...newUser, billing: 'Pix' })).status).toBe(400);
    expect((await users.all())).toHaveLength(USER_COUNT);
  }); // prettier-ignore
});

describe('POST /apps/users/update-user (ours)', () => {
  it('changes fields and status, keeps settings per user, and refuses a taken e-mail', async () => {
    const response = await admin.call('/apps/users/update-user', {
      id: 3,
      user: { company: 'Pet Feliz Comércio', status: 'inactive', details: { twoStep: true } },
    });
    expect(response.status).toBe(201);
    const user = userWithDetailsSchema.parse(await response.json());
    expect(user).toMatchObject({ id: 3, company: 'Pet Feliz Comércio', status: 'inactive' });
    expect(user.details.twoStep).toBe(true);
    const read = userWithDetailsSchema.parse(await (await admin.call('/api/users/user?id=3')).json());
    expect(read.details).toEqual(user.details);
    const clash = await admin.call('/apps/users/update-user', {
      id: 3,
      user: { email: (await users.find(4))?.email },
    });
    expect(clash.status).toBe(400);
    expect((await admin.call('/apps/users/update-user', { id: 999, user: {} })).status).toBe(404);
  }); // prettier-ignore

  it('saves on the version the page read: a stale save is a 409 with the user as stored', async () => {
    const read = async () => userWithDetailsSchema.parse(await (await admin.call('/api/users/user?id=5')).json());
    const opened = await read();
    expect(opened.version).toBe(1);
    const first = await admin.call('/apps/users/update-user', { id: 5, user: { company: 'Primeira Aba Ltda.' }, version: opened.version });
    expect(first.status).toBe(201);
    expect(userWithDetailsSchema.parse(await first.json())).toMatchObject({ company: 'Primeira Aba Ltda.', version: 2 });
    // The second tab opened the same version: refused, nothing stored, the user as it is now.
    const stale = await admin.call('/apps/users/update-user', { id: 5, user: { company: 'Segunda Aba Ltda.' }, version: opened.version });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ error: 'Conflict', current: { id: 5, company: 'Primeira Aba Ltda.', version: 2 } });
    expect((await users.find(5))?.company).toBe('Primeira Aba Ltda.');
    // On the version it was shown, the save goes through.
    const again = await admin.call('/apps/users/update-user', { id: 5, user: { company: 'Segunda Aba Ltda.' }, version: 2 });
    expect(again.status).toBe(201);
    expect((await read()).version).toBe(3);
    // Without a version (a click that sends one field) it still saves, whatever the version.
    const click = await admin.call('/apps/users/update-user', { id: 5, user: { status: 'inactive' } });
    expect(click.status).toBe(201);
    expect(await users.find(5)).toMatchObject({ company: 'Segunda Aba Ltda.', status: 'inactive' });
  }); // prettier-ignore

  it('saves the settings on the version the page read (0 until first saved)', async () => {
    const read = async () => userWithDetailsSchema.parse(await (await admin.call('/api/users/user?id=6')).json());
    const opened = await read();
    expect(opened.details.version).toBe(0);
    const { notifications } = opened.details;
    const changed = { ...notifications, newForYou: { ...notifications.newForYou, app: !notifications.newForYou.app } };
    const save = (settings: typeof notifications, version?: number) =>
      admin.call('/apps/users/update-user', { id: 6, user: { details: { notifications: settings, ...(version === undefined ? {} : { version }) } } });
    const first = await save(changed, 0);
    expect(first.status).toBe(201);
    expect(userWithDetailsSchema.parse(await first.json()).details).toMatchObject({ notifications: changed, version: 1 });
    // Saved settings do not change the user's own version (the edit form is not refused).
    expect((await read()).version).toBe(1);
    const stale = await save(notifications, 0);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ error: 'Conflict', current: { id: 6, notifications: changed, version: 1 } });
    expect((await read()).details.notifications).toEqual(changed);
    expect((await save(notifications, 1)).status).toBe(201);
    expect((await save(changed)).status).toBe(201);
    expect((await read()).details).toMatchObject({ notifications: changed, version: 3 });
    // A switch sends its own service only: two tabs' switches both stay.
    const { connections } = opened.details;
    const connect = (service: string, on: boolean) => admin.call('/apps/users/update-user', { id: 6, user: { details: { connections: { [service]: on } } } });
    expect((await connect('google', !connections.google)).status).toBe(201);
    expect((await connect('slack', !connections.slack)).status).toBe(201);
    expect((await read()).details.connections).toEqual({ ...connections, google: !connections.google, slack: !connections.slack });
    expect((await connect('myspace', true)).status).toBe(400);
  }); // prettier-ignore
});

describe('POST /apps/users/change-password (ours)', () => {
  it('accepts 8+ characters with a letter and a digit, else 400', async () => {
    expect((await admin.call('/apps/users/change-password', { id: 1, password: 'nova2026' })).status).toBe(200);
    expect((await admin.call('/apps/users/change-password', { id: 1, password: 'curta1' })).status).toBe(400);
    expect((await admin.call('/apps/users/change-password', { id: 1, password: 'semnumero' })).status).toBe(400);
    expect((await admin.call('/apps/users/change-password', { id: 999, password: 'nova2026' })).status).toBe(404);
  }); // prettier-ignore
});

describe('DELETE /apps/users/delete', () => {
  it('deletes by numeric id (200), then 404; 400 for a malformed id', async () => {
    const response = await remove('7');
    expect(response.status).toBe(200);
    expect(userSchema.parse(await response.json()).id).toBe(7);
    expect((await list()).total).toBe(USER_COUNT - 1);
    expect(await users.find(7)).toBeUndefined();
    expect((await remove('7')).status).toBe(404);
    expect((await remove('x')).status).toBe(400);
  });
});

describe('who may call', () => {
  it('answers 401 without a token and 403 to the client', async () => {
    expect((await client.call('/api/users/list/data')).status).toBe(403);
    expect((await client.call('/apps/users/add-user', { user: newUser })).status).toBe(403);
    expect((await client.call('/apps/users/delete?id=1', undefined, 'DELETE')).status).toBe(403);
    admin.signOut();
    expect((await admin.call('/api/users/user?id=1')).status).toBe(401);
  });
});
