import { holdTabLock, isTabLockHeld, withTabLock, type TabLocks } from '@/lib/tab-lock';

/**
 * One token refresh for all the open tabs of the browser. A refresh token may be spent
 * once: the API takes a second use as a replay and ends the session. Tabs whose access
 * tokens lapse together would each spend the same one, so the refresh runs under a lock
 * shared by the tabs of the origin, and a tab that renewed leaves a mark naming the token
 * it spent. Inside the lock a tab reads storage:
 * - a refresh token other than the one it held when it decided to refresh: another tab
 *   renewed, and its tokens are taken as they are, with no call;
 * - its own token, marked spent: another tab renewed, but its write has not reached this
 *   tab's copy of localStorage yet (Chromium delivers it a little later, possibly after
 *   the lock): the tab waits for it, then takes those tokens;
 * - its own token unmarked, or nothing (signed out elsewhere): the tab spends its token,
 *   and the API answers for it.
 */

/** The name of the lock every tab takes to refresh. */
export const REFRESH_LOCK = 'mirante:token-refresh';

/** The mark a tab holds after spending `token` (its tail is enough to tell tokens apart). */
export const spentMark = (token: string) => `mirante:token-spent:${token.slice(-16)}`;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export interface SharedRefreshDeps {
  /** The origin's locks; when left out, the browser's (`navigator.locks`), if any. */
  locks?: TabLocks;
  /** The tokens in this tab's storage now, or `null` (signed out, or half written). */
  readStored(): TokenPair | null;
  /**
   * Resolves once this tab's storage no longer shows `refreshToken` (another tab's write
   * has arrived, or the session was removed); rejects if that does not come in time.
   */
  storageMoved(refreshToken: string): Promise<void>;
  /** Spends a refresh token at the API; rejects when the API refuses it. */
  call(refreshToken: string): Promise<TokenPair>;
  /** Keeps the pair this tab goes on with (storage and memory), before the lock is released. */
  save(tokens: TokenPair): void;
}

export interface SharedRefresh {
  /**
   * Renews the tokens of a tab that held the refresh token `held` when it decided to
   * refresh (read before waiting for the lock: what storage holds once the lock is
   * granted may already be another tab's work). Resolves with the pair to use now.
   */
  refresh: (held: string) => Promise<TokenPair>;
  /** Lets go of this tab's mark (the tab stops refreshing). */
  dispose: () => void;
}

/** The refresh of one tab; every tab of the origin has its own. */
export function createSharedRefresh(deps: SharedRefreshDeps): SharedRefresh {
  let releaseMark: (() => void) | null = null;

  async function markSpent(token: string) {
    releaseMark?.();
    releaseMark = await holdTabLock(spentMark(token), deps.locks);
  }

  function adopt(stored: TokenPair): TokenPair {
    const tokens = { accessToken: stored.accessToken, refreshToken: stored.refreshToken };
    deps.save(tokens);
    return tokens;
  }

  async function underLock(held: string): Promise<TokenPair> {
    const stored = deps.readStored();
    if (stored && stored.refreshToken !== held) return adopt(stored);
    if (await isTabLockHeld(spentMark(held), deps.locks)) {
      // Spent by another tab: spending it again would be the replay. Its successor is
      // on its way to this tab's storage.
      const arrived = await deps.storageMoved(held).then(
        () => deps.readStored(),
        () => undefined,
      );
      if (arrived === null) throw new Error('The session was ended in another tab');
      if (arrived) return adopt(arrived);
      // It never came: spend the token after all. The API answers a second use this soon
      // with the successor it already issued (its grace window), not as a replay.
    }
    const renewed = await deps.call(held);
    deps.save(renewed);
    // Without the mark the renewal still stands: a late tab may then spend the token again.
    await markSpent(held).catch(() => undefined);
    return renewed;
  }

  return {
    refresh: (held) => withTabLock(REFRESH_LOCK, () => underLock(held), deps.locks),
    dispose: () => {
      releaseMark?.();
      releaseMark = null;
    },
  };
}

/**
 * Resolves once `read()` no longer shows `refreshToken` in this tab, followed through the
 * `storage` event (fired here when another tab's write arrives); rejects after `limitMs`.
 */
export function storageMoved(
  read: () => TokenPair | null,
  refreshToken: string,
  limitMs: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const moved = () => read()?.refreshToken !== refreshToken;
    if (moved()) {
      resolve();
      return;
    }
    const stop = () => {
      clearTimeout(timer);
      window.removeEventListener('storage', onStorage);
    };
    const onStorage = () => {
      if (!moved()) return;
      stop();
      resolve();
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error('The tokens another tab renewed did not arrive'));
    }, limitMs);
    window.addEventListener('storage', onStorage);
  });
}
