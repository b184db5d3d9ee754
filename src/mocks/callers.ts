import { AUTH_ENDPOINTS, userDataSchema, type UserData } from '@/contract/auth';
import { buildAbility } from '@/lib/ability';
import { config, currentConfig } from '@/lib/config';
import { setCallerLookup, type CallerLookup, type DemoCaller } from '@/lib/demo/api';
import { hashPassword, verifyPassword } from '@/lib/demo/password-digest';
import { verifyToken } from '@/lib/demo/tokens';
// With the resolver, not on the first call: the accounts are part of every call's answer.
import { users } from '@/features/auth/demo/store';

/**
 * Who is calling the demo API, decided on the API's side as a real server would: from the
 * bearer token and the accounts the API keeps, never from the `userData` the browser stores
 * (anyone can edit that). Every protected demo call checks the caller's ability against its
 * feature's subject (lib/demo/api.ts).
 */

const callerFrom = (user: UserData): DemoCaller => ({
  id: String(user.id),
  ability: buildAbility(user.ability),
  profile: {
    name: user.fullName,
    email: user.email,
    avatar: user.avatar ?? '',
    username: user.username,
  },
});

/** Demo sign-in: the token is the demo's own; its user is looked up in the demo's accounts. */
const demoAccount: CallerLookup = async (token) => {
  const subject = await verifyToken(token, 'access');
  if (!subject) return null;
  const user = await users.find(Number(subject));
  return user
    ? {
        ...callerFrom(user),
        verifyPassword: (password) => verifyPassword(password, user.passwordHash),
        setPassword: async (password) => {
          const passwordHash = await hashPassword(password);
          await users.update(user.id, { passwordHash });
        },
      }
    : null;
};

/** How long the remote API's answer about a token is trusted before it is asked again. */
export const REMOTE_CALLER_TTL_MS = 30_000;
const MAX_REMEMBERED = 16;
const remembered = new Map<string, { at: number; caller: Promise<DemoCaller | null> }>();

async function askRemoteApi(token: string): Promise<DemoCaller | null> {
  const base = globalThis.location?.origin ?? 'http://localhost';
  const response = await fetch(new URL(`${currentConfig().apiUrl}${AUTH_ENDPOINTS.me}`, base), {
    headers: { Authorization: `${config.tokenType} ${token}` },
  });
  if (response.status === 401 || response.status === 403) return null;
  if (!response.ok) throw new Error(`The API answered ${response.status} about its user`);
  const user = userDataSchema.parse(await response.json());
  return callerFrom(user);
}

/**
 * A remote API signed the user in: the demo cannot read its tokens, so it asks the API who
 * the token belongs to (`GET /me`), and remembers the answer briefly. A failed question is
 * forgotten at once, so the next call asks again.
 */
export const remoteAccount: CallerLookup = (token) => {
  const now = Date.now();
  for (const [key, entry] of remembered) {
    if (now - entry.at > REMOTE_CALLER_TTL_MS) remembered.delete(key);
  }
  let entry = remembered.get(token);
  if (!entry) {
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    entry = { at: now, caller: askRemoteApi(token) };
    remembered.set(token, entry);
    entry.caller.catch(() => remembered.delete(token));
  }
  return entry.caller;
};

/**
 * Wires the lookup in; called before a feature's handlers answer (answer.ts), once the HTTP
 * client has read config.json (whether the demo or a remote API signs users in).
 */
export function installCallers(): void {
  setCallerLookup(currentConfig().demoAuth ? demoAccount : remoteAccount);
}

/** Forgets what the remote API said (tests). */
export function forgetRemoteCallers(): void {
  remembered.clear();
}
