import { addDays } from '@/lib/dates';
import { createRandom, type Random } from '@/lib/demo/random';
import { companies, contactAvatar, people } from '@/sample-data/clients';
import { planPrices } from '../plans';
import {
  avatarColors,
  billingMethods,
  connectionServices,
  notificationKinds,
  type Activity,
  type User,
  type UserDetails,
  type UserPlan,
  type UserRole,
  type UserStatus,
} from '../types';

/**
 * Our sample users: the people of the agency's clients (the invoices' contacts come first, so
 * a user's page finds their invoices by name), then more Brazilian names. Deterministic: the
 * same seed gives the same users everywhere, so tests can name what they expect.
 */
export const USER_COUNT = 60;
/** The day the users' dates are counted back from (the invoices' "today"). */
export const USERS_REFERENCE_DATE = '2026-11-20';

const firstNames = [
  'Adriana', 'Alexandre', 'Aline', 'André', 'Beatriz', 'Caio', 'Carla', 'Carlos', 'Cecília',
  'Daniel', 'Débora', 'Elisa', 'Fábio', 'Fernanda', 'Giovana', 'Guilherme', 'Helena', 'Igor',
  'Júlia', 'Kauã', 'Letícia', 'Leonardo', 'Luana', 'Marcelo', 'Marina', 'Miguel', 'Nicole',
  'Paulo', 'Renata', 'Rodrigo', 'Sabrina', 'Samuel', 'Tânia', 'Tiago', 'Vanessa', 'Vitor',
]; // prettier-ignore
const surnames = [
  'Alves', 'Andrade', 'Azevedo', 'Barros', 'Batista', 'Campos', 'Cunha', 'Duarte', 'Farias',
  'Fonseca', 'Freitas', 'Lopes', 'Macedo', 'Medeiros', 'Monteiro', 'Moura', 'Nascimento',
  'Pacheco', 'Queiroz', 'Ramos', 'Reis', 'Sampaio', 'Santana', 'Siqueira', 'Tavares', 'Vieira',
]; // prettier-ignore

/** Weighted picks: most users read, a few run the place. */
const roles: UserRole[] = ['subscriber', 'subscriber', 'subscriber', 'author', 'author',
  'maintainer', 'maintainer', 'editor', 'editor', 'admin']; // prettier-ignore
const plans: UserPlan[] = ['basic', 'basic', 'basic', 'team', 'team', 'company', 'enterprise'];
const statuses: UserStatus[] = ['active', 'active', 'active', 'active', 'pending', 'pending',
  'inactive']; // prettier-ignore
const languages = ['pt-BR', 'pt-BR', 'pt-BR', 'en', 'es'];
const cities = ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Curitiba', 'Recife', 'Salvador'];

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Every first name + surname pair once, in an order of its own (deterministic): the newest
 * users, the list's first page, mix surnames and first names instead of running through one
 * surname at a time.
 */
const pairs: readonly (readonly [string, string])[] = (() => {
  const all = firstNames.flatMap((first) => surnames.map((surname) => [first, surname] as const));
  return createRandom(3607).sample(all, all.length);
})();

/** The person at `index`: the invoices' contacts first, then first name + surname pairs. */
function nameAt(index: number): string {
  if (index < people.length) return people[index] as string;
  const rest = index - people.length;
  const [first, surname] = pairs[rest % pairs.length] as readonly [string, string];
  const round = Math.floor(rest / pairs.length);
  // Past every pair, a second surname keeps names apart (10,000 users).
  const second = round > 0 ? ` ${surnames[(round * 7 + rest) % surnames.length] as string}` : '';
  return `${first}${second} ${surname}`;
}

