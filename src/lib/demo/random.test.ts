import { describe, expect, it } from 'vitest';
import { createRandom } from './random';

describe('createRandom', () => {
  it('gives the same sequence for the same seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(
      Array.from({ length: 5 }, () => b.next()),
    );
  });

  it('stays within bounds and picks from the list', () => {
    const random = createRandom(7);
    for (let i = 0; i < 200; i += 1) {
      const value = random.int(3, 5);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(5);
    }
    expect(['a', 'b']).toContain(random.pick(['a', 'b']));
    expect(new Set(random.sample([1, 2, 3, 4], 3)).size).toBe(3);
  });
});
