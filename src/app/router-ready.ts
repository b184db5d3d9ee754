import type { createBrowserRouter } from 'react-router';
import { i18nReady } from '@/lib/i18n';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Resolves once the first route is loaded (chunk, translations) and the language is ready:
 * then the app renders the same tree as the prerendered HTML, and can hydrate it.
 */
export function whenRouterReady(router: AppRouter): Promise<void> {
  const ready = () => router.state.initialized && router.state.navigation.state === 'idle';
  const routed = new Promise<void>((resolve) => {
    if (ready()) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe(() => {
      if (!ready()) return;
      unsubscribe();
      resolve();
    });
  });
  return Promise.all([routed, i18nReady]).then(() => undefined);
}
