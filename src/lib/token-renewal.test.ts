import { describe, expect, it } from 'vitest';
import { signToken } from './demo/tokens';
import { createRenewalClock, tokenLifetime } from './token-renewal';

describe('token renewal', () => {
  it('reads the lifetime a JWT carries, and nothing from other tokens', async () => {
    expect(tokenLifetime(await signToken(1, 'access', 600))).toBe(600);
    expect(tokenLifetime(await signToken(1, 'access', -60))).toBe(-60);
    for (const token of ['opaque-token', 'a.b.c', 'expired.access.token', '']) {
      expect(tokenLifetime(token)).toBeNull();
    }
  });

  it('counts the lifetime on its own clock from first use, whatever the token says the time is', async () => {
    let now = 1_000_000;
    const clock = createRenewalClock(() => now);
    // Issued "a day ago" by a server whose clock is off: still good for its full lifetime here.
    const token = await signToken(1, 'access', 100, Date.now() - 86_400_000);
    expect(clock.isDue(token)).toBe(false);
    now += 89_000;
    expect(clock.isDue(token)).toBe(false);
    now += 1_000; // 10 % of the lifetime early
    expect(clock.isDue(token)).toBe(true);

    const next = await signToken(1, 'access', 100);
    expect(clock.isDue(next)).toBe(false);
    expect(clock.isDue('opaque-token')).toBe(false);
    now += 10 ** 9;
    expect(clock.isDue('opaque-token')).toBe(false);
  });

  it('renews a token that was issued already expired at once', async () => {
    const clock = createRenewalClock();
    expect(clock.isDue(await signToken(1, 'access', -60))).toBe(true);
  });
});
