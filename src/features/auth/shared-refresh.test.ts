import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, currentConfig } from '@/lib/config';
import { issueTokens } from '@/lib/demo/tokens';
import { holdTabLock, isTabLockHeld, type TabLocks } from '@/lib/tab-lock';
import { server } from '@/mocks/node';
import { signInAs } from '@/test/session';
import { refreshTokens } from './api';
import { createSessionRefresh } from './bridge';
import { clearStoredSession, writeStoredTokens } from './session';
import { useSessionStore } from './session-store';
import {
  createSharedRefresh,
  REFRESH_LOCK,
  spentMark,
  storageMoved,
  type SharedRefresh,
  type TokenPair,
} from './shared-refresh';
import { API_MESSAGES, refreshRequestSchema } from './types';

/**
 * An in-memory lock manager standing in for the browser's: an exclusive lock has one
 * holder a name, the other requests granted in the order they came (FIFO), each in a later
 * microtask; a shared lock is granted at once. `query` lists the locks held.
 */
function fakeLocks() {
  const tails = new Map<string, Promise<void>>();
  const held: string[] = [];
  const granted: string[] = [];
  const ignore = () => undefined;
  const locks: TabLocks = {
    request<T>(name: string, options: { mode?: 'exclusive' | 'shared' }, callback: () => T) {
      const grant = async (): Promise<T> => {
        held.push(name);
        granted.push(name);
        try {
          return await callback();
        } finally {
          held.splice(held.indexOf(name), 1);
        }
      };
      if (options.mode === 'shared') return Promise.resolve().then(grant);
      const turn = (tails.get(name) ?? Promise.resolve()).then(grant);
      tails.set(name, turn.then(ignore, ignore));
      return turn;
    },
    query: () => Promise.resolve({ held: held.map((name) => ({ name })) }),
  };
  return { locks, granted, held };
}

/** A promise settled from outside: the test says when another tab's work goes on. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const refreshUrl = `${currentConfig().apiUrl}${config.endpoints.refresh}`;
const isRefresh = (request: Request) =>
  request.method === 'POST' && new URL(request.url).pathname.endsWith(config.endpoints.refresh);

const cleanups: Array<() => void> = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
});

/** The refresh tokens spent at the API (here: the MSW server standing in for it). */
function recordRefreshCalls() {
  const spent: Array<Promise<string>> = [];
  const listener = ({ request }: { request: Request }) => {
    if (!isRefresh(request)) return;
    // A copy: the handler reads the body too.
    const body = request.clone().json() as Promise<unknown>;
    spent.push(body.then((value) => refreshRequestSchema.parse(value).refreshToken));
  };
  server.events.on('request:start', listener);
  cleanups.push(() => server.events.removeListener('request:start', listener));
  return { calls: () => spent.length, spent: () => Promise.all(spent) };
}

/**
 * The localStorage of one origin, as the tabs see it. Each tab reads its own copy; a write
 * reaches the other tabs' copies at once, or, `lagging`, only when `deliver` is called (as
 * in Chromium, where the copy of another renderer is updated a little later).
 */
function originStorage(first: TokenPair, { lagging = false } = {}) {
  let current: TokenPair | null = first;
  const views: Array<{ current: TokenPair | null; moved: Set<() => void> }> = [];
  const waiting: string[] = [];
  const someoneWaits = gate();

  function deliver() {
    for (const view of views) {
      view.current = current;
      view.moved.forEach((check) => check());
    }
  }

  /** One simulated tab, with its own refresh, over this storage. */
  function tab(locks?: TabLocks) {
    const view = { current, moved: new Set<() => void>() };
    views.push(view);
    const saved: TokenPair[] = [];
    const shared: SharedRefresh = createSharedRefresh({
      locks,
      readStored: () => view.current,
      storageMoved: (token) =>
        new Promise<void>((resolve) => {
          const check = () => {
            if (view.current?.refreshToken === token) return;
            view.moved.delete(check);
            resolve();
          };
          view.moved.add(check);
          waiting.push(token);
          someoneWaits.open();
          check();
        }),
      call: refreshTokens,
      save: (tokens) => {
        saved.push(tokens);
        current = tokens;
        view.current = tokens;
        if (!lagging) deliver();
      },
    });
    cleanups.push(shared.dispose);
    return { saved, refresh: (held: string) => shared.refresh(held) };
  }

  return { tab, deliver, waiting, someoneWaits: someoneWaits.opened, stored: () => current };
}

