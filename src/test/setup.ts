import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { connectSession, useSessionStore } from '@/features/auth';
import { resetCompose } from '@/features/email/compose/compose-store';
import { reloadLayoutSettings } from '@/features/layout';
import { resetDemoDatabase } from '@/lib/demo/db';
import { markDemoReady } from '@/lib/demo-ready';
import { i18n, i18nReady } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { server } from '@/mocks/node';

// Two shared cores in CI: give lazy routes and crypto time to answer.
configure({ asyncUtilTimeout: 5000 });

// What jsdom lacks and Mantine needs. Media queries answer for a desktop-wide window.
Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1440 });
const matchesQuery = (query: string) => {
  const min = /min-width:\s*([\d.]+)(em|px)/.exec(query);
  if (!min) return false;
  const pixels = Number(min[1]) * (min[2] === 'em' ? 16 : 1);
  return window.innerWidth >= pixels;
};
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: matchesQuery(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub;
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined;
}

// Every translation, loaded at once: tests never wait for a namespace.
const resources = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});
for (const [path, data] of Object.entries(resources)) {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  if (match?.[1] && match[2]) i18n.addResourceBundle(match[1], match[2], data, true, true);
}

beforeAll(async () => {
  await i18nReady;
  // As main.tsx does at boot: calls carry the session and renew it.
  connectSession({ onForbidden: () => undefined });
  server.listen({ onUnhandledRequest: 'error' });
  markDemoReady();
});

afterEach(async () => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  resetDemoDatabase();
  useSessionStore.getState().restore();
  useSessionStore.setState({ endedBecause: null });
  reloadLayoutSettings();
  resetCompose();
  queryClient.clear();
  if (i18n.language !== 'br') await i18n.changeLanguage('br');
});

afterAll(() => server.close());
