import { afterEach, describe, expect, it } from 'vitest';
import { holdTabLock, isTabLockHeld, withTabLock, type TabLocks } from './tab-lock';

/**
 * A lock manager that grants at once and tells which locks were asked for, in which mode,
 * and when they were released; `query` lists the ones held.
 */
function recordingLocks() {
  const events: string[] = [];
  const held = new Set<string>();
  const locks: TabLocks = {
    request<T>(name: string, options: { mode?: 'exclusive' | 'shared' }, callback: () => T) {
      events.push(`granted ${options.mode ?? 'exclusive'} ${name}`);
      held.add(name);
      return Promise.resolve(callback()).finally(() => {
        held.delete(name);
        events.push(`released ${name}`);
      });
    },
    query: () => Promise.resolve({ held: [...held].map((name) => ({ name })) }),
  };
  return { locks, events };
}

afterEach(() => {
  // The browser's lock manager stood in for by a test (jsdom has none).
  Reflect.deleteProperty(navigator, 'locks');
});

describe('withTabLock', () => {
  it('runs the work while holding the named lock, and answers what it answers', async () => {
    const { locks, events } = recordingLocks();
    const result = await withTabLock(
      'a',
      () => {
        events.push('work');
        return Promise.resolve(42);
      },
      locks,
    );
    expect(result).toBe(42);
    expect(events).toEqual(['granted exclusive a', 'work', 'released a']);
  });

  it('passes the work’s failure on, and releases the lock', async () => {
    const { locks, events } = recordingLocks();
    await expect(withTabLock('a', () => Promise.reject(new Error('no')), locks)).rejects.toThrow(
      'no',
    );
    expect(events).toEqual(['granted exclusive a', 'released a']);
  });

  it('uses the browser’s lock manager by default', async () => {
    const { locks, events } = recordingLocks();
    Object.defineProperty(navigator, 'locks', { configurable: true, value: locks });
    await expect(withTabLock('b', () => Promise.resolve('done'))).resolves.toBe('done');
    expect(events).toEqual(['granted exclusive b', 'released b']);
  });

  it('runs the work directly where the browser has no locks', async () => {
    expect(navigator.locks).toBeUndefined();
    await expect(withTabLock('c', () => Promise.resolve('done'))).resolves.toBe('done');
  });
});

describe('marks', () => {
  it('holds a shared lock other tabs see until it is released', async () => {
    const { locks, events } = recordingLocks();
    const release = await holdTabLock('mark', locks);
    expect(events).toEqual(['granted shared mark']);
    await expect(isTabLockHeld('mark', locks)).resolves.toBe(true);
    await expect(isTabLockHeld('other', locks)).resolves.toBe(false);

    release?.();
    await expect.poll(() => isTabLockHeld('mark', locks)).toBe(false);
    expect(events).toEqual(['granted shared mark', 'released mark']);
  });

  it('leaves no mark where the browser has no locks', async () => {
    await expect(holdTabLock('mark')).resolves.toBeNull();
    await expect(isTabLockHeld('mark')).resolves.toBe(false);
  });
});