describe('refresh shared by the tabs of the browser', () => {
  it('spends the refresh token once when two tabs refresh at the same time', async () => {
    const first = await issueTokens(1);
    const storage = originStorage(first);
    const { locks, granted } = fakeLocks();
    const api = recordRefreshCalls();
    const [one, two] = [storage.tab(locks), storage.tab(locks)];

    // Both decided to refresh holding the same token; neither waits for the other to start.
    const [fromOne, fromTwo] = await Promise.all([
      one.refresh(first.refreshToken),
      two.refresh(first.refreshToken),
    ]);

    expect(api.calls()).toBe(1);
    expect(await api.spent()).toEqual([first.refreshToken]);
    expect(granted.filter((name) => name === REFRESH_LOCK)).toHaveLength(2);
    expect(fromOne.refreshToken).not.toBe(first.refreshToken);
    expect(fromOne.accessToken).not.toBe(first.accessToken);
    expect(fromTwo).toEqual(fromOne);
    expect(storage.stored()).toEqual(fromOne);
    expect(one.saved).toEqual([fromOne]);
    expect(two.saved).toEqual([fromOne]);
    // Nobody had to wait for storage: the renewed pair was there when the second tab looked.
    expect(storage.waiting).toEqual([]);
  });

  it('waits for the renewed tokens when they reach the second tab after the lock', async () => {
    const first = await issueTokens(1);
    const storage = originStorage(first, { lagging: true });
    const { locks, held } = fakeLocks();
    const api = recordRefreshCalls();
    const [one, two] = [storage.tab(locks), storage.tab(locks)];

    const fromOne = one.refresh(first.refreshToken);
    const fromTwo = two.refresh(first.refreshToken);
    // The second tab holds the lock, still sees the old token, and knows it was spent (had
    // it spent the token instead, its refresh would end here).
    const settled = fromTwo.then(
      () => undefined,
      () => undefined,
    );
    await Promise.race([storage.someoneWaits, settled]);
    expect(storage.waiting).toEqual([first.refreshToken]);
    expect(held).toContain(spentMark(first.refreshToken));
    storage.deliver();

    const renewed = await fromOne;
    await expect(fromTwo).resolves.toEqual(renewed);
    expect(api.calls()).toBe(1);
    expect(await api.spent()).toEqual([first.refreshToken]);
    expect(two.saved).toEqual([renewed]);
  });

  it('spends its own token after all when the renewed tokens never arrive', async () => {
    const first = await issueTokens(1);
    const { locks } = fakeLocks();
    // Another tab spent the token and holds its mark, but its write never reaches this tab.
    const release = await holdTabLock(spentMark(first.refreshToken), locks);
    cleanups.push(() => release?.());
    const api = recordRefreshCalls();
    const saved: TokenPair[] = [];
    const shared = createSharedRefresh({
      locks,
      readStored: () => first,
      storageMoved: () => Promise.reject(new Error('never arrived')),
      call: refreshTokens,
      save: (tokens) => saved.push(tokens),
    });
    cleanups.push(shared.dispose);

    // The API's grace window answers this second use with the successor it issued.
    const renewed = await shared.refresh(first.refreshToken);
    expect(api.calls()).toBe(1);
    expect(await api.spent()).toEqual([first.refreshToken]);
    expect(saved).toEqual([renewed]);
  });

  it('calls the API from each tab where the browser has no locks (as before)', async () => {
    // jsdom has no Web Locks API, as older browsers and plain-http origins.
    expect(navigator.locks).toBeUndefined();
    const first = await issueTokens(1);
    const storage = originStorage(first);
    const api = recordRefreshCalls();
    const [one, two] = [storage.tab(), storage.tab()];

    const [fromOne, fromTwo] = await Promise.all([
      one.refresh(first.refreshToken),
      two.refresh(first.refreshToken),
    ]);

    // Both spent the same token: an API that detects the replay would end the session.
    expect(api.calls()).toBe(2);
    expect(await api.spent()).toEqual([first.refreshToken, first.refreshToken]);
    expect(fromOne.refreshToken).not.toBe(first.refreshToken);
    expect(fromTwo.refreshToken).not.toBe(first.refreshToken);
    expect(fromTwo).not.toEqual(fromOne);
  });
});

