import { describe, expect, it } from 'vitest';
import { people, contactAvatar } from '@/sample-data/clients';
import { demoApiClient } from '@/test/demo-api';
import { planPrices } from '../plans';
import { allUsersSchema, usersResponseSchema, userWithDetailsSchema } from '../types';
import { seedDetails, seedUsers, USER_COUNT } from './data';

// Issue #36, item 9: the sample data must not contradict itself.
const admin = demoApiClient(1);

const surnameOf = (fullName: string) => fullName.split(' ').at(-1) ?? '';

describe('the users tell one story', () => {
  it('mixes surnames on the first page (newest first) and all along the list', async () => {
    const response = await admin.call('/api/users/list/data');
    const { users } = usersResponseSchema.parse(await response.json());
    expect(users).toHaveLength(10);
    expect(new Set(users.map((user) => surnameOf(user.fullName))).size).toBeGreaterThanOrEqual(5);
    expect(new Set(users.map((user) => user.fullName.split(' ')[0])).size).toBeGreaterThanOrEqual(
      5,
    );
    // No ten users in a row share a surname anywhere in the list.
    const seeded = seedUsers();
    for (let start = 0; start + 10 <= USER_COUNT; start += 1) {
      const window = seeded.slice(start, start + 10).map((user) => surnameOf(user.fullName));
      expect(new Set(window).size, `users ${start + 1}–${start + 10}`).toBeGreaterThanOrEqual(5);
    }
  });

  it('gives a client contact one picture: in the list, on their page, as the other lists draw them', async () => {
    const list = usersResponseSchema.parse(
      await (await admin.call('/api/users/list/data?sortColumn=id&sort=asc')).json(),
    );
    const page = userWithDetailsSchema.parse(
      await (await admin.call('/api/users/user?id=1')).json(),
    );
    const listed = list.users.find((user) => user.id === 1);
    expect(listed?.fullName).toBe('Ana Beatriz Souza');
    // The chat, the board and the search draw her with picture 2.
    expect(listed?.avatar).toBe('/images/avatars/2.svg');
    expect(page.avatar).toBe(listed?.avatar);
    const everyone: unknown = await (await admin.call('/api/users/list/all-data')).json();
    for (const user of allUsersSchema.parse(everyone)) {
      if (!people.includes(user.fullName)) continue;
      expect(user.avatar, user.fullName).toBe(contactAvatar(user.fullName));
      expect(user.avatar, user.fullName).not.toBe('');
    }
  });

  it('writes an activity that names only what is the user’s: their plan, never an invoice', async () => {
    for (const user of seedUsers()) {
      const { activity } = seedDetails(user);
      // The users' demo cannot see the invoices: no invoice number is made up.
      expect(
        activity.filter((entry) => entry.kind === 'invoicePaid'),
        user.fullName,
      ).toEqual([]);
      expect(JSON.stringify(activity)).not.toMatch(/\b41\d\d\b/);
      const paid = activity.filter((entry) => entry.kind === 'planPaid');
      // A fee paid is the user's own plan's, and only a plan that costs something.
      expect(paid.map((entry) => entry.detail)).toEqual(
        planPrices[user.currentPlan] > 0 ? [user.currentPlan] : [],
      );
      // Newest first.
      const times = activity.map((entry) => Date.parse(entry.at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
    const page = userWithDetailsSchema.parse(
      await (await admin.call('/api/users/user?id=1')).json(),
    );
    expect(page.details.activity.map((entry) => entry.kind)).toEqual([
      'signedIn',
      'planPaid',
      'passwordChanged',
      'planChanged',
      'signedUp',
    ]);
  });
});
