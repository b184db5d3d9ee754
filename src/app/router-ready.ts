import type { createBrowserRouter } from 'react-router';
import { i18nReady } from '@/lib/i18n';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Resolves once the router has loaded its first route (chunk, loaders) and is idle. */
export function whenRouterSettled(router: AppRouter): Promise<void> {
  const settled = () => router.state.initialized && router.state.navigation.state === 'idle';
  return new Promise<void>((resolve) => {
    if (settled()) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Resolves once the first route is loaded (chunk, translations) and the language is ready:
 * then the app renders the same tree as the prerendered HTML, and can hydrate it.
 */
export function whenRouterReady(router: AppRouter): Promise<void> {
  return Promise.all([whenRouterSettled(router), i18nReady]).then(() => undefined);
}
