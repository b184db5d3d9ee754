import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { connectSession } from '@/features/auth';
import { i18n, i18nReady } from '@/lib/i18n';
import { resetStores } from '@/lib/store-registry';
import { server } from '@/mocks/node';

// A wait (`findBy…`, `waitFor`) ends as soon as its state is there; its limit only
// catches a state that never comes. On two cores shared with a build loop, rendering the
// mailbox and opening the compose for the first time each took up to ~6 s: the limit
// stays well above that, so a busy machine is slower, never red. Lazy chunks are loaded
// once per file before its tests (`preloadChunks`, src/test/preload.ts).
configure({ asyncUtilTimeout: 20_000 });

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
// Mantine's autosizing textarea listens to `document.fonts`.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}
// jsdom has no layout to scroll (and says so on every call): a page's "back to the top" does
// nothing here.
window.scrollTo = () => undefined;
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
});

// Every test starts as a new visitor: empty storage, and every store that registered
// itself (`src/lib/store-registry.ts`) back to what a fresh page load reads.
afterEach(async () => {
  cleanup();
  // Toasts live in a store of their own: one left by a test must not show in the next.
  notifications.clean();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  await resetStores();
});

afterAll(() => server.close());
