import type { RequestHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { config } from '@/lib/config';
import { issueTokens } from '@/lib/demo/tokens';
import { connectAuth, connectDemo, http } from '@/lib/http';
import { answerDemo, findDemoFeature } from './answer';
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
      `${origin}/apps/chat/chats-and-contacts`,
      'https://example.org/apps/email/emails',
    ]) {
      expect(findDemoFeature(new URL(url)), url).toBeUndefined();
      expect(await answerDemo(new Request(url)), url).toBeUndefined();
    }
  });

  it('answers the auth calls only while no remote API does', () => {
    const login = new URL(`${config.apiUrl}${config.endpoints.login}`, origin);
    expect(findDemoFeature(login)?.name).toBe(config.demoAuth ? 'auth' : undefined);
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
