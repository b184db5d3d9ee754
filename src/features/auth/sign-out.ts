import { runSessionCleanups } from '@/lib/session-cleanup';
import { logout } from './api';
import { useSessionStore, type SignOutReason } from './session-store';

/**
 * Ends the session here: the four storage keys, the store, the query cache and every user
 * store. The logout call goes out with the ending session's token and is not waited for.
 */
export function signOut(reason: SignOutReason = 'user'): void {
  const { user, accessToken, clear } = useSessionStore.getState();
  if (!user) return;
  if (reason === 'user') void logout(accessToken);
  clear(reason);
  runSessionCleanups();
}
