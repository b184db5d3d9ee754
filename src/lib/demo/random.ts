/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives the same
 * sample data on every machine, so tests can name what they expect.
 */
export interface Random {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  bool(probability?: number): boolean;
  sample<T>(items: readonly T[], count: number): T[];
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick() needs at least one item');
    return items[int(0, items.length - 1)] as T;
  };
  return {
    next,
    int,
    pick,
    bool: (probability = 0.5) => next() < probability,
    sample: <T>(items: readonly T[], count: number) => {
      const pool = [...items];
      const chosen: T[] = [];
      while (chosen.length < count && pool.length > 0) {
        chosen.push(pool.splice(int(0, pool.length - 1), 1)[0] as T);
      }
      return chosen;
    },
  };
}
