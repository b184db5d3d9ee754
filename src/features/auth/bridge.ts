import { connectAuth } from '@/lib/http';
import { runSessionCleanups } from '@/lib/session-cleanup';
import { setSessionOwner } from '@/lib/session-owner';
import { refreshTokens } from './api';
import { storageKeys } from './session';
import { useSessionStore } from './session-store';
import { signOut } from './sign-out';

/**
 * Connects the session to the HTTP client (token, refresh, expiry, 403) and to the other
 * open tabs (a sign-in or sign-out there is followed here through the `storage` event).
 */
export function connectSession({ onForbidden }: { onForbidden: () => void }): () => void {
  connectAuth({
    getAccessToken: () => useSessionStore.getState().accessToken,
    async refresh() {
      const { refreshToken, setTokens } = useSessionStore.getState();
      if (!refreshToken) return false;
      try {
        const tokens = await refreshTokens(refreshToken);
        setTokens(tokens.accessToken, tokens.refreshToken);
        return true;
      } catch {
        return false;
      }
    },
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
  };
}
