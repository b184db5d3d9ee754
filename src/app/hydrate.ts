import type { createBrowserRouter } from 'react-router';
import { i18nReady } from '@/lib/i18n';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Resolves once the first route is loaded (chunk, translations) and the language is ready. */
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

/**
 * After hydration: the page is the app's now. A submit held by the boot script while the
 * scripts were on their way (see vite-plugins/prerender-boot.ts) is sent now.
 */
export function whenHydrated(container: HTMLElement): void {
  container.removeAttribute('data-prerendered');
  if (!container.hasAttribute('data-submit-pending')) return;
  container.removeAttribute('data-submit-pending');
  container.querySelector('form')?.requestSubmit();
}