describe('the bridge refresh', () => {
  /** This tab's refresh over the fake locks; another tab is simulated on the same locks. */
  function thisTab() {
    const { locks, held } = fakeLocks();
    const session = createSessionRefresh(locks);
    cleanups.push(session.dispose);
    return { locks, held, session };
  }

  it('renews through the API when no other tab did, and marks the token spent', async () => {
    await signInAs('admin');
    const before = useSessionStore.getState();
    const { locks, held, session } = thisTab();
    const api = recordRefreshCalls();

    await expect(session.refresh()).resolves.toBe(true);

    expect(api.calls()).toBe(1);
    expect(await api.spent()).toEqual([before.refreshToken]);
    const after = useSessionStore.getState();
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(after.user).toEqual(before.user);
    expect(window.localStorage.getItem('accessToken')).toBe(after.accessToken);
    expect(window.localStorage.getItem('refreshToken')).toBe(after.refreshToken);
    // The mark other tabs look for, until this tab stops.
    const mark = spentMark(before.refreshToken ?? '');
    expect(held).toEqual([mark]);
    session.dispose();
    await expect.poll(() => isTabLockHeld(mark, locks)).toBe(false);
  });

  it('takes the tokens another tab renewed while it waited, with no call', async () => {
    await signInAs('admin');
    const held = useSessionStore.getState().refreshToken ?? '';
    const renewedThere = await issueTokens(1);
    const { locks, session } = thisTab();
    const other = gate();
    const api = recordRefreshCalls();

    // The other tab holds the lock, and stores its renewed tokens before releasing it.
    const otherTab = locks.request(REFRESH_LOCK, {}, async () => {
      await other.opened;
      writeStoredTokens(renewedThere.accessToken, renewedThere.refreshToken);
    });
    const result = session.refresh();
    other.open();
    await otherTab;

    await expect(result).resolves.toBe(true);
    expect(api.calls()).toBe(0);
    expect(useSessionStore.getState()).toMatchObject(renewedThere);
    expect(held).not.toBe(renewedThere.refreshToken);
  });

  it('waits for the tokens of a tab that spent its token, when they arrive late', async () => {
    await signInAs('admin');
    const held = useSessionStore.getState().refreshToken ?? '';
    const renewedThere = await issueTokens(1);
    const { locks, session } = thisTab();
    const api = recordRefreshCalls();
    const listening = vi.spyOn(window, 'addEventListener');

    // The other tab spent the token and left its mark; its write has not arrived here yet.
    const release = await locks.request(REFRESH_LOCK, {}, () =>
      holdTabLock(spentMark(held), locks),
    );
    cleanups.push(() => release?.());
    const result = session.refresh();
    await vi.waitFor(() => expect(listening).toHaveBeenCalledWith('storage', expect.any(Function)));
    expect(api.calls()).toBe(0);

    // …and now it does, with the event the browser fires for it.
    writeStoredTokens(renewedThere.accessToken, renewedThere.refreshToken);
    window.dispatchEvent(new StorageEvent('storage', { key: 'refreshToken' }));

    await expect(result).resolves.toBe(true);
    expect(api.calls()).toBe(0);
    expect(useSessionStore.getState()).toMatchObject(renewedThere);
  });

  it('spends its own token when the other tab signed out meanwhile, and reports the refusal', async () => {
    await signInAs('admin');
    const held = useSessionStore.getState().refreshToken;
    // The session ended with the sign-out: the API refuses its refresh token.
    server.use(
      mock.post(refreshUrl, () =>
        HttpResponse.json({ error: API_MESSAGES.invalidRefresh }, { status: 401 }),
      ),
    );
    const { locks, session } = thisTab();
    const other = gate();
    const api = recordRefreshCalls();

    const otherTab = locks.request(REFRESH_LOCK, {}, async () => {
      await other.opened;
      clearStoredSession();
    });
    const result = session.refresh();
    other.open();
    await otherTab;

    await expect(result).resolves.toBe(false);
    expect(api.calls()).toBe(1);
    expect(await api.spent()).toEqual([held]);
    // Nothing written back: storage stays signed out.
    expect(window.localStorage.getItem('refreshToken')).toBeNull();
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });
});

describe('storageMoved', () => {
  it('gives up when the tokens never arrive', async () => {
    vi.useFakeTimers();
    cleanups.push(() => vi.useRealTimers());
    const pair = { accessToken: 'a', refreshToken: 'r' };
    const moved = storageMoved(() => pair, 'r', 1_000);
    window.dispatchEvent(new StorageEvent('storage', { key: 'refreshToken' }));
    vi.advanceTimersByTime(1_000);
    await expect(moved).rejects.toThrow('did not arrive');
  });
});
