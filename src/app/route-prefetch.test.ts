import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { useSessionStore } from '@/features/auth';
import { queryClient } from '@/lib/query-client';
import { server } from '@/mocks/node';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { builtEntries, type BuiltEntry, type PageModule, type PrefetchModule } from './catalogue';
import { createRoutes } from './router';
import { startPrefetch } from './route-prefetch';

// The first navigation loads the signed-in layout's chunk: wait for states, as long as it takes.
const untilLoaded = { timeout: 12_000 };
const slow = { timeout: 30_000 };

function built(id: string): BuiltEntry {
  const entry = builtEntries.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`${id} is built`);
  return entry;
}

/** The email page, with a chunk that arrives only when the test says so. */
function emailPage() {
  let arrive = (_module: PageModule) => {};
  const chunk = new Promise<PageModule>((resolve) => (arrive = resolve));
  const prefetch = vi.fn<PrefetchModule['prefetch']>();
  const loadPrefetch = vi.fn(() => Promise.resolve({ prefetch }));
  const entry = { ...built('email'), load: () => chunk, prefetch: loadPrefetch };
  return { entry, prefetch, loadPrefetch, arrive: () => arrive({ default: () => null }) };
}

function setUp(url: string) {
  const page = emailPage();
  const routes = createRoutes([page.entry, built('error')]);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  routers.push(router);
  const arrive = async () => {
    page.arrive();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), untilLoaded);
  };
  return { ...page, router, arrive };
}

/** The mailbox list calls the demo API receives, as their query strings. */
function recordListCalls() {
  const lists: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/apps/email/emails')) lists.push(url.search);
  };
  server.events.on('request:start', record);
  return { lists, stop: () => server.events.removeListener('request:start', record) };
}

const routers: Array<ReturnType<typeof createMemoryRouter>> = [];
afterEach(() => routers.splice(0).forEach((router) => router.dispose()));

describe('prefetch with the page', () => {
  it('starts the page’s prefetch with the params and URL before its chunk arrives', async () => {
    await signInAs('admin');
    const { router, prefetch, arrive } = setUp('/apps/email/label/private?q=ana&open=3');

    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1), untilLoaded);
    // The page's module is still on its way.
    expect(router.state.initialized).toBe(false);
    const [client, context] = prefetch.mock.calls[0] ?? [];
    expect(client).toBe(queryClient);
    expect(context?.params).toEqual({ '*': 'label/private' });
    const url = context?.url;
    expect(url?.pathname).toBe('/apps/email/label/private');
    expect(url?.searchParams.get('q')).toBe('ana');
    expect(url?.searchParams.get('open')).toBe('3');

    await arrive();
    // Moving inside the page leaves the data to the page itself.
    await router.navigate('/apps/email/sent?q=bia');
    expect(router.state.location.pathname).toBe('/apps/email/sent');
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('never prefetches for a signed-out visitor', async () => {
    const { loadPrefetch, prefetch, arrive } = setUp('/apps/email');
    await arrive();
    expect(loadPrefetch).not.toHaveBeenCalled();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('never prefetches for a visitor whose ability forbids the page', async () => {
    await signInAs('client');
    const { entry, prefetch } = emailPage();
    await startPrefetch(entry, { params: {}, url: new URL('http://localhost/apps/email') });
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('never prefetches for a guest page, and does for a public one when signed in', async () => {
    await signInAs('client');
    const { entry, prefetch } = emailPage();
    const context = { params: {}, url: new URL('http://localhost/') };
    await startPrefetch({ ...entry, access: 'guest' }, context);
    expect(prefetch).not.toHaveBeenCalled();
    await startPrefetch({ ...entry, access: 'public' }, context);
    expect(prefetch).toHaveBeenCalledWith(queryClient, context);
  });

  it('lets the page’s query report a failed prefetch: the navigation goes on', async () => {
    await signInAs('admin');
    const { router, prefetch, arrive } = setUp('/apps/email');
    prefetch.mockRejectedValue(new Error('offline'));
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalled(), untilLoaded);
    await arrive();
    expect(router.state.errors).toBeNull();
  });

  it('drops a prefetch when the session ended while its chunks loaded', async () => {
    await signInAs('admin');
    const { entry, prefetch } = emailPage();
    const started = startPrefetch(entry, { params: {}, url: new URL('http://localhost/') });
    useSessionStore.getState().clear('user');
    await started;
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('gives the mailbox its list once: the page finds the prefetched query', slow, async () => {
    await signInAs('admin');
    const calls = recordListCalls();
    try {
      renderApp('/apps/email/label/company');
      const title = { level: 1, name: 'Empresa' };
      expect(await screen.findByRole('heading', title, untilLoaded)).toBeVisible();
      // One list query, watched by the page, answered once: the prefetch's key is the page's.
      const lists = () => queryClient.getQueryCache().findAll({ queryKey: ['email', 'list'] });
      await vi.waitFor(() => expect(lists()[0]?.state.status).toBe('success'), untilLoaded);
      expect(lists()).toHaveLength(1);
      expect(lists()[0]?.getObserversCount()).toBeGreaterThan(0);
      expect(calls.lists).toHaveLength(1);
      expect(calls.lists[0]).toContain('label=company');
    } finally {
      calls.stop();
    }
  });
});
