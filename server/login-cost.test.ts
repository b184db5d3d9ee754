import { afterEach, describe, expect, it, vi } from 'vitest';
import * as passwords from './passwords';
import { ADMIN, startTestApi, type TestApi } from './test/harness';

/**
 * An unknown e-mail must cost the API the same work as a wrong password, so that the time of
 * an answer does not tell whether an account exists. Checked by the work done — one scrypt
 * verification at the same cost — not by a stopwatch, which a busy machine would fool.
 */
vi.mock('./passwords', { spy: true });

let api: TestApi | undefined;
afterEach(() => api?.app.close());

/** The scrypt cost written in a stored hash (`scrypt$N$r$p$salt$hash`). */
const costOf = (hash: string) => hash.split('$').slice(0, 4).join('$');

describe('sign-in cost', () => {
  it('verifies one password at the stored cost, for an unknown e-mail as for a wrong password', async ({
    annotate,
  }) => {
    api = await startTestApi({}, passwords.DEFAULT_COST);
    const verify = vi.mocked(passwords.verifyPassword);
    const attempt = async (email: string) => {
      verify.mockClear();
      const started = performance.now();
      const response = await api!.post('/login', { email, password: 'wrong-password' });
      expect(response.statusCode).toBe(400);
      const took = performance.now() - started;
      expect(verify).toHaveBeenCalledOnce();
      return { hash: String(verify.mock.calls[0]?.[1]), took };
    };
    const known = await attempt(ADMIN.email);
    const unknown = await attempt('nobody@demo.com');
    const expected = `scrypt$${passwords.DEFAULT_COST.N}$${passwords.DEFAULT_COST.r}$${passwords.DEFAULT_COST.p}`;
    expect(costOf(known.hash)).toBe(expected);
    expect(costOf(unknown.hash)).toBe(expected);
    await annotate(
      `wrong password ${known.took.toFixed(0)} ms, unknown e-mail ${unknown.took.toFixed(0)} ms`,
    );
  });
});
