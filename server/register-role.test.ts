import { afterEach, describe, expect, it } from 'vitest';
import { sessionPayloadSchema } from '../src/contract/auth';
import { loadConfig } from './config';
import { startTestApi, TEST_SECRET, type TestApi } from './test/harness';

let api: TestApi | undefined;
afterEach(() => api?.app.close());

const production = { NODE_ENV: 'production', API_JWT_SECRET: TEST_SECRET };
const marina = { username: 'marina.costa', email: 'marina@exemplo.com.br', password: 'segredo1' };

describe('API_REGISTER_ROLE', () => {
  it('defaults to the administrator only where demo accounts are seeded outside production', () => {
    expect(loadConfig({}).registerRole).toBe('admin');
    expect(loadConfig({ API_SEED_DEMO_USERS: 'off' }).registerRole).toBe('subscriber');
    expect(loadConfig(production).registerRole).toBe('subscriber');
    // Demo accounts in production do not make strangers administrators.
    expect(loadConfig({ ...production, API_SEED_DEMO_USERS: 'on' }).registerRole).toBe(
      'subscriber',
    );
  });

  it('takes admin, client or subscriber, and refuses anything else by name', () => {
    for (const role of ['admin', 'client', 'subscriber']) {
      expect(loadConfig({ API_REGISTER_ROLE: role }).registerRole).toBe(role);
    }
    for (const wrong of ['Admin', 'manage all', 'root', '']) {
      expect(() => loadConfig({ API_REGISTER_ROLE: wrong })).toThrow(
        'Invalid API configuration: API_REGISTER_ROLE',
      );
    }
  });

  it('warns when production makes every new account an administrator', () => {
    const chosen = loadConfig({ ...production, API_REGISTER_ROLE: 'admin' });
    expect(chosen.registerRole).toBe('admin');
    expect(chosen.warnings).toContainEqual(expect.stringMatching(/^API_REGISTER_ROLE=admin in/));
    expect(loadConfig(production).warnings).toEqual([]);
    expect(loadConfig({ API_REGISTER_ROLE: 'admin' }).warnings).not.toContainEqual(
      expect.stringMatching(/API_REGISTER_ROLE/),
    );
  });
});

describe('a self-registered account', () => {
  const cases: Array<{ env: Record<string, string>; role: string; ability: object[] }> = [
    { env: {}, role: 'admin', ability: [{ action: 'manage', subject: 'all' }] },
    { env: production, role: 'subscriber', ability: [{ action: 'read', subject: 'Auth' }] },
    {
      env: { API_REGISTER_ROLE: 'client' },
      role: 'client',
      ability: [
        { action: 'read', subject: 'ACL' },
        { action: 'read', subject: 'Auth' },
      ],
    },
    {
      env: { API_REGISTER_ROLE: 'subscriber' },
      role: 'subscriber',
      ability: [{ action: 'read', subject: 'Auth' }],
    },
  ];

  for (const { env, role, ability } of cases) {
    it(`is a ${role} with ${JSON.stringify(env)}, at registration and at every sign-in`, async () => {
      api = await startTestApi(env);
      const registered = await api.post('/jwt/register', marina);
      expect(registered.statusCode).toBe(200);
      const { userData } = sessionPayloadSchema.parse(registered.json());
      expect(userData).toMatchObject({ role, ability });

      const session = await api.login({ email: marina.email, password: marina.password });
      expect(session.userData).toMatchObject({ role, ability });
      expect((await api.me(session.accessToken)).json()).toMatchObject({ role, ability });
      // The demo accounts keep their own roles.
      expect((await api.login()).userData.role).toBe('admin');
    });
  }
});
