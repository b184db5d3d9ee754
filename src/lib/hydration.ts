import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * `false` while React hydrates prerendered HTML (and on the server), `true` otherwise. A
 * component reads browser-only state (storage) only when this is `true`, so that its first
 * render matches the HTML; after hydration it renders again with the stored state.
 */
export function useClientReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Set on `#root` by the boot script when it shows prerendered HTML, removed by the page's
 * form once hydrated (`useEarlyInput`); while it is there, submits are held and marked
 * with `SUBMIT_PENDING`. The same names are in vite-plugins/prerender-boot.ts.
 */
export const PRERENDERED = 'data-prerendered';
export const SUBMIT_PENDING = 'data-submit-pending';