/** A CPF with valid check digits (`123.456.789-09`), from nine digits. */
export function cpfOf(random: Random): string {
  const digits = Array.from({ length: 9 }, () => random.int(0, 9));
  for (const length of [9, 10]) {
    const sum = digits.reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  const text = digits.join('');
  return `${text.slice(0, 3)}.${text.slice(3, 6)}.${text.slice(6, 9)}-${text.slice(9)}`;
}

function userAt(index: number, random: Random): User {
  const id = index + 1;
  const fullName = nameAt(index);
  const parts = plain(fullName).split(' ');
  const handle = `${parts[0] ?? ''}.${parts.at(-1) ?? ''}`;
  // Beyond the first names, the id keeps usernames and e-mails one per person.
  const unique = index < people.length + pairs.length ? '' : String(id);
  const company = companies[(index * 5) % companies.length];
  const portugal = company?.country === 'Portugal';
  const user: User = {
    id,
    fullName,
    company: company?.company ?? '',
    role: random.pick(roles),
    username: `${handle}${unique}`,
    country: company?.country ?? 'Brasil',
    contact: portugal
      ? `+351 9${random.int(10, 69)} ${random.int(100, 999)} ${random.int(100, 999)}`
      : `${company?.phone ?? '+55 11'} 9${random.int(1000, 9999)}-${random.int(1000, 9999)}`,
    email: `${handle}${unique}@${company?.domain ?? 'mirante.dev'}`,
    currentPlan: random.pick(plans),
    status: random.pick(statuses),
    billing: random.pick(billingMethods),
    // A contact's picture is theirs everywhere; the draw is made for everyone all the same, so
    // that the users after them keep theirs.
    avatar: random.bool(0.55) ? `/images/avatars/${(index % 24) + 1}.svg` : '',
    avatarColor: random.pick(avatarColors),
  };
  return index < people.length ? { ...user, avatar: contactAvatar(fullName) } : user;
}

/** The sample users, ids 1…count; 10,000 of them for the scale runs. */
export function seedUsers(count = USER_COUNT, seed = 2611): User[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, index) => userAt(index, random));
}

const DAY = 86_400_000;
const reference = Date.parse(`${USERS_REFERENCE_DATE}T12:00:00Z`);
const isoAt = (time: number) => new Date(time).toISOString();

/**
 * The user's page beyond the list form, the same for the same user everywhere (from the id):
 * tax id, language, counts, plan renewal, settings and a short activity history.
 */
export function seedDetails(user: User): UserDetails {
  const random = createRandom(user.id * 7919);
  const joined = reference - random.int(120, 900) * DAY;
  const signedIn = {
    kind: 'signedIn',
    at: isoAt(reference - random.int(1, 60) * 3_600_000),
    detail: random.pick(cities),
  } as const;
  const paidAt = isoAt(reference - random.int(3, 20) * DAY);
  // Once an invoice number, which was no invoice of theirs: drawn still, so that everything
  // after it (the CPF, the settings) stays as it was.
  random.int(0, 49);
  const activity: Activity[] = [
    signedIn,
    // The plan's fee: what is paid is the plan the user has (a free plan costs nothing).
    ...(planPrices[user.currentPlan] > 0 ? [{ kind: 'planPaid', at: paidAt, detail: user.currentPlan } as const] : []),
    { kind: 'passwordChanged', at: isoAt(reference - random.int(25, 70) * DAY) },
    { kind: 'planChanged', at: isoAt(reference - random.int(80, 110) * DAY), detail: user.currentPlan },
    { kind: 'signedUp', at: isoAt(joined) },
  ]; // prettier-ignore
  const channels = () => ({
    email: random.bool(0.8),
    browser: random.bool(0.6),
    app: random.bool(0.4),
  });
  return {
    taxId: cpfOf(random),
    language: random.pick(languages),
    tasksDone: random.int(40, 1800),
    projectsDone: random.int(3, 160),
    planEndsOn: addDays(USERS_REFERENCE_DATE, random.int(5, 330)),
    twoStep: random.bool(0.35),
    notifications: Object.fromEntries(
      notificationKinds.map((kind) => [kind, channels()]),
    ) as UserDetails['notifications'],
    connections: Object.fromEntries(
      connectionServices.map((service) => [service, random.bool(0.4)]),
    ) as UserDetails['connections'],
    activity,
  };
}
