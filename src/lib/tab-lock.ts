/**
 * Coordination between the tabs of the origin, on the Web Locks API. `withTabLock` runs
 * work that only one tab may run at a time: two tabs that reach the same step together
 * run it one after the other. `holdTabLock` and `isTabLockHeld` leave a mark other tabs
 * can see at once (a lock held by name), which storage cannot promise: a value one tab
 * writes to localStorage reaches another tab's copy a little later in Chromium, possibly
 * after a lock that tab asked for was granted. Where the browser has no `navigator.locks`
 * (older browsers, a plain-http origin, jsdom) the work simply runs, uncoordinated, and
 * there are no marks.
 */

/** The part of the browser's `LockManager` used here. */
export interface TabLocks {
  request<T>(
    name: string,
    options: { mode?: 'exclusive' | 'shared' },
    callback: () => T,
  ): Promise<T>;
  query(): Promise<{ held?: Array<{ name?: string }> }>;
}

const browserLocks = (): TabLocks | undefined => globalThis.navigator?.locks;

/** Runs `work` holding the exclusive lock `name`; its result or failure is passed on. */
export async function withTabLock<T>(
  name: string,
  work: () => Promise<T>,
  locks: TabLocks | undefined = browserLocks(),
): Promise<T> {
  if (!locks) return work();
  // The lock is held until the promise `work` returns settles, and the request settles
  // as it does.
  return locks.request(name, {}, () => work());
}

/**
 * Takes the shared lock `name` and keeps it until the function it resolves with is called
 * (or the tab closes). Resolves once the lock is held; `null` without Web Locks.
 */
export function holdTabLock(
  name: string,
  locks: TabLocks | undefined = browserLocks(),
): Promise<(() => void) | null> {
  if (!locks) return Promise.resolve(null);
  return new Promise((granted, failed) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    locks
      .request(name, { mode: 'shared' }, () => {
        granted(release);
        return released;
      })
      .catch(failed);
  });
}

/** Whether some tab of the origin holds the lock `name` now; `false` without Web Locks. */
export async function isTabLockHeld(
  name: string,
  locks: TabLocks | undefined = browserLocks(),
): Promise<boolean> {
  if (!locks) return false;
  const { held = [] } = await locks.query();
  return held.some((lock) => lock.name === name);
}
