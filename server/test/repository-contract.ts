import { afterEach, beforeEach, expect, it } from 'vitest';
import { ADMIN_ABILITY } from '../../src/features/auth/demo/data';
import type { AuthRepository, NewRefreshToken, NewUser } from '../repository';

/**
 * What every store must do, run against SQLite (`sqlite-repository.test.ts`) and against a
 * real PostgreSQL server (`pg-repository.test.ts`). `open` gives a fresh empty store and a
 * way to open a second connection to it, as a second instance of the API would.
 */
export interface OpenedForTest {
  repository: AuthRepository;
  another(): Promise<AuthRepository>;
  close(): Promise<void>;
}

const user = (overrides: Partial<NewUser> = {}): NewUser => ({
  email: 'ana.souza@mirante.dev',
  username: 'ana.souza',
  fullName: 'Ana Souza',
  role: 'admin',
  avatar: '',
  ability: ADMIN_ABILITY.map((rule) => ({ ...rule })),
  extras: { eCommerceCartItemsCount: 3 },
  passwordHash: 'scrypt$16384$8$1$c2FsdA$aGFzaA',
  ...overrides,
});

const at = (second: number) => new Date(Date.UTC(2026, 10, 24, 12, 0, second)).toISOString();
const token = (name: string, second = 0): NewRefreshToken => ({
  tokenHash: `hash-${name}`,
  issuedAt: at(second),
  expiresAt: at(second + 30),
});

export function repositoryContract(open: () => Promise<OpenedForTest>) {
  let store: OpenedForTest;
  let repository: AuthRepository;
  beforeEach(async () => {
    store = await open();
    repository = store.repository;
  });
  afterEach(() => store.close());

  async function signedIn() {
    const created = await repository.createUser(user());
    if (!('user' in created)) throw new Error('user not created');
    const session = await repository.openSession(
      { userId: created.user.id, startedAt: at(0), ip: '127.0.0.1', userAgent: 'vitest' },
      token('first'),
    );
    return { user: created.user, session };
  }

  it('stores users, finds them by e-mail in any case, and keeps a chosen id', async () => {
    const seeded = await repository.createUser(user({ id: 7 }));
    expect(seeded).toEqual({ user: { ...user(), id: 7 } });
    const next = await repository.createUser(
      user({ email: 'bruno@mirante.dev', username: 'bruno' }),
    );
    // Generated ids start after the chosen one.
    expect('user' in next && next.user.id).toBe(8);
    expect(await repository.findUserByEmail('ANA.Souza@Mirante.dev')).toEqual({
      ...user(),
      id: 7,
    });
    expect(await repository.findUserById(8)).toMatchObject({ username: 'bruno' });
    expect(await repository.findUserByEmail('nobody@mirante.dev')).toBeNull();
    expect(await repository.findUserById(999)).toBeNull();
  });

  it('refuses a taken e-mail or username, compared without case', async () => {
    await repository.createUser(user());
    expect(
      await repository.createUser(user({ email: 'ANA.SOUZA@mirante.dev', username: 'outra' })),
    ).toEqual({ taken: { email: true, username: false } });
    expect(
      await repository.createUser(user({ email: 'outra@mirante.dev', username: 'Ana.Souza' })),
    ).toEqual({ taken: { email: false, username: true } });
  });

  it('lets one of two simultaneous sign-ups with one e-mail through', async () => {
    const other = await store.another();
    const results = await Promise.all([
      repository.createUser(user()),
      other.createUser(user({ username: 'ana.s' })),
    ]);
    expect(results.filter((result) => 'user' in result)).toHaveLength(1);
    expect(results.filter((result) => 'taken' in result)).toHaveLength(1);
  });

  it('opens a session with its first refresh token, and ends it once, revoking its tokens', async () => {
    const { user: owner, session } = await signedIn();
    expect(session).toEqual({
      id: expect.any(Number) as number,
      userId: owner.id,
      startedAt: at(0),
      ip: '127.0.0.1',
      userAgent: 'vitest',
      endedAt: null,
      endReason: null,
    });
    expect(await repository.findSession(session.id)).toEqual(session);
    expect(await repository.findRefreshToken('hash-first')).toEqual({
      id: expect.any(Number) as number,
      sessionId: session.id,
      issuedAt: at(0),
      expiresAt: at(30),
      usedAt: null,
      revokedAt: null,
    });

    expect(await repository.endSession(session.id, 'logout', at(5))).toBe(true);
    expect(await repository.endSession(session.id, 'revoked', at(6))).toBe(false);
    expect(await repository.findSession(session.id)).toMatchObject({
      endedAt: at(5),
      endReason: 'logout',
    });
    expect(await repository.findRefreshToken('hash-first')).toMatchObject({ revokedAt: at(5) });
    expect(await repository.findSession(session.id + 1000)).toBeNull();
    expect(await repository.findRefreshToken('hash-unknown')).toBeNull();
  });

  it('rotates a refresh token once: spent, with one successor in its session', async () => {
    const { session } = await signedIn();
    const first = await repository.findRefreshToken('hash-first');
    if (!first) throw new Error('no first token');
    expect(await repository.rotateRefreshToken(first.id, token('second', 1), at(1))).toBe(true);
    expect(await repository.rotateRefreshToken(first.id, token('third', 2), at(2))).toBe(false);
    expect(await repository.findRefreshToken('hash-first')).toMatchObject({ usedAt: at(1) });
    expect(await repository.findRefreshToken('hash-second')).toMatchObject({
      sessionId: session.id,
      usedAt: null,
    });
    expect(await repository.findRefreshToken('hash-third')).toBeNull();

    // A revoked token is never rotated.
    await repository.endSession(session.id, 'revoked', at(3));
    const second = await repository.findRefreshToken('hash-second');
    expect(await repository.rotateRefreshToken(second?.id ?? 0, token('fourth'), at(4))).toBe(
      false,
    );
  });

  it('hands out one successor when two instances rotate one token at the same time', async () => {
    await signedIn();
    const first = await repository.findRefreshToken('hash-first');
    if (!first) throw new Error('no first token');
    const other = await store.another();
    const rotations = await Promise.all(
      [repository, other, repository, other].map((target, index) =>
        target.rotateRefreshToken(first.id, token(`next-${index}`, 1), at(1)),
      ),
    );
    expect(rotations.filter(Boolean)).toHaveLength(1);
    const successors = await Promise.all(
      [0, 1, 2, 3].map((index) => repository.findRefreshToken(`hash-next-${index}`)),
    );
    expect(successors.filter((found) => found !== null)).toHaveLength(1);
  });

  it('counts hits in a window shared by every instance, then starts again', async () => {
    const other = await store.another();
    const window = 60_000;
    const start = 1_800_000_000_000;
    // At one instant: which of the concurrent hits reaches the store first is not known, and
    // the first one opens the window.
    const hits = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        (index % 2 ? other : repository).hitCounter('account:ana', window, start),
      ),
    );
    expect(hits.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(hits.map((hit) => hit.resetsAt))).toEqual(new Set([start + window]));
    // Another key counts apart.
    expect(await repository.hitCounter('ip:10.0.0.1', window, start)).toEqual({
      hits: 1,
      resetsAt: start + window,
    });

    const later = start + window;
    expect(await other.hitCounter('account:ana', window, later)).toEqual({
      hits: 1,
      resetsAt: later + window,
    });
    expect(await repository.pruneCounters(later)).toBe(1);
    expect(await repository.pruneCounters(later)).toBe(0);
  });

  it('answers the health check', async () => {
    await expect(repository.ping()).resolves.toBeUndefined();
  });
}
