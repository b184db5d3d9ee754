import { beforeEach } from 'vitest';
import { issueTokens } from '@/lib/demo/tokens';

/**
 * Calls to the demo API from a handler test, as a signed-in demo user (a fresh token before
 * each test): `call(path)` is a GET, `call(path, body)` a POST with a JSON body, `method`
 * overrides either. `signOut()` drops the token for the 401 cases.
 */
export function demoApiClient(userId = 1) {
  let token = '';
  beforeEach(async () => {
    token = (await issueTokens(userId)).accessToken;
  });
  return {
    call: (path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') =>
      fetch(`http://localhost:3000${path}`, {
        method,
        headers: {
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          'Content-Type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    signOut: () => {
      token = '';
    },
  };
}
