import { connectAuth } from '@/lib/http';
import { runSessionCleanups } from '@/lib/session-cleanup';
import { setSessionOwner } from '@/lib/session-owner';
import type { TabLocks } from '@/lib/tab-lock';
import { refreshTokens } from './api';
import { readStoredSession, storageKeys } from './session';
import { useSessionStore } from './session-store';
import { createSharedRefresh, storageMoved } from './shared-refresh';
import { signOut } from './sign-out';

/**
 * How long a tab waits for tokens another tab renewed to reach its storage (a few ms to
 * about 100 in Chromium), before it spends its own copy within the API's grace window.
 */
const ARRIVAL_LIMIT_MS = 3_000;

const readTokens = () => readStoredSession({ repair: false });

/**
 * The bridge's refresh, for this tab: renews the tokens once for every open tab
 * (`shared-refresh.ts`) and keeps the pair in the store and in storage. `refresh`
 * resolves `true` when the session may go on, `false` on any failure. `locks` stands in
 * for the browser's in tests.
 */
export function createSessionRefresh(locks?: TabLocks) {
  const shared = createSharedRefresh({
    locks,
    // Another tab may be half-way through writing: nothing is deleted from here.
    readStored: readTokens,
    storageMoved: (token) => storageMoved(readTokens, token, ARRIVAL_LIMIT_MS),
    call: refreshTokens,
    save: ({ accessToken, refreshToken }) =>
      useSessionStore.getState().setTokens(accessToken, refreshToken),
  });
  return {
    refresh: async (): Promise<boolean> => {
      // The token this tab holds now, before it waits for another tab's refresh to end.
      const held = useSessionStore.getState().refreshToken;
      if (!held) return false;
      try {
        await shared.refresh(held);
        return true;
      } catch {
        return false;
      }
    },
    dispose: shared.dispose,
  };
}

/**
 * Connects the session to the HTTP client (token, refresh, expiry, 403) and to the other
 * open tabs (a sign-in or sign-out there is followed here through the `storage` event).
 */
export function connectSession({ onForbidden }: { onForbidden: () => void }): () => void {
  const sessionRefresh = createSessionRefresh();
  connectAuth({
    getAccessToken: () => useSessionStore.getState().accessToken,
    refresh: sessionRefresh.refresh,
    onSessionExpired: () => signOut('expired'),
    onForbidden,
  });

  // Stores that keep user data in the browser learn who is signed in.
  setSessionOwner(useSessionStore.getState().user?.id);
  const stopOwner = useSessionStore.subscribe((state) => setSessionOwner(state.user?.id));

  // The other tab writes four keys: read them once it is done.
  const watched: string[] = Object.values(storageKeys);
  let pending: ReturnType<typeof setTimeout> | undefined;
  const follow = () => {
    const before = useSessionStore.getState().user;
    useSessionStore.getState().restore({ repair: false });
    const after = useSessionStore.getState().user;
    if (before && !after) {
      useSessionStore.setState({ endedBecause: 'other-tab' });
      runSessionCleanups();
    }
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && !watched.includes(event.key)) return;
    clearTimeout(pending);
    pending = setTimeout(follow, 50);
  };
  window.addEventListener('storage', onStorage);
  return () => {
    clearTimeout(pending);
    window.removeEventListener('storage', onStorage);
    stopOwner();
    connectAuth(null);
    sessionRefresh.dispose();
  };
}
