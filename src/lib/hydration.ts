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
