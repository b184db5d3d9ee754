import { HttpResponse } from 'msw';
import { config } from '@/lib/config';
import { publicApi, readBody } from '@/lib/demo/api';
import { unlessDuplicate } from '@/lib/demo/db';
import { issueTokens, verifyToken } from '@/lib/demo/tokens';
import {
  API_MESSAGES,
  loginRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
} from '../types';
import { ADMIN_ABILITY, hashPassword, verifyPassword, type DemoUser } from './data';
import { sessionLogs, users } from './store';

function publicUser({ passwordHash: _hidden, ...user }: DemoUser) {
  return user;
}

async function openSession(user: DemoUser) {
  const log = await sessionLogs.insert((id) => ({
    id,
    userId: user.id,
    startedAt: new Date().toISOString(),
    endedAt: null,
  }));
  return {
    userData: publicUser(user),
    ...(await issueTokens(user.id)),
    logUsuarioSessaoID: String(log.id),
  };
}

const textKey = (text: string) => text.trim().toLowerCase();
const sameText = (a: string, b: string) => textKey(a) === textKey(b);

/** The registration's fields another account already has, in the spec's words (§5). */
function identityTaken(body: { email: string; username: string }, known: readonly DemoUser[]) {
  const error: { email?: string; username?: string } = {};
  if (known.some((user) => sameText(user.email, body.email))) error.email = API_MESSAGES.emailInUse;
  if (known.some((user) => sameText(user.username, body.username))) {
    error.username = API_MESSAGES.usernameInUse;
  }
  return error.email || error.username ? error : null;
}

/**
 * The demo auth API (SPEC §5, §7, §8), answered in the browser when no remote API is
 * configured: login, register, refresh and logout at `apiUrl`, the configured base URL
 * (config.json, read at run time: src/mocks/features.ts passes it).
 */
export const authHandlers = (apiUrl: string) => [
  publicApi.post(`${apiUrl}${config.endpoints.login}`, async ({ request }) => {
    const body = await readBody(request, loginRequestSchema);
    if (!body) return HttpResponse.json({ error: API_MESSAGES.somethingWrong }, { status: 400 });
    const user = (await users.all()).find((candidate) => sameText(candidate.email, body.email));
    if (!user || !(await verifyPassword(body.password, user.passwordHash))) {
      return HttpResponse.json(
        { error: { email: [API_MESSAGES.invalidCredentials] } },
        { status: 400 },
      );
    }
    return HttpResponse.json(await openSession(user));
  }),

  publicApi.post(`${apiUrl}${config.endpoints.register}`, async ({ request }) => {
    const body = await readBody(request, registerRequestSchema);
    if (!body || !body.email.trim() || !body.username.trim() || !body.password) {
      return HttpResponse.json({ error: API_MESSAGES.somethingWrong }, { status: 400 });
    }
    const taken = identityTaken(body, await users.all());
    if (taken) return HttpResponse.json({ error: taken });
    const passwordHash = await hashPassword(body.password);
    const user = await unlessDuplicate(
      users.insert(
        (id) => ({
          id,
          fullName: body.username.trim(),
          username: body.username.trim(),
          email: body.email.trim(),
          role: 'admin',
          avatar: '',
          ability: ADMIN_ABILITY,
          extras: {},
          passwordHash,
        }),
        // Checked as it is stored: two tabs registering one e-mail at once get one account.
        { uniqueBy: (row) => [`e:${textKey(row.email)}`, `u:${textKey(row.username)}`] },
      ),
    );
    if (!user) return HttpResponse.json({ error: identityTaken(body, await users.all()) });
    return HttpResponse.json(await openSession(user));
  }),

  publicApi.post(`${apiUrl}${config.endpoints.refresh}`, async ({ request }) => {
    const body = await readBody(request, refreshRequestSchema);
    const subject = body ? await verifyToken(body.refreshToken, 'refresh') : null;
    if (!subject || !(await users.find(Number(subject)))) {
      return HttpResponse.json({ error: API_MESSAGES.invalidRefresh }, { status: 401 });
    }
    return HttpResponse.json(await issueTokens(subject));
  }),

  publicApi.post(`${apiUrl}${config.endpoints.logout}`, async ({ request }) => {
    const token = /^Bearer\s+(\S+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
    const subject = token ? await verifyToken(token, 'access') : null;
    if (subject) {
      const open = (await sessionLogs.all()).filter(
        (log) => log.userId === Number(subject) && !log.endedAt,
      );
      const latest = open[open.length - 1];
      if (latest) await sessionLogs.update(latest.id, { endedAt: new Date().toISOString() });
    }
    return HttpResponse.json({ ok: true });
  }),
];
