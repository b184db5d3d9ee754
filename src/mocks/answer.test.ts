import type { RequestHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { isApiError } from '@/lib/api-error';
import { config, currentConfig } from '@/lib/config';
import { issueTokens } from '@/lib/demo/tokens';
import { connectAuth, connectDemo, http } from '@/lib/http';
import { answerDemo, findDemoFeature } from './answer';
import { FAULTS_KEY } from './faults';
import { demoFeatures } from './features';
import { server } from './node';

const origin = window.location.origin;

/** Counts the calls that reached the network (here: the Node server standing in for it). */
function countNetworkCalls() {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => void calls.push(request.url);
  server.events.on('request:start', listener);
  return { calls, stop: () => server.events.removeListener('request:start', listener) };
}

async function bearer() {
  const { accessToken } = await issueTokens(1);
  return { Authorization: `Bearer ${accessToken}` };
}

afterEach(() => {
  connectDemo(null);
  connectAuth(null);
});

describe('the demo API answered in the page', () => {
  it('answers a feature call with its handlers, without the network', async () => {
    const network = countNetworkCalls();
    const response = await answerDemo(
      new Request(`${origin}/apps/email/emails?folder=inbox`, { headers: await bearer() }),
    );
    network.stop();
    expect(response?.status).toBe(200);
    const body = z.object({ emails: z.array(z.unknown()) }).parse(await response?.json());
    expect(body.emails.length).toBeGreaterThan(0);
    expect(network.calls).toEqual([]);
  });

  it('decides like the real API: no token, no data', async () => {
    const response = await answerDemo(new Request(`${origin}/apps/email/emails`));
    expect(response?.status).toBe(401);
  });

  it('leaves every other call to the network', async () => {
    for (const url of [
      `${origin}/assets/index.js`,
      `${origin}/apps/unknown/items`,
      'https://example.org/apps/email/emails',
    ]) {
      expect(findDemoFeature(new URL(url)), url).toBeUndefined();
      expect(await answerDemo(new Request(url)), url).toBeUndefined();
    }
  });

  it('answers the auth calls only while no remote API does', () => {
    const login = new URL(`${currentConfig().apiUrl}${config.endpoints.login}`, origin);
    expect(findDemoFeature(login)?.name).toBe(currentConfig().demoAuth ? 'auth' : undefined);
  });

  it('is what the HTTP client asks first once connected', async () => {
    connectDemo(answerDemo);
    const headers = await bearer();
    connectAuth({
      getAccessToken: () => headers.Authorization.slice('Bearer '.length),
      refresh: () => Promise.resolve(false),
      onSessionExpired: () => undefined,
      onForbidden: () => undefined,
    });
    const network = countNetworkCalls();
    const data = await http.demo.get('/api/bookmarks/data', {
      schema: z.object({ suggestions: z.array(z.unknown()) }),
    });
    network.stop();
    expect(data.suggestions.length).toBeGreaterThan(0);
    expect(network.calls).toEqual([]);
  });
});

/** A path of a handler with its parameters filled in (`/apps/email/:id` → `/apps/email/1`). */
const samplePath = (handler: RequestHandler) => {
  const path = (handler.info as { path?: unknown }).path;
  return typeof path === 'string' ? path.replace(/:\w+/g, '1') : null;
};

describe('the table of demo features', () => {
  it.each(demoFeatures.map((feature) => [feature.name, feature] as const))(
    'routes every call of %s to its own handlers',
    async (name, feature) => {
      const handlers = await feature.load();
      expect(handlers.length).toBeGreaterThan(0);
      for (const handler of handlers) {
        const path = samplePath(handler);
        expect(path, `${name}: a handler without a path`).not.toBeNull();
        const url = new URL(path ?? '', origin);
        expect(findDemoFeature(url)?.name, url.href).toBe(name);
      }
    },
  );
});

describe('the fault plan (browser tests make a call family fail through it)', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  async function callEmails() {
    connectDemo(answerDemo);
    const headers = await bearer();
    connectAuth({
      getAccessToken: () => headers.Authorization.slice('Bearer '.length),
      refresh: () => Promise.resolve(false),
      onSessionExpired: () => undefined,
      onForbidden: () => undefined,
    });
    return http.demo
      .get('/apps/email/emails', { schema: z.object({ emails: z.array(z.unknown()) }) })
      .then(
        () => 'ok',
        (error: unknown) => (isApiError(error) ? `${error.kind} ${error.status}` : 'other'),
      );
  }

  const plan = (value: unknown) =>
    sessionStorage.setItem(FAULTS_KEY, typeof value === 'string' ? value : JSON.stringify(value));

  it('answers 500, a timeout or a malformed body for the planned family only, until lifted', async () => {
    plan([{ path: '/apps/email/', fault: '500' }]);
    expect(await callEmails()).toBe('http 500');
    plan([{ path: '/apps/email/', fault: 'timeout' }]);
    expect(await callEmails()).toBe('timeout 0');
    plan([{ path: '/apps/email/', fault: 'malformed' }]);
    expect(await callEmails()).toBe('parse 200');
    plan([{ path: '/api/bookmarks/', fault: '500' }]);
    expect(await callEmails()).toBe('ok');
    sessionStorage.removeItem(FAULTS_KEY);
    expect(await callEmails()).toBe('ok');
  });

  it('ignores a plan it cannot read', async () => {
    for (const junk of [
      '{',
      '"500"',
      { path: '/apps/email/' },
      [null, 1, { path: 1 }],
      [{ path: '/apps/email/', fault: 'boom' }],
    ]) {
      plan(junk);
      expect(await callEmails(), JSON.stringify(junk)).toBe('ok');
    }
  });

  it('cannot be reached while the browser is offline, as a server across the network', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await callEmails()).toBe('network 0');
  });
});
